import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COVER_INSET,
  coverBetween,
  coverFromPoint,
  coverRank,
  createCoverScene,
  type CoverWallInput,
} from "../../../src/rules/cover";
import { segmentsIntersect } from "../../../src/rules/geometry/segments";
import { creature, obstacle, wall } from "./helpers";

describe("COV-1, COV-6 cover from an area's origin point", () => {
  it("an open field gives none; a wall across every line gives total", () => {
    const open = createCoverScene({ creatures: [creature("t", 5, 0)] });
    expect(coverFromPoint(open, { x: 0, y: 0 }, "t")).toMatchObject({ degree: "none", blockedLines: 0 });
    const walled = createCoverScene({ walls: [wall(3, -5, 3, 5)], creatures: [creature("t", 5, 0)] });
    expect(coverFromPoint(walled, { x: 0, y: 0.5 }, "t")).toMatchObject({ degree: "total", blockedLines: 4 });
  });

  it("a low wall stub blocking the near corners gives half; blocking three gives three-quarters", () => {
    // Origin at (0, 0.5), target cell (5, 0): its inset corners are at y≈0.02 and y≈0.98, x≈5.02 and x≈5.98.
    const half = createCoverScene({ walls: [wall(4, 0.5, 4, -2)], creatures: [creature("t", 5, 0)] });
    expect(coverFromPoint(half, { x: 0, y: 0.5 }, "t")).toMatchObject({ degree: "half", byWalls: 2 });
    const most = createCoverScene({
      walls: [wall(4, 0.5, 4, -2), wall(5.5, 0.9, 5.5, 2)],
      creatures: [creature("t", 5, 0)],
    });
    expect(coverFromPoint(most, { x: 0, y: 0.5 }, "t")).toMatchObject({ degree: "threeQuarters", byWalls: 3 });
  });

  it("COV-5: a creature in between gives half at most; one standing at the origin gives nothing", () => {
    const between = createCoverScene({ creatures: [creature("t", 6, 0), creature("ogre", 2, -1, 3)] });
    expect(coverFromPoint(between, { x: 0, y: 0.5 }, "t")).toMatchObject({ degree: "half", byCreatures: 4 });
    const caster = createCoverScene({ creatures: [creature("t", 6, 0), creature("caster", 0, 0)] });
    expect(coverFromPoint(caster, { x: 0.5, y: 0.5 }, "t").degree).toBe("none");
    const defeated = createCoverScene({
      creatures: [creature("t", 6, 0), creature("x", 2, -1, 3, { defeated: true })],
    });
    expect(coverFromPoint(defeated, { x: 0, y: 0.5 }, "t").degree).toBe("none");
  });

  it("COV-7: an obstacle gives up to its degree; brush only to a prone target", () => {
    const crate = createCoverScene({ creatures: [creature("t", 4, 0)], obstacles: [obstacle(2, 0, "threeQuarters")] });
    expect(coverFromPoint(crate, { x: 0, y: 0.5 }, "t")).toMatchObject({ degree: "threeQuarters", byObstacles: 4 });
    const brush = [obstacle(2, 0, "half", { whenTargetProne: true })];
    const standing = createCoverScene({ creatures: [creature("t", 4, 0)], obstacles: brush });
    expect(coverFromPoint(standing, { x: 0, y: 0.5 }, "t").degree).toBe("none");
    const prone = createCoverScene({ creatures: [creature("t", 4, 0, 1, { prone: true })], obstacles: brush });
    expect(coverFromPoint(prone, { x: 0, y: 0.5 }, "t").degree).toBe("half");
  });

  it("a wall the origin sits on blocks nothing (the origin is on neither side of it)", () => {
    const scene = createCoverScene({ walls: [wall(0, -5, 0, 5)], creatures: [creature("t", 4, 0)] });
    expect(coverFromPoint(scene, { x: 0, y: 0 }, "t").degree).toBe("none");
  });

  it("a multi-cell target takes the cell that leaves the least cover", () => {
    // A wall hides the Large creature's top row from the origin, not its bottom row.
    const scene = createCoverScene({ walls: [wall(3, -3, 3, 1)], creatures: [creature("t", 5, 0, 2)] });
    const result = coverFromPoint(scene, { x: 0, y: 1.5 }, "t");
    expect(result.targetCell).toEqual({ x: 5, y: 1 });
    expect(result.degree).toBe("none");
  });

  it("rejects bad input, naming the field", () => {
    const scene = createCoverScene({ creatures: [creature("t", 4, 0)] });
    expect(() => coverFromPoint(scene, { x: Number.NaN, y: 0 }, "t")).toThrow(/origin\.x/);
    expect(() => coverFromPoint(scene, { x: 0, y: 0 }, "nobody")).toThrow(/targetId/);
  });
});

const coord = fc.integer({ min: 0, max: 20 }).map((n) => n / 2);
const wallArb: fc.Arbitrary<CoverWallInput> = fc
  .tuple(coord, coord, coord, coord)
  .map(([ax, ay, bx, by]) => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } }));
const cellArb = fc.record({ x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 9 }) });

describe("COV-1, COV-4 the point method agrees with the corner method", () => {
  it("a one-cell attacker's cover is the best of its four corners traced as points (total only when both say so)", () => {
    fc.assert(
      fc.property(
        fc.array(wallArb, { maxLength: 8 }),
        cellArb,
        fc.record({
          x: fc.integer({ min: 0, max: 9 }),
          y: fc.integer({ min: 0, max: 9 }),
          side: fc.constantFrom(1, 2),
        }),
        fc.array(cellArb, { maxLength: 3 }),
        (walls, a, t, others) => {
          const attacker = { id: "a", space: { ...a, side: 1 } };
          const target = { id: "t", space: t };
          const overlap = a.x < t.x + t.side && t.x < a.x + 1 && a.y < t.y + t.side && t.y < a.y + 1;
          fc.pre(!overlap);
          const corners = [0, 1].flatMap((i) =>
            [0, 1].map((j) => ({
              x: a.x + COVER_INSET + i * (1 - 2 * COVER_INSET),
              y: a.y + COVER_INSET + j * (1 - 2 * COVER_INSET),
            })),
          );
          fc.pre(!walls.some((w) => corners.some((p) => segmentsIntersect(w.a, w.b, p, p))));
          const creatures = [attacker, target, ...others.map((o, i) => ({ id: `o${i}`, space: { ...o, side: 1 } }))];
          const scene = createCoverScene({ walls, creatures });
          const pair = coverRank(coverBetween(scene, "a", "t").degree);
          const points = corners.map((p) => coverRank(coverFromPoint(scene, p, "t").degree));
          const total = coverRank("total");
          if (pair === total) expect(points).toEqual([total, total, total, total]);
          else expect(Math.min(...points.map((r) => Math.min(r, coverRank("threeQuarters"))))).toBe(pair);
        },
      ),
      { numRuns: 400 },
    );
  });
});
