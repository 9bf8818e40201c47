import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEATH_DYING_VALUE,
  checkDyingState,
  dyingRulesApply,
  healthyDyingState,
  onHealed,
  onReducedToZero,
  recoveryCheckDC,
  resolveRecoveryCheck,
} from "../../../src/rules/dying";
import type { DyingState } from "../../../src/rules/dying";
import { RuleInputError } from "../../../src/rules/errors";
import { PRESET_IDS, getPreset } from "../../../src/rules/presets";

function expectField(call: () => unknown, field: string): void {
  expect(call).toThrow(RuleInputError);
  expect(call).toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}:`));
}

const hero = (changes: Partial<DyingState> = {}): DyingState => ({ ...healthyDyingState(12), ...changes });
const down = (dying: number, wounded = 0): DyingState => hero({ hp: 0, dying, wounded, unconscious: true });

describe("CND-2 reduced to 0 HP", () => {
  it("applies in threeAction only", () => {
    for (const id of PRESET_IDS) expect(dyingRulesApply(getPreset(id).policies)).toBe(id === "threeAction");
    expectField(() => dyingRulesApply({ dying: { model: "coma" } } as never), "policies.dying.model");
    expectField(() => dyingRulesApply({} as never), "policies.dying");
  });

  it("removes a monster from play", () => {
    const result = onReducedToZero(hero(), { critical: false, isHero: false });
    expect(result.outcome).toBe("removedFromPlay");
    expect(result.state).toMatchObject({ hp: 0, dead: true, dying: 0 });
  });

  it("a hero falls unconscious with dying 1", () => {
    expect(onReducedToZero(hero(), { critical: false, isHero: true })).toEqual({
      state: { hp: 0, dying: 1, wounded: 0, unconscious: true, dead: false, prone: false },
      outcome: "dying",
    });
  });

  it("dying 2 after a critical success", () => {
    expect(onReducedToZero(hero(), { critical: true, isHero: true }).state.dying).toBe(2);
  });

  it("adds the wounded value, and dying 4 that way is death", () => {
    expect(onReducedToZero(hero({ wounded: 1 }), { critical: false, isHero: true }).state.dying).toBe(2);
    expect(onReducedToZero(hero({ wounded: 1 }), { critical: true, isHero: true }).state.dying).toBe(3);
    const fatal = onReducedToZero(hero({ wounded: 2 }), { critical: true, isHero: true });
    expect(fatal.outcome).toBe("dead");
    expect(fatal.state).toMatchObject({ dying: DEATH_DYING_VALUE, dead: true });
    expect(onReducedToZero(hero({ wounded: 5 }), { critical: false, isHero: true }).state.dying).toBe(4);
  });

  it("leaves a hero who is already down, or dead, as it is", () => {
    expect(onReducedToZero(down(2), { critical: true, isHero: true })).toEqual({
      state: down(2),
      outcome: "alreadyDown",
    });
    const dead = hero({ hp: 0, dying: 4, dead: true, unconscious: true });
    expect(onReducedToZero(dead, { critical: false, isHero: true }).outcome).toBe("alreadyDown");
  });

  it("never changes its input (property)", () => {
    fc.assert(
      fc.property(fc.nat(3), fc.boolean(), fc.boolean(), (wounded, critical, isHero) => {
        const input = hero({ wounded });
        const copy = { ...input };
        const { state } = onReducedToZero(input, { critical, isHero });
        expect(input).toEqual(copy);
        expect(Object.isFrozen(state)).toBe(true);
        expect(state.hp).toBe(0);
        if (isHero) expect(state.dying).toBe(Math.min(4, (critical ? 2 : 1) + wounded));
      }),
    );
  });

  it.each<[string, () => unknown, string]>([
    ["no state", () => onReducedToZero(null as never, { critical: false, isHero: true }), "state"],
    ["negative hp", () => onReducedToZero(hero({ hp: -1 }), { critical: false, isHero: true }), "state.hp"],
    ["dying 5", () => onReducedToZero(hero({ dying: 5 }), { critical: false, isHero: true }), "state.dying"],
    [
      "NaN wounded",
      () => onReducedToZero(hero({ wounded: Number.NaN }), { critical: false, isHero: true }),
      "state.wounded",
    ],
    [
      "a string flag",
      () => onReducedToZero(hero({ prone: "yes" as never }), { critical: false, isHero: true }),
      "state.prone",
    ],
    ["no blow", () => onReducedToZero(hero(), null as never), "blow"],
    ["a missing critical", () => onReducedToZero(hero(), { isHero: true } as never), "blow.critical"],
    ["a missing isHero", () => onReducedToZero(hero(), { critical: true } as never), "blow.isHero"],
    ["a healthy state with fractional hp", () => healthyDyingState(1.5), "hp"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("CND-3 recovery checks", () => {
  it("DC is 10 + dying", () => {
    expect([1, 2, 3].map(recoveryCheckDC)).toEqual([11, 12, 13]);
    for (const bad of [0, 4, Number.NaN, 1.5]) expectField(() => recoveryCheckDC(bad), "dying");
  });

  it("success lowers dying by 1, critical success by 2", () => {
    expect(resolveRecoveryCheck(down(2), { natural: 12 })).toMatchObject({
      dc: 12,
      degree: "success",
      outcome: "improved",
      state: { dying: 1, unconscious: true },
    });
    expect(resolveRecoveryCheck(down(3), { natural: 20 })).toMatchObject({
      dc: 13,
      degree: "criticalSuccess",
      outcome: "improved",
      state: { dying: 1 },
    });
  });

  it("failure raises dying by 1, critical failure by 2", () => {
    expect(resolveRecoveryCheck(down(1), { natural: 10 })).toMatchObject({
      degree: "failure",
      outcome: "worsened",
      state: { dying: 2 },
    });
    expect(resolveRecoveryCheck(down(1), { natural: 1 })).toMatchObject({
      degree: "criticalFailure",
      outcome: "worsened",
      state: { dying: 3 },
    });
  });

  it("a natural 20 against DC 11 or 12 is a critical success; a 1 against DC 11 a critical failure", () => {
    expect(resolveRecoveryCheck(down(1), { natural: 20 }).degree).toBe("criticalSuccess");
    expect(resolveRecoveryCheck(down(2), { natural: 20 }).degree).toBe("criticalSuccess");
    expect(resolveRecoveryCheck(down(1), { natural: 1 }).degree).toBe("criticalFailure");
    expect(resolveRecoveryCheck(down(3), { natural: 4 }).degree).toBe("failure");
    expect(resolveRecoveryCheck(down(3), { natural: 3 }).degree).toBe("criticalFailure");
  });

  it("dying 4 is death", () => {
    const result = resolveRecoveryCheck(down(3), { natural: 5 });
    expect(result.outcome).toBe("dead");
    expect(result.state).toMatchObject({ dying: 4, dead: true });
    expect(resolveRecoveryCheck(down(3), { degree: "criticalFailure" }).state.dying).toBe(4);
  });

  it("dying 0 ends dying; the hero stays unconscious and gains wounded 1", () => {
    expect(resolveRecoveryCheck(down(1), { natural: 15 })).toEqual({
      state: { hp: 0, dying: 0, wounded: 1, unconscious: true, dead: false, prone: false },
      dc: 11,
      degree: "success",
      outcome: "stabilized",
    });
    expect(resolveRecoveryCheck(down(2, 1), { degree: "criticalSuccess" }).state).toMatchObject({
      dying: 0,
      wounded: 2,
    });
  });

  it("accepts a degree judged elsewhere", () => {
    expect(resolveRecoveryCheck(down(2), { degree: "failure" }).state.dying).toBe(3);
  });

  it("moves dying by the degree and stays within 0–4 (property)", () => {
    const change = { criticalSuccess: -2, success: -1, failure: 1, criticalFailure: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(3),
        (dying, natural, wounded) => {
          const result = resolveRecoveryCheck(down(dying, wounded), { natural });
          const expected = Math.min(4, Math.max(0, dying + change[result.degree]));
          expect(result.state.dying).toBe(expected);
          expect(result.state.dead).toBe(expected === 4);
          expect(result.state.wounded).toBe(expected === 0 ? wounded + 1 : wounded);
          expect(result.degree === "success" || result.degree === "criticalSuccess").toBe(
            natural === 20 || (natural !== 1 && natural >= 10 + dying),
          );
        },
      ),
    );
  });

  it.each<[string, () => unknown, string]>([
    ["a dead hero", () => resolveRecoveryCheck(hero({ hp: 0, dying: 4, dead: true }), { natural: 10 }), "state.dead"],
    ["a hero not dying", () => resolveRecoveryCheck(down(0), { natural: 10 }), "state.dying"],
    ["dying 4 but not dead", () => resolveRecoveryCheck(down(4), { natural: 10 }), "state.dying"],
    ["natural 21", () => resolveRecoveryCheck(down(1), { natural: 21 }), "roll.natural"],
    ["natural NaN", () => resolveRecoveryCheck(down(1), { natural: Number.NaN }), "roll.natural"],
    ["an unknown degree", () => resolveRecoveryCheck(down(1), { degree: "great" } as never), "roll.degree"],
    ["no roll", () => resolveRecoveryCheck(down(1), null as never), "roll"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("CND-4 healing a hero at 0 HP", () => {
  it("removes dying, wakes the hero prone and adds wounded 1", () => {
    expect(onHealed(down(2), { amount: 5 })).toEqual({
      state: { hp: 5, dying: 0, wounded: 1, unconscious: false, dead: false, prone: true },
      outcome: "revived",
    });
    expect(onHealed(down(1, 1), { amount: 3 }).state.wounded).toBe(2);
  });

  it("wakes a stabilized hero without more wounded (it gained it on losing dying)", () => {
    const stable = resolveRecoveryCheck(down(1), { natural: 15 }).state;
    expect(onHealed(stable, { amount: 4 })).toEqual({
      state: { hp: 4, dying: 0, wounded: 1, unconscious: false, dead: false, prone: true },
      outcome: "revived",
    });
  });

  it("heals a conscious hero without other changes, capped at max HP", () => {
    expect(onHealed(hero({ hp: 3 }), { amount: 4 })).toEqual({ state: hero({ hp: 7 }), outcome: "healed" });
    expect(onHealed(hero({ hp: 10 }), { amount: 8, maxHp: 12 }).state.hp).toBe(12);
    expect(onHealed(hero({ hp: 15 }), { amount: 8, maxHp: 12 }).state.hp).toBe(15);
    expect(onHealed(down(1), { amount: 30, maxHp: 12 }).state.hp).toBe(12);
  });

  it("does nothing for the dead", () => {
    const dead = hero({ hp: 0, dying: 4, dead: true, unconscious: true });
    expect(onHealed(dead, { amount: 10 })).toEqual({ state: dead, outcome: "dead" });
  });

  it("adds wounded exactly once per lost dying condition (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.nat(3),
        fc.integer({ min: 1, max: 50 }),
        (dying, wounded, amount) => {
          const { state, outcome } = onHealed(down(dying, wounded), { amount });
          expect(outcome).toBe("revived");
          expect(state).toMatchObject({ hp: amount, dying: 0, wounded: wounded + 1, unconscious: false, prone: true });
          expect(Object.isFrozen(state)).toBe(true);
        },
      ),
    );
  });

  it("checks a stored state", () => {
    expect(checkDyingState(down(2))).toEqual(down(2));
  });

  it.each<[string, () => unknown, string]>([
    ["zero healing", () => onHealed(down(1), { amount: 0 }), "heal.amount"],
    ["negative healing", () => onHealed(down(1), { amount: -3 }), "heal.amount"],
    ["NaN healing", () => onHealed(down(1), { amount: Number.NaN }), "heal.amount"],
    ["zero max HP", () => onHealed(down(1), { amount: 3, maxHp: 0 }), "heal.maxHp"],
    ["no heal", () => onHealed(down(1), undefined as never), "heal"],
    ["a bad state", () => onHealed({ hp: 0 } as never, { amount: 3 }), "state.dying"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});
