import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import { DEFAULT_REACH, meleeReach, withinReach } from "../../../src/rules/attack";

describe("ATK-10 reach", () => {
  it("is 5 ft by default and 10 ft with a reach weapon", () => {
    expect(DEFAULT_REACH).toBe(5);
    expect(meleeReach()).toBe(5);
    expect(meleeReach({ reachWeapon: true })).toBe(10);
    expect(meleeReach({ reachWeapon: false })).toBe(5);
  });

  it("builds on a larger creature's base reach and yields to a reach stated by the attack", () => {
    expect(meleeReach({ base: 10, reachWeapon: true })).toBe(15);
    expect(meleeReach({ base: 10, reachWeapon: true, stated: 20 })).toBe(20);
    expect(meleeReach({ stated: 15 })).toBe(15);
  });

  it("reaches a target at exactly its reach and not a foot farther", () => {
    expect(withinReach(5, 5)).toBe(true);
    expect(withinReach(0, 5)).toBe(true);
    expect(withinReach(10, 5)).toBe(false);
    expect(withinReach(10, meleeReach({ reachWeapon: true }))).toBe(true);
  });

  it("is monotone: a longer reach reaches everything a shorter one does", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(60), fc.nat(30), (d, r, extra) => {
        if (withinReach(d, r)) expect(withinReach(d, r + extra)).toBe(true);
      }),
    );
  });

  it("rejects negative reach, NaN distance and a non-boolean flag", () => {
    expect(() => withinReach(5, -5)).toThrow(RuleInputError);
    expect(() => withinReach(5, -5)).toThrow(/^reach:/);
    expect(() => withinReach(Number.NaN, 5)).toThrow(/^distance:/);
    expect(() => meleeReach({ base: -5 })).toThrow(/^base:/);
    expect(() => meleeReach({ stated: Number.NaN })).toThrow(/^stated:/);
    expect(() => meleeReach({ reachWeapon: 1 } as never)).toThrow(/^reachWeapon:/);
  });
});
