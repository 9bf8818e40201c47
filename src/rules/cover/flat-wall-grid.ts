import type { Segment } from "../geometry/segments";
import type { Box } from "./separation";
import * as chain from "./fast-chain";
import { BucketPool } from "./bucket-pool";

// Local binding: module namespaces may be compiled to getters, too slow on a path this hot.
const intersects = chain.intersects;
/** Widening of the buckets a segment visits, against rounding (more walls tested, never fewer). */
const BAND_MARGIN = 1e-7;

/** The range of t in [0, 1] a row of buckets keeps (`keepAbove` narrows it). */
const tRange = new Float64Array(2);

/** Narrows `tRange` to the t where from + t·(to − from) ≥ at (a bound moving linearly with t). */
function keepAbove(from: number, to: number, at: number): void {
  const d = to - from;
  if (d === 0) {
    if (from < at) tRange[1] = -1;
  } else if (d > 0) tRange[0] = Math.max(tRange[0] as number, (at - from) / d);
  else tRange[1] = Math.min(tRange[1] as number, (at - from) / d);
}

/**
 * The wall bucket grid in flat arrays, for the allocation-free tests of the matrix: `coords` holds ax, ay, bx, by
 * of wall i at 4i, each bucket lists the offsets (4i) of the walls filed in it (a BucketPool). Its extent is that of the walls it
 * was built with; `place` and `remove` follow one wall's change within it (a wall beyond it needs a new grid).
 */
export class FlatWallGrid {
  #coords: Float64Array;
  /** 1 for a wall number in use. */
  #placed: Uint8Array;
  readonly #size: number;
  readonly #x0: number;
  readonly #y0: number;
  readonly #nx: number;
  readonly #ny: number;
  /** Per bucket (row by row) the offsets of its walls. */
  readonly #buckets: BucketPool;
  #stamp: Uint32Array;
  #query = 0;
  /** Per unit grid edge, the walls running along it: at 2·slot the edge from (x, y) rightward, 2·slot + 1 downward. */
  readonly #edges: Uint16Array;
  /**
   * Summed-area table of the buckets holding a wall ((nx + 1) × (ny + 1)): a segment whose buckets hold none is
   * answered without walking them (an open hall's lines). Rebuilt on first use after a bucket empties or fills.
   */
  #filled: Int32Array;
  #filledStale = true;

