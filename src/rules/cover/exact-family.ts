/**
 * The last step of the exact total-cover search (COV-1): decide one family of segments — from a point of edge
 * p0–p1 to a point of edge q0–q1 — outright, where halving cannot. Halving settles a family only when one
 * wall, or one connected group of walls, stops all of it; near a member running exactly through two or more
 * wall ends (ends in line, a joint on a grid line, a wall running into a space's edge) the members on one side
 * are stopped by one wall and those on the other side by another, so every part of the family that holds the
 * critical member needs both: halving alone would run out of steps and answer "not total".
 *
 * Method. Free members (touching no wall) form an open set: a free member keeps a positive distance from every
 * closed wall. Whether a member touches a wall changes only where it passes through a "critical point": an
 * end of either edge, an end of a wall, or a point where a wall meets either edge (there the member's own end
 * crosses the wall). The members through no critical point fall into cells, each wholly free or wholly
 * stopped, and every cell borders a line through two critical points. So the family is open exactly when,
 * for some line through two critical points, one of the lines just beside it is a free member: the line
 * shifted off it either way, or turned either way about the middle of each gap between two consecutive
 * critical points lying on it (these reach every cell around it). The nudge is a quarter of the distance to
 * the nearest critical point off the line, so it stays in a cell bordering the line. When one edge is a single
 * point the members are a fan: the critical points cut its other edge into intervals, and the middle of each is
 * tried.
 *
 * An open answer shows a free member. A blocked answer is a proof only when every member tried keeps clear of
 * every critical point by more than the tolerance of the intersection test; when one passes closer (a gap of
 * well under a millionth of a cell), the family is left undecided and the search goes on as before (it may
 * give up: never a false proof).
 */
import * as chain from "./fast-chain";

// Local binding: module namespaces may be compiled to getters, too slow on a path this hot.
const intersects = chain.intersects;
const touchesWalls = chain.touchesWalls;

/** The family is stopped by the walls, a free member exists, or the tolerance forbids a proof. */
export const FAMILY_BLOCKED = 1;
export const FAMILY_OPEN = 0;
export const FAMILY_UNDECIDED = -1;

/** Critical points closer than this are one point. */
const SAME = 1e-12;
/** A critical point this close to a line lies on it. */
const ON_LINE = 1e-9;
/** A member tried must pass at least this far from every critical point for a blocked answer to be a proof. */
const MIN_CLEARANCE = 1e-7;

let xs = new Float64Array(64);
let ys = new Float64Array(64);
let count = 0;
/** Positions of critical points along a line, or fractions along an edge (count + 2 at most). */
let along = new Float64Array(66);

/** The family being decided: its edges, and its walls stack[from, to) (offsets into coords). */
let p0x = 0;
let p0y = 0;
let p1x = 0;
let p1y = 0;
let q0x = 0;
let q0y = 0;
let q1x = 0;
let q1y = 0;
let coords: Float64Array = new Float64Array(0);
let stack: Int32Array = new Int32Array(0);
let from = 0;
let to = 0;
/** The family's bounding box, widened by ON_LINE: every member lies in it. */
let minX = 0;
let minY = 0;
let maxX = 0;
let maxY = 0;

/** Adds a critical point, unless it lies outside the family's bounding box (no member passes it) or is known. */
function addPoint(x: number, y: number): void {
  if (x < minX || x > maxX || y < minY || y > maxY) return;
  for (let i = 0; i < count; i++) {
    if (Math.abs((xs[i] as number) - x) < SAME && Math.abs((ys[i] as number) - y) < SAME) return;
  }
  if (count === xs.length) {
    const gx = new Float64Array(count * 2);
    const gy = new Float64Array(count * 2);
    gx.set(xs);
    gy.set(ys);
    xs = gx;
    ys = gy;
    along = new Float64Array(count * 2 + 2);
  }
  xs[count] = x;
  ys[count] = y;
  count++;
}

/** Adds the points where wall a–b meets edge e0–e1: one crossing, or the ends of a shared stretch. */
function addMeets(ax: number, ay: number, bx: number, by: number, e0x: number, e0y: number, e1x: number, e1y: number) {
  const rx = bx - ax;
  const ry = by - ay;
  const sx = e1x - e0x;
  const sy = e1y - e0y;
  const den = rx * sy - ry * sx;
  const qx = e0x - ax;
  const qy = e0y - ay;
  if (Math.abs(den) < 1e-15) {
    // Parallel: on one line, the ends of each lying on the other bound the shared stretch.
    if (Math.abs(qx * ry - qy * rx) > ON_LINE * Math.hypot(rx, ry)) return;
    if (intersects(ax, ay, ax, ay, e0x, e0y, e1x, e1y)) addPoint(ax, ay);
    if (intersects(bx, by, bx, by, e0x, e0y, e1x, e1y)) addPoint(bx, by);
    if (intersects(e0x, e0y, e0x, e0y, ax, ay, bx, by)) addPoint(e0x, e0y);
    if (intersects(e1x, e1y, e1x, e1y, ax, ay, bx, by)) addPoint(e1x, e1y);
    return;
  }
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  if (t < -SAME || t > 1 + SAME || u < -SAME || u > 1 + SAME) return;
  addPoint(ax + t * rx, ay + t * ry);
}

