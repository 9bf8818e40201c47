import { RuleInputError, finite } from "../errors";
import type { Point } from "./grid";
import { SegmentBuckets } from "./segment-buckets";
import { segmentsIntersect, type Segment } from "./segments";

/**
 * A uniform-grid index of segments (walls) for fast "does anything block this line?" queries. Each segment is
 * filed in every bucket its bounding box overlaps; a query walks only the buckets along its own line (a grid
 * traversal), tests each candidate once, and stops at the first hit. Building is O(walls); a query touches a
 * few buckets instead of every wall; `place` and `remove` follow one segment's change without a rebuild.
 * `bucketSize` is in grid cells (4 by default, tuned by `npm run bench`).
 */
export class SegmentIndex<T extends Segment = Segment> {
  readonly bucketSize: number;
  readonly #buckets: SegmentBuckets<T>;

  constructor(segments: readonly T[], { bucketSize = 4 }: { bucketSize?: number } = {}) {
    this.bucketSize = finite(bucketSize, "bucketSize");
    if (this.bucketSize <= 0) throw new RuleInputError("bucketSize", "must be more than 0");
    this.#buckets = new SegmentBuckets<T>(this.bucketSize);
    segments.forEach((s, i) => {
      this.place(i, s);
    });
  }

  /** The segments, by number (a number removed and not placed again is empty). */
  get segments(): readonly (T | undefined)[] {
    return this.#buckets.slots;
  }

  /** Files `segment` as number `i` (a number not in use). */
  place(i: number, segment: T): void {
    for (const v of [segment.a.x, segment.a.y, segment.b.x, segment.b.y]) finite(v, `segments[${i}]`);
    this.#buckets.file(i, segment);
  }

  /** Takes segment number `i` out of the index. */
  remove(i: number): void {
    this.#buckets.unfile(i);
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
    return found.sort((a, b) => a - b).map((i) => this.#buckets.slots[i] as T);
  }

  /** Calls `test` once per candidate segment along p–q until it returns true. */
  #visit(p: Point, q: Point, test: (segment: T, index: number) => boolean): void {
    const buckets = this.#buckets;
    const stamp = buckets.nextQuery();
    // Amanatides–Woo traversal of the buckets the segment passes through (corners included, conservatively).
    let bx = buckets.bucket(p.x);
    let by = buckets.bucket(p.y);
    const endX = buckets.bucket(q.x);
    const endY = buckets.bucket(q.y);
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
      const list = buckets.list(x, y);
      if (!list) return false;
      for (const i of list) {
        if (buckets.met(i, stamp)) continue;
        if (test(this.#buckets.slots[i] as T, i)) return true;
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
