import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import { RANGE_BANDS, closeCombatRangedSources, rangeBand, type NearbyCreature } from "../../../src/rules/attack";
import { A5E, DELTA, SRD51, SRD52, THREE, withAttack } from "./helpers";

describe("ATK-8 range bands", () => {
  it("leaves an attack within normal range alone", () => {
    expect(rangeBand({ distance: 80, normal: 80, long: 320 })).toEqual({ band: "normal", sources: [] });
    expect(rangeBand({ distance: 0, normal: 30 }).band).toBe("normal");
  });

  it("gives disadvantage beyond normal range up to long range", () => {
    expect(rangeBand({ distance: 85, normal: 80, long: 320 })).toEqual({
      band: "long",
      sources: [{ rule: "ATK-8", reason: "longRange", effect: "disadvantage" }],
    });
    expect(rangeBand({ distance: 320, normal: 80, long: 320 }).band).toBe("long");
  });

  it("makes an attack beyond long range, or beyond a single range, impossible", () => {
    expect(rangeBand({ distance: 325, normal: 80, long: 320 })).toEqual({
      band: "outOfRange",
      sources: [{ rule: "ATK-8", reason: "outOfRange", effect: "impossible" }],
    });
    expect(rangeBand({ distance: 125, normal: 120 }).band).toBe("outOfRange");
  });

  it("never improves as the target moves away", () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(500),
        fc.nat(500),
        fc.option(fc.nat(500), { nil: undefined }),
        (d1, d2, normal, extra) => {
          const long = extra === undefined ? undefined : normal + extra;
          const band = (distance: number) =>
            RANGE_BANDS.indexOf(rangeBand(long === undefined ? { distance, normal } : { distance, normal, long }).band);
          expect(band(Math.min(d1, d2))).toBeLessThanOrEqual(band(Math.max(d1, d2)));
        },
      ),
    );
  });

  it("rejects NaN distance, negative ranges and a long range shorter than normal", () => {
    expect(() => rangeBand({ distance: Number.NaN, normal: 30 })).toThrow(RuleInputError);
    expect(() => rangeBand({ distance: Number.NaN, normal: 30 })).toThrow(/^distance:/);
    expect(() => rangeBand({ distance: 10, normal: -5 })).toThrow(/^normal:/);
    expect(() => rangeBand({ distance: 10, normal: 80, long: 40 })).toThrow(/^long: must be at least/);
    expect(() => rangeBand({ distance: 10, normal: 80, long: Infinity })).toThrow(/^long:/);
  });
});

const foe = (over: Partial<NearbyCreature> = {}): NearbyCreature => ({
  distance: 5,
  hostile: true,
  canSeeAttacker: true,
  incapacitated: false,
  ...over,
});
const DIS = [{ rule: "ATK-9", reason: "rangedInCloseCombat", effect: "disadvantage" }];

describe("ATK-9 ranged attacks in close combat", () => {
  it("srd family: an enemy within 5 ft who sees the attacker and isn't incapacitated", () => {
    for (const p of [SRD52, SRD51, DELTA]) {
      expect(closeCombatRangedSources(p, [foe()])).toEqual(DIS);
      expect(closeCombatRangedSources(p, [foe({ distance: 10, reach: 10 })])).toEqual([]);
      expect(closeCombatRangedSources(p, [foe({ canSeeAttacker: false })])).toEqual([]);
      expect(closeCombatRangedSources(p, [foe({ incapacitated: true })])).toEqual([]);
      expect(closeCombatRangedSources(p, [foe({ hostile: false })])).toEqual([]);
    }
  });

  it("a5e: within the reach of any hostile creature, seen or not", () => {
    expect(closeCombatRangedSources(A5E, [foe({ distance: 10, reach: 10 })])).toEqual(DIS);
    expect(closeCombatRangedSources(A5E, [foe({ canSeeAttacker: false })])).toEqual(DIS);
    expect(closeCombatRangedSources(A5E, [foe({ distance: 10 })])).toEqual([]);
    expect(closeCombatRangedSources(A5E, [foe({ hostile: false })])).toEqual([]);
  });

  it("a5e and srd52 differ on a reach-10 foe 10 ft away and on an unseeing foe", () => {
    const ogre = [foe({ distance: 10, reach: 10 })];
    expect(closeCombatRangedSources(A5E, ogre)).toEqual(DIS);
    expect(closeCombatRangedSources(SRD52, ogre)).toEqual([]);
    const blind = [foe({ canSeeAttacker: false })];
    expect(closeCombatRangedSources(A5E, blind)).toEqual(DIS);
    expect(closeCombatRangedSources(SRD52, blind)).toEqual([]);
  });

  it("threeAction has no such rule, and nobody nearby means no penalty", () => {
    expect(closeCombatRangedSources(THREE, [foe()])).toEqual([]);
    expect(closeCombatRangedSources(SRD52, [])).toEqual([]);
    expect(closeCombatRangedSources(withAttack(SRD52, { closeCombatRanged: "none" }), [foe()])).toEqual([]);
  });

  it("one threatening creature among many is enough", () => {
    expect(closeCombatRangedSources(SRD52, [foe({ distance: 30 }), foe({ hostile: false }), foe()])).toEqual(DIS);
  });

  it("rejects bad creatures by path", () => {
    expect(() => closeCombatRangedSources(SRD52, "x" as never)).toThrow(/^nearby:/);
    expect(() => closeCombatRangedSources(SRD52, [foe({ distance: Number.NaN })])).toThrow(/^nearby\[0\]\.distance:/);
    expect(() => closeCombatRangedSources(A5E, [foe(), foe({ reach: -5 })])).toThrow(/^nearby\[1\]\.reach:/);
    expect(() => closeCombatRangedSources(SRD52, [{ distance: 5 } as never])).toThrow(/^nearby\[0\]\.hostile:/);
    expect(() => closeCombatRangedSources(SRD52, [null as never])).toThrow(/^nearby\[0\]:/);
    const bad = withAttack(SRD52, { closeCombatRanged: "sometimes" as never });
    expect(() => closeCombatRangedSources(bad, [])).toThrow(/^policies\.attack\.closeCombatRanged:/);
  });
});