/** Does segment p–q touch none of the family's walls? */
function free(px: number, py: number, qx: number, qy: number): boolean {
  return !touchesWalls(px, py, qx, qy, coords, stack, from, to);
}

/**
 * Distance from the line through (ox, oy) with unit direction (dx, dy) to the nearest critical point, leaving
 * out the point (ox, oy) itself when `fromPoint` (a fan's point, on every member).
 */
function clearance(ox: number, oy: number, dx: number, dy: number, fromPoint: boolean): number {
  let nearest = Infinity;
  for (let i = 0; i < count; i++) {
    if (fromPoint && Math.abs((xs[i] as number) - ox) < SAME && Math.abs((ys[i] as number) - oy) < SAME) continue;
    const d = Math.abs(((xs[i] as number) - ox) * dy - ((ys[i] as number) - oy) * dx);
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/** Where the line o + τ·d crosses edge e0–e1, as a fraction of the edge, or NaN when it does not. */
function crossing(ox: number, oy: number, dx: number, dy: number, e0x: number, e0y: number, e1x: number, e1y: number) {
  const den = dx * (e1y - e0y) - dy * (e1x - e0x);
  if (Math.abs(den) < 1e-15) return NaN;
  const s = -(dx * (e0y - oy) - dy * (e0x - ox)) / den;
  return s >= 0 && s <= 1 ? s : NaN;
}

/**
 * The member on the line through (ox, oy) with direction (dx, dy): FAMILY_OPEN when it touches no wall,
 * FAMILY_UNDECIDED when it touches one but passes within the tolerance of a critical point, FAMILY_BLOCKED
 * otherwise (also when the line misses an edge: no member).
 */
function tryLine(ox: number, oy: number, dx: number, dy: number): number {
  const s = crossing(ox, oy, dx, dy, p0x, p0y, p1x, p1y);
  const t = crossing(ox, oy, dx, dy, q0x, q0y, q1x, q1y);
  if (s !== s || t !== t) return FAMILY_BLOCKED;
  const px = p0x + s * (p1x - p0x);
  const py = p0y + s * (p1y - p0y);
  const qx = q0x + t * (q1x - q0x);
  const qy = q0y + t * (q1y - q0y);
  if (free(px, py, qx, qy)) return FAMILY_OPEN;
  const len = Math.hypot(dx, dy);
  return clearance(ox, oy, dx / len, dy / len, false) < MIN_CLEARANCE ? FAMILY_UNDECIDED : FAMILY_BLOCKED;
}

/**
 * The fan of members from point (px, py) to edge e0–e1: open when the member to the middle of an interval
 * between two consecutive critical points (as seen from the point) is free.
 */
function fan(px: number, py: number, e0x: number, e0y: number, e1x: number, e1y: number): number {
  const ex = e1x - e0x;
  const ey = e1y - e0y;
  let n = 0;
  along[n++] = 0;
  along[n++] = 1;
  for (let i = 0; i < count; i++) {
    const cx = (xs[i] as number) - px;
    const cy = (ys[i] as number) - py;
    const den = cx * ey - cy * ex;
    if (Math.abs(den) < 1e-15) continue;
    const t = -(cx * (e0y - py) - cy * (e0x - px)) / den;
    if (t > 0 && t < 1) along[n++] = t;
  }
  along.subarray(0, n).sort();
  let undecided = false;
  for (let k = 0; k + 1 < n; k++) {
    const t = ((along[k] as number) + (along[k + 1] as number)) / 2;
    const qx = e0x + t * ex;
    const qy = e0y + t * ey;
    if (free(px, py, qx, qy)) return FAMILY_OPEN;
    const len = Math.hypot(qx - px, qy - py);
    if (clearance(px, py, (qx - px) / len, (qy - py) / len, true) < MIN_CLEARANCE) undecided = true;
  }
  return undecided ? FAMILY_UNDECIDED : FAMILY_BLOCKED;
}

/** The members beside every line through two critical points (both edges being segments). */
function beside(): number {
  let undecided = false;
  for (let i = 0; i < count; i++) {
    const cx = xs[i] as number;
    const cy = ys[i] as number;
    for (let j = i + 1; j < count; j++) {
      const len = Math.hypot((xs[j] as number) - cx, (ys[j] as number) - cy);
      const ux = ((xs[j] as number) - cx) / len;
      const uy = ((ys[j] as number) - cy) / len;
      // Offsets along the normal (-uy, ux). A line missing an edge has the lines beside it missing it too.
      const a0 = (p0y - cy) * ux - (p0x - cx) * uy;
      const a1 = (p1y - cy) * ux - (p1x - cx) * uy;
      if ((a0 > ON_LINE && a1 > ON_LINE) || (a0 < -ON_LINE && a1 < -ON_LINE)) continue;
      const b0 = (q0y - cy) * ux - (q0x - cx) * uy;
      const b1 = (q1y - cy) * ux - (q1x - cx) * uy;
      if ((b0 > ON_LINE && b1 > ON_LINE) || (b0 < -ON_LINE && b1 < -ON_LINE)) continue;
      let n = 0;
      let nearest = 1;
      let reach = 0;
      for (let k = 0; k < count; k++) {
        const dx = (xs[k] as number) - cx;
        const dy = (ys[k] as number) - cy;
        const off = Math.abs(dy * ux - dx * uy);
        const pos = dx * ux + dy * uy;
        if (off <= ON_LINE) along[n++] = pos;
        else if (off < nearest) nearest = off;
        if (Math.abs(pos) > reach) reach = Math.abs(pos);
      }
      along.subarray(0, n).sort();
      const nudge = nearest / 4;
      // Lines beside this one, offset shift + turn·τ along the normal at τ from (cx, cy): shifted off it both
      // ways (k = -2, -1), then turned both ways about the middle m of each gap between consecutive critical
      // points on it (k = 0, 1, …: two tries per gap). |offset| < nudge wherever a critical point lies.
      for (let k = -2; k < 2 * (n - 1); k++) {
        let shift = k === -2 ? nudge : -nudge;
        let turn = 0;
        if (k >= 0) {
          const g = k >> 1;
          const m = ((along[g] as number) + (along[g + 1] as number)) / 2;
          turn = (k & 1 ? -nudge : nudge) / (reach + Math.abs(m) + 1);
          shift = -turn * m;
        }
        const result = tryLine(cx - uy * shift, cy + ux * shift, ux - uy * turn, uy + ux * turn);
        if (result === FAMILY_OPEN) return FAMILY_OPEN;
        if (result === FAMILY_UNDECIDED) undecided = true;
      }
    }
  }
  return undecided ? FAMILY_UNDECIDED : FAMILY_BLOCKED;
}

/**
 * COV-1: decides the family of segments from edge a0–a1 to edge b0–b1 (either may be a single point) against
 * the walls `walls[first, last)` (offsets into `wallCoords`: ax, ay, bx, by per wall), which must hold every
 * wall meeting the family's hull: FAMILY_BLOCKED when every member touches one of them, FAMILY_OPEN when one
 * touches none, FAMILY_UNDECIDED when the members that would prove it blocked pass within the tolerance.
 */
export function decideFamily(
  a0x: number,
  a0y: number,
  a1x: number,
  a1y: number,
  b0x: number,
  b0y: number,
  b1x: number,
  b1y: number,
  wallCoords: Float64Array,
  walls: Int32Array,
  first: number,
  last: number,
): number {
  p0x = a0x;
  p0y = a0y;
  p1x = a1x;
  p1y = a1y;
  q0x = b0x;
  q0y = b0y;
  q1x = b1x;
  q1y = b1y;
  coords = wallCoords;
  stack = walls;
  from = first;
  to = last;
  minX = Math.min(p0x, p1x, q0x, q1x) - ON_LINE;
  minY = Math.min(p0y, p1y, q0y, q1y) - ON_LINE;
  maxX = Math.max(p0x, p1x, q0x, q1x) + ON_LINE;
  maxY = Math.max(p0y, p1y, q0y, q1y) + ON_LINE;
  count = 0;
  addPoint(p0x, p0y);
  addPoint(p1x, p1y);
  addPoint(q0x, q0y);
  addPoint(q1x, q1y);
  for (let k = from; k < to; k++) {
    const w = stack[k] as number;
    const ax = coords[w] as number;
    const ay = coords[w + 1] as number;
    const bx = coords[w + 2] as number;
    const by = coords[w + 3] as number;
    addPoint(ax, ay);
    addPoint(bx, by);
    addMeets(ax, ay, bx, by, p0x, p0y, p1x, p1y);
    addMeets(ax, ay, bx, by, q0x, q0y, q1x, q1y);
  }
  const pointA = Math.abs(p1x - p0x) < SAME && Math.abs(p1y - p0y) < SAME;
  const pointB = Math.abs(q1x - q0x) < SAME && Math.abs(q1y - q0y) < SAME;
  if (pointA && pointB) return free(p0x, p0y, q0x, q0y) ? FAMILY_OPEN : FAMILY_BLOCKED;
  if (pointA) return fan(p0x, p0y, q0x, q0y, q1x, q1y);
  if (pointB) return fan(q0x, q0y, p0x, p0y, p1x, p1y);
  return beside();
}
