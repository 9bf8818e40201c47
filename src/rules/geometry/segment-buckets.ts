import type { Segment } from "./segments";

/** The key of bucket (bx, by); buckets stay within ±2^20 (a bucket is several cells). */
function keyOf(bx: number, by: number): number {
  return (bx + 0x100000) * 0x200000 + (by + 0x100000);
}

/**
 * Segments filed by number in the square buckets (`size` units a side) their bounding box overlaps, with a stamp
 * per segment so that a query meets each once. Segments are filed and unfiled one at a time, so an index built on
 * it follows a wall that changes without being rebuilt.
 */
export class SegmentBuckets<T extends Segment = Segment> {
  readonly size: number;
  /** The segments by number; a number unfiled holds none until filed again. */
  readonly slots: (T | undefined)[] = [];
  readonly #lists = new Map<number, number[]>();
  #stamp = new Uint32Array(16);
  #query = 0;

  constructor(size: number) {
    this.size = size;
  }

  bucket(v: number): number {
    return Math.floor(v / this.size);
  }

  /** The segments filed in bucket (bx, by), if any. */
  list(bx: number, by: number): readonly number[] | undefined {
    return this.#lists.get(keyOf(bx, by));
  }

  /** Files segment `s` as number `i` (a number not in use) in every bucket its bounding box overlaps. */
  file(i: number, s: T): void {
    this.slots[i] = s;
    if (i >= this.#stamp.length) {
      const grown = new Uint32Array(Math.max(i + 1, this.#stamp.length * 2));
      grown.set(this.#stamp);
      this.#stamp = grown;
    }
    this.#eachBucket(s, (key) => {
      const list = this.#lists.get(key);
      if (list) list.push(i);
      else this.#lists.set(key, [i]);
    });
  }

  /** Takes segment number `i` out of its buckets. */
  unfile(i: number): void {
    const s = this.slots[i];
    if (!s) return;
    this.slots[i] = undefined;
    this.#eachBucket(s, (key) => {
      const list = this.#lists.get(key);
      const at = list ? list.indexOf(i) : -1;
      if (!list || at < 0) return;
      list.splice(at, 1);
      if (list.length === 0) this.#lists.delete(key);
    });
  }

  /** A new query's stamp. */
  nextQuery(): number {
    this.#query = (this.#query + 1) >>> 0;
    if (this.#query === 0) {
      this.#stamp.fill(0);
      this.#query = 1;
    }
    return this.#query;
  }

  /** Has this query (`stamp`) met segment `i` already? Marks it met. */
  met(i: number, stamp: number): boolean {
    if (this.#stamp[i] === stamp) return true;
    this.#stamp[i] = stamp;
    return false;
  }

  #eachBucket(s: Segment, visit: (key: number) => void): void {
    const x0 = this.bucket(Math.min(s.a.x, s.b.x));
    const x1 = this.bucket(Math.max(s.a.x, s.b.x));
    const y1 = this.bucket(Math.max(s.a.y, s.b.y));
    for (let by = this.bucket(Math.min(s.a.y, s.b.y)); by <= y1; by++) {
      for (let bx = x0; bx <= x1; bx++) visit(keyOf(bx, by));
    }
  }
}
