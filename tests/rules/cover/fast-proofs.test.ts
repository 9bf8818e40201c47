import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  coverBetweenReference,
  coverMatrix,
  coverMatrixReference,
  createCoverScene,
  wallSeparated,
  type CoverBox,
  type CoverCreature,
  type CoverMatrix,
  type CoverSceneInput,
  type CoverWallInput,
} from "../../../src/rules/cover";
import { segmentsIntersect, type Segment } from "../../../src/rules/geometry/segments";
import { boxesWallSeparated, oneWallAcrossEach } from "../../../src/rules/cover/fast-separation";
import { insetBox } from "../../../src/rules/cover/lines";
import { RingWindows, ringProvesTotal } from "../../../src/rules/cover/total";
import { FlatWallGrid } from "../../../src/rules/cover/flat-wall-grid";
import { creature, wall } from "./helpers";

// Dense dungeon-like scenes: walls on grid lines (touching end to end, crossing, forming corners), a few
// diagonals (some through creatures' own squares), and "arrow slits" — a wall stopping short of its
// neighbour, which must leave three-quarters when a line gets through, never total.
const SIZE = 14;
const cell = fc.integer({ min: 0, max: SIZE });
const wallArb = (gap: fc.Arbitrary<number>): fc.Arbitrary<CoverWallInput> =>
  fc
    .tuple(cell, cell, fc.integer({ min: 1, max: 6 }), fc.constantFrom("h", "h", "v", "v", "d"), gap, fc.boolean())
    .map(([x, y, length, dir, slit, atStart]) => {
      // The wall stops `slit` short of the grid point at one of its ends.
      const from = atStart ? slit : 0;
      const to = length - (atStart ? 0 : slit);
      if (dir === "h") return wall(x + from, y, x + to, y);
      if (dir === "v") return wall(x, y + from, x, y + to);
      return wall(x, y, x + length, y + length);
    });
const gridWall = wallArb(fc.constantFrom(0, 0, 0, 1e-4, 0.01, 0.3));
// Slits a ten-millionth of a cell wide: the naive exact search gives up near them (it then answers "not
// total"), where the rings can still prove that no line gets through.
const hairWall = wallArb(fc.constantFrom(0, 0, 1e-7));
const spaceArb = fc.record({
  x: fc.integer({ min: 0, max: SIZE - 2 }),
  y: fc.integer({ min: 0, max: SIZE - 2 }),
  side: fc.constantFrom(1, 1, 1, 2),
});
const sceneOf = (walls: fc.Arbitrary<CoverWallInput>): fc.Arbitrary<CoverSceneInput> =>
  fc.record({
    walls: fc.array(walls, { minLength: 10, maxLength: 60 }),
    creatures: fc
      .array(spaceArb, { minLength: 2, maxLength: 7 })
      .map((spaces) => spaces.map((space, i) => ({ id: `c${i}`, space }))),
  });
const denseScene = sceneOf(gridWall);

/**
 * Near hair-wide slits the naive search may still give up in one direction and not the other (its step
 * limit); the fast version shares one answer per pair (total cover is mutual), so such scenes are left out of
 * the equality check.
 */
const referenceMutual = (m: CoverMatrix) =>
  m.degrees.every((row, i) => row.every((d, j) => (d === "total") === (m.degrees[j]?.[i] === "total")));

/** A weak oracle: no segment between sample points of the two spaces avoids every wall. */
function noSampledClearLine(a: CoverBox, b: CoverBox, walls: readonly Segment[]): boolean {
  const n = 6;
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= n; j++)
      for (let k = 0; k <= n; k++)
        for (let l = 0; l <= n; l++) {
          const p = { x: a.minX + ((a.maxX - a.minX) * i) / n, y: a.minY + ((a.maxY - a.minY) * j) / n };
          const q = { x: b.minX + ((b.maxX - b.minX) * k) / n, y: b.minY + ((b.maxY - b.minY) * l) / n };
          if (!walls.some((w) => segmentsIntersect(p, q, w.a, w.b))) return false;
        }
  return true;
}

