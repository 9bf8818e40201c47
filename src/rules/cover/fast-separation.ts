import type { Box } from "./separation";
import * as chain from "./fast-chain";
import type { FlatHull } from "./fast-chain";
import type { FlatWallGrid } from "./flat-wall-grid";
import * as facing from "./facing-edges";
import * as exact from "./exact-family";

/**
 * The exact total-cover test of `wallSeparated` (COV-1), rewritten for the whole-scene queries without
 * allocation: walls are flat coordinates (ax, ay, bx, by per wall), the walls met by each family are kept on
 * one shared stack of indexes, and the hull lives in a scratch buffer. Same method, same tolerances, same
 * order and the same limits (the outright decision of exact-family.ts from the sixth halving, 40 halvings,
 * 2,000 steps unless fewer are asked for), so it answers what `wallSeparated` answers for the same walls
 * (tests/rules/cover/fast-proofs.test.ts compares them).
 */
// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const orient = chain.orient;
const intersects = chain.intersects;
const chainSeparatesFlat = chain.chainSeparatesFlat;
const touchesWalls = chain.touchesWalls;
const facingEdges = facing.facingEdges;
const decideFamily = exact.decideFamily;
const MAX_DEPTH = 40;
const STEP_BUDGET = 2000;
const CHAIN_LIMIT = 24;
/**
 * Halvings after which a family the cheap proofs leave unsettled is decided outright (exact-family.ts): near a
 * member running exactly through wall ends, halving alone never settles it. Sooner spends that decision on
 * families a few more halvings settle (the benchmark's large matrix slows); later spends steps (a ring
 * window's few steps run out first).
 */
const EXACT_DEPTH = 6;

let coords: Float64Array = new Float64Array(0);
let stack: Int32Array = new Int32Array(1024);
let steps = 0;
let budget = STEP_BUDGET;
/** Only the first proof of familyBlocked (one wall across the whole family), nothing more. */
let oneWall = false;
const hull: FlatHull = { xs: new Float64Array(8), ys: new Float64Array(8), n: 0 };
const sortX = new Float64Array(4);
const sortY = new Float64Array(4);

function ensureStack(size: number): void {
  if (stack.length >= size) return;
  const grown = new Int32Array(Math.max(size, stack.length * 2));
  grown.set(stack);
  stack = grown;
}

/** Monotone-chain convex hull of four points into `hull`, counter-clockwise, collinear points dropped. */
function hull4(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number) {
  sortX[0] = ax;
  sortY[0] = ay;
  sortX[1] = bx;
  sortY[1] = by;
  sortX[2] = cx;
  sortY[2] = cy;
  sortX[3] = dx;
  sortY[3] = dy;
  for (let i = 1; i < 4; i++) {
    const x = sortX[i] as number;
    const y = sortY[i] as number;
    let j = i - 1;
    while (j >= 0 && ((sortX[j] as number) > x || ((sortX[j] as number) === x && (sortY[j] as number) > y))) {
      sortX[j + 1] = sortX[j] as number;
      sortY[j + 1] = sortY[j] as number;
      j--;
    }
    sortX[j + 1] = x;
    sortY[j + 1] = y;
  }
  const xs = hull.xs;
  const ys = hull.ys;
  let n = 0;
  for (let pass = 0; pass < 2; pass++) {
    const start = n;
    let m = 0;
    for (let s = 0; s < 4; s++) {
      const k = pass === 0 ? s : 3 - s;
      const px = sortX[k] as number;
      const py = sortY[k] as number;
      while (m >= 2) {
        const i1 = start + m - 2;
        const i2 = start + m - 1;
        if (orient(xs[i1] as number, ys[i1] as number, xs[i2] as number, ys[i2] as number, px, py) > 0) break;
        m--;
      }
      xs[start + m] = px;
      ys[start + m] = py;
      m++;
    }
    m--;
    n = start + m;
  }
  hull.n = n;
}

function insideHull(x: number, y: number): boolean {
  const n = hull.n;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    if (orient(hull.xs[i] as number, hull.ys[i] as number, hull.xs[j] as number, hull.ys[j] as number, x, y) < 0)
      return false;
  }
  return true;
}

function meetsHull(w: number): boolean {
  const ax = coords[w] as number;
  const ay = coords[w + 1] as number;
  const bx = coords[w + 2] as number;
  const by = coords[w + 3] as number;
  if (insideHull(ax, ay) || insideHull(bx, by)) return true;
  const n = hull.n;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    if (
      intersects(ax, ay, bx, by, hull.xs[i] as number, hull.ys[i] as number, hull.xs[j] as number, hull.ys[j] as number)
    )
      return true;
  }
  return false;
}

function touchesAny(px: number, py: number, qx: number, qy: number, from: number, to: number): boolean {
  return touchesWalls(px, py, qx, qy, coords, stack, from, to);
}

function wallBlocksFamily(
  w: number,
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
): boolean {
  const ax = coords[w] as number;
  const ay = coords[w + 1] as number;
  const bx = coords[w + 2] as number;
  const by = coords[w + 3] as number;
  const a0 = orient(ax, ay, bx, by, p0x, p0y);
  const a1 = orient(ax, ay, bx, by, p1x, p1y);
  const b0 = orient(ax, ay, bx, by, q0x, q0y);
  const b1 = orient(ax, ay, bx, by, q1x, q1y);
  const split = (a0 <= 0 && a1 <= 0 && b0 >= 0 && b1 >= 0) || (a0 >= 0 && a1 >= 0 && b0 <= 0 && b1 <= 0);
  return (
    split &&
    intersects(p0x, p0y, q0x, q0y, ax, ay, bx, by) &&
    intersects(p0x, p0y, q1x, q1y, ax, ay, bx, by) &&
    intersects(p1x, p1y, q0x, q0y, ax, ay, bx, by) &&
    intersects(p1x, p1y, q1x, q1y, ax, ay, bx, by)
  );
}

