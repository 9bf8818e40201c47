// An independent brute-force decision of total cover (COV-1) for the tests: is there a straight segment from
// closed box A (or a point) to closed box B (or a flat one: a segment) touching no wall? Shares no code with
// src/rules/cover/separation.ts or exact-family.ts (only the "touches" test of geometry/segments).
//
// Why it is exact. A free segment keeps a positive distance from every (closed) wall, so the free segments
// form an open set; the segment of a line that matters is its gap, from where the line leaves A to where it
// enters B. As a line moves, whether its gap touches a wall changes only when the line passes through a
// "critical point": a corner of A or B, a wall's end, or a point where a wall meets the boundary of A or B
// (where the gap's own end crosses the wall). Lines through none of them form open cells (the faces of an
// arrangement of pencils), each wholly free or wholly blocked, and every such cell borders a line through
// two critical points. So it is enough to try, for each line through two critical points, the lines just
// beside it on every side of every critical point on it: shifted off it both ways, and turned about each
// gap between two consecutive critical points on it, both ways. The nudge is a fraction of the distance to
// the nearest critical point off the line, so it never crosses into a cell not bordering that line.
import type { Point } from "../../../src/rules/geometry/grid";
import { segmentsIntersect, type Segment } from "../../../src/rules/geometry/segments";

export interface OracleBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

const ON_LINE = 1e-9;

function boxEdges(b: OracleBox): [Point, Point][] {
  const tl = { x: b.minX, y: b.minY };
  const tr = { x: b.maxX, y: b.minY };
  const br = { x: b.maxX, y: b.maxY };
  const bl = { x: b.minX, y: b.maxY };
  return [
    [tl, tr],
    [tr, br],
    [br, bl],
    [bl, tl],
  ];
}

/** The points where segment w meets segment e (one point, or the ends of their common part). */
function meetPoints(w: Segment, e: readonly [Point, Point]): Point[] {
  const rx = w.b.x - w.a.x;
  const ry = w.b.y - w.a.y;
  const sx = e[1].x - e[0].x;
  const sy = e[1].y - e[0].y;
  const den = rx * sy - ry * sx;
  const qpx = e[0].x - w.a.x;
  const qpy = e[0].y - w.a.y;
  if (Math.abs(den) < 1e-15) {
    if (Math.abs(qpx * ry - qpy * rx) > 1e-12) return [];
    // Collinear: the ends of one lying on the other.
    const out: Point[] = [];
    for (const p of [w.a, w.b, e[0], e[1]]) {
      if (segmentsIntersect(p, p, w.a, w.b) && segmentsIntersect(p, p, e[0], e[1])) out.push(p);
    }
    return out;
  }
  const t = (qpx * sy - qpy * sx) / den;
  const u = (qpx * ry - qpy * rx) / den;
  if (t < -1e-12 || t > 1 + 1e-12 || u < -1e-12 || u > 1 + 1e-12) return [];
  return [{ x: w.a.x + t * rx, y: w.a.y + t * ry }];
}

