// Issue 15 item 7, module presets are real: a preset a module registers in its `init` hook (through
// game.fray.registerPreset or the pure rules' registerPreset) is offered by the fray.preset setting and the rules
// menu, can be made active, and its policies apply; a stored preset nobody registers (the module was removed)
// falls back to the default with one warning to the GM.
//
// The harness runs every client in one JavaScript realm, so they share one rules registry (in Foundry each
// browser has its own and each runs the module's `init`): the module below registers its preset once.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { installChatRolls } from "../harness/roll";
import { listen } from "../../src/hooks/init";
import { listen as listenSetup } from "../../src/hooks/setup";
import { activePolicies } from "../../src/settings/policies";
import { FrayRulesConfig } from "../../src/applications/settings/rules-config";
import { rulesConfigContext, type RulesConfigContext } from "../../src/applications/settings/rules-config-context";
import { getPreset, type PresetDefinition } from "../../src/rules";
import type { Localizer } from "../../src/data/labels";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import { creature, lastMessage } from "./roll-setup";

const GRITTY: PresetDefinition = {
  id: "gritty-module.gritty",
  label: "GRITTY.Preset",
  extends: "srd52",
  policies: { success: { criticalRange: 19 }, initiative: { ties: ["rollOffAll"] } },
};
const DUEL: PresetDefinition = {
  id: "duel-module.duel",
  label: "DUEL.Preset",
  extends: "threeAction",
  policies: { attack: { flanking: false } },
};

let h: Harness;
const i18n: Localizer = {
  localize: (key) => game.i18n.localize(key),
  format: (key, data) => (game.i18n as unknown as Localizer).format(key, data),
};
const notifications = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

type Harnessed = FrayRulesConfig & {
  renderedParts: Record<string, string>;
  options: { form: { handler(this: unknown, e: unknown, f: unknown, d: { object: object }): Promise<void> } };
};

/** The flat data FormDataExtended would give for the menu as rendered, with another preset picked. */
function formData(context: RulesConfigContext, preset: string): Record<string, unknown> {
  const data: Record<string, unknown> = { preset };
  for (const row of context.areas.flatMap((a) => a.rows)) {
    if (row.kind === "choice") data[row.name] = row.options.find((o) => o.selected)?.value;
    else if (row.kind === "flag") data[row.name] = row.checked;
    else if (row.kind === "number") data[row.name] = row.value === "" ? null : Number(row.value);
    else if (row.kind === "numbers") data[row.name] = row.value;
    else for (const step of row.steps) data[step.name] = step.options.find((o) => o.selected)?.value ?? "";
  }
  return data;
}

/**
 * A module's `init` listener on every client, registered after Fray's (a system's hooks run first). With one
 * registry shared by the harness's clients, the first client's listener registers (`replace`: an earlier test's
 * world registered it already); the others find the preset there, as each browser would after its own `init`.
 */
function moduleInit(register: () => void): void {
  let registered = false;
  h.onEveryClient(() => {
    Hooks.once("init", () => {
      if (!registered) register();
      registered = true;
    });
  });
}

function startWorld(register: (() => void) | null, stored?: string): void {
  h = installFoundry();
  if (stored !== undefined) h.world.settingValues.set("fray.preset", stored);
  h.onEveryClient(listen);
  h.onEveryClient(listenSetup);
  if (register) moduleInit(register);
  h.i18n.translations["GRITTY.Preset"] = "Gritty 5e";
  h.i18n.translations["DUEL.Preset"] = "Duel";
  h.fire("init");
  h.fire("setup");
}

beforeEach(() => {
  for (const fn of Object.values(notifications)) fn.mockClear();
});

