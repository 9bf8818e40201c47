/**
 * Flat-coordinate helpers of the allocation-free total-cover test (COV-1): the orientation and intersection
 * tests of geometry/segments (same tolerance), and the "connected walls cut the hull in two" proof of
 * separation.ts (`chainSeparates`), on a hull and walls held in typed arrays.
 */
const EPS = 1e-9;

/** A convex hull, counter-clockwise, in scratch buffers: vertices 0 … n-1. */
export interface FlatHull {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  n: number;
}

/** COV-1: orientation of r against p→q, 0 within the tolerance. */
export function orient(px: number, py: number, qx: number, qy: number, rx: number, ry: number): number {
  const v = (qx - px) * (ry - py) - (qy - py) * (rx - px);
  return Math.abs(v) < EPS ? 0 : v;
}

function onSegment(px: number, py: number, qx: number, qy: number, rx: number, ry: number): boolean {
  return (
    Math.min(px, rx) - EPS <= qx &&
    qx <= Math.max(px, rx) + EPS &&
    Math.min(py, ry) - EPS <= qy &&
    qy <= Math.max(py, ry) + EPS
  );
}

/** COV-1: segmentsIntersect of geometry/segments (touching counts) on plain numbers. */
export function intersects(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const o1 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const o2 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  const o3 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const o4 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return o1 > 0 !== o2 > 0 && o3 > 0 !== o4 > 0;
  if (o1 === 0 && onSegment(p1x, p1y, q1x, q1y, p2x, p2y)) return true;
  if (o2 === 0 && onSegment(p1x, p1y, q2x, q2y, p2x, p2y)) return true;
  if (o3 === 0 && onSegment(q1x, q1y, p1x, p1y, q2x, q2y)) return true;
  if (o4 === 0 && onSegment(q1x, q1y, p2x, p2y, q2x, q2y)) return true;
  return false;
}

function vertexIndex(hull: FlatHull, x: number, y: number): number {
  for (let i = 0; i < hull.n; i++) {
    if (Math.abs((hull.xs[i] as number) - x) < EPS && Math.abs((hull.ys[i] as number) - y) < EPS) return i;
  }
  return -1;
}

/** Lengths of the hull's edges, set by chainSeparatesFlat for its hull (one hypot per edge, not per point). */
const edgeLengths = new Float64Array(8);

function perimeterPosition(hull: FlatHull, x: number, y: number): number {
  const n = hull.n;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const hx = hull.xs[i] as number;
    const hy = hull.ys[i] as number;
    const ex = (hull.xs[j] as number) - hx;
    const ey = (hull.ys[j] as number) - hy;
    const len = edgeLengths[i] as number;
    const cross = ex * (y - hy) - ey * (x - hx);
    if (Math.abs(cross) > 1e-7 * len) continue;
    const t = ((x - hx) * ex + (y - hy) * ey) / (len * len);
    if (t >= -1e-7 && t <= 1 + 1e-7) return i + Math.min(1, Math.max(0, t));
  }
  return -1;
}

const pieces = new Float64Array(24 * 4);
const parent = new Int32Array(24);
const arcs = new Int32Array(24);

function root(i: number): number {
  while (parent[i] !== i) {
    const up = parent[parent[i] as number] as number;
    parent[i] = up;
    i = up;
  }
  return i;
}

