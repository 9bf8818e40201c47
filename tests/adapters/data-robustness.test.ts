// Issue 12, item 8: data that never bricks a world. Preparing an actor never throws: values the rules refuse
// (an active effect pushing a score past its range, cursed armor) are clamped or fall back, with one warning
// per actor and field; an unknown stored preset falls back to the default and stored rule overrides the rules
// refuse are ignored, each with a GM warning; creature and weapon reach have a maximum.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Harness } from "../harness";
import { frayHarness } from "./fray-setup";
import type { CharacterData } from "../../src/data/actor";
import { activePolicies } from "../../src/settings/policies";
import { policyOverrides } from "../../src/settings/policy-overrides";
import { getPreset } from "../../src/rules";

let h: Harness;
let consoleWarn: MockInstance<typeof console.warn>;
beforeEach(() => {
  h = frayHarness();
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleWarn.mockRestore();
});

const createActor = async (data: object) => {
  const actor = await Actor.create(data as never);
  if (!actor) throw new Error("not created");
  return actor;
};

const derivedOf = (actor: { system: unknown }) => (actor.system as CharacterData).derived;
const gmWarnings = () => h.client(h.gm).shown("warn");

/** What an active effect does between base and derived data: changes the prepared value, not the source. */
function applyEffect(actor: { system: unknown }, change: (system: Record<string, unknown>) => void): void {
  change(actor.system as Record<string, unknown>);
  (actor.system as CharacterData).prepareDerivedData();
}

