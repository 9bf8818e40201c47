import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createCoverScene } from "../../../src/rules/cover";
import { segmentsIntersect } from "../../../src/rules/geometry/segments";
import { FlatWallGrid } from "../../../src/rules/cover/flat-wall-grid";
import { wall } from "./helpers";

// The corner lines of the whole-scene queries are traced through the flat wall grid: it must find every wall
// the naive scan finds (touching ends, walls along the line, walls on bucket edges), and no other.
const coord = fc.oneof(
  fc.integer({ min: 0, max: 12 }),
  fc.integer({ min: 0, max: 12 }).map((v) => v + 0.02),
  fc.integer({ min: 0, max: 12 }).map((v) => v + 0.98),
  fc.double({ min: 0, max: 12, noNaN: true }),
);
const gridWall = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 6 }))
  .chain(([x, y, n]) =>
    fc.constantFrom(wall(x, y, x + n, y), wall(x, y, x, y + n), wall(x, y, x + n, y + n), wall(x + n, y, x, y + n)),
  );
const anyWall = fc.oneof(
  gridWall,
  fc.tuple(coord, coord, coord, coord).map(([a, b, c, d]) => wall(a, b, c, d)),
);

describe("COV-1 flat wall grid: line tests", () => {
  it("segmentTouches and segmentWalls answer what a scan of every wall answers", () => {
    fc.assert(
      fc.property(
        fc.array(anyWall, { maxLength: 40 }),
        fc.array(fc.tuple(coord, coord, coord, coord)),
        (walls, lines) => {
          const scene = createCoverScene({ walls });
          const grid = new FlatWallGrid(scene.mergedWalls);
          for (const [px, py, qx, qy] of lines) {
            const p = { x: px, y: py };
            const q = { x: qx, y: qy };
            const naive = scene.mergedWalls.some((w) => segmentsIntersect(p, q, w.a, w.b));
            expect(grid.segmentTouches(px, py, qx, qy)).toBe(naive);
            // segmentWalls lists every wall touched, each once (offsets 4i into the coordinates).
            const out = new Int32Array(scene.mergedWalls.length + 1);
            out[0] = -1;
            const end = grid.segmentWalls(px, py, qx, qy, out, 1);
            const listed = [...out.subarray(1, end)].sort((a, b) => a - b);
            const touched = scene.mergedWalls.flatMap((w, i) => (segmentsIntersect(p, q, w.a, w.b) ? [i * 4] : []));
            expect(listed).toEqual(touched);
            expect(out[0]).toBe(-1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("lines along a wall, through its end, or ending on a bucket edge are blocked; lines beside it are not", () => {
    const scene = createCoverScene({ walls: [wall(4, 0, 4, 4), wall(6, 2, 10, 2)] });
    const grid = new FlatWallGrid(scene.mergedWalls);
    expect(grid.segmentTouches(4, 1, 4, 3)).toBe(true); // along the wall
    expect(grid.segmentTouches(3, 5, 5, 3)).toBe(true); // through its end (4, 4)
    expect(grid.segmentTouches(2, 2, 6, 2)).toBe(true); // ends on the other wall's end, across the first
    expect(grid.segmentTouches(4.02, 0.5, 4.02, 3.5)).toBe(false); // inset beside the wall
    expect(grid.segmentTouches(3, 4.02, 5, 4.02)).toBe(false); // just past its end
    expect(grid.segmentTouches(6.02, 1.98, 9.98, 1.98)).toBe(false); // a hair above the second wall
    // All but level (found by the property test): the rows it crosses must not be lost to overflow.
    const level = new FlatWallGrid(createCoverScene({ walls: [wall(0, 0, 0.02, 0)] }).mergedWalls);
    expect(level.segmentTouches(0, 0, 0.98, 5e-324)).toBe(true);
    // A wall's end a hair off a long line, across a bucket row from it, still touches within the tolerance.
    const near = new FlatWallGrid(createCoverScene({ walls: [wall(5, 2, 5, 3)] }).mergedWalls);
    expect(near.segmentTouches(0, 2 - 1e-12, 9, 2 - 1e-12)).toBe(
      segmentsIntersect({ x: 0, y: 2 - 1e-12 }, { x: 9, y: 2 - 1e-12 }, { x: 5, y: 2 }, { x: 5, y: 3 }),
    );
  });
});