describe("COV-1 fast total-cover proofs", () => {
  it("the whole-scene matrix equals the naive reference on dense walled scenes with arrow slits", () => {
    fc.assert(
      fc.property(denseScene, (input) => {
        const scene = createCoverScene(input);
        const reference = coverMatrixReference(scene);
        // Walls through a creature's own square and joints exactly in line included: the exact search
        // decides them (exact-joints.test.ts), so the naive reference gives up on none of these scenes.
        expect(coverMatrix(scene)).toEqual(reference);
      }),
      { numRuns: 150 },
    );
  });

  it("with hair-wide slits, the fast matrix differs only by total cover the naive search could not prove", () => {
    fc.assert(
      fc.property(fc.oneof(sceneOf(hairWall), denseScene), (input) => {
        const scene = createCoverScene(input);
        const reference = coverMatrixReference(scene);
        fc.pre(referenceMutual(reference));
        const fast = coverMatrix(scene);
        fast.degrees.forEach((row, i) => {
          row.forEach((d, j) => {
            const r = reference.degrees[i]?.[j];
            if (d === r) return;
            expect(d).toBe("total");
            expect(r).toBe("threeQuarters");
            const a = insetBox((scene.creatures[i] as CoverCreature).space);
            const b = insetBox((scene.creatures[j] as CoverCreature).space);
            expect(noSampledClearLine(a, b, scene.mergedWalls)).toBe(true);
          });
        });
      }),
      { numRuns: 100 },
    );
  });

  it("a ring proof is never made where the exact test finds an open line", () => {
    fc.assert(
      fc.property(denseScene, (input) => {
        const scene = createCoverScene(input);
        scene.creatures.forEach((a, i) => {
          const rings = new RingWindows(scene, a.space);
          scene.creatures.forEach((b, j) => {
            if (i === j) return;
            const target = insetBox(b.space);
            if (ringProvesTotal(rings, target)) {
              expect(wallSeparated(insetBox(a.space), target, scene.mergedWalls)).toBe(true);
            }
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  it("the allocation-free exact test answers what wallSeparated answers", () => {
    const box = fc
      .tuple(cell, cell, fc.constantFrom(1, 2))
      .map(([x, y, side]) => insetBox({ x: Math.min(x, SIZE - side), y: Math.min(y, SIZE - side), side }));
    fc.assert(
      fc.property(box, box, fc.array(gridWall, { maxLength: 40 }), (a, b, walls) => {
        const scene = createCoverScene({ walls });
        const grid = new FlatWallGrid(scene.mergedWalls);
        expect(boxesWallSeparated(a, b, grid)).toBe(wallSeparated(a, b, scene.mergedWalls));
      }),
      { numRuns: 400 },
    );
  });

  it("toward a ring window (a flat box) the exact test proves all that wallSeparated proves, and no sampled clear line", () => {
    const box = fc
      .tuple(cell, cell, fc.constantFrom(1, 2))
      .map(([x, y, side]) => insetBox({ x: Math.min(x, SIZE - side), y: Math.min(y, SIZE - side), side }));
    const flat = fc.tuple(cell, cell, fc.boolean()).map(([x, y, vertical]): CoverBox => ({
      minX: x,
      minY: y,
      maxX: vertical ? x : x + 1,
      maxY: vertical ? y + 1 : y,
    }));
    let proofs = 0;
    fc.assert(
      fc.property(box, flat, fc.array(gridWall, { maxLength: 40 }), (a, w, walls) => {
        const scene = createCoverScene({ walls });
        const grid = new FlatWallGrid(scene.mergedWalls);
        const fast = boxesWallSeparated(a, w, grid);
        if (wallSeparated(a, w, scene.mergedWalls)) expect(fast).toBe(true);
        if (fast) {
          proofs++;
          expect(noSampledClearLine(a, w, scene.mergedWalls)).toBe(true);
        }
        // One wall across each family is a proof the full test finds too.
        const all = Int32Array.from(scene.mergedWalls, (_, i) => i * 4);
        if (oneWallAcrossEach(a, w, grid, all, all.length)) expect(fast).toBe(true);
        if (boxesWallSeparated(a, w, grid, 8)) expect(fast).toBe(true);
      }),
      { numRuns: 400 },
    );
    expect(proofs).toBeGreaterThan(0);
  });

  it("an arrow slit in a wall of grid-line pieces leaves three-quarters, a closed wall total", () => {
    for (const slit of [1e-7, 1e-5, 1e-3, 0.05]) {
      const walls = [wall(5, 0, 5, 4), wall(5, 4 + slit, 5, 10), wall(0, 0, 10, 0), wall(0, 10, 10, 10)];
      const creatures = [creature("a", 1, 3), creature("b", 8, 5), creature("c", 2, 7, 2)];
      const scene = createCoverScene({ walls, creatures });
      const m = coverMatrix(scene);
      expect(m).toEqual(coverMatrixReference(scene));
      expect(m.degrees[0]?.[1]).toBe("threeQuarters");
      expect(coverBetweenReference(scene, "a", "b").degree).toBe("threeQuarters");
    }
    const closed = createCoverScene({
      walls: [wall(5, 0, 5, 4), wall(5, 4, 5, 10)],
      creatures: [creature("a", 1, 3), creature("b", 8, 5)],
    });
    expect(coverMatrix(closed).degrees[0]?.[1]).toBe("total");
  });

  it("walls touching only at their ends around a creature close every ring window along them", () => {
    // A box of four walls meeting at corners, the creature inside, others outside: total both ways.
    const walls = [wall(3, 3, 6, 3), wall(6, 3, 6, 6), wall(6, 6, 3, 6), wall(3, 6, 3, 3)];
    const creatures = [creature("in", 4, 4), creature("out", 9, 4), creature("far", 0, 12, 2)];
    const scene = createCoverScene({ walls, creatures });
    const m = coverMatrix(scene);
    expect(m).toEqual(coverMatrixReference(scene));
    expect(m.degrees[0]).toEqual(["none", "total", "total"]);
    expect(m.degrees[1]?.[2]).not.toBe("total");
  });
});
