import type { Segment } from "../geometry/segments";
import { SegmentBuckets } from "../geometry/segment-buckets";

/**
 * A bucket grid of wall segments answering "which walls may touch this box?" (SegmentIndex answers line
 * queries). Used to gather the few walls near two spaces before the exact total-cover test. The answer is a
 * superset filtered by bounding boxes, each wall listed once.
 */
export class WallBoxGrid {
  readonly #buckets: SegmentBuckets;

  constructor(segments: readonly Segment[], bucketSize = 4) {
    this.#buckets = new SegmentBuckets(bucketSize);
    segments.forEach((s, i) => {
      this.place(i, s);
    });
  }

  /** Files wall `segment` as number `i` (a number not in use). */
  place(i: number, segment: Segment): void {
    this.#buckets.file(i, segment);
  }

  /** Takes wall number `i` out of the grid. */
  remove(i: number): void {
    this.#buckets.unfile(i);
  }

  /** The walls whose bounding box meets [minX, maxX] × [minY, maxY]. */
  query(minX: number, minY: number, maxX: number, maxY: number): Segment[] {
    const buckets = this.#buckets;
    const stamp = buckets.nextQuery();
    const out: Segment[] = [];
    const x1 = buckets.bucket(maxX);
    const y1 = buckets.bucket(maxY);
    for (let by = buckets.bucket(minY); by <= y1; by++) {
      for (let bx = buckets.bucket(minX); bx <= x1; bx++) {
        const list = buckets.list(bx, by);
        if (!list) continue;
        for (const i of list) {
          if (buckets.met(i, stamp)) continue;
          const s = buckets.slots[i] as Segment;
          if (
            Math.max(s.a.x, s.b.x) >= minX &&
            Math.min(s.a.x, s.b.x) <= maxX &&
            Math.max(s.a.y, s.b.y) >= minY &&
            Math.min(s.a.y, s.b.y) <= maxY
          )
            out.push(s);
        }
      }
    }
    return out;
  }
}