/** Clips wall `w` (coords[w … w+3]) to the hull into pieces[k*4 …]; false when it misses. */
function clip(hull: FlatHull, coords: Float64Array, w: number, k: number): boolean {
  const ax = coords[w] as number;
  const ay = coords[w + 1] as number;
  const dx = (coords[w + 2] as number) - ax;
  const dy = (coords[w + 3] as number) - ay;
  let t0 = 0;
  let t1 = 1;
  const n = hull.n;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const hx = hull.xs[i] as number;
    const hy = hull.ys[i] as number;
    const ex = (hull.xs[j] as number) - hx;
    const ey = (hull.ys[j] as number) - hy;
    const f0 = ex * (ay - hy) - ey * (ax - hx);
    const df = ex * dy - ey * dx;
    if (Math.abs(df) < EPS) {
      if (f0 < -EPS) return false;
    } else {
      const t = -f0 / df;
      if (df > 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
    if (t0 > t1 + EPS) return false;
  }
  pieces[k * 4] = ax + t0 * dx;
  pieces[k * 4 + 1] = ay + t0 * dy;
  pieces[k * 4 + 2] = ax + t1 * dx;
  pieces[k * 4 + 3] = ay + t1 * dy;
  return true;
}

function arcOf(hull: FlatHull, x: number, y: number, ua: number, span: number): number {
  const u = perimeterPosition(hull, x, y);
  if (u < 0) return 0;
  const n = hull.n;
  const d = (u - ua + n) % n;
  return d > EPS && d < span - EPS ? 1 : d > span + EPS ? 2 : 0;
}

/**
 * COV-1: `chainSeparates` of separation.ts — do the walls stack[from, to) (offsets into `coords`), clipped to
 * the hull and touching neither edge p0–p1 nor q0–q1, hold a connected group meeting both arcs of the hull's
 * boundary between the two edges? At most 24 walls.
 */
export function chainSeparatesFlat(
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  hull: FlatHull,
  coords: Float64Array,
  stack: Int32Array,
  from: number,
  to: number,
): boolean {
  let ua = vertexIndex(hull, p0x, p0y);
  if (ua < 0) ua = vertexIndex(hull, p1x, p1y);
  let ub = vertexIndex(hull, q0x, q0y);
  if (ub < 0) ub = vertexIndex(hull, q1x, q1y);
  if (ua < 0 || ub < 0) return false;
  const n = hull.n;
  const span = (ub - ua + n) % n;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    edgeLengths[i] = Math.hypot(
      (hull.xs[j] as number) - (hull.xs[i] as number),
      (hull.ys[j] as number) - (hull.ys[i] as number),
    );
  }
  let count = 0;
  let seen = 0;
  for (let s = from; s < to; s++) {
    if (!clip(hull, coords, stack[s] as number, count)) continue;
    const ax = pieces[count * 4] as number;
    const ay = pieces[count * 4 + 1] as number;
    const bx = pieces[count * 4 + 2] as number;
    const by = pieces[count * 4 + 3] as number;
    if (intersects(ax, ay, bx, by, p0x, p0y, p1x, p1y) || intersects(ax, ay, bx, by, q0x, q0y, q1x, q1y)) continue;
    // The arcs each piece touches first: a group meets both arcs only if some piece meets each.
    const bits = arcOf(hull, ax, ay, ua, span) | arcOf(hull, bx, by, ua, span);
    if (bits === 3) return true;
    parent[count] = count;
    arcs[count] = bits;
    seen |= bits;
    count++;
  }
  if (seen !== 3) return false;
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (
        intersects(
          pieces[i * 4] as number,
          pieces[i * 4 + 1] as number,
          pieces[i * 4 + 2] as number,
          pieces[i * 4 + 3] as number,
          pieces[j * 4] as number,
          pieces[j * 4 + 1] as number,
          pieces[j * 4 + 2] as number,
          pieces[j * 4 + 3] as number,
        )
      ) {
        const ri = root(i);
        const rj = root(j);
        if (ri === rj) continue;
        parent[ri] = rj;
        const bits = (arcs[rj] as number) | (arcs[ri] as number);
        if (bits === 3) return true;
        arcs[rj] = bits;
      }
    }
  }
  return false;
}

/**
 * COV-1: does segment p–q touch any of the walls `stack[from, to)`, each an offset into `coords` of its ax, ay,
 * bx, by? Shared by the exact search (fast-separation.ts) and its last step (exact-family.ts).
 */
export function touchesWalls(
  px: number,
  py: number,
  qx: number,
  qy: number,
  coords: Float64Array,
  stack: Int32Array,
  from: number,
  to: number,
): boolean {
  for (let k = from; k < to; k++) {
    const w = stack[k] as number;
    if (
      intersects(
        px,
        py,
        qx,
        qy,
        coords[w] as number,
        coords[w + 1] as number,
        coords[w + 2] as number,
        coords[w + 3] as number,
      )
    )
      return true;
  }
  return false;
}
