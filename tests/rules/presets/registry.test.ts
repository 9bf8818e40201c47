import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PRESET_IDS,
  POLICY_SCHEMA,
  PresetRegistry,
  RuleInputError,
  createPresetRegistry,
  getPreset,
  presets,
  registerPreset,
  resolvePreset,
  type PresetDefinition,
} from "../../../src/rules";

describe("built-in presets", () => {
  const registry = createPresetRegistry();

  it("are registered under the five ids, each complete and frozen", () => {
    expect(registry.list().map((p) => p.id)).toEqual(["srd52", "srd51", "a5e", "threeAction", "delta"]);
    for (const id of PRESET_IDS) {
      const preset = registry.get(id);
      expect(preset.label).toBe(`FRAY.Preset.${id}`);
      expect(Object.isFrozen(preset.policies.initiative.ties)).toBe(true);
      for (const [area, policies] of Object.entries(POLICY_SCHEMA)) {
        expect(Object.keys((preset.policies as unknown as Record<string, object>)[area] ?? {}).sort()).toEqual(
          Object.keys(policies).sort(),
        );
      }
    }
  });

  it("differ where the rule families differ", () => {
    const p = (id: string) => registry.get(id).policies;
    expect(PRESET_IDS.map((id) => p(id).initiative.check)).toEqual([
      "dexterity",
      "dexterity",
      "abilityCheck",
      "perception",
      "dexterity",
    ]);
    expect(PRESET_IDS.map((id) => p(id).initiative.surprise)).toEqual([
      "loseFirstTurn",
      "disadvantage",
      "loseFirstTurn",
      "none", // threeAction: no surprise rule (INIT-5 and INIT-6 name other presets)
      "disadvantage",
    ]);
    expect(PRESET_IDS.map((id) => p(id).economy.kind)).toEqual([
      "actionBonusReaction",
      "actionBonusReaction",
      "actionBonusReaction",
      "threeActions",
      "actionBonusReaction",
    ]);
    expect(PRESET_IDS.map((id) => p(id).success.model)).toEqual(["fiveE", "fiveE", "fiveE", "fourDegrees", "fiveE"]);
    expect(PRESET_IDS.map((id) => p(id).cover.save)).toEqual([
      "dexterity",
      "dexterity",
      "dexterity",
      "reflex",
      "constitution",
    ]);
    expect(PRESET_IDS.map((id) => p(id).movement.diagonals)).toEqual([
      "equidistant",
      "equidistant",
      "equidistant",
      "alternating",
      "equidistant",
    ]);
    // INIT-14: delta's reorder is an optional rule (a world setting turns it on); the others have none.
    expect(PRESET_IDS.map((id) => p(id).initiative.reorder)).toEqual(["never", "never", "never", "never", "optional"]);
    expect(p("a5e").combat.worldActions).toBe(true);
    expect(p("threeAction").opportunity.trigger).toBe("reactionFeature"); // OA-5
    // OA-1: the 2014 rules and a5e let only hostile creatures provoke; 2024 and delta any creature seen.
    expect(PRESET_IDS.map((id) => p(id).opportunity.trigger)).toEqual([
      "leaveReachHostileSeen",
      "leaveReachSeen",
      "leaveReachHostileSeen",
      "reactionFeature",
      "leaveReachSeen",
    ]);
  });

  it("are what getPreset returns from Fray's own registry", () => {
    expect(getPreset("a5e").policies.initiative.ties).toEqual(["rollOffAll"]);
  });
});

