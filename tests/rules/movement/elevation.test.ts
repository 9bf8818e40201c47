// MOV-5, MOV-6, OA-1, OA-6 in height: each creature's space is a box from its elevation up, as tall as it is wide.
// Creatures block each other only where their boxes overlap; reach counts the gap between boxes in three dimensions.
import { describe, expect, it } from "vitest";
import { pathMovementCost, type CreatureSnapshot } from "../../../src/rules/movement";
import { opportunityAttacks } from "../../../src/rules/opportunity";
import { boxesOverlapInHeight, heightGap } from "../../../src/rules/geometry";
import { getPreset } from "../../../src/rules/presets";
import { RuleInputError } from "../../../src/rules/errors";

const flyer = { size: "medium", disposition: 1, speeds: { walk: 30, fly: 60 } } as const;
const orc = (over: Partial<CreatureSnapshot> = {}): CreatureSnapshot => ({
  id: "orc",
  space: { x: 1, y: 0, side: 1 },
  size: "medium",
  disposition: -1,
  ...over,
});
const across = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 2, y: 0 },
];

describe("MOV-5 boxes in height", () => {
  it("MOV-5: a box is as tall as it is wide; stacked boxes touch without overlapping", () => {
    expect(boxesOverlapInHeight(0, 1, 4, 1, 5)).toBe(true);
    expect(boxesOverlapInHeight(0, 1, 5, 1, 5)).toBe(false);
    expect(boxesOverlapInHeight(0, 2, 5, 1, 5)).toBe(true);
    expect(heightGap(0, 1, 5, 1, 5)).toBe(1);
    expect(heightGap(0, 1, 30, 1, 5)).toBe(6);
    expect(heightGap(30, 1, 0, 2, 5)).toBe(5);
    expect(heightGap(0, 1, 2, 1, 5)).toBe(0);
  });

  it("MOV-5: a flyer 30 ft up crosses a hostile on the ground and may stop above it", () => {
    const cost = pathMovementCost({
      path: across.slice(0, 2),
      mover: flyer,
      mode: "fly",
      elevation: 30,
      others: [orc()],
      policies: getPreset("srd52").policies,
    });
    expect(cost.steps[0]?.blocked).toBeNull();
    expect(cost.steps[0]?.canEndHere).toBe(true);
    expect(cost.legal).toBe(true);
  });

  it("MOV-5: at 0 ft (or 4 ft: the boxes overlap) the same hostile blocks", () => {
    for (const elevation of [0, 4]) {
      const cost = pathMovementCost({
        path: across,
        mover: flyer,
        mode: "fly",
        elevation,
        others: [orc()],
        policies: getPreset("srd52").policies,
      });
      expect(cost.steps[0]?.blocked).toBe("blockedByCreature");
    }
  });

  it("MOV-6 (delta): a hostile's space is difficult terrain only where the boxes overlap", () => {
    const cost = (elevation: number) =>
      pathMovementCost({
        path: across,
        mover: { ...flyer, size: "tiny" },
        mode: "fly",
        elevation,
        others: [orc()],
        policies: getPreset("delta").policies,
      }).total;
    expect(cost(0)).toBe(15);
    expect(cost(30)).toBe(10);
  });

  it("MOV-5: one elevation per path cell: climbing over the hostile clears it, coming down on it blocks", () => {
    const cost = pathMovementCost({
      path: across,
      mover: flyer,
      mode: "fly",
      elevation: [10, 10, 0],
      others: [orc(), orc({ id: "b", space: { x: 2, y: 0, side: 1 } })],
      policies: getPreset("srd52").policies,
    });
    expect(cost.steps.map((s) => s.blocked)).toEqual([null, "blockedByCreature"]);
  });

  it("bad elevations are refused, naming the field", () => {
    const run = (input: object) => () =>
      pathMovementCost({ path: across, mover: flyer, policies: getPreset("srd52").policies, ...input });
    expect(run({ elevation: [0, 0] })).toThrow(RuleInputError);
    expect(run({ elevation: Number.NaN })).toThrow(/elevation/);
    expect(run({ others: [orc({ elevation: Number.POSITIVE_INFINITY })] })).toThrow(/others\[0\]\.elevation/);
  });
});

describe("OA-1, OA-6 reach in height", () => {
  const pass = (elevation: number | number[], reach = 5) =>
    opportunityAttacks({
      path: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
        { x: 4, y: 0 },
      ],
      mover: { size: "medium", disposition: 1 },
      reactors: [orc({ space: { x: 2, y: 1, side: 1 }, reach })],
      policies: getPreset("srd52").policies,
      elevation,
    }).attacks.map((a) => a.stepIndex);

  it("OA-1: walking past a hostile on the ground provokes; flying 30 ft over it provokes nothing", () => {
    expect(pass(0)).toEqual([3]);
    expect(pass(30)).toEqual([]);
  });

  it("OA-6: 5 ft up (stacked) is still within 5 ft reach; 10 ft up needs 10 ft reach", () => {
    expect(pass(5)).toEqual([3]);
    expect(pass(10)).toEqual([]);
    // With 10 ft reach, 10 ft up stays in reach all along; rising to 30 ft at the end leaves it.
    expect(pass(10, 10)).toEqual([]);
    expect(pass([10, 10, 10, 10, 30], 10)).toEqual([3]);
  });

  it("OA-1: rising out of reach while beside it provokes where it leaves", () => {
    expect(pass([0, 0, 0, 30, 30])).toEqual([2]);
  });
});
