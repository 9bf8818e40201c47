import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DRAG_EXTRA_FEET_PER_FOOT,
  dragAlly,
  dragExtraCost,
  elevationEdge,
  type ElevationInput,
} from "../../../src/rules/attack";
import { A5E, SRD52, withAttack } from "./helpers";

const height = (over: Partial<ElevationInput>): ElevationInput => ({
  elevation: 0,
  targetElevation: 0,
  size: "medium",
  targetSize: "medium",
  ...over,
});
const DIE = (reason: string) => [{ rule: "ATK-16", reason, effect: "expertiseDie", value: 4 }];

describe("ATK-16 attacking from above", () => {
  it("a5e: 5 ft or more above the target gives an expertise die on melee attacks", () => {
    expect(elevationEdge(A5E, height({ elevation: 5 }))).toEqual({
      meleeAttacks: DIE("attackingFromAbove"),
      strengthChecksAndSaves: [],
    });
    expect(elevationEdge(A5E, height({ elevation: 4 })).meleeAttacks).toEqual([]);
    expect(elevationEdge(A5E, height({ elevation: 30, targetElevation: 20 })).meleeAttacks).toHaveLength(1);
  });

  it("not while grappled or restrained, and not where the policy is off", () => {
    expect(elevationEdge(A5E, height({ elevation: 10, grappledOrRestrained: true })).meleeAttacks).toEqual([]);
    expect(elevationEdge(SRD52, height({ elevation: 10 })).meleeAttacks).toEqual([]);
  });

  it("is advantage where a GM enables it in a preset without expertise dice", () => {
    expect(elevationEdge(withAttack(SRD52, { aboveBelow: true }), height({ elevation: 10 })).meleeAttacks).toEqual([
      { rule: "ATK-16", reason: "attackingFromAbove", effect: "advantage" },
    ]);
  });
});

describe("ATK-16 pulling from below", () => {
  it("5 ft or more below a target of its size or smaller: an expertise die on Str checks and saves", () => {
    expect(elevationEdge(A5E, height({ targetElevation: 5 }))).toEqual({
      meleeAttacks: [],
      strengthChecksAndSaves: DIE("pullingFromBelow"),
    });
    expect(
      elevationEdge(A5E, height({ targetElevation: 10, targetSize: "small" })).strengthChecksAndSaves,
    ).toHaveLength(1);
  });

  it("not against a larger target, not while held, not from less than 5 ft below", () => {
    expect(elevationEdge(A5E, height({ targetElevation: 10, targetSize: "large" })).strengthChecksAndSaves).toEqual([]);
    expect(
      elevationEdge(A5E, height({ targetElevation: 10, grappledOrRestrained: true })).strengthChecksAndSaves,
    ).toEqual([]);
    expect(elevationEdge(A5E, height({ targetElevation: 4.5 })).strengthChecksAndSaves).toEqual([]);
  });

  it("never gives both edges at once", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (a, b) => {
        const r = elevationEdge(A5E, height({ elevation: a, targetElevation: b }));
        expect(r.meleeAttacks.length + r.strengthChecksAndSaves.length).toBe(Math.abs(a - b) >= 5 ? 1 : 0);
      }),
    );
  });

  it("rejects an unknown size or a NaN height by name", () => {
    expect(() => elevationEdge(A5E, height({ size: "colossal" }))).toThrow(/^size:/);
    expect(() => elevationEdge(A5E, height({ targetSize: "big" }))).toThrow(/^targetSize:/);
    expect(() => elevationEdge(A5E, height({ elevation: Number.NaN }))).toThrow(/^elevation:/);
    expect(() => elevationEdge(A5E, height({ grappledOrRestrained: 1 as never }))).toThrow(/^grappledOrRestrained:/);
  });
});

describe("ATK-17 dragging an ally", () => {
  const ok = { adjacent: true, willing: true, reactionAvailable: true };

  it("a5e: a reaction; 2 extra feet per foot; the ally can't react; it provokes", () => {
    expect(dragAlly(A5E, ok)).toEqual({
      allowed: true,
      reason: "allowed",
      costsReaction: true,
      extraFeetPerFoot: 2,
      allyCanReact: false,
      provokes: true,
    });
    expect(dragExtraCost(15)).toBe(30);
    expect(DRAG_EXTRA_FEET_PER_FOOT).toBe(2);
  });

  it("names what stops it", () => {
    expect(dragAlly(SRD52, ok).reason).toBe("policyOff");
    expect(dragAlly(A5E, { ...ok, adjacent: false }).reason).toBe("notAdjacent");
    expect(dragAlly(A5E, { ...ok, willing: false }).reason).toBe("unwilling");
    expect(dragAlly(A5E, { ...ok, reactionAvailable: false })).toMatchObject({ allowed: false, reason: "noReaction" });
  });

  it("extra cost is twice the distance", () => {
    fc.assert(
      fc.property(fc.nat(1000), (feet) => {
        expect(dragExtraCost(feet)).toBe(2 * feet);
      }),
    );
  });

  it("rejects bad input by name", () => {
    expect(() => dragExtraCost(-5)).toThrow(/^feet:/);
    expect(() => dragAlly(A5E, { ...ok, willing: "yes" } as never)).toThrow(/^willing:/);
  });
});
