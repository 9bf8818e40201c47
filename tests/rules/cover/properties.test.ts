import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  coverBetween,
  coverBetweenReference,
  coverMatrix,
  coverMatrixReference,
  coverRank,
  createCoverScene,
  wallSeparated,
  type CoverSceneInput,
  type CoverWallInput,
} from "../../../src/rules/cover";

const coord = fc.integer({ min: 0, max: 20 }).map((n) => n / 2);
const wallArb: fc.Arbitrary<CoverWallInput> = fc
  .tuple(coord, coord, coord, coord)
  .map(([ax, ay, bx, by]) => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } }));
const spaceArb = fc.record({
  x: fc.integer({ min: 0, max: 9 }),
  y: fc.integer({ min: 0, max: 9 }),
  side: fc.constantFrom(1, 1, 1, 2),
});
/** A scene input with its walls as a list (the arbitraries never build a prebuilt wall layer). */
type ListedScene = CoverSceneInput & { readonly walls?: readonly CoverWallInput[] };

const sceneArb: fc.Arbitrary<ListedScene> = fc.record({
  walls: fc.array(wallArb, { maxLength: 8 }),
  creatures: fc
    .array(fc.record({ space: spaceArb, prone: fc.boolean(), defeated: fc.boolean(), mounted: fc.boolean() }), {
      minLength: 2,
      maxLength: 5,
    })
    .map((list) => list.map((c, i) => ({ ...c, id: `c${i}` }))),
  obstacles: fc.array(
    fc.record({
      space: spaceArb.map((s) => ({ ...s, side: 1 })),
      degree: fc.constantFrom("half" as const, "threeQuarters" as const),
      whenTargetProne: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
});

const mirror = (input: ListedScene): ListedScene => ({
  walls: (input.walls ?? []).map((w) => ({ a: { x: 20 - w.a.x, y: w.a.y }, b: { x: 20 - w.b.x, y: w.b.y } })),
  creatures: (input.creatures ?? []).map((c) => ({ ...c, space: { ...c.space, x: 20 - c.space.x - c.space.side } })),
  obstacles: (input.obstacles ?? []).map((o) => ({ ...o, space: { ...o.space, x: 20 - o.space.x - o.space.side } })),
});

describe("COV-1..7 fast and reference versions agree", () => {
  it("on random scenes, pair by pair and for the whole matrix", () => {
    fc.assert(
      fc.property(sceneArb, fc.boolean(), fc.boolean(), (input, prone, melee) => {
        const scene = createCoverScene(input, { proneCreaturesGiveCover: prone, riderHalfCoverMelee: true });
        expect(coverMatrix(scene, { melee })).toEqual(coverMatrixReference(scene, { melee }));
        expect(coverBetween(scene, "c0", "c1", { melee })).toEqual(coverBetweenReference(scene, "c0", "c1", { melee }));
      }),
      { numRuns: 200 },
    );
  });
});

describe("COV-1 cover never decreases when a wall is added", () => {
  it("holds on random scenes", () => {
    fc.assert(
      fc.property(sceneArb, wallArb, (input, extra) => {
        const before = coverMatrix(createCoverScene(input));
        const after = coverMatrix(createCoverScene({ ...input, walls: [...(input.walls ?? []), extra] }));
        before.degrees.forEach((row, i) => {
          row.forEach((d, j) => {
            expect(coverRank(after.degrees[i]?.[j] ?? "none")).toBeGreaterThanOrEqual(coverRank(d));
          });
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe("COV-1 symmetries", () => {
  it("a mirrored scene gives the same degrees (the method has no favoured side)", () => {
    fc.assert(
      fc.property(sceneArb, (input) => {
        expect(coverMatrix(createCoverScene(mirror(input))).degrees).toEqual(
          coverMatrix(createCoverScene(input)).degrees,
        );
      }),
      { numRuns: 100 },
    );
  });

  it("total cover is mutual: no line either way is the same set of lines", () => {
    fc.assert(
      fc.property(sceneArb, (input) => {
        const m = coverMatrix(createCoverScene(input));
        m.degrees.forEach((row, i) => {
          row.forEach((d, j) => {
            expect(d === "total").toBe(m.degrees[j]?.[i] === "total");
          });
        });
      }),
      { numRuns: 100 },
    );
  });

  it("the exact separation test is symmetric between boxes", () => {
    const boxArb = fc
      .record({ x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 9 }) })
      .map(({ x, y }) => ({
        minX: x + 0.02,
        minY: y + 0.02,
        maxX: x + 0.98,
        maxY: y + 0.98,
      }));
    fc.assert(
      fc.property(boxArb, boxArb, fc.array(wallArb, { maxLength: 10 }), (a, b, walls) => {
        const segs = walls.map((w) => ({ a: w.a, b: w.b }));
        expect(wallSeparated(a, b, segs)).toBe(wallSeparated(b, a, segs));
      }),
      { numRuns: 300 },
    );
  });
});
