import type { Segment } from "../geometry/segments";

/**
 * A bucket grid of wall segments answering "which walls may touch this box?" (SegmentIndex answers line
 * queries). Used to gather the few walls near two spaces before the exact total-cover test. The answer is a
 * superset filtered by bounding boxes, each wall listed once.
 */
export class WallBoxGrid {
  readonly #size: number;
  readonly #segments: readonly Segment[];
  readonly #buckets = new Map<number, number[]>();
  readonly #stamp: Uint32Array;
  #query = 0;

  constructor(segments: readonly Segment[], bucketSize = 4) {
    this.#size = bucketSize;
    this.#segments = segments;
    this.#stamp = new Uint32Array(segments.length);
    segments.forEach((s, i) => {
      const x1 = this.#bucket(Math.max(s.a.x, s.b.x));
      const y1 = this.#bucket(Math.max(s.a.y, s.b.y));
      for (let by = this.#bucket(Math.min(s.a.y, s.b.y)); by <= y1; by++) {
        for (let bx = this.#bucket(Math.min(s.a.x, s.b.x)); bx <= x1; bx++) {
          const key = WallBoxGrid.#key(bx, by);
          const list = this.#buckets.get(key);
          if (list) list.push(i);
          else this.#buckets.set(key, [i]);
        }
      }
    });
  }

  /** The walls whose bounding box meets [minX, maxX] × [minY, maxY]. */
  query(minX: number, minY: number, maxX: number, maxY: number): Segment[] {
    this.#query = (this.#query + 1) >>> 0;
    if (this.#query === 0) {
      this.#stamp.fill(0);
      this.#query = 1;
    }
    const stamp = this.#query;
    const out: Segment[] = [];
    const x1 = this.#bucket(maxX);
    const y1 = this.#bucket(maxY);
    for (let by = this.#bucket(minY); by <= y1; by++) {
      for (let bx = this.#bucket(minX); bx <= x1; bx++) {
        const list = this.#buckets.get(WallBoxGrid.#key(bx, by));
        if (!list) continue;
        for (const i of list) {
          if (this.#stamp[i] === stamp) continue;
          this.#stamp[i] = stamp;
          const s = this.#segments[i] as Segment;
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

  #bucket(v: number): number {
    return Math.floor(v / this.#size);
  }

  static #key(bx: number, by: number): number {
    return (bx + 0x100000) * 0x200000 + (by + 0x100000);
  }
}