describe("a module preset registered at init", () => {
  it("through game.fray.registerPreset: offered by the setting on every client and listed by game.fray.presets", () => {
    startWorld(() => game.fray.registerPreset(GRITTY, { replace: true }));
    for (const user of [h.gm, h.assistant, h.player]) {
      h.as(user, () => {
        const setting = game.settings.settings.get("fray.preset") as { choices?: Record<string, string> };
        expect(Object.keys(setting.choices ?? {})).toEqual([
          "srd51",
          "srd52",
          "a5e",
          "threeAction",
          "delta",
          "gritty-module.gritty",
        ]);
        expect(setting.choices?.["gritty-module.gritty"]).toBe("GRITTY.Preset");
      });
    }
    expect(game.fray.presets.map((p) => p.id).at(-1)).toBe("gritty-module.gritty");
  });

  it("through the pure rules' registerPreset: offered from setup on", () => {
    startWorld(() => game.fray.rules.registerPreset(GRITTY, { replace: true }));
    const setting = game.settings.settings.get("fray.preset") as { choices?: Record<string, string> };
    expect(setting.choices).toHaveProperty(["gritty-module.gritty"], "GRITTY.Preset");
  });

  it("is shown in the rules menu, can be made active there and its policies apply", async () => {
    startWorld(() => game.fray.registerPreset(GRITTY, { replace: true }));
    Object.defineProperty(globalThis, "ui", { value: { notifications }, configurable: true, writable: true });
    const context = rulesConfigContext({ preset: "srd52", overrides: {}, i18n });
    expect(context.presets.at(-1)).toEqual({ value: "gritty-module.gritty", label: "Gritty 5e", selected: false });

    const app = new FrayRulesConfig() as Harnessed;
    await app.render();
    expect(app.renderedParts.form).toContain('<option value="gritty-module.gritty" >Gritty 5e</option>');
    // The GM picks the preset: the rows redraw with its values (the menu's draft), then Save.
    const object = formData(rulesConfigContext({ preset: "gritty-module.gritty", overrides: {}, i18n }), GRITTY.id);
    await app.options.form.handler.call(app, new Event("submit"), {}, { object });
    expect(notifications.error).not.toHaveBeenCalled();

    expect(game.settings.get("fray", "preset")).toBe("gritty-module.gritty");
    expect(game.fray.preset).toBe("gritty-module.gritty");
    expect(activePolicies()).toBe(getPreset("gritty-module.gritty").policies);
    expect(activePolicies().success.criticalRange).toBe(19);
    const again = rulesConfigContext({ preset: game.fray.preset, overrides: {}, i18n });
    expect(again.presets.find((p) => p.selected)?.value).toBe("gritty-module.gritty");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("set through the setting: every client plays it, a natural 19 is a critical hit, the table is told", async () => {
    startWorld(() => game.fray.registerPreset(GRITTY, { replace: true }));
    installChatRolls();
    await game.settings.set("fray", "preset", "gritty-module.gritty");
    await h.settle();
    for (const user of [h.gm, h.player]) expect(h.as(user, () => game.fray.preset)).toBe("gritty-module.gritty");
    const note = game.messages.contents.at(-1);
    expect(String(note?.content)).toContain("Gritty 5e");

    const fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
    const created: unknown = await fighter.createEmbeddedDocuments("Item", [
      { name: "Axe", type: "weapon", system: { damage: { parts: [{ formula: "1d8", type: "slashing" }] } } } as never,
    ]);
    const axe = (created as { rollAttack(o: object): Promise<unknown> }[])[0];
    h.dice.queue(20, 19);
    await axe?.rollAttack({ fastForward: true });
    const roll = lastMessage().rolls[0] as FrayD20Roll;
    expect(roll.fray.preset).toBe("gritty-module.gritty");
    expect(roll.isCritical).toBe(true);
  });

  it("a world that plays it loads by its rules, with no warning", () => {
    startWorld(() => game.fray.registerPreset(GRITTY, { replace: true }), GRITTY.id);
    h.fire("ready");
    expect(game.fray.preset).toBe("gritty-module.gritty");
    expect(activePolicies().success.criticalRange).toBe(19);
    expect(h.client(h.gm).shown("warn")).toEqual([]);
  });

  it("a preset of the other rule family switches the world's family", async () => {
    startWorld(() => {
      game.fray.registerPreset(GRITTY, { replace: true });
      game.fray.registerPreset(DUEL, { replace: true });
    });
    await game.settings.set("fray", "preset", "duel-module.duel");
    await h.settle();
    const hero = await creature("Merisiel", {}, "character");
    expect((hero.system as unknown as { derived: { family: string } }).derived.family).toBe("threeAction");
    expect(activePolicies().attack.flanking).toBe(false);
  });
});

describe("a stored module preset nobody registers (the module was removed)", () => {
  it("falls back to srd52 with one warning to the GM at ready, none to players", () => {
    startWorld(null);
    h.world.settingValues.set("fray.preset", "gone-module.preset");
    expect(game.fray.preset).toBe("srd52");
    expect(activePolicies()).toBe(getPreset("srd52").policies);
    expect(h.as(h.player, () => game.fray.preset)).toBe("srd52");
    expect(game.fray.preset).toBe("srd52");
    const warnings = h.client(h.gm).shown("warn");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"gone-module.preset"');
    expect(warnings[0]).toContain("5e (2024, SRD 5.2)");
    expect(h.client(h.player).shown("warn")).toEqual([]);
    expect(h.i18n.missing.size).toBe(0);
  });

  it("is refused by the setting, which keeps the world's preset", async () => {
    startWorld(null);
    await expect(game.settings.set("fray", "preset", "gone-module.preset")).rejects.toThrow("is not one of");
    expect(game.fray.preset).toBe("srd52");
  });
});