describe("ATK-18 preparing an actor never throws on values the rules refuse", () => {
  it("clamps a Strength an active effect raised to 40 to 30, warning the GM once, naming actor and field", async () => {
    const actor = await createActor({ name: "Brannoc", type: "character" });
    const abilities = (system: Record<string, unknown>) =>
      system.abilities as Record<"str", { value: number; mod: number }>;
    expect(() => {
      applyEffect(actor, (s) => {
        abilities(s).str.value = 40;
      });
    }).not.toThrow();
    expect(derivedOf(actor).abilities.str).toEqual({ score: 30, mod: 10 });
    expect(abilities(actor.system as never).str.mod).toBe(10);
    for (let i = 0; i < 5; i++) (actor.system as CharacterData).prepareDerivedData();
    const warnings = gmWarnings().filter((w) => w.includes("Brannoc"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("system.abilities.str.value");
    expect(warnings[0]).toContain("40");
    expect(warnings[0]).toContain("30");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("warns again for another field or another actor, never twice for the same pair", async () => {
    const a = await createActor({ name: "Aldra", type: "character" });
    const b = await createActor({ name: "Bryn", type: "character" });
    for (const actor of [a, b, a, b]) {
      applyEffect(actor, (s) => {
        s.level = 25;
        (s.perception as { rank: number }).rank = 9;
      });
    }
    expect(derivedOf(a).proficiency).toBe(6);
    const fields = gmWarnings().map((w) => [w.includes("Aldra") ? "Aldra" : "Bryn", w.match(/system\.[\w.]+/)?.[0]]);
    expect(fields).toEqual([
      ["Aldra", "system.level"],
      ["Aldra", "system.perception.rank"],
      ["Bryn", "system.level"],
      ["Bryn", "system.perception.rank"],
    ]);
  });

  it("falls back for a NaN bonus, an unknown size and an impossible challenge rating", async () => {
    const goblin = await createActor({ name: "Goblin", type: "npc", system: { cr: 0.25 } });
    applyEffect(goblin, (s) => {
      (s.initiative as { bonus: number }).bonus = Number.NaN;
      s.size = "colossal";
      s.cr = 0.3;
    });
    const d = derivedOf(goblin);
    expect(d.initiative.bonus).toBe(0);
    expect(d.tokenSize).toBe(1);
    expect(d.proficiency).toBe(2);
    expect(gmWarnings()).toHaveLength(3);
  });

  it("prepares a creature whose cursed armor makes its AC negative: unarmored AC, one warning", async () => {
    const actor = await createActor({
      name: "Cursed",
      type: "character",
      system: { abilities: { dex: { value: 1 } } },
      items: [
        { name: "Rusted Mail", type: "armor", system: { category: "heavy", base: 0, bonus: -3, equipped: true } },
      ],
    });
    expect(derivedOf(actor).ac).toBe(10 - 5);
    actor.prepareData();
    expect(gmWarnings()).toEqual([expect.stringContaining("Cursed")]);
    expect(gmWarnings()[0]).toContain("ac");
  });

  it("tells a player's client in the console, not as a notification", async () => {
    const actor = await createActor({ name: "Brannoc", type: "character" });
    h.as(h.player, () => {
      applyEffect(h.doc(actor, h.player), (s) => {
        (s.abilities as Record<"dex", { value: number }>).dex.value = 0;
      });
    });
    expect(h.client(h.player).shown("warn")).toEqual([]);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining("system.abilities.dex.value"));
  });

  it("keeps a warning made while the world loads (no notifications yet) for the GM until ready", async () => {
    const actor = await createActor({ name: "Early", type: "character" });
    const ui = h.client(h.gm).ui as { notifications?: unknown };
    const notifications = ui.notifications;
    delete ui.notifications;
    applyEffect(actor, (s) => {
      s.level = 0;
    });
    ui.notifications = notifications;
    expect(gmWarnings()).toEqual([]);
    h.fire("ready");
    expect(gmWarnings()).toEqual([expect.stringContaining("system.level")]);
  });
});

describe("ATK-10 reach has a maximum in the data model", () => {
  it("refuses a creature reach or a weapon reach beyond 1000 ft, naming the field", async () => {
    await expect(createActor({ name: "Long", type: "npc", system: { reach: 5000 } })).rejects.toThrow(
      "system.reach: must be at most 1000",
    );
    await expect(Item.create({ name: "Pike", type: "weapon", system: { reach: 1001 } } as never)).rejects.toThrow(
      "system.reach: must be at most 1000",
    );
    const giant = await createActor({ name: "Giant", type: "npc", system: { reach: 1000 } });
    expect((giant.system as unknown as { reach: number }).reach).toBe(1000);
  });
});

describe("stored settings the rules refuse never stop the world", () => {
  it("an unknown stored preset falls back to srd52 with one GM warning, and rolls still work", async () => {
    h.world.settingValues.set("fray.preset", "homebrew");
    expect(game.fray.preset).toBe("srd52");
    expect(activePolicies()).toBe(getPreset("srd52").policies);
    expect(game.fray.preset).toBe("srd52");
    const warnings = gmWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"homebrew"');
    expect(warnings[0]).toContain("5e (2024");
    const actor = await createActor({ name: "Brannoc", type: "character" });
    expect(derivedOf(actor).family).toBe("fiveE");
    expect(h.client(h.player).shown("warn")).toEqual([]);
    expect(h.i18n.missing.size).toBe(0);
  });

  it("stored overrides the rules refuse are ignored with one GM warning naming the policy", () => {
    h.world.settingValues.set("fray.policyOverrides", { initiative: { ties: ["coinFlip"] } });
    expect(policyOverrides()).toEqual({});
    expect(activePolicies()).toBe(getPreset("srd52").policies);
    activePolicies();
    // Named by its menu label, never by its path (issue 16 item 4); the path goes to the console.
    expect(gmWarnings()).toEqual([expect.stringContaining("“Ties broken by”")]);
    expect(gmWarnings()[0]).not.toContain("policyOverrides");
  });

  it("overrides that no longer fit the preset as a whole are ignored too, and valid ones still apply", async () => {
    h.world.settingValues.set("fray.policyOverrides", { economy: { kind: "threeActions" } });
    expect(activePolicies().economy.kind).toBe("actionBonusReaction");
    expect(gmWarnings()).toEqual([expect.stringContaining("“Actions per turn (three actions)”")]);
    await game.settings.set("fray", "preset", "threeAction");
    await game.settings.set("fray", "policyOverrides", { initiative: { group: "never" } } as never);
    expect(activePolicies().initiative.group).toBe("never");
    expect(gmWarnings()).toHaveLength(1);
  });
});
