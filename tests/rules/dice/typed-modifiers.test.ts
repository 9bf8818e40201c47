import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { d20RollPlan, stackModifiers } from "../../../src/rules/dice";
import { RuleInputError } from "../../../src/rules/errors";
import { BONUS_TYPES, source, typedModifier, type RollSource } from "../../../src/rules/sources";

const reasons = (list: readonly RollSource[]) => list.map((s) => s.reason);

describe("TA-1 typed modifiers stack by type", () => {
  it("applies only the largest circumstance bonus and the worst circumstance penalty", () => {
    const stacked = stackModifiers([
      typedModifier("TA-11", "raisedShield", "circumstance", 2),
      typedModifier("TA-4", "lesserCover", "circumstance", 1),
      typedModifier("TA-2", "offGuard", "circumstance", -2),
      typedModifier("TA-7", "proneAttacker", "circumstance", -2),
    ]);
    expect(stacked.total).toBe(0);
    expect(reasons(stacked.applied)).toEqual(["raisedShield", "offGuard"]);
    expect(reasons(stacked.suppressed)).toEqual(["lesserCover", "proneAttacker"]);
  });

  it("frightened 2 and sickened 1 (both status) give −2, not −3", () => {
    const stacked = stackModifiers([
      typedModifier("TA-12", "frightened", "status", -2),
      typedModifier("TA-12", "sickened", "status", -1),
    ]);
    expect(stacked.total).toBe(-2);
    expect(reasons(stacked.suppressed)).toEqual(["sickened"]);
  });

  it("a bonus and a penalty of one type both apply", () => {
    const stacked = stackModifiers([
      typedModifier("TA-1", "heroism", "status", 1),
      typedModifier("TA-12", "frightened", "status", -1),
    ]);
    expect(stacked.total).toBe(0);
    expect(stacked.suppressed).toEqual([]);
  });

  it("untyped penalties (multiple attack, range) all add up; different types add", () => {
    const stacked = stackModifiers([
      typedModifier("ATK-4", "multipleAttack", "untyped", -5),
      typedModifier("TA-3", "rangeIncrement", "untyped", -2),
      typedModifier("TA-2", "offGuard", "circumstance", -2),
      typedModifier("TA-12", "frightened", "status", -1),
      typedModifier("TA-1", "potency", "item", 1),
    ]);
    expect(stacked.total).toBe(-9);
    expect(stacked.suppressed).toEqual([]);
  });

  it("a modifier with no type is untyped, so 5e modifiers keep adding up", () => {
    const stacked = stackModifiers([
      source("CND-1", "exhaustion", "modifier", -2),
      source("X", "bless", "modifier", 3),
    ]);
    expect(stacked.total).toBe(1);
  });

  it("the roll plan reports the stacked total and the struck-through sources", () => {
    const plan = d20RollPlan(
      [
        typedModifier("TA-4", "standardCover", "circumstance", 2),
        typedModifier("TA-4", "lesserCover", "circumstance", 1),
      ],
      { expertiseDice: false },
    );
    expect(plan.modifier).toBe(2);
    expect(reasons(plan.suppressed)).toEqual(["lesserCover"]);
  });

  it("rejects an unknown bonus type, and a type on a source that is not a modifier, naming the field", () => {
    expect(() =>
      stackModifiers([{ rule: "X", reason: "y", effect: "modifier", value: 1, bonusType: "luck" } as never]),
    ).toThrow(/sources\[0\]\.bonusType/);
    expect(() =>
      stackModifiers([{ rule: "X", reason: "y", effect: "advantage", bonusType: "status" } as never]),
    ).toThrow(RuleInputError);
  });

  it("property: the total never exceeds the untyped sum plus one best bonus per type, and equals it without types", () => {
    const mod = fc.record({
      value: fc.integer({ min: -6, max: 6 }),
      type: fc.constantFrom(...BONUS_TYPES),
    });
    fc.assert(
      fc.property(fc.array(mod, { maxLength: 12 }), (mods) => {
        const list = mods.map((m, i) => typedModifier("TA-1", `m${i}`, m.type, m.value));
        const stacked = stackModifiers(list);
        let expected = 0;
        for (const type of BONUS_TYPES) {
          const values = mods.filter((m) => m.type === type).map((m) => m.value);
          if (type === "untyped") expected += values.reduce((a, b) => a + b, 0);
          else expected += Math.max(0, ...values) + Math.min(0, ...values);
        }
        expect(stacked.total).toBe(expected);
        expect(stacked.applied.length + stacked.suppressed.length).toBe(list.length);
      }),
    );
  });
});
