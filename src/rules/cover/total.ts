import type { Space } from "../geometry/grid";
import { insetBox } from "./lines";
import type { CoverScene } from "./scene";
import type { Box } from "./separation";
import type { FlatWallGrid } from "./flat-wall-grid";
import * as windows from "./window-test";

// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const flatGrid = windows.flatGrid;
const windowWalledAfter = windows.windowWalledAfter;

/**
 * The walls each window test's middle sample segment touches, one frame per window under test (a window's test may
 * test inner windows first: at most one frame per radius), and the first free slot.
 */
let sampled = new Int32Array(64);
let sampledTop = 0;

/**
 * Fast proofs of total cover (COV-1) for a whole scene. For each creature, "rings" are drawn around its space:
 * the squares of grid lines r cells outside it (r in RING_RADII), each side cut into windows one cell edge
 * long. A window is closed when every segment from the creature's (inset) space to it touches a wall: a wall
 * runs along it, or the inner rings' windows those segments cross are closed (tested in turn when need be),
 * or the exact test says so within a few steps (window-test.ts). Windows are tested lazily, once per
 * creature, and reused by all its pairs; whether a window is closed depends on the window alone, never on
 * which pairs asked first. Every segment from the creature to a space lying wholly outside a ring stays in
 * the hull of the two spaces and crosses the ring where that hull meets it; so when all the windows there
 * are closed, every such segment touches a wall: the pair has total cover — a proof, not a guess. Pairs the
 * rings can't settle take the exact test.
 */
export const RING_RADII = [0, 1, 2, 3, 5, 8, 12] as const;

/** Widening of the hull's trace on a ring side, against rounding (more windows checked, never fewer). */
const TRACE_MARGIN = 1e-9;

/**
 * Ring windows of one space, tested lazily and remembered: `closed(ri, side, k)` is true when every segment
 * from the (inset) space to window k of side `side` (right, left, down, up) of the ring of radius
 * RING_RADII[ri] touches a wall. The ring of radius r is the square of grid lines r cells outside the space;
 * its windows are the cell edges along it (a window drawn along a wall is closed at once).
 */
export class RingWindows {
  readonly #grid: FlatWallGrid;
  readonly box: Box;
  readonly space: Space;
  /** Where each radius starts in `#known` (4 sides of side + 2r windows). */
  readonly #start: Int32Array;
  readonly #known: Int8Array;
  /** Per radius and side (ri * 4 + side), bit k set when window k (k < 32) is known closed. */
  readonly closedBits: Uint32Array;
  /** The same for windows known open. */
  readonly openBits: Uint32Array;

  constructor(scene: CoverScene, space: Space) {
    this.#grid = flatGrid(scene);
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
    this.openBits = new Uint32Array(RING_RADII.length * 4);
  }

