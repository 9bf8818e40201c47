// Rolls read back from chat (issue 12, "card actions the GM can trust"): the dice must be the expected formula's,
// each result a face of its die, and the total is recomputed, never read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRecordedRoll, parseRollFormula, sameFormula } from "../../../src/rules";

const die = (faces: number, ...results: number[]) => ({
  faces,
  number: results.length,
  results: results.map((result) => ({ result, active: true })),
});

describe("ATK-2 ATK-3 a damage roll read back from chat is recomputed from the item's formula", () => {
  it("reads dice, keep, numbers, @references and a doubled total", () => {
    expect(parseRollFormula("2d6 + @abilities.str.mod - 1", { abilities: { str: { mod: 3 } } })).toEqual({
      terms: [{ sign: 1, dice: { count: 2, faces: 6, keep: null } }, { value: 3 }, { value: -1 }],
      multiplier: 1,
    });
    expect(parseRollFormula("(1d8 + 3) * 2")?.multiplier).toBe(2);
    expect(parseRollFormula("2d20kh + 5")?.terms[0]).toEqual({
      sign: 1,
      dice: { count: 2, faces: 20, keep: { highest: true, count: 1 } },
    });
    // `+ -1` (a negative reference written in) is the same formula as `- 1`.
    const [a, b] = [parseRollFormula("1d8 + -1"), parseRollFormula("1d8 - 1")];
    expect(a && b && sameFormula(a, b)).toBe(true);
  });

  it("refuses what is not a formula Fray rolls, or a reference that is not a whole number", () => {
    for (const bad of ["", "1d8 3", "1d8 * 2", "1d8 + x", "0d6", "1d0", "1d8 + @a", "1d8 + @b.c", "1d8 + @__proto__"]) {
      expect(parseRollFormula(bad, { a: "2", b: { c: 1.5 } }), bad).toBeNull();
    }
    expect(parseRollFormula(42)).toBeNull();
  });

  it("recomputes the total from the results and the formula, keeping what the formula keeps", () => {
    expect(checkRecordedRoll({ expected: "1d8 + 3", dice: [die(8, 5)], recordedTotal: 8 })).toEqual({
      ok: true,
      total: 8,
      kept: [[5]],
    });
    expect(
      checkRecordedRoll({
        expected: "(1d8 + 3) * 2",
        recordedFormula: "(1d8 + 3) * 2",
        dice: [die(8, 4)],
        recordedTotal: 14,
      }),
    ).toMatchObject({ ok: true, total: 14 });
    expect(checkRecordedRoll({ expected: "2d20kl + 1", dice: [die(20, 15, 3)], recordedTotal: 4 })).toMatchObject({
      ok: true,
      kept: [[3]],
    });
  });

  it("refuses a forged total, a result off the die, other dice or another formula", () => {
    const check = (dice: unknown[], recordedTotal: unknown, recordedFormula = "1d8 + 3") =>
      checkRecordedRoll({ expected: "1d8 + 3", recordedFormula, dice: dice as never, recordedTotal });
    expect(check([die(8, 5)], 9999)).toEqual({ ok: false, problem: "total" });
    expect(check([die(8, 9999)], 10002)).toEqual({ ok: false, problem: "dieResult" });
    expect(check([die(8, 0)], 3)).toEqual({ ok: false, problem: "dieResult" });
    expect(check([die(8, 2.5)], 5.5)).toEqual({ ok: false, problem: "dieResult" });
    expect(check([die(8, 5, 5)], 13)).toEqual({ ok: false, problem: "dice" });
    expect(check([die(10, 5)], 8)).toEqual({ ok: false, problem: "dice" });
    expect(check([], 3)).toEqual({ ok: false, problem: "dice" });
    expect(check([{ faces: 8, number: 1, results: "5" }], 8)).toEqual({ ok: false, problem: "dice" });
    expect(check([die(8, 5)], 10004, "1d8 + 9999")).toEqual({ ok: false, problem: "otherFormula" });
    expect(checkRecordedRoll({ expected: "1d8 +", dice: [], recordedTotal: 0 })).toEqual({
      ok: false,
      problem: "formula",
    });
  });

  it("a formula shown some other way is left to the dice and the total", () => {
    expect(check2("11 * 2")).toMatchObject({ ok: true, total: 22 });
    function check2(shown: string) {
      return checkRecordedRoll({
        expected: "(1d8 + 3) * 2",
        recordedFormula: shown,
        dice: [die(8, 8)],
        recordedTotal: 22,
      });
    }
  });

  it("for any results on the dice, the recomputed total is their sum plus the bonus; any result off the die is refused", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: -20, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        (count, faces, bonus, raw) => {
          const results = Array.from({ length: count }, (_, i) => ((raw[i % raw.length] ?? 1) % faces) + 1);
          const formula = `${count}d${faces} ${bonus < 0 ? "-" : "+"} ${Math.abs(bonus)}`;
          const sum = results.reduce((s, r) => s + r, 0) + bonus;
          const ok = checkRecordedRoll({ expected: formula, dice: [die(faces, ...results)], recordedTotal: sum });
          expect(ok).toMatchObject({ ok: true, total: sum });
          const off = [...results];
          off[0] = faces + 1;
          const forged = checkRecordedRoll({ expected: formula, dice: [die(faces, ...off)], recordedTotal: sum + 1 });
          expect(forged).toEqual({ ok: false, problem: "dieResult" });
        },
      ),
    );
  });
});
