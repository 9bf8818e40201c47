import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FORMULA_LIMITS, checkRollFormula } from "../../../src/rules/dice";
import { RuleInputError } from "../../../src/rules/errors";

const data = { abilities: { str: { mod: 3, value: 16 }, dex: { mod: -1 } }, name: "Brannoc", level: 2.5 };

describe("ATK-1 damage and bonus formulas within the dice limits", () => {
  it("passes ordinary formulas, replacing numeric @references by their numbers", () => {
    expect(checkRollFormula("1d8 + @abilities.str.mod", data)).toEqual({ ok: true, formula: "1d8 + 3" });
    expect(checkRollFormula(" 2d6+3-1 ", data)).toEqual({ ok: true, formula: "2d6 + 3 - 1" });
    expect(checkRollFormula("d20kh", data)).toEqual({ ok: true, formula: "1d20kh" });
    expect(checkRollFormula("-2", data)).toEqual({ ok: true, formula: "-2" });
  });

  it("folds a negative reference into the sign, so the result is still a plain formula", () => {
    expect(checkRollFormula("1d8 + @abilities.dex.mod", data)).toEqual({ ok: true, formula: "1d8 - 1" });
    expect(checkRollFormula("1d8 - @abilities.dex.mod", data)).toEqual({ ok: true, formula: "1d8 + 1" });
    expect(checkRollFormula("@abilities.dex.mod + 1d4", data)).toEqual({ ok: true, formula: "-1 + 1d4" });
  });

  it("accepts exactly 100 dice of 1,000 faces and a bonus of 10,000, refuses one more", () => {
    expect(checkRollFormula("100d1000 + 10000", {})).toEqual({ ok: true, formula: "100d1000 + 10000" });
    expect(checkRollFormula("1d6 + 101d6", {})).toEqual({ ok: false, problem: "dice", term: "101d6" });
    expect(checkRollFormula("2d1001", {})).toEqual({ ok: false, problem: "faces", term: "2d1001" });
    expect(checkRollFormula("1d0", {})).toEqual({ ok: false, problem: "faces", term: "1d0" });
    expect(checkRollFormula("1d6 - 10001", {})).toEqual({ ok: false, problem: "bonus", term: "10001" });
    expect(checkRollFormula("99999999999999999999d6", {})).toMatchObject({ ok: false, problem: "dice" });
  });

  it("refuses a reference that is not a whole number: an object, a string, a fraction, a missing path", () => {
    expect(checkRollFormula("1d8 + @abilities.str", data)).toEqual({
      ok: false,
      problem: "reference",
      term: "@abilities.str",
    });
    expect(checkRollFormula("@name", data)).toMatchObject({ ok: false, problem: "reference" });
    expect(checkRollFormula("@level", data)).toMatchObject({ ok: false, problem: "reference" });
    expect(checkRollFormula("@abilities.wis.mod", data)).toMatchObject({ ok: false, problem: "reference" });
    expect(checkRollFormula("@constructor.name", data)).toMatchObject({ ok: false, problem: "reference" });
    expect(checkRollFormula("@abilities.str.mod", { abilities: { str: { mod: 1e9 } } })).toEqual({
      ok: false,
      problem: "bonus",
      term: "@abilities.str.mod",
    });
  });

  it("refuses text that is not a dice formula, and throws only for a formula that is not a string", () => {
    expect(checkRollFormula("1d8 + alert(1)", data)).toMatchObject({ ok: false, problem: "syntax" });
    expect(checkRollFormula("", data)).toMatchObject({ ok: false, problem: "syntax" });
    expect(() => checkRollFormula(42, data, "damage.parts.0.formula")).toThrow(RuleInputError);
    expect(() => checkRollFormula(42, data, "damage.parts.0.formula")).toThrow(/^damage\.parts\.0\.formula:/);
  });

  it("never lets a term beyond the limits through (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), fc.nat({ max: 3000 }), fc.nat({ max: 30000 }), (dice, faces, bonus) => {
        const result = checkRollFormula(`${dice}d${faces} + ${bonus}`, {});
        const fits =
          dice <= FORMULA_LIMITS.dice && faces >= 1 && faces <= FORMULA_LIMITS.faces && bonus <= FORMULA_LIMITS.bonus;
        expect(result.ok).toBe(fits);
      }),
    );
  });
});
