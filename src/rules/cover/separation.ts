import type { Point } from "../geometry/grid";
import { segmentsIntersect, type Segment } from "../geometry/segments";
import { decideFamily, FAMILY_BLOCKED, FAMILY_UNDECIDED } from "./exact-family";

/**
 * The exact test behind total cover (COV-1, COV-6, AOE-3): is every straight segment from a region A to a
 * region B touched by some wall? A and B are closed boxes (creature spaces inset by COVER_INSET) or a point.
 *
 * Method. Any segment from A to B contains a piece that leaves A through an edge of A facing B and enters B
 * through an edge of B facing A, so it is enough to look at the families "from a point of edge a to a point of
 * edge b" for each facing pair. A family is settled by recursive halving of its two edges:
 * - blocked when one wall crosses every member: the wall's line has a on one side and b on the other and the
 *   four extreme members (corner to corner) all touch the wall — then every member crosses the wall's line
 *   inside the wall;
 * - blocked when a connected set of walls, clipped to the family's hull and touching neither a nor b, touches
 *   the hull's boundary on both arcs between a and b (it cuts the hull in two, a on one side, b on the other:
 *   this settles wall joints and crossings, where no single wall covers everything);
 * - open when the middle member touches no wall, or no wall meets the hull.
 * Otherwise the longer edge is halved; from the sixth halving on, a family still unsettled (at most 24 walls
 * meeting its hull) is decided outright by exact-family.ts. Halving alone never settles the families holding
 * a member that runs exactly through wall ends (ends in line, walls meeting at a grid joint, a wall running
 * into a space's edge): the members on one side of it are stopped by one wall, those on the other side by
 * another, and every part holding it needs both. Limits: a search that is not settled after 40 halvings or
 * 2,000 steps (only near gaps narrower than about a millionth of a cell, which the outright decision leaves
 * undecided) answers "open", so the test never claims total cover without a proof; a family whose points are
 * all collinear is judged by its middle member.
 */
const EPS = 1e-9;
const MAX_DEPTH = 40;
const STEP_BUDGET = 2000;
const CHAIN_LIMIT = 24;
/** Halvings after which an unsettled family is decided outright (fast-separation.ts says why six). */
const EXACT_DEPTH = 6;

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function orient(p: Point, q: Point, r: Point): number {
  const v = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return Math.abs(v) < EPS ? 0 : v;
}

