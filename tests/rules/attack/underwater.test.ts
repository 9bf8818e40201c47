import { describe, expect, it } from "vitest";
import { underwaterAttack, underwaterResistsFire, type UnderwaterAttackInput } from "../../../src/rules/attack";
import { A5E, DELTA, SRD51, SRD52, THREE } from "./helpers";

const melee = (over: Partial<UnderwaterAttackInput> = {}): UnderwaterAttackInput => ({
  underwater: true,
  kind: "melee",
  weaponAttack: true,
  hasSwimSpeed: false,
  piercing: false,
  ...over,
});
const ranged = (distance: number): UnderwaterAttackInput => ({
  underwater: true,
  kind: "ranged",
  weaponAttack: true,
  distance,
  normalRange: 30,
});

describe("ATK-20 underwater combat", () => {
  it("melee weapon attack without a swim speed: disadvantage, unless the weapon pierces", () => {
    for (const p of [SRD52, SRD51, DELTA]) {
      expect(underwaterAttack(p, melee())).toEqual({
        sources: [{ rule: "ATK-20", reason: "underwaterMelee", effect: "disadvantage" }],
        autoMiss: false,
      });
      expect(underwaterAttack(p, melee({ piercing: true })).sources).toEqual([]);
      expect(underwaterAttack(p, melee({ hasSwimSpeed: true })).sources).toEqual([]);
    }
    expect(underwaterAttack(SRD52, { underwater: true, kind: "melee", weaponAttack: true }).sources).toHaveLength(1);
  });

  it("ranged weapon attack: disadvantage within normal range, automatic miss beyond", () => {
    expect(underwaterAttack(SRD52, ranged(30))).toEqual({
      sources: [{ rule: "ATK-20", reason: "underwaterRanged", effect: "disadvantage" }],
      autoMiss: false,
    });
    expect(underwaterAttack(SRD52, ranged(35))).toEqual({
      sources: [{ rule: "ATK-20", reason: "underwaterBeyondNormal", effect: "impossible" }],
      autoMiss: true,
    });
  });

  it("spells, dry land and presets without the rule are untouched", () => {
    expect(underwaterAttack(SRD52, melee({ weaponAttack: false })).sources).toEqual([]);
    expect(underwaterAttack(SRD52, melee({ underwater: false })).sources).toEqual([]);
    expect(underwaterAttack(A5E, melee()).sources).toEqual([]);
    expect(underwaterAttack(THREE, ranged(100))).toEqual({ sources: [], autoMiss: false });
  });

  it("everything underwater resists fire where the rule is on", () => {
    expect(underwaterResistsFire(SRD52, true)).toBe(true);
    expect(underwaterResistsFire(DELTA, false)).toBe(false);
    expect(underwaterResistsFire(A5E, true)).toBe(false);
  });

  it("asks for the distance and normal range of a ranged attack, and names bad input", () => {
    expect(() => underwaterAttack(SRD52, { ...ranged(10), distance: undefined } as never)).toThrow(/^distance:/);
    expect(() => underwaterAttack(SRD52, { ...ranged(10), normalRange: undefined } as never)).toThrow(/^normalRange:/);
    expect(() => underwaterAttack(SRD52, ranged(Number.NaN))).toThrow(/^distance:/);
    expect(() => underwaterAttack(SRD52, melee({ piercing: "yes" as never }))).toThrow(/^piercing:/);
    expect(() => underwaterAttack(SRD52, melee({ kind: "spell" as never }))).toThrow(/^kind:/);
    expect(() => underwaterResistsFire(SRD52, "yes" as never)).toThrow(/^underwater:/);
  });
});
