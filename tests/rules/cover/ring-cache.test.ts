import { describe, expect, it } from "vitest";
import { createCoverScene } from "../../../src/rules/cover";
import { insetBox } from "../../../src/rules/cover/lines";
import { boxesWallSeparated } from "../../../src/rules/cover/fast-separation";
import { RING_RADII, RingWindows, clearSample, flatGrid, ringProvesTotal } from "../../../src/rules/cover/total";
import { creature, lcg, wall } from "./helpers";

// Dungeon-like scenes from a fixed seed: grid-line walls touching end to end, a few diagonals, Medium and
// Large creatures.
function dungeon(seed: number) {
  const random = lcg(seed);
  const int = (n: number) => Math.floor(random() * n);
  const walls = Array.from({ length: 120 }, () => {
    const x = int(24);
    const y = int(24);
    const n = 1 + int(5);
    const kind = random();
    return kind < 0.45 ? wall(x, y, x + n, y) : kind < 0.9 ? wall(x, y, x, y + n) : wall(x, y, x + n, y + n);
  });
  const creatures = Array.from({ length: 12 }, (_, i) => creature(`c${i}`, int(22), int(22), random() < 0.2 ? 2 : 1));
  return createCoverScene({ walls, creatures });
}

describe("COV-1 ring windows: cached closures", () => {
  it("the closed-window bits agree with the windows known closed, and the quick pass proves nothing more", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const scene = dungeon(seed);
      const rings = scene.creatures.map((c) => new RingWindows(scene, c.space));
      rings.forEach((a, i) => {
        rings.forEach((b, j) => {
          if (i === j) return;
          const quick = ringProvesTotal(a, b.box, false, RING_RADII.length, true);
          if (quick) expect(ringProvesTotal(a, b.box, false)).toBe(true);
          ringProvesTotal(a, insetBox(b.space));
        });
        RING_RADII.forEach((r, ri) => {
          for (let side = 0; side < 4; side++) {
            for (let k = 0; k < a.space.side + 2 * r; k++) {
              const bit = (((a.closedBits[ri * 4 + side] as number) >>> k) & 1) === 1;
              expect(bit).toBe(a.closed(ri, side, k, false));
            }
          }
        });
      });
    }
  });
});

describe("COV-1 ring windows: the open-window shortcut", () => {
  it("a window with a clear sample segment is never closed by the exact test", () => {
    let clear = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const scene = dungeon(seed);
      const grid = flatGrid(scene);
      for (const c of scene.creatures) {
        const box = insetBox(c.space);
        const { x, y, side } = c.space;
        for (const r of RING_RADII) {
          for (let k = 0; k < side + 2 * r; k++) {
            const windows = [
              { minX: x + side + r, maxX: x + side + r, minY: y - r + k, maxY: y - r + k + 1 },
              { minX: x - r, maxX: x - r, minY: y - r + k, maxY: y - r + k + 1 },
              { minX: x - r + k, maxX: x - r + k + 1, minY: y + side + r, maxY: y + side + r },
              { minX: x - r + k, maxX: x - r + k + 1, minY: y - r, maxY: y - r },
            ];
            for (const w of windows) {
              if (!clearSample(grid, box, w)) continue;
              clear++;
              expect(boxesWallSeparated(box, w, grid)).toBe(false);
            }
          }
        }
      }
    }
    expect(clear).toBeGreaterThan(0);
  });
});
