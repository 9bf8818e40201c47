import type { Space } from "../geometry/grid";
import { insetBox } from "./lines";
import type { CoverScene } from "./scene";
import type { Box } from "./separation";
import { boxesWallSeparated } from "./fast-separation";
import { FlatWallGrid } from "./wall-grid";

/**
 * Fast proofs of total cover (COV-1) for a whole scene. For each creature, "rings" are drawn around its space:
 * the squares of grid lines r cells outside it (r in RING_RADII), each side cut into windows one cell edge
 * long. A window is closed when every segment from the creature's (inset) space to it touches a wall: a wall
 * runs along it, or the inner rings' windows those segments cross are closed, or the exact test says so
 * within WINDOW_STEPS steps. Windows are tested lazily, once per creature, and reused by all its pairs. Every
 * segment from the creature to a space lying wholly outside a ring stays in the hull of the two spaces and
 * crosses the ring where that hull meets it; so when all the windows there are closed, every such segment
 * touches a wall: the pair has total cover — a proof, not a guess. Pairs the rings can't settle take the
 * exact test.
 */
export const RING_RADII = [0, 1, 2, 3, 5, 8, 12] as const;

/** Widening of the hull's trace on a ring side, against rounding (more windows checked, never fewer). */
const TRACE_MARGIN = 1e-9;

/** Flat wall grids of the scenes queried, built on first use (a scene never changes). */
const flatGrids = new WeakMap<CoverScene, FlatWallGrid>();

/**
 * Steps one ring window may take: a window that needs more is left open (the pair then tries elsewhere). On
 * the benchmark's large scene 3 or fewer leave many pairs to the exact test; 20 or more spend their time on
 * windows that are open anyway.
 */
const WINDOW_STEPS = 8;

/** The flat wall grid of a scene's merged walls, built on first use. */
export function flatGrid(scene: CoverScene): FlatWallGrid {
  let grid = flatGrids.get(scene);
  if (!grid) flatGrids.set(scene, (grid = new FlatWallGrid(scene.mergedWalls)));
  return grid;
}

function walledBetween(scene: CoverScene, a: Box, b: Box, maxSteps?: number): boolean {
  return boxesWallSeparated(a, b, flatGrid(scene), maxSteps);
}

/** COV-1: total cover between two inset spaces by the exact test, gathering only the walls near them. */
export function totalCoverBetween(scene: CoverScene, a: Box, b: Box): boolean {
  return walledBetween(scene, a, b);
}

/**
 * A witness that a window is open: the segment from the middle of the space to the middle of the window
 * touches no wall (so the exact test could never close it). Only skips exact tests that would fail.
 */
export function clearSample(grid: FlatWallGrid, a: Box, w: Box): boolean {
  const mx = (w.minX + w.maxX) / 2;
  const my = (w.minY + w.maxY) / 2;
  return (
    !grid.segmentTouches((a.minX + a.maxX) / 2, (a.minY + a.maxY) / 2, mx, my) ||
    !grid.segmentTouches(a.minX, a.minY, mx, my) ||
    !grid.segmentTouches(a.maxX, a.maxY, mx, my) ||
    !grid.segmentTouches(a.maxX, a.minY, mx, my) ||
    !grid.segmentTouches(a.minX, a.maxY, mx, my)
  );
}

/**
 * Ring windows of one space, tested lazily and remembered: `closed(ri, side, k)` is true when every segment
 * from the (inset) space to window k of side `side` (right, left, down, up) of the ring of radius
 * RING_RADII[ri] touches a wall. The ring of radius r is the square of grid lines r cells outside the space;
 * its windows are the cell edges along it (a window drawn along a wall is closed at once).
 */
export class RingWindows {
  readonly #scene: CoverScene;
  readonly box: Box;
  readonly space: Space;
  /** Where each radius starts in `#known` (4 sides of side + 2r windows). */
  readonly #start: Int32Array;
  readonly #known: Int8Array;
  /** Per radius and side (ri * 4 + side), bit k set when window k (k < 32) is known closed. */
  readonly closedBits: Uint32Array;

  constructor(scene: CoverScene, space: Space) {
    this.#scene = scene;
    this.space = space;
    this.box = insetBox(space);
    this.#start = new Int32Array(RING_RADII.length);
    let total = 0;
    RING_RADII.forEach((r, ri) => {
      this.#start[ri] = total;
      total += (space.side + 2 * r) * 4;
    });
    this.#known = new Int8Array(total).fill(-1);
    this.closedBits = new Uint32Array(RING_RADII.length * 4);
  }

