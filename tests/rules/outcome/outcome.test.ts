import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ATTACK_OUTCOMES,
  DEGREES_OF_SUCCESS,
  attackOutcome,
  degreeOfSuccess,
  judgeRoll,
  saveKinds,
  shiftDegree,
  spellActionCost,
  spellAttackRoll,
} from "../../../src/rules/outcome";
import type { DegreeOfSuccess } from "../../../src/rules/outcome";
import { RuleInputError } from "../../../src/rules/errors";
import { PRESET_IDS, getPreset, resolvePreset } from "../../../src/rules/presets";

const natural = fc.integer({ min: 1, max: 20 });
const number = fc.integer({ min: -30, max: 60 });
const rank = (d: DegreeOfSuccess) => DEGREES_OF_SUCCESS.indexOf(d);

function expectField(call: () => unknown, field: string): void {
  expect(call).toThrow(RuleInputError);
  expect(call).toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}:`));
}

describe("ATK-1 an attack hits when the total meets the AC", () => {
  it("hits on equal, misses one below", () => {
    expect(attackOutcome({ natural: 10, total: 15, ac: 15 })).toBe("hit");
    expect(attackOutcome({ natural: 10, total: 14, ac: 15 })).toBe("miss");
    expect(ATTACK_OUTCOMES).toEqual(["criticalHit", "hit", "miss"]);
  });

  it("for natural 2–19 depends only on total ≥ AC (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 19 }), number, number, (n, total, ac) => {
        expect(attackOutcome({ natural: n, total, ac })).toBe(total >= ac ? "hit" : "miss");
      }),
    );
  });

  it.each<[string, () => unknown, string]>([
    ["NaN natural", () => attackOutcome({ natural: Number.NaN, total: 1, ac: 1 }), "natural"],
    ["natural 0", () => attackOutcome({ natural: 0, total: 1, ac: 1 }), "natural"],
    ["natural 21", () => attackOutcome({ natural: 21, total: 1, ac: 1 }), "natural"],
    ["fractional total", () => attackOutcome({ natural: 5, total: 1.5, ac: 1 }), "total"],
    ["missing ac", () => attackOutcome({ natural: 5, total: 1 } as never), "ac"],
    ["critical range 1", () => attackOutcome({ natural: 5, total: 1, ac: 1, criticalRange: 1 }), "criticalRange"],
    ["critical range 21", () => attackOutcome({ natural: 5, total: 1, ac: 1, criticalRange: 21 }), "criticalRange"],
    ["no input", () => attackOutcome(null as never), "roll"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ATK-2 natural 20 crits and always hits, natural 1 always misses", () => {
  it("crits on a natural 20 even when the total is below the AC", () => {
    expect(attackOutcome({ natural: 20, total: 5, ac: 30 })).toBe("criticalHit");
  });

  it("misses on a natural 1 even when the total beats the AC", () => {
    expect(attackOutcome({ natural: 1, total: 40, ac: 10 })).toBe("miss");
  });

  it("crits on a widened critical range", () => {
    expect(attackOutcome({ natural: 19, total: 3, ac: 20, criticalRange: 19 })).toBe("criticalHit");
    expect(attackOutcome({ natural: 18, total: 3, ac: 20, criticalRange: 19 })).toBe("miss");
  });

  it("holds for any total and AC (property)", () => {
    fc.assert(
      fc.property(number, number, fc.integer({ min: 2, max: 20 }), (total, ac, range) => {
        expect(attackOutcome({ natural: 20, total, ac, criticalRange: range })).toBe("criticalHit");
        expect(attackOutcome({ natural: 1, total, ac, criticalRange: range })).toBe("miss");
      }),
    );
  });
});

describe("ATK-3 four degrees of success", () => {
  it.each<[number, number, number, DegreeOfSuccess]>([
    [10, 25, 15, "criticalSuccess"], // exactly DC + 10
    [10, 24, 15, "success"],
    [10, 15, 15, "success"], // meets the DC
    [10, 14, 15, "failure"],
    [10, 6, 15, "failure"],
    [10, 5, 15, "criticalFailure"], // exactly DC − 10
    [20, 14, 15, "success"], // failure raised by the natural 20
    [20, 5, 15, "failure"], // critical failure raised one step
    [20, 25, 15, "criticalSuccess"], // already the top: stays
    [1, 15, 15, "failure"], // success lowered by the natural 1
    [1, 25, 15, "success"], // critical success lowered one step
    [1, 5, 15, "criticalFailure"], // already the bottom: stays
  ])("natural %i, total %i vs DC %i is %s", (n, total, dc, degree) => {
    expect(degreeOfSuccess({ natural: n, total, dc })).toBe(degree);
  });

  it("matches the ±10 bands moved one step by a natural 20 or 1 (property)", () => {
    fc.assert(
      fc.property(natural, number, number, (n, total, dc) => {
        let base = total >= dc + 10 ? 3 : total >= dc ? 2 : total <= dc - 10 ? 0 : 1;
        if (n === 20) base = Math.min(3, base + 1);
        if (n === 1) base = Math.max(0, base - 1);
        expect(rank(degreeOfSuccess({ natural: n, total, dc }))).toBe(base);
      }),
    );
  });

  it("never gets worse as the total rises (property)", () => {
    fc.assert(
      fc.property(natural, number, number, fc.nat(20), (n, total, dc, more) => {
        expect(rank(degreeOfSuccess({ natural: n, total: total + more, dc }))).toBeGreaterThanOrEqual(
          rank(degreeOfSuccess({ natural: n, total, dc })),
        );
      }),
    );
  });

  it("shifts degrees and clamps at both ends", () => {
    expect(shiftDegree("failure", 1)).toBe("success");
    expect(shiftDegree("criticalSuccess", 1)).toBe("criticalSuccess");
    expect(shiftDegree("failure", -5)).toBe("criticalFailure");
    expectField(() => shiftDegree("great" as never, 1), "degree");
    expectField(() => shiftDegree("success", Number.NaN), "steps");
  });

  it.each<[string, () => unknown, string]>([
    ["natural 0", () => degreeOfSuccess({ natural: 0, total: 1, dc: 1 }), "natural"],
    ["NaN total", () => degreeOfSuccess({ natural: 5, total: Number.NaN, dc: 1 }), "total"],
    ["string dc", () => degreeOfSuccess({ natural: 5, total: 1, dc: "15" as never }), "dc"],
    ["no input", () => degreeOfSuccess(undefined as never), "roll"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ATK-1, ATK-2, ATK-3 judging a roll by the preset's success model", () => {
  const fiveE = ["srd51", "srd52", "a5e", "delta"] as const;

  it.each(fiveE)("%s: attacks follow ATK-1/ATK-2", (id) => {
    const success = getPreset(id).policies.success;
    expect(judgeRoll(success, { natural: 20, total: 3, target: 30, kind: "attack" })).toEqual({
      model: "fiveE",
      kind: "attack",
      degree: "criticalSuccess",
      success: true,
    });
    expect(judgeRoll(success, { natural: 1, total: 40, target: 10, kind: "attack" }).degree).toBe("failure");
    expect(judgeRoll(success, { natural: 12, total: 17, target: 17, kind: "attack" }).degree).toBe("success");
    expect(judgeRoll(success, { natural: 12, total: 40, target: 17, kind: "attack" }).degree).toBe("success");
  });

  it.each(fiveE)("%s: checks and saves ignore a natural 20 or 1", (id) => {
    const success = getPreset(id).policies.success;
    expect(judgeRoll(success, { natural: 20, total: 14, target: 15, kind: "save" })).toMatchObject({
      degree: "failure",
      success: false,
    });
    expect(judgeRoll(success, { natural: 1, total: 15, target: 15, kind: "check" })).toMatchObject({
      degree: "success",
      success: true,
    });
  });

  it("5e never yields a critical failure, and a critical only on attacks (property)", () => {
    const success = getPreset("srd52").policies.success;
    fc.assert(
      fc.property(
        natural,
        number,
        number,
        fc.constantFrom("attack", "check", "save" as const),
        (n, total, target, kind) => {
          const { degree } = judgeRoll(success, { natural: n, total, target, kind });
          expect(degree).not.toBe("criticalFailure");
          if (kind !== "attack") expect(degree === "success").toBe(total >= target);
        },
      ),
    );
  });

  it("uses the preset's critical range", () => {
    const success = resolvePreset("srd52", { success: { criticalRange: 19 } }).policies.success;
    expect(judgeRoll(success, { natural: 19, total: 5, target: 20, kind: "attack" }).degree).toBe("criticalSuccess");
  });

  it("threeAction: four degrees for attacks, checks and saves; no critical range", () => {
    const success = getPreset("threeAction").policies.success;
    for (const kind of ["attack", "check", "save"] as const) {
      expect(judgeRoll(success, { natural: 20, total: 14, target: 15, kind }).degree).toBe("success");
      expect(judgeRoll(success, { natural: 1, total: 15, target: 15, kind }).degree).toBe("failure");
      expect(judgeRoll(success, { natural: 10, total: 25, target: 15, kind }).degree).toBe("criticalSuccess");
      expect(judgeRoll(success, { natural: 10, total: 5, target: 15, kind })).toMatchObject({
        model: "fourDegrees",
        degree: "criticalFailure",
        success: false,
      });
    }
    const wide = resolvePreset("threeAction", { success: { criticalRange: 18 } }).policies.success;
    expect(judgeRoll(wide, { natural: 18, total: 16, target: 15, kind: "attack" }).degree).toBe("success");
  });

  it("a GM may opt a 5e preset into four degrees", () => {
    const success = resolvePreset("srd52", { success: { model: "fourDegrees" } }).policies.success;
    expect(judgeRoll(success, { natural: 10, total: 5, target: 15, kind: "save" }).degree).toBe("criticalFailure");
    expect(judgeRoll(success, { natural: 20, total: 3, target: 30, kind: "attack" }).degree).toBe("failure");
  });

  it("agrees with degreeOfSuccess under four degrees (property)", () => {
    const success = getPreset("threeAction").policies.success;
    fc.assert(
      fc.property(natural, number, number, (n, total, target) => {
        expect(judgeRoll(success, { natural: n, total, target, kind: "check" }).degree).toBe(
          degreeOfSuccess({ natural: n, total, dc: target }),
        );
      }),
    );
  });

  it("returns frozen data", () => {
    expect(
      Object.isFrozen(
        judgeRoll(getPreset("srd52").policies.success, { natural: 5, total: 5, target: 5, kind: "check" }),
      ),
    ).toBe(true);
  });

  const srd = getPreset("srd52").policies.success;
  it.each<[string, () => unknown, string]>([
    ["no policies", () => judgeRoll(null as never, { natural: 5, total: 5, target: 5, kind: "check" }), "success"],
    [
      "an unknown model",
      () =>
        judgeRoll({ model: "dice" as never, criticalRange: 20 }, { natural: 5, total: 5, target: 5, kind: "check" }),
      "success.model",
    ],
    [
      "a bad critical range",
      () => judgeRoll({ model: "fiveE", criticalRange: 0 }, { natural: 5, total: 5, target: 5, kind: "check" }),
      "success.criticalRange",
    ],
    ["an unknown kind", () => judgeRoll(srd, { natural: 5, total: 5, target: 5, kind: "damage" as never }), "kind"],
    ["natural 21", () => judgeRoll(srd, { natural: 21, total: 5, target: 5, kind: "check" }), "natural"],
    ["NaN total", () => judgeRoll(srd, { natural: 5, total: Number.NaN, target: 5, kind: "check" }), "total"],
    ["Infinity target", () => judgeRoll(srd, { natural: 5, total: 5, target: Infinity, kind: "check" }), "target"],
    ["no roll", () => judgeRoll(srd, null as never), "roll"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ATK-18 saving throws", () => {
  it.each(["srd51", "srd52", "a5e", "delta"] as const)("%s has the six ability saves", (id) => {
    expect(saveKinds(getPreset(id).policies)).toEqual(["str", "dex", "con", "int", "wis", "cha"]);
  });

  it("threeAction has Fortitude, Reflex and Will, judged in four degrees", () => {
    const { policies } = getPreset("threeAction");
    expect(saveKinds(policies)).toEqual(["fortitude", "reflex", "will"]);
    expect(judgeRoll(policies.success, { natural: 10, total: 26, target: 16, kind: "save" }).degree).toBe(
      "criticalSuccess",
    );
  });

  it("keeps ability saves when only the success model is overridden", () => {
    const { policies } = resolvePreset("srd52", { success: { model: "fourDegrees" } });
    expect(saveKinds(policies)).toHaveLength(6);
  });

  it("covers every built-in preset", () => {
    for (const id of PRESET_IDS) expect(saveKinds(getPreset(id).policies).length).toBeGreaterThan(0);
  });

  it.each<[string, () => unknown, string]>([
    ["no policies", () => saveKinds(null as never), "policies"],
    ["no economy", () => saveKinds({} as never), "policies.economy"],
    ["an unknown economy", () => saveKinds({ economy: { kind: "free" as never } }), "policies.economy.kind"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ATK-19 spells: 1–3 actions, spell attack = d20 + spell attack vs AC", () => {
  it.each([1, 2, 3])("accepts %i actions", (cost) => {
    expect(spellActionCost(cost)).toBe(cost);
  });

  it.each([0, 4, 1.5, Number.NaN, "2"])("rejects %s actions", (cost) => {
    expectField(() => spellActionCost(cost), "cost");
    expectField(() => spellActionCost(cost, "spell.actions"), "spell.actions");
  });

  it("adds the spell attack to the d20 and judges against AC in four degrees", () => {
    expect(spellAttackRoll({ natural: 12, spellAttack: 7, ac: 19 })).toEqual({ total: 19, degree: "success" });
    expect(spellAttackRoll({ natural: 12, spellAttack: 7, ac: 9 })).toEqual({ total: 19, degree: "criticalSuccess" });
    expect(spellAttackRoll({ natural: 20, spellAttack: 0, ac: 25 })).toEqual({ total: 20, degree: "success" });
    expect(spellAttackRoll({ natural: 1, spellAttack: 10, ac: 11 })).toEqual({ total: 11, degree: "failure" });
  });

  it.each<[string, () => unknown, string]>([
    ["natural 0", () => spellAttackRoll({ natural: 0, spellAttack: 5, ac: 10 }), "natural"],
    ["NaN spell attack", () => spellAttackRoll({ natural: 5, spellAttack: Number.NaN, ac: 10 }), "spellAttack"],
    ["missing AC", () => spellAttackRoll({ natural: 5, spellAttack: 5 } as never), "ac"],
    ["no input", () => spellAttackRoll(null as never), "roll"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});