/** Parameters [t0, t1] where the line o + t·d lies in the closed box, or null. */
function clipLine(o: Point, d: Point, b: OracleBox): [number, number] | null {
  let t0 = -Infinity;
  let t1 = Infinity;
  const axes: [number, number, number, number][] = [
    [o.x, d.x, b.minX, b.maxX],
    [o.y, d.y, b.minY, b.maxY],
  ];
  for (const [p, v, lo, hi] of axes) {
    if (Math.abs(v) < 1e-15) {
      if (p < lo || p > hi) return null;
      continue;
    }
    const ta = (lo - p) / v;
    const tb = (hi - p) / v;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  return t0 <= t1 ? [t0, t1] : null;
}

/** The gap of the line o + t·d between A and B (from where it leaves one to where it enters the other). */
function gapOf(o: Point, d: Point, a: OracleBox, b: OracleBox): Segment | null {
  const ia = clipLine(o, d, a);
  const ib = clipLine(o, d, b);
  if (!ia || !ib) return null;
  const at = (t: number) => ({ x: o.x + t * d.x, y: o.y + t * d.y });
  if (ia[1] < ib[0]) return { a: at(ia[1]), b: at(ib[0]) };
  if (ib[1] < ia[0]) return { a: at(ib[1]), b: at(ia[0]) };
  return null;
}

function inHullBox(p: Point, a: OracleBox, b: OracleBox): boolean {
  return (
    p.x >= Math.min(a.minX, b.minX) - 1e-9 &&
    p.x <= Math.max(a.maxX, b.maxX) + 1e-9 &&
    p.y >= Math.min(a.minY, b.minY) - 1e-9 &&
    p.y <= Math.max(a.maxY, b.maxY) + 1e-9
  );
}

/**
 * From a single point the segments form a fan: whether one is free changes only at the directions of the
 * critical points, so the directions halfway between consecutive ones (around the full turn) are enough.
 */
function fanFrom(o: Point, b: OracleBox, points: readonly Point[], free: (s: Segment) => boolean): Segment | null {
  const angles = points
    .filter((p) => Math.hypot(p.x - o.x, p.y - o.y) > 1e-12)
    .map((p) => Math.atan2(p.y - o.y, p.x - o.x))
    .sort((x, y) => x - y);
  for (let k = 0; k < angles.length; k++) {
    const from = angles[k] as number;
    const to = k + 1 < angles.length ? (angles[k + 1] as number) : (angles[0] as number) + 2 * Math.PI;
    if (to - from < 1e-12) continue;
    const d = { x: Math.cos((from + to) / 2), y: Math.sin((from + to) / 2) };
    const gap = gapOf(o, d, { minX: o.x, minY: o.y, maxX: o.x, maxY: o.y }, b);
    if (gap && free(gap)) return gap;
  }
  return null;
}

/** A free segment from A to B (a witness), or null when every segment from A to B touches a wall. */
export function freeSegment(a: OracleBox, b: OracleBox, walls: readonly Segment[]): Segment | null {
  if (a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY) {
    return { a: { x: Math.max(a.minX, b.minX), y: Math.max(a.minY, b.minY) }, b: { x: a.maxX, y: a.maxY } };
  }
  // Every gap lies in the bounding box of A ∪ B: walls and points outside it never matter.
  const near = walls.filter(
    (w) =>
      Math.max(w.a.x, w.b.x) >= Math.min(a.minX, b.minX) - 1e-9 &&
      Math.min(w.a.x, w.b.x) <= Math.max(a.maxX, b.maxX) + 1e-9 &&
      Math.max(w.a.y, w.b.y) >= Math.min(a.minY, b.minY) - 1e-9 &&
      Math.min(w.a.y, w.b.y) <= Math.max(a.maxY, b.maxY) + 1e-9,
  );
  const raw: Point[] = [];
  for (const box of [a, b]) for (const [p] of boxEdges(box)) raw.push(p);
  for (const w of near) {
    raw.push(w.a, w.b);
    for (const box of [a, b]) for (const e of boxEdges(box)) raw.push(...meetPoints(w, e));
  }
  const points: Point[] = [];
  for (const p of raw) {
    if (!inHullBox(p, a, b)) continue;
    if (points.some((q) => Math.abs(q.x - p.x) < 1e-12 && Math.abs(q.y - p.y) < 1e-12)) continue;
    points.push(p);
  }
  const free = (s: Segment) => !near.some((w) => segmentsIntersect(s.a, s.b, w.a, w.b));
  if (a.minX === a.maxX && a.minY === a.maxY) return fanFrom({ x: a.minX, y: a.minY }, b, points, free);
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const c = points[i] as Point;
      const e = points[j] as Point;
      const len = Math.hypot(e.x - c.x, e.y - c.y);
      const u = { x: (e.x - c.x) / len, y: (e.y - c.y) / len };
      const n = { x: -u.y, y: u.x };
      if (!clipLine(c, u, a) || !clipLine(c, u, b)) continue;
      const along: number[] = [];
      let nearest = Infinity;
      for (const p of points) {
        const dx = p.x - c.x;
        const dy = p.y - c.y;
        const off = dx * n.x + dy * n.y;
        if (Math.abs(off) <= ON_LINE) along.push(dx * u.x + dy * u.y);
        else nearest = Math.min(nearest, Math.abs(off));
      }
      along.sort((x, y) => x - y);
      let reach = 0;
      for (const p of points) reach = Math.max(reach, Math.abs((p.x - c.x) * u.x + (p.y - c.y) * u.y));
      const nudge = Math.min(nearest, 1) / 4;
      // Lines o + t·d beside this one: offset f(τ) = shift + turn·τ along the normal at position τ.
      const tries: [number, number][] = [
        [nudge, 0],
        [-nudge, 0],
      ];
      for (let k = 0; k + 1 < along.length; k++) {
        const m = ((along[k] as number) + (along[k + 1] as number)) / 2;
        const turn = nudge / (reach + Math.abs(m) + 1);
        tries.push([-turn * m, turn], [turn * m, -turn]);
      }
      for (const [shift, turn] of tries) {
        const o = { x: c.x + shift * n.x, y: c.y + shift * n.y };
        const d = { x: u.x + turn * n.x, y: u.y + turn * n.y };
        const gap = gapOf(o, d, a, b);
        if (gap && free(gap)) return gap;
      }
    }
  }
  return null;
}