describe("registering presets", () => {
  const variant: PresetDefinition = {
    id: "my-module.gritty",
    label: "MYMOD.Gritty",
    extends: "srd52",
    policies: { success: { criticalRange: 19 }, initiative: { ties: ["rollOffAll"] } },
  };

  it("extends a registered preset with overrides, leaving the base alone", () => {
    const registry = createPresetRegistry();
    const gritty = registry.register(variant);
    expect(gritty.policies.success).toEqual({
      model: "fiveE",
      criticalRange: 19,
      expertiseDice: false,
      criticalDamage: "doubleDice",
    });
    expect(gritty.policies.initiative.ties).toEqual(["rollOffAll"]);
    expect(gritty.policies.initiative.check).toBe("dexterity");
    expect(registry.get("srd52").policies.success.criticalRange).toBe(20);
    expect(registry.get("my-module.gritty")).toBe(gritty);
  });

  it("registers into Fray's own registry, where getPreset finds it", () => {
    const preset = registerPreset({ ...variant, id: "test.registry-global" }, { replace: true });
    expect(getPreset("test.registry-global")).toBe(preset);
    expect(presets.has("test.registry-global")).toBe(true);
    expect(presets.has("nope")).toBe(false);
  });

  it("refuses something that is not a preset at all", () => {
    expect(() => createPresetRegistry().register(null as never)).toThrow("preset: expected a preset object");
  });

  it("extends an extending preset", () => {
    const registry = createPresetRegistry();
    registry.register(variant);
    const grittier = registry.register({ id: "grittier", label: "X", extends: "my-module.gritty", policies: {} });
    expect(grittier.policies.success.criticalRange).toBe(19);
  });

  it("refuses a second preset with the same id unless told to replace it", () => {
    const registry = createPresetRegistry();
    expect(() => registry.register({ ...variant, id: "srd52" })).toThrow(
      'preset.id: a preset "srd52" is already registered',
    );
    const replaced = registry.register({ ...variant, id: "srd52" }, { replace: true });
    expect(replaced.policies.success.criticalRange).toBe(19);
  });

  it.each<[string, unknown, RegExp]>([
    ["a bad id", { ...variant, id: "has space" }, /^preset\.id: /],
    ["a missing label", { ...variant, label: "" }, /^preset\.label: /],
    ["an unknown base", { ...variant, extends: "pf1e" }, /^preset\.extends: unknown base preset "pf1e"/],
    ["an unknown area", { ...variant, policies: { magic: {} } }, /^preset\.policies\.magic: unknown policy area/],
    [
      "an unknown policy",
      { ...variant, policies: { initiative: { speed: 1 } } },
      /^preset\.policies\.initiative\.speed: unknown policy/,
    ],
    [
      "a bad choice",
      { ...variant, policies: { movement: { diagonals: "hex" } } },
      /^preset\.policies\.movement\.diagonals: expected one of equidistant, alternating, euclidean, got "hex"/,
    ],
    [
      "a bad list entry",
      { ...variant, policies: { initiative: { ties: ["manual", "coinFlip"] } } },
      /^preset\.policies\.initiative\.ties\[1\]: /,
    ],
    [
      "an empty tie list",
      { ...variant, policies: { initiative: { ties: [] } } },
      /^preset\.policies\.initiative\.ties: expected a non-empty list/,
    ],
    [
      "a repeated tie step",
      { ...variant, policies: { initiative: { ties: ["manual", "manual"] } } },
      /ties: lists the same entry twice/,
    ],
    [
      "NaN",
      { ...variant, policies: { success: { criticalRange: Number.NaN } } },
      /^preset\.policies\.success\.criticalRange: expected a whole number from 2 to 20, got NaN/,
    ],
    [
      "a flag that is not boolean",
      { ...variant, policies: { attack: { flanking: "yes" } } },
      /^preset\.policies\.attack\.flanking: expected true or false/,
    ],
    [
      "a round length not offered",
      { ...variant, policies: { combat: { roundSeconds: 10 } } },
      /^preset\.policies\.combat\.roundSeconds: must be one of roundSecondsChoices/,
    ],
    [
      "three actions with one action",
      { ...variant, policies: { economy: { kind: "threeActions" } } },
      /^preset\.policies\.economy\.actionsPerTurn: /,
    ],
  ])("refuses %s, naming the field, and registers nothing", (_, definition, message) => {
    const registry = createPresetRegistry();
    const before = registry.list().length;
    expect(() => registry.register(definition as PresetDefinition)).toThrow(message);
    expect(() => registry.register(definition as PresetDefinition)).toThrow(RuleInputError);
    expect(registry.list()).toHaveLength(before);
  });

  it("refuses a complete preset with a missing policy", () => {
    const registry = new PresetRegistry();
    const srd52 = getPreset("srd52");
    const rest: Record<string, unknown> = { ...srd52.policies };
    delete rest.dying;
    expect(() => registry.register({ id: "x", label: "X", policies: rest } as unknown as PresetDefinition)).toThrow(
      "preset.policies.dying: missing",
    );
  });
});

