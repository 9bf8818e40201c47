import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  D20_MODES,
  EXPERTISE_DIE_FACES,
  checkExpertiseFaces,
  checkRollSources,
  d20Count,
  d20FormulaParts,
  d20RollPlan,
  keptD20,
  resolveD20Mode,
  resolveExpertiseDie,
} from "../../../src/rules/dice";
import { RuleInputError } from "../../../src/rules/errors";
import { getPreset } from "../../../src/rules/presets";
import { source } from "../../../src/rules/sources";
import type { RollSource } from "../../../src/rules/sources";

const adv = (reason = "unseenAttacker"): RollSource => source("ATK-7", reason, "advantage");
const dis = (reason = "unseenTarget"): RollSource => source("ATK-7", reason, "disadvantage");
const exp = (faces: number, reason = "flanking"): RollSource => source("ATK-14", reason, "expertiseDie", faces);
const mod = (value: number): RollSource => source("COV-1", "halfCover", "modifier", value);

describe("ATK-5 advantage and disadvantage", () => {
  it("gives advantage for any number of advantage sources", () => {
    const result = resolveD20Mode([adv(), adv("help")]);
    expect(result.mode).toBe("advantage");
    expect(result.advantage.map((s) => s.reason)).toEqual(["unseenAttacker", "help"]);
    expect(result.disadvantage).toEqual([]);
  });

  it("gives disadvantage for disadvantage sources alone", () => {
    expect(resolveD20Mode([dis()]).mode).toBe("disadvantage");
  });

  it("is normal with no sources or with only other effects", () => {
    expect(resolveD20Mode([]).mode).toBe("normal");
    expect(resolveD20Mode([mod(2), exp(4)]).mode).toBe("normal");
  });

  it("cancels to normal however many of each, still reporting every source", () => {
    const result = resolveD20Mode([adv(), adv("help"), adv("pressed"), dis()]);
    expect(result.mode).toBe("normal");
    expect(result.advantage).toHaveLength(3);
    expect(result.disadvantage).toHaveLength(1);
  });

  it("cancels for every count of advantage and disadvantage (property)", () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), (a, d) => {
        const sources = [...Array.from({ length: a }, () => adv()), ...Array.from({ length: d }, () => dis())];
        const expected = a > 0 && d > 0 ? "normal" : a > 0 ? "advantage" : d > 0 ? "disadvantage" : "normal";
        expect(resolveD20Mode(sources).mode).toBe(expected);
      }),
    );
  });

  it("returns frozen copies and leaves the input alone", () => {
    const input = [adv()];
    const result = resolveD20Mode(input);
    expect(Object.isFrozen(result)).toBe(true);
    expect(result.advantage[0]).not.toBe(input[0]);
    expect(Object.isFrozen(input[0])).toBe(false);
  });

  it("counts two d20s for advantage or disadvantage, one otherwise", () => {
    expect(D20_MODES.map((m) => d20Count(m))).toEqual([1, 2, 2]);
  });

  it("keeps the highest with advantage, the lowest with disadvantage", () => {
    expect(keptD20([7, 15], "advantage")).toBe(15);
    expect(keptD20([7, 15], "disadvantage")).toBe(7);
    expect(keptD20([12], "normal")).toBe(12);
    expect(keptD20([3, 19, 11], "advantage")).toBe(19);
  });

  it("keeps a die that was rolled, the right one of the two (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (a, b) => {
        expect(keptD20([a, b], "advantage")).toBe(Math.max(a, b));
        expect(keptD20([a, b], "disadvantage")).toBe(Math.min(a, b));
        expect(keptD20([a, b], "advantage")).toBeGreaterThanOrEqual(keptD20([a, b], "disadvantage"));
      }),
    );
  });

  it.each<[string, () => unknown, string]>([
    ["two dice for a normal roll", () => keptD20([3, 4], "normal"), "results"],
    ["one die for advantage", () => keptD20([3], "advantage"), "results"],
    ["no dice for disadvantage", () => keptD20([], "disadvantage"), "results"],
    ["a 21", () => keptD20([21, 4], "advantage"), "results[0]"],
    ["a 0", () => keptD20([4, 0], "advantage"), "results[1]"],
    ["NaN", () => keptD20([Number.NaN], "normal"), "results[0]"],
    ["an unknown mode", () => keptD20([4], "double" as never), "mode"],
    ["results not a list", () => keptD20(7 as never, "normal"), "results"],
    ["an unknown d20Count mode", () => d20Count("x" as never), "mode"],
  ])("rejects %s", (_label, call, field) => {
    expect(call).toThrow(RuleInputError);
    expect(call).toThrow(new RegExp(`^${field.replace(/[[\]]/g, "\\$&")}:`));
  });
});

