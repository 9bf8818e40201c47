import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { listen } from "../../src/hooks/init";
import { announcePresetChange } from "../../src/chat/preset-changed";

describe("the fray.preset world setting", () => {
  let h: Harness;
  beforeEach(() => {
    h = installFoundry();
    h.onEveryClient(listen);
    h.fire("init");
  });

  it("is a world setting shown in the settings menu, with the five presets as localized choices", () => {
    const setting = h.settings.settings.get("fray.preset");
    expect(setting).toMatchObject({
      scope: "world",
      config: true,
      type: String,
      default: "srd52",
      requiresReload: false,
    });
    expect(Object.keys(setting?.choices ?? {})).toEqual(["srd51", "srd52", "a5e", "threeAction", "delta"]);
    for (const key of [setting?.name, setting?.hint, ...Object.values(setting?.choices ?? {})]) {
      expect(h.i18n.has(String(key)), String(key)).toBe(true);
    }
  });

  it("defaults to srd52 and switches without a reload when the GM picks another preset", async () => {
    expect(game.fray.preset).toBe("srd52");
    await game.settings.set("fray", "preset", "threeAction");
    expect(game.fray.preset).toBe("threeAction");
  });

  it("announces the change once in chat, localized and escaped", async () => {
    await game.settings.set("fray", "preset", "a5e");
    await vi.waitFor(() => {
      expect(game.messages.size).toBeGreaterThan(0);
    });
    const messages = game.messages.contents;
    expect(messages).toHaveLength(1);
    const content = String(messages[0]?.content);
    expect(content).toContain("Rules preset changed");
    expect(content).toContain("From now on this world plays by the rules of");
    expect(content).toContain('<strong class="fray-card__value">Level Up Advanced 5e</strong>');
    expect(h.i18n.missing.size).toBe(0);
  });

  it("escapes a preset label a translation or module could make hostile", async () => {
    h.i18n.translations["FRAY.Preset.delta"] = "<img src=x onerror=alert(1)>";
    await announcePresetChange("delta");
    const content = String(game.messages.contents[0]?.content);
    expect(content).not.toContain("<img");
    expect(content).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });

  it("posts nothing from a client that is not the active GM", async () => {
    h.actAs(h.player);
    await announcePresetChange("a5e");
    expect(game.messages.size).toBe(0);
  });

  it("refuses a player's change and keeps the preset", async () => {
    h.actAs(h.player);
    await expect(game.settings.set("fray", "preset", "a5e")).rejects.toThrow("lacks permission");
    expect(game.fray.preset).toBe("srd52");
    expect(game.messages.size).toBe(0);
  });

  it("refuses an unknown preset and keeps the preset", async () => {
    await expect(game.settings.set("fray", "preset", "pf1e")).rejects.toThrow('"pf1e" is not one of');
    expect(game.fray.preset).toBe("srd52");
  });
});
