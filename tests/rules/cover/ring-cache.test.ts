import { describe, expect, it } from "vitest";
import { createCoverScene, type CoverBox } from "../../../src/rules/cover";
import { insetBox } from "../../../src/rules/cover/lines";
import { boxesWallSeparated } from "../../../src/rules/cover/fast-separation";
import { RING_RADII, RingWindows, ringProvesTotal } from "../../../src/rules/cover/total";
import {
  clearBesideEnds,
  clearMember,
  clearSample,
  flatGrid,
  windowWalled,
} from "../../../src/rules/cover/window-test";
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

/** Every window of every ring of a space: [ring index, side, window index, the window as a box]. */
function windowsOf(space: { x: number; y: number; side: number }) {
  const { x, y, side } = space;
  const out: [number, number, number, CoverBox][] = [];
  RING_RADII.forEach((r, ri) => {
    for (let k = 0; k < side + 2 * r; k++) {
      out.push([ri, 0, k, { minX: x + side + r, minY: y - r + k, maxX: x + side + r, maxY: y - r + k + 1 }]);
      out.push([ri, 1, k, { minX: x - r, minY: y - r + k, maxX: x - r, maxY: y - r + k + 1 }]);
      out.push([ri, 2, k, { minX: x - r + k, minY: y + side + r, maxX: x - r + k + 1, maxY: y + side + r }]);
      out.push([ri, 3, k, { minX: x - r + k, minY: y - r, maxX: x - r + k + 1, maxY: y - r }]);
    }
  });
  return out;
}

/** Each ring window (ring index `ri`, box `w`) of each creature's inset space `box` in dungeons `1..seeds`. */
function eachWindow(
  seeds: number,
  visit: (grid: ReturnType<typeof flatGrid>, box: CoverBox, w: CoverBox, ri: number) => void,
): void {
  for (let seed = 1; seed <= seeds; seed++) {
    const scene = dungeon(seed);
    const grid = flatGrid(scene);
    for (const c of scene.creatures) {
      const box = insetBox(c.space);
      for (const [ri, , , w] of windowsOf(c.space)) visit(grid, box, w, ri);
    }
  }
}

describe("COV-1 ring windows: cached closures", () => {
  it("the closed- and open-window bits agree with the windows known, and known windows prove nothing more", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const scene = dungeon(seed);
      const rings = scene.creatures.map((c) => new RingWindows(scene, c.space));
      rings.forEach((a, i) => {
        rings.forEach((b, j) => {
          if (i === j) return;
          const known = ringProvesTotal(a, b.box, false);
          if (known) expect(ringProvesTotal(a, b.box)).toBe(true);
          else ringProvesTotal(a, insetBox(b.space));
        });
        // One expectation per space (thousands of windows).
        const wrong = windowsOf(a.space).filter(([ri, side, k]) => {
          const closed = (((a.closedBits[ri * 4 + side] as number) >>> k) & 1) === 1;
          const open = (((a.openBits[ri * 4 + side] as number) >>> k) & 1) === 1;
          if (closed !== a.closed(ri, side, k, false) || (closed && open)) return true;
          return (closed || open) && a.closed(ri, side, k) !== closed;
        });
        expect(wrong).toEqual([]);
      });
    }
  });

  it("whether a window is closed does not depend on the order the windows are asked", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const scene = dungeon(seed);
      for (const c of scene.creatures) {
        const inward = new RingWindows(scene, c.space);
        const outward = new RingWindows(scene, c.space);
        const all = windowsOf(c.space);
        const fromOutside = [...all].reverse().map(([ri, side, k]) => inward.closed(ri, side, k));
        const fromInside = all.map(([ri, side, k]) => outward.closed(ri, side, k));
        expect(fromOutside.reverse()).toEqual(fromInside);
      }
    }
  });

  it("a window is closed by the exact test within eight steps, unless a sample segment gets through", () => {
    let closed = 0;
    const wrong: CoverBox[] = [];
    eachWindow(6, (grid, box, w, ri) => {
      if (ri === 0) return;
      const walled = windowWalled(grid, box, w);
      if (walled !== (!clearSample(grid, box, w) && boxesWallSeparated(box, w, grid, 8))) wrong.push(w);
      if (walled) closed++;
    });
    expect(wrong).toEqual([]);
    expect(closed).toBeGreaterThan(100);
  });
});

describe("COV-1 ring windows: the open-window shortcuts", () => {
  it("a window with a clear sample segment or a clear first member is never closed by the exact test", () => {
    let clear = 0;
    let members = 0;
    const wrong: CoverBox[] = [];
    eachWindow(12, (grid, box, w) => {
      const sample = clearSample(grid, box, w);
      const member = clearMember(grid, box, w);
      if (!sample && !member) return;
      if (sample) clear++;
      if (member && !sample) members++;
      if (boxesWallSeparated(box, w, grid)) wrong.push(w);
    });
    expect(wrong).toEqual([]);
    expect(clear).toBeGreaterThan(0);
    expect(members).toBeGreaterThan(0);
  });

  it("a window with a clear segment beside one of its ends is never closed by the exact test", () => {
    let beside = 0;
    const wrong: CoverBox[] = [];
    eachWindow(12, (grid, box, w) => {
      if (!clearBesideEnds(grid, box, w)) return;
      if (!clearSample(grid, box, w) && !clearMember(grid, box, w)) beside++;
      if (boxesWallSeparated(box, w, grid)) wrong.push(w);
    });
    expect(wrong).toEqual([]);
    expect(beside).toBeGreaterThan(0);
  });
});
