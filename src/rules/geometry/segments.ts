import type { Point } from "./grid";

/** A straight segment between two points, in grid units (a wall, a line of sight). */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

const EPSILON = 1e-9;

function orient(p: Point, q: Point, r: Point): number {
  const v = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return Math.abs(v) < EPSILON ? 0 : v;
}

function onSegment(p: Point, q: Point, r: Point): boolean {
  return (
    Math.min(p.x, r.x) - EPSILON <= q.x &&
    q.x <= Math.max(p.x, r.x) + EPSILON &&
    Math.min(p.y, r.y) - EPSILON <= q.y &&
    q.y <= Math.max(p.y, r.y) + EPSILON
  );
}

/**
 * True when segments p1–p2 and q1–q2 share at least one point, touching ends and collinear overlaps
 * included. Used for walls: a sight line that grazes a wall's end is blocked by it.
 */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const o1 = orient(p1, p2, q1);
  const o2 = orient(p1, p2, q2);
  const o3 = orient(q1, q2, p1);
  const o4 = orient(q1, q2, p2);
  if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return o1 > 0 !== o2 > 0 && o3 > 0 !== o4 > 0;
  if (o1 === 0 && onSegment(p1, q1, p2)) return true;
  if (o2 === 0 && onSegment(p1, q2, p2)) return true;
  if (o3 === 0 && onSegment(q1, p1, q2)) return true;
  if (o4 === 0 && onSegment(q1, p2, q2)) return true;
  return false;
}

/** True when the open interiors of the two segments cross (touching at an end does not count). */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const o1 = orient(p1, p2, q1);
  const o2 = orient(p1, p2, q2);
  const o3 = orient(q1, q2, p1);
  const o4 = orient(q1, q2, p2);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** True when segment p–q crosses the open interior of the axis-aligned box (touching its edge does not count). */
export function segmentCrossesBox(
  p: Point,
  q: Point,
  box: { minX: number; minY: number; maxX: number; maxY: number },
): boolean {
  return segmentCrossesBoxXY(p.x, p.y, q.x, q.y, box.minX, box.minY, box.maxX, box.maxY);
}

/**
 * segmentCrossesBox on plain numbers, allocating nothing (hot loops such as the cover matrix call this).
 * Liang–Barsky clipping against the box shrunk by epsilon.
 */
export function segmentCrossesBoxXY(
  px: number,
  py: number,
  qx: number,
  qy: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): boolean {
  const dx = qx - px;
  const dy = qy - py;
  let t0 = 0;
  let t1 = 1;
  for (let e = 0; e < 4; e++) {
    const pp = e === 0 ? -dx : e === 1 ? dx : e === 2 ? -dy : dy;
    const qq =
      e === 0
        ? px - (minX + EPSILON)
        : e === 1
          ? maxX - EPSILON - px
          : e === 2
            ? py - (minY + EPSILON)
            : maxY - EPSILON - py;
    if (pp === 0) {
      if (qq < 0) return false;
    } else {
      const t = qq / pp;
      if (pp < 0) {
        if (t > t1) return false;
        if (t > t0) t0 = t;
      } else {
        if (t < t0) return false;
        if (t < t1) t1 = t;
      }
    }
  }
  return t0 < t1;
}