describe("ATK-6 expertise dice", () => {
  it("lists the die sizes", () => {
    expect(EXPERTISE_DIE_FACES).toEqual([4, 6, 8, 10, 12]);
  });

  it("a5e: one die per roll; each further source steps it d4 → d6 → d8", () => {
    const a5e = getPreset("a5e").policies.success;
    expect(a5e.expertiseDice).toBe(true);
    expect(resolveExpertiseDie([exp(4)])).toBe(4);
    expect(resolveExpertiseDie([exp(4), exp(4, "aboveTarget")])).toBe(6);
    expect(resolveExpertiseDie([exp(4), exp(4, "aboveTarget"), exp(4, "pressed")])).toBe(8);
    expect(d20FormulaParts(d20RollPlan([exp(4), exp(4, "aboveTarget")], a5e))?.expertise).toBe("1d6");
  });

  it("a5e: past d8 further sources add nothing", () => {
    expect(resolveExpertiseDie([exp(4), exp(4, "b"), exp(4, "c"), exp(4, "d"), exp(4, "e")])).toBe(8);
    expect(resolveExpertiseDie([exp(8), exp(4, "b")])).toBe(8);
    expect(resolveExpertiseDie([exp(6), exp(4, "b")])).toBe(8);
    expect(resolveExpertiseDie([exp(12), exp(4, "b")])).toBe(12); // a base above d8 is not stepped
  });

  it("is null without an expertise source", () => {
    expect(resolveExpertiseDie([adv(), mod(2)])).toBeNull();
  });

  it("is the largest die stepped once per further source, never past d8 by stepping (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EXPERTISE_DIE_FACES), { minLength: 1, maxLength: 6 }), (faces) => {
        const base = Math.max(...faces);
        const die = resolveExpertiseDie(faces.map((f) => exp(f)));
        expect(die).toBe(base >= 8 ? base : Math.min(8, base + 2 * (faces.length - 1)));
        expect(die).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it.each([0, 3, 5, 20, 4.5, Number.NaN])("rejects a d%s", (faces) => {
    expect(() => resolveExpertiseDie([exp(faces)])).toThrow(/^sources\[0\]\.value:/);
    expect(() => checkExpertiseFaces(faces)).toThrow(RuleInputError);
  });

  it("checks faces by themselves", () => {
    expect(checkExpertiseFaces(10)).toBe(10);
    expect(() => checkExpertiseFaces(7, "die")).toThrow(/^die:/);
  });
});

describe("ATK-5, ATK-6 roll plan and formula parts", () => {
  const a5e = getPreset("a5e").policies.success;
  const srd52 = getPreset("srd52").policies.success;

  it("gathers mode, the best expertise die and the modifiers", () => {
    const plan = d20RollPlan([adv(), exp(6, "tumbling"), mod(2), mod(-5)], a5e);
    expect(plan).toMatchObject({ possible: true, mode: "advantage", expertiseDie: 6, modifier: -3, ignored: [] });
    expect(plan.expertiseSource?.reason).toBe("tumbling");
    expect(plan.modifiers).toHaveLength(2);
    expect(d20FormulaParts(plan)).toEqual({
      d20: "2d20kh",
      expertise: "1d6",
      modifier: -3,
      formula: "2d20kh + 1d6 - 3",
    });
  });

  it("ignores expertise dice in a preset without them", () => {
    const plan = d20RollPlan([exp(8)], srd52);
    expect(plan.expertiseDie).toBeNull();
    expect(plan.expertiseSource).toBeNull();
    expect(plan.ignored.map((s) => s.value)).toEqual([8]);
    expect(d20FormulaParts(plan)?.formula).toBe("1d20");
  });

  it("makes the roll impossible when any source says so", () => {
    const plan = d20RollPlan([adv(), source("ATK-8", "beyondLongRange", "impossible")], a5e);
    expect(plan.possible).toBe(false);
    expect(plan.impossible.map((s) => s.reason)).toEqual(["beyondLongRange"]);
    expect(d20FormulaParts(plan)).toBeNull();
  });

  it("writes disadvantage, plain rolls and the roller's own bonus", () => {
    expect(d20FormulaParts(d20RollPlan([dis()], a5e), 5)).toEqual({
      d20: "2d20kl",
      expertise: null,
      modifier: 5,
      formula: "2d20kl + 5",
    });
    expect(d20FormulaParts(d20RollPlan([adv(), dis()], a5e))?.formula).toBe("1d20");
  });

  it("sums any modifiers (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 5 }),
        fc.integer({ min: -5, max: 15 }),
        (values, extra) => {
          const total = values.reduce((s, v) => s + v, 0) + extra;
          const parts = d20FormulaParts(d20RollPlan(values.map(mod), a5e), extra);
          expect(parts?.modifier).toBe(total);
          const expected = total === 0 ? "1d20" : total > 0 ? `1d20 + ${total}` : `1d20 - ${-total}`;
          expect(parts?.formula).toBe(expected);
        },
      ),
    );
  });

  it.each<[string, () => unknown, string]>([
    ["sources not a list", () => d20RollPlan(null as never, a5e), "sources"],
    ["a source that is not an object", () => d20RollPlan([5 as never], a5e), "sources[0]"],
    [
      "a source without a rule",
      () => d20RollPlan([{ reason: "x", effect: "advantage" } as never], a5e),
      "sources[0].rule",
    ],
    [
      "a source without a reason",
      () => d20RollPlan([{ rule: "ATK-7", effect: "advantage" } as never], a5e),
      "sources[0].reason",
    ],
    [
      "an unknown effect",
      () => d20RollPlan([{ rule: "ATK-7", reason: "x", effect: "luck" } as never], a5e),
      "sources[0].effect",
    ],
    ["a fractional modifier", () => d20RollPlan([mod(1.5)], a5e), "sources[0].value"],
    ["a modifier without a value", () => d20RollPlan([source("COV-1", "x", "modifier")], a5e), "sources[0].value"],
    [
      "a NaN value on advantage",
      () => d20RollPlan([source("ATK-7", "x", "advantage", Number.NaN)], a5e),
      "sources[0].value",
    ],
    ["missing success policies", () => d20RollPlan([], null as never), "success"],
    ["a non-boolean expertiseDice", () => d20RollPlan([], { expertiseDice: "yes" } as never), "success.expertiseDice"],
    ["a plan that is not an object", () => d20FormulaParts(null as never), "plan"],
    [
      "a plan with an unknown mode",
      () => d20FormulaParts({ possible: true, mode: "x" as never, expertiseDie: null, modifier: 0 }),
      "plan.mode",
    ],
    [
      "a plan with a d7",
      () => d20FormulaParts({ possible: true, mode: "normal", expertiseDie: 7 as never, modifier: 0 }),
      "plan.expertiseDie",
    ],
    [
      "a plan with NaN modifier",
      () => d20FormulaParts({ possible: true, mode: "normal", expertiseDie: null, modifier: Number.NaN }),
      "plan.modifier",
    ],
    [
      "a plan without possible",
      () => d20FormulaParts({ mode: "normal", expertiseDie: null, modifier: 0 } as never),
      "plan.possible",
    ],
    ["a fractional extra modifier", () => d20FormulaParts(d20RollPlan([], a5e), 0.5), "extraModifier"],
  ])("rejects %s", (_label, call, field) => {
    expect(call).toThrow(RuleInputError);
    expect(call).toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}:`));
  });

  it("keeps a source's extra value when it is a finite number", () => {
    expect(checkRollSources([source("ATK-7", "x", "advantage", 1)])).toEqual([
      { rule: "ATK-7", reason: "x", effect: "advantage", value: 1 },
    ]);
    expect(checkRollSources([source("ATK-7", "x", "impossible")], "why")).toEqual([
      { rule: "ATK-7", reason: "x", effect: "impossible" },
    ]);
  });
});