describe("per-rule overrides", () => {
  it("apply on top of a preset without changing it (four degrees in a 5e world)", () => {
    const resolved = resolvePreset("srd52", { success: { model: "fourDegrees" } });
    expect(resolved.policies.success.model).toBe("fourDegrees");
    expect(getPreset("srd52").policies.success.model).toBe("fiveE");
    expect(resolvePreset("srd52", {})).toBe(getPreset("srd52"));
  });

  it("are validated like a preset", () => {
    expect(() => resolvePreset("srd52", { initiative: { group: "sometimes" } } as never)).toThrow(
      /^overrides\.initiative\.group: expected one of always, optional, never/,
    );
    expect(() => resolvePreset("nope")).toThrow(/^preset: unknown preset "nope"; registered: srd52, srd51/);
  });

  it("replace exactly the overridden policies, for any valid combination", () => {
    const tieStep = fc.constantFrom("dexterityScore", "monstersFirst", "rollOffAll", "rollOffCharacters", "manual");
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS),
        fc.uniqueArray(tieStep, { minLength: 1 }),
        fc.integer({ min: 2, max: 20 }),
        (id, ties, criticalRange) => {
          const base = getPreset(id).policies;
          const out = resolvePreset(id, { initiative: { ties }, success: { criticalRange } }).policies;
          expect(out.initiative.ties).toEqual(ties);
          expect(out.success.criticalRange).toBe(criticalRange);
          expect({ ...out.initiative, ties: base.initiative.ties }).toEqual(base.initiative);
          expect(out.cover).toEqual(base.cover);
        },
      ),
    );
  });
});

describe("INIT-5 / INIT-6 surprise policies: threeAction has none", () => {
  it("threeAction's surprise is `none`; only srd52 and delta give disadvantage", () => {
    expect(getPreset("threeAction").policies.initiative.surprise).toBe("none");
    expect(PRESET_IDS.filter((id) => getPreset(id).policies.initiative.surprise === "disadvantage")).toEqual([
      "srd52",
      "delta",
    ]);
  });

  it("`none` is a valid surprise policy for any preset", () => {
    expect(resolvePreset("srd52", { initiative: { surprise: "none" } }).policies.initiative.surprise).toBe("none");
    expect(() => resolvePreset("srd52", { initiative: { surprise: "ambush" } } as never)).toThrow(
      /^overrides\.initiative\.surprise: expected one of disadvantage, loseFirstTurn, none/,
    );
  });
});

describe("INIT-14 the reorder policy is a choice: never, or optional", () => {
  it("delta makes it optional; the others never have it", () => {
    expect(PRESET_IDS.map((id) => getPreset(id).policies.initiative.reorder)).toEqual([
      "never",
      "never",
      "never",
      "never",
      "optional",
    ]);
  });

  it("refuses the old true/false values, naming the field", () => {
    expect(() => resolvePreset("delta", { initiative: { reorder: true } } as never)).toThrow(
      /^overrides\.initiative\.reorder: expected one of never, optional/,
    );
    expect(resolvePreset("srd52", { initiative: { reorder: "optional" } }).policies.initiative.reorder).toBe(
      "optional",
    );
  });
});