/** Convex hull, counter-clockwise (orient > 0 inside), collinear points dropped. */
function convexHull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  const half = (list: readonly Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && orient(out[out.length - 2] as Point, out[out.length - 1] as Point, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

function insideHull(p: Point, hull: readonly Point[]): boolean {
  for (let i = 0; i < hull.length; i++) {
    if (orient(hull[i] as Point, hull[(i + 1) % hull.length] as Point, p) < 0) return false;
  }
  return true;
}

function meetsHull(w: Segment, hull: readonly Point[]): boolean {
  if (insideHull(w.a, hull) || insideHull(w.b, hull)) return true;
  for (let i = 0; i < hull.length; i++) {
    if (segmentsIntersect(w.a, w.b, hull[i] as Point, hull[(i + 1) % hull.length] as Point)) return true;
  }
  return false;
}

function wallBlocksFamily(w: Segment, p0: Point, p1: Point, q0: Point, q1: Point): boolean {
  const a0 = orient(w.a, w.b, p0);
  const a1 = orient(w.a, w.b, p1);
  const b0 = orient(w.a, w.b, q0);
  const b1 = orient(w.a, w.b, q1);
  const split = (a0 <= 0 && a1 <= 0 && b0 >= 0 && b1 >= 0) || (a0 >= 0 && a1 >= 0 && b0 <= 0 && b1 <= 0);
  return (
    split &&
    segmentsIntersect(p0, q0, w.a, w.b) &&
    segmentsIntersect(p0, q1, w.a, w.b) &&
    segmentsIntersect(p1, q0, w.a, w.b) &&
    segmentsIntersect(p1, q1, w.a, w.b)
  );
}

/** Clips a segment to a convex counter-clockwise polygon (Cyrus–Beck), or null when it misses. */
function clipToHull(w: Segment, hull: readonly Point[]): Segment | null {
  let t0 = 0;
  let t1 = 1;
  const dx = w.b.x - w.a.x;
  const dy = w.b.y - w.a.y;
  for (let i = 0; i < hull.length; i++) {
    const h = hull[i] as Point;
    const n = hull[(i + 1) % hull.length] as Point;
    const ex = n.x - h.x;
    const ey = n.y - h.y;
    const f0 = ex * (w.a.y - h.y) - ey * (w.a.x - h.x);
    const df = ex * dy - ey * dx;
    if (Math.abs(df) < EPS) {
      if (f0 < -EPS) return null;
    } else {
      const t = -f0 / df;
      if (df > 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
    if (t0 > t1 + EPS) return null;
  }
  return { a: { x: w.a.x + t0 * dx, y: w.a.y + t0 * dy }, b: { x: w.a.x + t1 * dx, y: w.a.y + t1 * dy } };
}

/** Position of a boundary point along the hull's perimeter (edge index + fraction), or -1 inside. */
function perimeterPosition(p: Point, hull: readonly Point[]): number {
  for (let i = 0; i < hull.length; i++) {
    const h = hull[i] as Point;
    const n = hull[(i + 1) % hull.length] as Point;
    const len = Math.hypot(n.x - h.x, n.y - h.y);
    const cross = (n.x - h.x) * (p.y - h.y) - (n.y - h.y) * (p.x - h.x);
    if (Math.abs(cross) > 1e-7 * len) continue;
    const t = ((p.x - h.x) * (n.x - h.x) + (p.y - h.y) * (n.y - h.y)) / (len * len);
    if (t >= -1e-7 && t <= 1 + 1e-7) return i + Math.min(1, Math.max(0, t));
  }
  return -1;
}

function vertexPosition(candidates: readonly Point[], hull: readonly Point[]): number {
  for (const c of candidates) {
    const i = hull.findIndex((h) => Math.abs(h.x - c.x) < EPS && Math.abs(h.y - c.y) < EPS);
    if (i >= 0) return i;
  }
  return -1;
}

function chainSeparates(p0: Point, p1: Point, q0: Point, q1: Point, hull: readonly Point[], walls: Segment[]) {
  const ua = vertexPosition([p0, p1], hull);
  const ub = vertexPosition([q0, q1], hull);
  if (ua < 0 || ub < 0) return false;
  const pieces: Segment[] = [];
  for (const w of walls) {
    const piece = clipToHull(w, hull);
    if (!piece) continue;
    if (segmentsIntersect(piece.a, piece.b, p0, p1) || segmentsIntersect(piece.a, piece.b, q0, q1)) continue;
    pieces.push(piece);
  }
  const parent = pieces.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  for (let i = 0; i < pieces.length; i++) {
    const s = pieces[i] as Segment;
    for (let j = i + 1; j < pieces.length; j++) {
      const t = pieces[j] as Segment;
      if (segmentsIntersect(s.a, s.b, t.a, t.b)) parent[root(i)] = root(j);
    }
  }
  const n = hull.length;
  const span = (ub - ua + n) % n;
  const arcs = new Map<number, number>();
  pieces.forEach((piece, i) => {
    for (const end of [piece.a, piece.b]) {
      const u = perimeterPosition(end, hull);
      if (u < 0) continue;
      const d = (u - ua + n) % n;
      const arc = d > EPS && d < span - EPS ? 1 : d > span + EPS ? 2 : 0;
      const r = root(i);
      arcs.set(r, (arcs.get(r) ?? 0) | arc);
    }
  });
  for (const bits of arcs.values()) if (bits === 3) return true;
  return false;
}

interface Search {
  steps: number;
}

function mid(p: Point, q: Point): Point {
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

function touchesAny(p: Point, q: Point, walls: readonly Segment[]): boolean {
  for (const w of walls) if (segmentsIntersect(p, q, w.a, w.b)) return true;
  return false;
}

function familyBlocked(
  p0: Point,
  p1: Point,
  q0: Point,
  q1: Point,
  walls: readonly Segment[],
  depth: number,
  search: Search,
): boolean {
  if (++search.steps > STEP_BUDGET) return false;
  const hull = convexHull([p0, p1, q0, q1]);
  const pm = mid(p0, p1);
  const qm = mid(q0, q1);
  if (hull.length < 3) return touchesAny(pm, qm, walls);
  const local = walls.filter((w) => meetsHull(w, hull));
  if (local.length === 0) return false;
  for (const w of local) if (wallBlocksFamily(w, p0, p1, q0, q1)) return true;
  if (!touchesAny(pm, qm, local)) return false;
  if (local.length <= CHAIN_LIMIT && chainSeparates(p0, p1, q0, q1, hull, local)) return true;
  if (depth >= EXACT_DEPTH && local.length <= CHAIN_LIMIT) {
    const decided = decideExactly(p0, p1, q0, q1, local);
    if (decided !== FAMILY_UNDECIDED) return decided === FAMILY_BLOCKED;
  }
  if (depth >= MAX_DEPTH) return false;
  const aLong = Math.hypot(p1.x - p0.x, p1.y - p0.y) >= Math.hypot(q1.x - q0.x, q1.y - q0.y);
  return aLong
    ? familyBlocked(p0, pm, q0, q1, local, depth + 1, search) && familyBlocked(pm, p1, q0, q1, local, depth + 1, search)
    : familyBlocked(p0, p1, q0, qm, local, depth + 1, search) &&
        familyBlocked(p0, p1, qm, q1, local, depth + 1, search);
}

/** decideFamily (exact-family.ts) on walls given as segments. */
function decideExactly(p0: Point, p1: Point, q0: Point, q1: Point, walls: readonly Segment[]): number {
  const coords = new Float64Array(walls.length * 4);
  walls.forEach((w, i) => {
    coords.set([w.a.x, w.a.y, w.b.x, w.b.y], i * 4);
  });
  const offsets = Int32Array.from(walls, (_, i) => i * 4);
  return decideFamily(p0.x, p0.y, p1.x, p1.y, q0.x, q0.y, q1.x, q1.y, coords, offsets, 0, walls.length);
}

type Edge = readonly [Point, Point];

/** The edges of `box` through which a segment can leave it toward a region spanning `other`. */
function facingEdges(box: Box, other: Box): Edge[] {
  const tl = { x: box.minX, y: box.minY };
  const tr = { x: box.maxX, y: box.minY };
  const bl = { x: box.minX, y: box.maxY };
  const br = { x: box.maxX, y: box.maxY };
  const edges: Edge[] = [];
  if (other.minX < box.minX) edges.push([tl, bl]);
  if (other.maxX > box.maxX) edges.push([tr, br]);
  if (other.minY < box.minY) edges.push([tl, tr]);
  if (other.maxY > box.maxY) edges.push([bl, br]);
  return edges;
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

/**
 * COV-1 / COV-6: true when every segment from closed box `a` (or the point `a`) to closed box `b` touches one
 * of `walls` — total cover. Overlapping regions are never separated.
 */
export function wallSeparated(a: Box | Point, b: Box, walls: readonly Segment[]): boolean {
  const from: Box = "minX" in a ? a : { minX: a.x, minY: a.y, maxX: a.x, maxY: a.y };
  if (boxesOverlap(from, b)) return false;
  const search: Search = { steps: 0 };
  const fromEdges = "minX" in a ? facingEdges(from, b) : [[a, a] as const];
  const toEdges = facingEdges(b, from);
  for (const [p0, p1] of fromEdges) {
    for (const [q0, q1] of toEdges) {
      if (!familyBlocked(p0, p1, q0, q1, walls, 0, search)) return false;
    }
  }
  return true;
}

/**
 * COV-1 / COV-6: `wallSeparated` against the walls of a scene's box grid that lie around `a` and `b` and pass
 * `filter` (the walls an area's origin sits on are left out, for one).
 */
export function wallSeparatedOnGrid(
  grid: { query(minX: number, minY: number, maxX: number, maxY: number): Segment[] },
  a: Box | Point,
  b: Box,
  filter: (wall: Segment) => boolean,
): boolean {
  const near: Box = "minX" in a ? a : { minX: a.x, minY: a.y, maxX: a.x, maxY: a.y };
  const walls = grid
    .query(
      Math.min(near.minX, b.minX),
      Math.min(near.minY, b.minY),
      Math.max(near.maxX, b.maxX),
      Math.max(near.maxY, b.maxY),
    )
    .filter(filter);
  return wallSeparated(a, b, walls);
}