  /** Is the window closed? With `test` false, an untested window counts as open (nothing is computed). */
  closed(ri: number, side: number, k: number, test = true): boolean {
    const r = RING_RADII[ri] as number;
    const s = this.space;
    const slot = (this.#start[ri] as number) + side * (s.side + 2 * r) + k;
    const known = this.#known[slot] as number;
    if (known >= 0) return known === 1;
    if (!test) return false;
    const grid = flatGrid(this.#scene);
    let w: Box;
    if (side < 2) {
      const x = side === 0 ? s.x + s.side + r : s.x - r;
      w = { minX: x, maxX: x, minY: s.y - r + k, maxY: s.y - r + k + 1 };
    } else {
      const y = side === 2 ? s.y + s.side + r : s.y - r;
      w = { minX: s.x - r + k, maxX: s.x - r + k + 1, minY: y, maxY: y };
    }
    // A window drawn along a wall is closed: every segment to it ends on the wall.
    // At radius 0 (the space's own sides) only that is tried. Further out, the window is closed when the
    // inner rings' windows are closed wherever segments to it cross them; the exact test comes last.
    const result =
      grid.edgeWalled(w.minX, w.minY, w.maxX === w.minX) ||
      (r > 0 &&
        (ringProvesTotal(this, w, false, ri) ||
          (!clearSample(grid, this.box, w) && walledBetween(this.#scene, this.box, w, WINDOW_STEPS))));
    this.#known[slot] = result ? 1 : 0;
    if (result && k < 32) {
      const bits = ri * 4 + side;
      this.closedBits[bits] = ((this.closedBits[bits] as number) | (1 << k)) >>> 0;
    }
    return result;
  }
}

/**
 * The trace of the hull of a ∪ b on the line u = at (u = x when `vertical`, else y), a lying wholly on one
 * side of the line, into `trace` as [lo, hi] in v; false when the hull misses the line. The hull's trace is
 * spanned by the segments from a corner of a to a corner of b, and by b's own trace when the line crosses b.
 */
const trace = new Float64Array(2);

function hullTrace(a: Box, b: Box, at: number, vertical: boolean): boolean {
  const au0 = vertical ? a.minX : a.minY;
  const au1 = vertical ? a.maxX : a.maxY;
  const bu0 = vertical ? b.minX : b.minY;
  const bu1 = vertical ? b.maxX : b.maxY;
  const av0 = vertical ? a.minY : a.minX;
  const av1 = vertical ? a.maxY : a.maxX;
  const bv0 = vertical ? b.minY : b.minX;
  const bv1 = vertical ? b.maxY : b.maxX;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < 4; i++) {
    const pu = i & 1 ? au1 : au0;
    const qu = i & 2 ? bu1 : bu0;
    if ((pu - at) * (qu - at) > 0) continue;
    // Along a segment from (pu, pv) to (qu, qv) the v at the line is (1 − t)·pv + t·qv, t fixed by the u's.
    const t = pu === qu ? 0 : (at - pu) / (qu - pu);
    lo = Math.min(lo, av0 + (bv0 - av0) * t, pu === qu ? bv0 : Infinity);
    hi = Math.max(hi, av1 + (bv1 - av1) * t, pu === qu ? bv1 : -Infinity);
  }
  if (bu0 <= at && at <= bu1) {
    lo = Math.min(lo, bv0);
    hi = Math.max(hi, bv1);
  }
  trace[0] = lo;
  trace[1] = hi;
  return lo <= hi;
}

/**
 * Are the windows of side `side` of radius RING_RADII[ri] (on the grid line u = at, v in [wlo, whi], one cell
 * each from wlo) closed wherever the hull of the space and `b` meets that side?
 */
function sideClosed(
  rings: RingWindows,
  b: Box,
  ri: number,
  side: number,
  test: boolean,
  at: number,
  wlo: number,
  whi: number,
  vertical: boolean,
): boolean {
  if (!hullTrace(rings.box, b, at, vertical)) return true;
  const lo = (trace[0] as number) - TRACE_MARGIN;
  const hi = (trace[1] as number) + TRACE_MARGIN;
  if (lo > whi || hi < wlo) return true;
  const last = whi - wlo - 1;
  const k0 = Math.max(0, Math.min(last, Math.floor(Math.max(lo, wlo) - wlo)));
  const k1 = Math.max(0, Math.min(last, Math.floor(Math.min(hi, whi) - wlo)));
  if (k1 < 32) {
    // All the windows already known closed: no window to look up one by one.
    const mask = ((0xffffffff >>> (32 - (k1 - k0 + 1))) << k0) >>> 0;
    if (((rings.closedBits[ri * 4 + side] as number) & mask) >>> 0 === mask) return true;
    if (!test) return false;
  }
  for (let k = k0; k <= k1; k++) if (!rings.closed(ri, side, k, test)) return false;
  return true;
}

/**
 * COV-1: true when the closed ring windows of `rings.space` prove that `b` (an inset space) has total cover
 * from it. With `test` false only windows already tested are used; with `quick` too, radii where b lies beyond a
 * side with no window known closed are skipped.
 */
export function ringProvesTotal(
  rings: RingWindows,
  b: Box,
  test = true,
  below: number = RING_RADII.length,
  quick = false,
): boolean {
  const { x, y, side } = rings.space;
  for (let ri = 0; ri < below; ri++) {
    const r = RING_RADII[ri] as number;
    const x0 = x - r;
    const y0 = y - r;
    const x1 = x + side + r;
    const y1 = y + side + r;
    if (!(b.minX > x1 || b.maxX < x0 || b.minY > y1 || b.maxY < y0)) continue;
    // `quick`: a side b reaches with no window known closed most often fails: skip the radius at once. A
    // weaker pass (it may miss a proof through the other sides), for callers that test again in full.
    if (quick) {
      const bits = rings.closedBits;
      const at = ri * 4;
      if (
        (b.maxX >= x1 && bits[at] === 0) ||
        (b.minX <= x0 && bits[at + 1] === 0) ||
        (b.maxY >= y1 && bits[at + 2] === 0) ||
        (b.minY <= y0 && bits[at + 3] === 0)
      )
        continue;
    }
    // The hull reaches a side's line only where b does (the space itself stays inside the ring).
    if (
      (b.maxX < x1 || sideClosed(rings, b, ri, 0, test, x1, y0, y1, true)) &&
      (b.minX > x0 || sideClosed(rings, b, ri, 1, test, x0, y0, y1, true)) &&
      (b.maxY < y1 || sideClosed(rings, b, ri, 2, test, y1, x0, x1, false)) &&
      (b.minY > y0 || sideClosed(rings, b, ri, 3, test, y0, x0, x1, false))
    )
      return true;
  }
  return false;
}
