import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleInputError,
  damageAtZeroHp,
  deathSavesAfterHealing,
  instantDeath,
  isStable,
  resolveDeathSave,
  type DeathSaveState,
} from "../../../src/rules";

const down = (success = 0, failure = 0): DeathSaveState => ({ hp: 0, success, failure, dead: false });

describe("death saves (srd51, srd52, a5e, delta): 10 or more succeeds", () => {
  it("a 10 is a success, a 9 a failure", () => {
    expect(resolveDeathSave(down(), 10)).toEqual({ state: down(1, 0), outcome: "success" });
    expect(resolveDeathSave(down(), 9)).toEqual({ state: down(0, 1), outcome: "failure" });
  });
  it("a natural 20 regains 1 hit point and resets both counts", () => {
    expect(resolveDeathSave(down(2, 2), 20)).toEqual({
      state: { hp: 1, success: 0, failure: 0, dead: false },
      outcome: "revived",
    });
  });
  it("a natural 1 counts as two failures", () => {
    expect(resolveDeathSave(down(0, 0), 1).state.failure).toBe(2);
    expect(resolveDeathSave(down(0, 1), 1)).toEqual({ state: { ...down(0, 3), dead: true }, outcome: "dead" });
  });
  it("three successes stabilize; a stable creature rolls no more", () => {
    const r = resolveDeathSave(down(2, 2), 15);
    expect(r.outcome).toBe("stabilized");
    expect(isStable(r.state)).toBe(true);
    expect(() => resolveDeathSave(r.state, 15)).toThrow(RuleInputError);
  });
  it("three failures kill; the dead and the conscious roll none", () => {
    const r = resolveDeathSave(down(1, 2), 5);
    expect(r).toEqual({ state: { ...down(1, 3), dead: true }, outcome: "dead" });
    expect(() => resolveDeathSave(r.state, 12)).toThrow(RuleInputError);
    expect(() => resolveDeathSave({ hp: 3, success: 0, failure: 0, dead: false }, 12)).toThrow(RuleInputError);
  });
  it("counts never pass three, whatever the dice (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 10 }), (dice) => {
        let state = down();
        for (const d of dice) {
          if (state.dead || state.hp > 0 || isStable(state)) break;
          state = resolveDeathSave(state, d).state;
          expect(state.success).toBeLessThanOrEqual(3);
          expect(state.failure).toBeLessThanOrEqual(3);
          expect(state.dead).toBe(state.failure === 3);
        }
      }),
    );
  });
});

describe("death saves (srd51, srd52, a5e, delta): damage at 0 HP", () => {
  it("counts one failure, two after a critical hit", () => {
    expect(damageAtZeroHp(down(1, 0), { damage: 4, critical: false, maxHp: 20 })?.state).toEqual(down(1, 1));
    expect(damageAtZeroHp(down(1, 1), { damage: 4, critical: true, maxHp: 20 })).toEqual({
      state: { ...down(1, 3), dead: true },
      outcome: "dead",
    });
  });
  it("ends stability, and damage at least the maximum kills outright", () => {
    expect(damageAtZeroHp(down(3, 0), { damage: 2, critical: false, maxHp: 20 })?.state).toEqual(down(0, 1));
    expect(damageAtZeroHp(down(0, 0), { damage: 20, critical: false, maxHp: 20 })?.outcome).toBe("dead");
    expect(damageAtZeroHp(down(0, 0), { damage: 0, critical: false, maxHp: 20 })).toBeNull();
  });
  it("dropping to 0 with leftover damage at least the maximum is instant death", () => {
    expect(instantDeath({ excess: 12, maxHp: 12 })).toBe(true);
    expect(instantDeath({ excess: 11, maxHp: 12 })).toBe(false);
  });
  it("healing resets both counts", () => {
    expect(deathSavesAfterHealing()).toEqual({ success: 0, failure: 0 });
  });
});