/** familyBlocked of separation.ts; the family's walls are stack[from, to). */
function familyBlocked(
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  from: number,
  to: number,
  depth: number,
): boolean {
  if (++steps > budget) return false;
  hull4(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y);
  const pmx = (p0x + p1x) / 2;
  const pmy = (p0y + p1y) / 2;
  const qmx = (q0x + q1x) / 2;
  const qmy = (q0y + q1y) / 2;
  if (hull.n < 3) return touchesAny(pmx, pmy, qmx, qmy, from, to);
  ensureStack(to + (to - from));
  // One wall meeting the hull that blocks the whole family settles it. Most families are settled so: look
  // for that wall first (its first test, which side of the wall each edge lies on, is cheaper than
  // meetsHull), and gather the walls meeting the hull only when there is none.
  for (let k = from; k < to; k++) {
    const w = stack[k] as number;
    if (wallBlocksFamily(w, p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y) && meetsHull(w)) return true;
  }
  if (oneWall) return false;
  let top = to;
  for (let k = from; k < to; k++) {
    const w = stack[k] as number;
    if (meetsHull(w)) stack[top++] = w;
  }
  if (top === to) return false;
  if (!touchesAny(pmx, pmy, qmx, qmy, to, top)) return false;
  if (
    top - to <= CHAIN_LIMIT &&
    chainSeparatesFlat(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, hull, coords, stack, to, top)
  )
    return true;
  if (depth >= EXACT_DEPTH && top - to <= CHAIN_LIMIT) {
    const decided = decideFamily(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, coords, stack, to, top);
    if (decided !== exact.FAMILY_UNDECIDED) return decided === exact.FAMILY_BLOCKED;
  }
  if (depth >= MAX_DEPTH) return false;
  const aLong = Math.hypot(p1x - p0x, p1y - p0y) >= Math.hypot(q1x - q0x, q1y - q0y);
  return aLong
    ? familyBlocked(p0x, p0y, pmx, pmy, q0x, q0y, q1x, q1y, to, top, depth + 1) &&
        familyBlocked(pmx, pmy, p1x, p1y, q0x, q0y, q1x, q1y, to, top, depth + 1)
    : familyBlocked(p0x, p0y, p1x, p1y, q0x, q0y, qmx, qmy, to, top, depth + 1) &&
        familyBlocked(p0x, p0y, p1x, p1y, qmx, qmy, q1x, q1y, to, top, depth + 1);
}

const edgesA = new Float64Array(16);
const edgesB = new Float64Array(16);

/** Runs familyBlocked on every pair of facing edges, the walls being stack[0, count): all blocked? */
function familiesBlocked(a: Box, b: Box, count: number): boolean {
  const na = facingEdges(a, b, edgesA);
  const nb = facingEdges(b, a, edgesB);
  const e = edgesA;
  const f = edgesB;
  for (let i = 0; i < na; i++) {
    for (let j = 0; j < nb; j++) {
      if (
        !familyBlocked(
          e[i * 4] as number,
          e[i * 4 + 1] as number,
          e[i * 4 + 2] as number,
          e[i * 4 + 3] as number,
          f[j * 4] as number,
          f[j * 4 + 1] as number,
          f[j * 4 + 2] as number,
          f[j * 4 + 3] as number,
          0,
          count,
          0,
        )
      )
        return false;
    }
  }
  return true;
}

/**
 * COV-1: `wallSeparated(a, b, walls)` for two boxes, without allocation, the walls being those of `grid`
 * near the hull of a ∪ b (`queryBetween`): true when every segment from closed box `a` to closed
 * box `b` touches one of them. A smaller `maxSteps` gives up sooner (answering false, never a false proof).
 */
export function boxesWallSeparated(a: Box, b: Box, grid: FlatWallGrid, maxSteps = STEP_BUDGET): boolean {
  if (a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY) return false;
  coords = grid.coords;
  ensureStack(coords.length >> 2);
  const count = grid.queryBetween(a, b, stack, 0);
  steps = 0;
  budget = maxSteps;
  oneWall = false;
  return familiesBlocked(a, b, count);
}

/**
 * COV-1: a cheap first try of boxesWallSeparated: does one of `walls[0, count)` (offsets into `grid.coords`)
 * cross each whole family of segments from `a` to `b`? Its proofs are the first proofs of the full test
 * (no halving, no chains; a proof from fewer walls is one from all of them). The wall across a whole family
 * touches every segment of it, so the walls a sample segment touches are the ones worth trying. The walls are
 * `walls[from, from + count)`.
 */
export function oneWallAcrossEach(
  a: Box,
  b: Box,
  grid: FlatWallGrid,
  walls: Int32Array,
  count: number,
  from = 0,
): boolean {
  if (a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY) return false;
  coords = grid.coords;
  ensureStack(count * 2);
  for (let k = 0; k < count; k++) stack[k] = walls[from + k] as number;
  steps = 0;
  budget = STEP_BUDGET;
  oneWall = true;
  return familiesBlocked(a, b, count);
}