  /** Is the window closed? With `test` false, an untested window counts as open (nothing is computed). */
  closed(ri: number, side: number, k: number, test = true): boolean {
    const r = RING_RADII[ri] as number;
    const s = this.space;
    const slot = (this.#start[ri] as number) + side * (s.side + 2 * r) + k;
    const known = this.#known[slot] as number;
    if (known >= 0) return known === 1;
    if (!test) return false;
    const grid = this.#grid;
    // Built with the property order of insetBox: one object shape on the hot paths that read boxes.
    let w: Box;
    if (side < 2) {
      const x = side === 0 ? s.x + s.side + r : s.x - r;
      w = { minX: x, minY: s.y - r + k, maxX: x, maxY: s.y - r + k + 1 };
    } else {
      const y = side === 2 ? s.y + s.side + r : s.y - r;
      w = { minX: s.x - r + k, minY: y, maxX: s.x - r + k + 1, maxY: y };
    }
    // A window drawn along a wall is closed: every segment to it ends on the wall.
    // At radius 0 (the space's own sides) only that is tried. Further out, the window is closed when the
    // inner rings' windows are closed wherever segments to it cross them (those are tested as needed: they
    // are cheaper, nearer the space, and shared by the windows behind them); the exact test comes last.
    // The middle sample segment is walked first: touching no wall, the window is open (no inner ring nor exact
    // test could close it); the walls it touches are kept for the exact test's first proof.
    let result = grid.edgeWalled(w.minX, w.minY, w.maxX === w.minX);
    if (!result && r > 0) {
      const a = this.box;
      const frame = grid.coords.length >> 2;
      if (sampledTop === 0 && sampled.length < frame * (RING_RADII.length + 1))
        sampled = new Int32Array(frame * (RING_RADII.length + 1));
      const from = sampledTop;
      const end = grid.segmentWalls(
        (a.minX + a.maxX) / 2,
        (a.minY + a.maxY) / 2,
        (w.minX + w.maxX) / 2,
        (w.minY + w.maxY) / 2,
        sampled,
        from,
      );
      if (end > from) {
        sampledTop = end;
        result = ringProvesTotal(this, w, true, ri);
        sampledTop = from;
        result ||= windowWalledAfter(grid, a, w, sampled, from, end - from);
      }
    }
    this.#known[slot] = result ? 1 : 0;
    if (k < 32) {
      const masks = result ? this.closedBits : this.openBits;
      masks[ri * 4 + side] = ((masks[ri * 4 + side] as number) | (1 << k)) >>> 0;
    }
    return result;
  }
}

/**
 * The trace of the hull of a ∪ b on the line u = at (u = x when `vertical`, else y), a lying wholly on one
 * side of the line and off it (an inset space inside a ring), into `trace` as [lo, hi] in v; false when the
 * hull misses the line. The hull's trace is spanned by the segments from a corner of a to a corner of b, and
 * by b's own trace when the line crosses b. (One function, no helper taking numbers: a call that is not
 * inlined boxes its non-integer arguments.)
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
    // a is strictly on one side (pu ≠ at), so a segment meeting the line is not parallel to it (qu ≠ pu).
    if ((pu - at) * (qu - at) > 0) continue;
    // Along a segment from (pu, pv) to (qu, qv) the v at the line is (1 − t)·pv + t·qv, t fixed by the u's.
    const t = (at - pu) / (qu - pu);
    const l = av0 + (bv0 - av0) * t;
    const h = av1 + (bv1 - av1) * t;
    if (l < lo) lo = l;
    if (h > hi) hi = h;
  }
  if (bu0 <= at && at <= bu1) {
    if (bv0 < lo) lo = bv0;
    if (bv1 > hi) hi = bv1;
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
    // A window known open there: this radius proves nothing, whatever the others are.
    if (!test || ((rings.openBits[ri * 4 + side] as number) & mask) !== 0) return false;
  }
  for (let k = k0; k <= k1; k++) if (!rings.closed(ri, side, k, test)) return false;
  return true;
}

/** Margin that keeps the centre-line test away from window ends and ring corners (then it is not used). */
const CENTRE_MARGIN = 1e-6;

/**
 * COV-1: true when the closed ring windows of `rings.space` prove that `b` (an inset space) has total cover
 * from it: some ring lies wholly between them and its windows are closed wherever their hull meets it. With
 * `test` false only windows already tested are used (a cheap first pass; with it, the windows needed are
 * tested). `below` limits the rings tried to the innermost ones, `from` skips the innermost ones.
 */
export function ringProvesTotal(
  rings: RingWindows,
  b: Box,
  test = true,
  below: number = RING_RADII.length,
  from = 0,
): boolean {
  const { x, y, side } = rings.space;
  const bits = rings.closedBits;
  const minX = b.minX;
  const minY = b.minY;
  const maxX = b.maxX;
  const maxY = b.maxY;
  // The segment between the two centres lies in the hull: the window where it leaves a ring must be closed.
  // It leaves the ring of half-width h through side `through`, h·stretch along it.
  const dx = (minX + maxX) / 2 - (x + side / 2);
  const dy = (minY + maxY) / 2 - (y + side / 2);
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const through = ax > ay ? (dx > 0 ? 0 : 1) : ay > ax ? (dy > 0 ? 2 : 3) : -1;
  const stretch = 1 + (ax > ay ? dy / ax : ay > ax ? dx / ay : 0);
  // Untested windows count as open without `test`: the centre window must be known closed. With it, only a
  // window known open ends the radius.
  const centreBits = test ? rings.openBits : bits;
  for (let ri = from; ri < below; ri++) {
    const r = RING_RADII[ri] as number;
    const x0 = x - r;
    const y0 = y - r;
    const x1 = x + side + r;
    const y1 = y + side + r;
    // b meets this ring's square, hence every larger one: no ring lies between them from here on.
    if (!(minX > x1 || maxX < x0 || minY > y1 || maxY < y0)) break;
    const at = ri * 4;
    if (through >= 0) {
      const v = (side / 2 + r) * stretch;
      const k = Math.floor(v);
      if (v - k > CENTRE_MARGIN && v - k < 1 - CENTRE_MARGIN && k < 32) {
        if ((((centreBits[at + through] as number) & (1 << k)) !== 0) === test) continue;
      }
    }
    const right = maxX >= x1;
    const left = minX <= x0;
    const down = maxY >= y1;
    const up = minY <= y0;
    // The hull reaches a side's line only where b does (the space itself stays inside the ring).
    if (
      (!right || sideClosed(rings, b, ri, 0, test, x1, y0, y1, true)) &&
      (!left || sideClosed(rings, b, ri, 1, test, x0, y0, y1, true)) &&
      (!down || sideClosed(rings, b, ri, 2, test, y1, x0, x1, false)) &&
      (!up || sideClosed(rings, b, ri, 3, test, y0, x0, x1, false))
    )
      return true;
  }
  return false;
}