  /** `segments[i]` is wall number i (an empty number holds none). */
  constructor(segments: readonly (Segment | undefined)[], bucketSize = 2) {
    const n = segments.length;
    this.#size = bucketSize;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const s of segments) {
      if (!s) continue;
      minX = Math.min(minX, s.a.x, s.b.x);
      minY = Math.min(minY, s.a.y, s.b.y);
      maxX = Math.max(maxX, s.a.x, s.b.x);
      maxY = Math.max(maxY, s.a.y, s.b.y);
    }
    if (minX > maxX) minX = minY = maxX = maxY = 0;
    this.#x0 = Math.floor(minX / bucketSize);
    this.#y0 = Math.floor(minY / bucketSize);
    this.#nx = Math.floor(maxX / bucketSize) - this.#x0 + 1;
    this.#ny = Math.floor(maxY / bucketSize) - this.#y0 + 1;
    this.#coords = new Float64Array(Math.max(1, n) * 4);
    this.#placed = new Uint8Array(Math.max(1, n));
    segments.forEach((s, i) => {
      if (!s) return;
      this.#coords.set([s.a.x, s.a.y, s.b.x, s.b.y], i * 4);
      this.#placed[i] = 1;
    });
    this.#stamp = new Uint32Array(Math.max(1, n));
    this.#buckets = new BucketPool(this.#nx * this.#ny, (add) => {
      for (let i = 0; i < n; i++)
        if (this.#placed[i] === 1)
          this.#eachBucket(i, (b) => {
            add(b, i * 4);
          });
    });
    this.#edges = new Uint16Array(this.#nx * this.#ny * bucketSize * bucketSize * 2);
    for (const s of segments) if (s) this.#countEdges(s, 1);
    this.#filled = new Int32Array((this.#nx + 1) * (this.#ny + 1));
  }

  /** Wall i's ax, ay, bx, by at 4i (a number not in use holds stale values: no bucket lists it). */
  get coords(): Float64Array {
    return this.#coords;
  }

  /** Does the wall lie within the grid's extent (so that `place` can file it)? */
  holds(s: Segment): boolean {
    const x0 = this.#bx(Math.min(s.a.x, s.b.x));
    const y0 = this.#by(Math.min(s.a.y, s.b.y));
    return (
      x0 >= 0 && y0 >= 0 && this.#bx(Math.max(s.a.x, s.b.x)) < this.#nx && this.#by(Math.max(s.a.y, s.b.y)) < this.#ny
    );
  }

  /** Files wall `s` as number `i` (not in use), within the grid's extent (`holds`). */
  place(i: number, s: Segment): void {
    if (!this.holds(s)) throw new RangeError(`FlatWallGrid: wall ${i} lies beyond the grid`);
    this.#reserve(i + 1);
    this.#coords.set([s.a.x, s.a.y, s.b.x, s.b.y], i * 4);
    this.#placed[i] = 1;
    this.#eachBucket(i, (b) => {
      if (this.#buckets.count[b] === 0) this.#filledStale = true;
      this.#buckets.add(b, i * 4);
    });
    this.#countEdges(s, 1);
  }

  /** Takes wall number `i` out of the grid. */
  remove(i: number): void {
    if (this.#placed[i] !== 1) return;
    this.#placed[i] = 0;
    this.#eachBucket(i, (b) => {
      this.#buckets.delete(b, i * 4);
      if (this.#buckets.count[b] === 0) this.#filledStale = true;
    });
    const c = this.#coords;
    const k = i * 4;
    this.#countEdges(
      { a: { x: c[k] as number, y: c[k + 1] as number }, b: { x: c[k + 2] as number, y: c[k + 3] as number } },
      -1,
    );
  }

  /** Room for walls numbered below `n`. */
  #reserve(n: number): void {
    if (n <= this.#placed.length) return;
    const size = Math.max(n, this.#placed.length * 2);
    const coords = new Float64Array(size * 4);
    coords.set(this.#coords);
    this.#coords = coords;
    const placed = new Uint8Array(size);
    placed.set(this.#placed);
    this.#placed = placed;
    const stamp = new Uint32Array(size);
    stamp.set(this.#stamp);
    this.#stamp = stamp;
  }

  /** Calls `visit` with every bucket the bounding box of wall i meets. */
  #eachBucket(i: number, visit: (bucket: number) => void): void {
    const c = this.#coords;
    const k = i * 4;
    const bx0 = this.#bx(Math.min(c[k] as number, c[k + 2] as number));
    const bx1 = this.#bx(Math.max(c[k] as number, c[k + 2] as number));
    const by1 = this.#by(Math.max(c[k + 1] as number, c[k + 3] as number));
    for (let by = this.#by(Math.min(c[k + 1] as number, c[k + 3] as number)); by <= by1; by++) {
      for (let bx = bx0; bx <= bx1; bx++) visit(by * this.#nx + bx);
    }
  }

  /** Adds `delta` to the count of every unit grid edge a level or upright wall on grid lines runs along. */
  #countEdges({ a, b }: Segment, delta: number): void {
    if (![a.x, a.y, b.x, b.y].every((v) => Number.isInteger(v))) return;
    if (a.y === b.y) for (let x = Math.min(a.x, b.x); x < Math.max(a.x, b.x); x++) this.#countEdge(x, a.y, 0, delta);
    if (a.x === b.x) for (let y = Math.min(a.y, b.y); y < Math.max(a.y, b.y); y++) this.#countEdge(a.x, y, 1, delta);
  }

  #countEdge(x: number, y: number, down: number, delta: number): void {
    const slot = this.#edgeSlot(x, y);
    if (slot >= 0) this.#edges[slot * 2 + down] = (this.#edges[slot * 2 + down] as number) + delta;
  }

  #refill(): void {
    const w = this.#nx + 1;
    const sums = this.#filled;
    for (let by = 0; by < this.#ny; by++) {
      for (let bx = 0; bx < this.#nx; bx++) {
        const filled = this.#buckets.count[by * this.#nx + bx] === 0 ? 0 : 1;
        const at = (by + 1) * w + bx + 1;
        sums[at] = filled + (sums[at - 1] as number) + (sums[at - w] as number) - (sums[at - w - 1] as number);
      }
    }
    this.#filledStale = false;
  }

  /** Does any bucket of columns bx0…bx1, rows by0…by1 (clamped to the grid) hold a wall? */
  #anyFilled(bx0: number, by0: number, bx1: number, by1: number): boolean {
    if (bx0 > bx1 || by0 > by1) return false;
    if (this.#filledStale) this.#refill();
    const w = this.#nx + 1;
    const s = this.#filled;
    const sum =
      (s[(by1 + 1) * w + bx1 + 1] as number) -
      (s[by0 * w + bx1 + 1] as number) -
      (s[(by1 + 1) * w + bx0] as number) +
      (s[by0 * w + bx0] as number);
    return sum > 0;
  }

  #edgeSlot(x: number, y: number): number {
    const ex = x - this.#x0 * this.#size;
    const ey = y - this.#y0 * this.#size;
    const w = this.#nx * this.#size;
    return ex < 0 || ey < 0 || ex >= w || ey >= this.#ny * this.#size ? -1 : ey * w + ex;
  }

  /** Does a wall run along the whole unit grid edge from (x, y) rightward, or downward when `down`? */
  edgeWalled(x: number, y: number, down: boolean): boolean {
    if (!Number.isInteger(x) || !Number.isInteger(y)) return false;
    const slot = this.#edgeSlot(x, y);
    return slot >= 0 && (this.#edges[slot * 2 + (down ? 1 : 0)] as number) > 0;
  }

  #bx(v: number): number {
    return Math.floor(v / this.#size) - this.#x0;
  }

  #by(v: number): number {
    return Math.floor(v / this.#size) - this.#y0;
  }

  /** May a wall lie in the box? False only when no bucket it meets holds one (widened against rounding). */
  mayHoldWalls(minX: number, minY: number, maxX: number, maxY: number): boolean {
    return this.#anyFilled(
      Math.max(0, this.#bx(minX - BAND_MARGIN)),
      Math.max(0, this.#by(minY - BAND_MARGIN)),
      Math.min(this.#nx - 1, this.#bx(maxX + BAND_MARGIN)),
      Math.min(this.#ny - 1, this.#by(maxY + BAND_MARGIN)),
    );
  }

  /**
   * Writes into `out` from `at` the offsets of the walls whose bounding box meets that of a ∪ b, lying in the
   * buckets the hull of a ∪ b meets (widened against rounding); returns the end. Every segment from a to b lies in
   * that hull, so no wall it may touch is left out, while a pair far apart diagonally gathers a band, not a square.
   */
  queryBetween(a: Box, b: Box, out: Int32Array, at: number): number {
    const stamp = this.#nextQuery();
    const minX = Math.min(a.minX, b.minX);
    const minY = Math.min(a.minY, b.minY);
    const maxX = Math.max(a.maxX, b.maxX);
    const maxY = Math.max(a.maxY, b.maxY);
    const m = BAND_MARGIN;
    const by0 = Math.max(0, this.#by(minY - m));
    const by1 = Math.min(this.#ny - 1, this.#by(maxY + m));
    let end = at;
    for (let by = by0; by <= by1; by++) {
      // The hull is the union of the boxes a + t·(b − a), t in [0, 1]: those meeting this row of buckets.
      const rowLo = (by + this.#y0) * this.#size - m;
      const rowHi = (by + this.#y0 + 1) * this.#size + m;
      tRange[0] = 0;
      tRange[1] = 1;
      keepAbove(a.maxY, b.maxY, rowLo);
      keepAbove(-a.minY, -b.minY, -rowHi);
      const t0 = tRange[0];
      const t1 = tRange[1];
      if (t0 > t1) continue;
      const xa = Math.min(a.minX + (b.minX - a.minX) * t0, a.minX + (b.minX - a.minX) * t1);
      const xb = Math.max(a.maxX + (b.maxX - a.maxX) * t0, a.maxX + (b.maxX - a.maxX) * t1);
      const bx0 = Math.max(0, this.#bx(xa - m));
      const bx1 = Math.min(this.#nx - 1, this.#bx(xb + m));
      for (let bx = bx0; bx <= bx1; bx++)
        end = this.#collect(by * this.#nx + bx, stamp, minX, minY, maxX, maxY, out, end);
    }
    return end;
  }

  /** Writes the walls of bucket `b` not yet seen by this query whose bounding box meets the box; returns the end. */
  #collect(
    b: number,
    stamp: number,
    minX: number,
    minY: number,
    maxX: number,
    maxY: number,
    out: Int32Array,
    at: number,
  ): number {
    const pool = this.#buckets;
    const items = pool.items;
    const c = this.#coords;
    const seen = this.#stamp;
    let end = at;
    for (let k = pool.start[b] as number, e = k + (pool.count[b] as number); k < e; k++) {
      const w = items[k] as number;
      if (seen[w >> 2] === stamp) continue;
      seen[w >> 2] = stamp;
      if (
        Math.max(c[w] as number, c[w + 2] as number) >= minX &&
        Math.min(c[w] as number, c[w + 2] as number) <= maxX &&
        Math.max(c[w + 1] as number, c[w + 3] as number) >= minY &&
        Math.min(c[w + 1] as number, c[w + 3] as number) <= maxY
      )
        out[end++] = w;
    }
    return end;
  }

  /** A new query's stamp (the walls seen by it are marked with it). */
  #nextQuery(): number {
    this.#query = (this.#query + 1) >>> 0;
    if (this.#query === 0) {
      this.#stamp.fill(0);
      this.#query = 1;
    }
    return this.#query;
  }

  /**
   * Does segment p–q touch a wall (`segmentsIntersect`: touching counts)? Tests every wall filed in a bucket
   * the segment passes through (row of buckets by row, widened against rounding), each once.
   */
  segmentTouches(px: number, py: number, qx: number, qy: number): boolean {
    return this.#walk(px, py, qx, qy, null, 0) !== 0;
  }

  /** Writes into `out` from `at` the offsets (4i) of every wall segment p–q touches; returns the end. */
  segmentWalls(px: number, py: number, qx: number, qy: number, out: Int32Array, at: number): number {
    return this.#walk(px, py, qx, qy, out, at);
  }

  /** The walk of segmentTouches: stops at the first wall touched when `out` is null (answering 1, or 0). */
  #walk(px: number, py: number, qx: number, qy: number, out: Int32Array | null, at: number): number {
    const stamp = this.#nextQuery();
    const c = this.#coords;
    const seen = this.#stamp;
    const { start, count, items } = this.#buckets;
    const nx = this.#nx;
    const size = this.#size;
    const ylo = Math.min(py, qy);
    const yhi = Math.max(py, qy);
    const dx = qx - px;
    const dy = qy - py;
    // `intersects` lets a wall's end lie up to 1e-9 / length off the segment's line: widen by that too.
    const m = BAND_MARGIN + 2e-9 / (Math.abs(dx) + Math.abs(dy));
    const by0 = Math.max(0, this.#by(ylo - m));
    const by1 = Math.min(this.#ny - 1, this.#by(yhi + m));
    let end = at;
    // Every bucket walked below lies in this box: none holding a wall, nothing to test.
    const bxAll0 = Math.max(0, this.#bx(Math.min(px, qx) - m));
    const bxAll1 = Math.min(this.#nx - 1, this.#bx(Math.max(px, qx) + m));
    if (!this.#anyFilled(bxAll0, by0, bxAll1, by1)) return out === null ? 0 : end;
    for (let by = by0; by <= by1; by++) {
      let xa = Math.min(px, qx);
      let xb = Math.max(px, qx);
      if (dy !== 0) {
        // Where the segment enters and leaves the row, as fractions of its length (clamped: no overflow, no
        // NaN for a segment all but level).
        const t0 = Math.min(1, Math.max(0, (Math.max(ylo, (by + this.#y0) * size - m) - py) / dy));
        const t1 = Math.min(1, Math.max(0, (Math.min(yhi, (by + this.#y0 + 1) * size + m) - py) / dy));
        const x0 = px + dx * t0;
        const x1 = px + dx * t1;
        xa = Math.min(x0, x1);
        xb = Math.max(x0, x1);
      }
      const bx0 = Math.max(0, this.#bx(xa - m));
      const bx1 = Math.min(this.#nx - 1, this.#bx(xb + m));
      for (let bx = bx0; bx <= bx1; bx++) {
        const b = by * nx + bx;
        for (let k = start[b] as number, e = k + (count[b] as number); k < e; k++) {
          const w = items[k] as number;
          if (seen[w >> 2] === stamp) continue;
          seen[w >> 2] = stamp;
          if (!intersects(px, py, qx, qy, c[w] as number, c[w + 1] as number, c[w + 2] as number, c[w + 3] as number))
            continue;
          if (out === null) return 1;
          out[end++] = w;
        }
      }
    }
    return out === null ? 0 : end;
  }
}
