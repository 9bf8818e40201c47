import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import { MULTIPLE_ATTACK_PENALTIES, multipleAttackPenalty } from "../../../src/rules/attack";
import { A5E, SRD52, THREE } from "./helpers";

const total = (sources: readonly { value?: number }[]): number => sources.reduce((n, s) => n + (s.value ?? 0), 0);

describe("ATK-4 multiple attack penalty", () => {
  it("gives nothing to the first attack of a turn", () => {
    expect(multipleAttackPenalty(THREE, { attacksThisTurn: 0 })).toEqual([]);
  });

  it("takes 5 from the second attack and 10 from the third and later", () => {
    expect(multipleAttackPenalty(THREE, { attacksThisTurn: 1 })).toEqual([
      { rule: "ATK-4", reason: "multipleAttack", effect: "modifier", value: -5, bonusType: "untyped" },
    ]);
    expect(total(multipleAttackPenalty(THREE, { attacksThisTurn: 2 }))).toBe(-10);
    expect(total(multipleAttackPenalty(THREE, { attacksThisTurn: 7 }))).toBe(-10);
  });

  it("takes 4 and 8 with an agile weapon", () => {
    expect(multipleAttackPenalty(THREE, { attacksThisTurn: 1, agile: true })).toEqual([
      { rule: "ATK-4", reason: "multipleAttackAgile", effect: "modifier", value: -4, bonusType: "untyped" },
    ]);
    expect(total(multipleAttackPenalty(THREE, { attacksThisTurn: 3, agile: true }))).toBe(-8);
    expect(MULTIPLE_ATTACK_PENALTIES.agile).toEqual({ second: -4, later: -8 });
  });

  it("does nothing in the 5e family, where the policy is off", () => {
    expect(multipleAttackPenalty(SRD52, { attacksThisTurn: 2 })).toEqual([]);
    expect(multipleAttackPenalty(A5E, { attacksThisTurn: 1, agile: true })).toEqual([]);
  });

  it("is never positive and never shrinks as attacks mount up", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.boolean(), (n, agile) => {
        const now = total(multipleAttackPenalty(THREE, { attacksThisTurn: n, agile }));
        const next = total(multipleAttackPenalty(THREE, { attacksThisTurn: n + 1, agile }));
        expect(now).toBeLessThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(now);
        // agile is never worse than plain
        expect(now).toBeGreaterThanOrEqual(total(multipleAttackPenalty(THREE, { attacksThisTurn: n })));
      }),
    );
  });

  it("returns frozen data", () => {
    expect(Object.isFrozen(multipleAttackPenalty(THREE, { attacksThisTurn: 1 }))).toBe(true);
  });

  it("rejects a bad count or flag by name", () => {
    expect(() => multipleAttackPenalty(THREE, { attacksThisTurn: -1 })).toThrow(RuleInputError);
    expect(() => multipleAttackPenalty(THREE, { attacksThisTurn: 1.5 })).toThrow(/^attacksThisTurn:/);
    expect(() => multipleAttackPenalty(THREE, { attacksThisTurn: Number.NaN })).toThrow(/^attacksThisTurn:/);
    expect(() => multipleAttackPenalty(THREE, { attacksThisTurn: 1, agile: "yes" as unknown as boolean })).toThrow(
      /^agile:/,
    );
    expect(() => multipleAttackPenalty(THREE, null as never)).toThrow(/^situation:/);
  });

  it("rejects broken policies by name instead of a TypeError", () => {
    expect(() => multipleAttackPenalty(undefined as never, { attacksThisTurn: 1 })).toThrow(/^policies:/);
    expect(() => multipleAttackPenalty({ success: THREE.success } as never, { attacksThisTurn: 1 })).toThrow(
      /^policies\.attack:/,
    );
    const bad = { ...THREE, attack: { ...THREE.attack, multipleAttackPenalty: 1 } } as never;
    expect(() => multipleAttackPenalty(bad, { attacksThisTurn: 1 })).toThrow(
      /^policies\.attack\.multipleAttackPenalty:/,
    );
  });
});
