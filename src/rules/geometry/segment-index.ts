import { RuleInputError, finite } from "../errors";
import type { Point } from "./grid";
import { segmentsIntersect, type Segment } from "./segments";

/**
 * A uniform-grid index of segments (walls) for fast "does anything block this line?" queries. Each segment is
 * filed in every bucket its bounding box overlaps; a query walks only the buckets along its own line (a grid
 * traversal), tests each candidate once, and stops at the first hit. Building is O(walls); a query touches a
 * few buckets instead of every wall. `bucketSize` is in grid cells (4 by default, tuned by `npm run bench`).
 */
export class SegmentIndex<T extends Segment = Segment> {
  readonly bucketSize: number;
  readonly segments: readonly T[];
  #buckets = new Map<number, number[]>();
  #stamp: Uint32Array;
  #query = 0;

  constructor(segments: readonly T[], { bucketSize = 4 }: { bucketSize?: number } = {}) {
    this.bucketSize = finite(bucketSize, "bucketSize");
    if (this.bucketSize <= 0) throw new RuleInputError("bucketSize", "must be more than 0");
    this.segments = segments;
    this.#stamp = new Uint32Array(segments.length);
    segments.forEach((s, i) => {
      for (const v of [s.a.x, s.a.y, s.b.x, s.b.y]) finite(v, `segments[${i}]`);
      const x0 = this.#bucket(Math.min(s.a.x, s.b.x));
      const x1 = this.#bucket(Math.max(s.a.x, s.b.x));
      const y0 = this.#bucket(Math.min(s.a.y, s.b.y));
      const y1 = this.#bucket(Math.max(s.a.y, s.b.y));
      for (let by = y0; by <= y1; by++) {
        for (let bx = x0; bx <= x1; bx++) {
          const key = SegmentIndex.#key(bx, by);
          const list = this.#buckets.get(key);
          if (list) list.push(i);
          else this.#buckets.set(key, [i]);
        }
      }
    });
  }

  /** True when some segment accepted by `filter` intersects p–q (touching counts). */
  anyIntersects(p: Point, q: Point, filter?: (segment: T) => boolean): boolean {
    let hit = false;
    this.#visit(p, q, (segment) => {
      if (filter && !filter(segment)) return false;
      if (segmentsIntersect(p, q, segment.a, segment.b)) hit = true;
      return hit;
    });
    return hit;
  }

  /** Every segment accepted by `filter` that intersects p–q, in index order. */
  allIntersecting(p: Point, q: Point, filter?: (segment: T) => boolean): T[] {
    const found: number[] = [];
    this.#visit(p, q, (segment, i) => {
      if ((!filter || filter(segment)) && segmentsIntersect(p, q, segment.a, segment.b)) found.push(i);
      return false;
    });
    return found.sort((a, b) => a - b).map((i) => this.segments[i] as T);
  }

  #bucket(v: number): number {
    return Math.floor(v / this.bucketSize);
  }

  static #key(bx: number, by: number): number {
    // Buckets stay within ±2^20 for any realistic scene (a bucket is several cells).
    return (bx + 0x100000) * 0x200000 + (by + 0x100000);
  }

  /** Calls `test` once per candidate segment along p–q until it returns true. */
  #visit(p: Point, q: Point, test: (segment: T, index: number) => boolean): void {
    this.#query = (this.#query + 1) >>> 0;
    if (this.#query === 0) {
      this.#stamp.fill(0);
      this.#query = 1;
    }
    const stamp = this.#query;
    // Amanatides–Woo traversal of the buckets the segment passes through (corners included, conservatively).
    let bx = this.#bucket(p.x);
    let by = this.#bucket(p.y);
    const endX = this.#bucket(q.x);
    const endY = this.#bucket(q.y);
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
    const stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    const size = this.bucketSize;
    const tDeltaX = stepX === 0 ? Infinity : size / Math.abs(dx);
    const tDeltaY = stepY === 0 ? Infinity : size / Math.abs(dy);
    let tMaxX = stepX === 0 ? Infinity : ((stepX > 0 ? (bx + 1) * size : bx * size) - p.x) / dx;
    let tMaxY = stepY === 0 ? Infinity : ((stepY > 0 ? (by + 1) * size : by * size) - p.y) / dy;
    const limit = Math.abs(endX - bx) + Math.abs(endY - by) + 2;
    const visitBucket = (x: number, y: number): boolean => {
      const list = this.#buckets.get(SegmentIndex.#key(x, y));
      if (!list) return false;
      for (const i of list) {
        if (this.#stamp[i] === stamp) continue;
        this.#stamp[i] = stamp;
        if (test(this.segments[i] as T, i)) return true;
      }
      return false;
    };
    for (let n = 0; n <= limit; n++) {
      if (visitBucket(bx, by)) return;
      if (bx === endX && by === endY) return;
      if (Math.abs(tMaxX - tMaxY) < 1e-9) {
        // The line passes exactly through a bucket corner: a segment touching that corner may be filed only
        // in one of the two side buckets, so visit both before stepping diagonally.
        if (visitBucket(bx + stepX, by) || visitBucket(bx, by + stepY)) return;
        tMaxX += tDeltaX;
        tMaxY += tDeltaY;
        bx += stepX;
        by += stepY;
      } else if (tMaxX < tMaxY) {
        tMaxX += tDeltaX;
        bx += stepX;
      } else {
        tMaxY += tDeltaY;
        by += stepY;
      }
    }
  }
}
