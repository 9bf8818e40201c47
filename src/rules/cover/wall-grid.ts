import type { Segment } from "../geometry/segments";
import type { Box } from "./separation";
import * as chain from "./fast-chain";

// Local binding: module namespaces may be compiled to getters, too slow on a path this hot.
const intersects = chain.intersects;
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

/** Widening of the buckets a segment visits, against rounding (more walls tested, never fewer). */
const BAND_MARGIN = 1e-7;

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

/**
 * The same bucket grid in flat arrays, for the allocation-free exact test: `coords` holds ax, ay, bx, by of
 * wall i at 4i, and `query` writes the offsets (4i) of the walls whose bounding box meets a box into a
 * caller's array.
 */
export class FlatWallGrid {
  readonly coords: Float64Array;
  readonly #size: number;
  readonly #x0: number;
  readonly #y0: number;
  readonly #nx: number;
  readonly #ny: number;
  readonly #first: Int32Array;
  readonly #items: Int32Array;
  readonly #stamp: Uint32Array;
  #query = 0;
  /** Unit grid edges lying along a wall, bit 1 the edge from (x, y) rightward, bit 2 downward. */
  readonly #edges: Uint8Array;
  /**
   * Summed-area table of the buckets holding a wall ((nx + 1) × (ny + 1)): a segment whose buckets hold none is
   * answered without walking them (an open hall's lines).
   */
  readonly #filled: Int32Array;

  constructor(segments: readonly Segment[], bucketSize = 2) {
    const n = segments.length;
    this.#size = bucketSize;
    this.coords = new Float64Array(n * 4);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    segments.forEach((s, i) => {
      this.coords.set([s.a.x, s.a.y, s.b.x, s.b.y], i * 4);
      minX = Math.min(minX, s.a.x, s.b.x);
      minY = Math.min(minY, s.a.y, s.b.y);
      maxX = Math.max(maxX, s.a.x, s.b.x);
      maxY = Math.max(maxY, s.a.y, s.b.y);
    });
    if (n === 0) minX = minY = maxX = maxY = 0;
    this.#x0 = Math.floor(minX / bucketSize);
    this.#y0 = Math.floor(minY / bucketSize);
    this.#nx = Math.floor(maxX / bucketSize) - this.#x0 + 1;
    this.#ny = Math.floor(maxY / bucketSize) - this.#y0 + 1;
    const counts = new Int32Array(this.#nx * this.#ny + 1);
    const visit = (add: (bucket: number, i: number) => void) => {
      for (let i = 0; i < n; i++) {
        const c = this.coords;
        const bx1 = this.#bx(Math.max(c[i * 4] as number, c[i * 4 + 2] as number));
        const by1 = this.#by(Math.max(c[i * 4 + 1] as number, c[i * 4 + 3] as number));
        for (let by = this.#by(Math.min(c[i * 4 + 1] as number, c[i * 4 + 3] as number)); by <= by1; by++) {
          for (let bx = this.#bx(Math.min(c[i * 4] as number, c[i * 4 + 2] as number)); bx <= bx1; bx++) {
            add(by * this.#nx + bx, i);
          }
        }
      }
    };
    visit((b) => (counts[b + 1] = (counts[b + 1] as number) + 1));
    for (let b = 0; b < this.#nx * this.#ny; b++) counts[b + 1] = (counts[b + 1] as number) + (counts[b] as number);
    this.#first = counts.slice();
    this.#items = new Int32Array(counts[this.#nx * this.#ny] as number);
    const fill = counts;
    visit((b, i) => {
      this.#items[fill[b] as number] = i * 4;
      fill[b] = (fill[b] as number) + 1;
    });
    this.#stamp = new Uint32Array(n);
    this.#filled = this.#summedFilled();
    this.#edges = new Uint8Array(this.#nx * this.#ny * bucketSize * bucketSize);
    for (const { a, b } of segments) {
      if (![a.x, a.y, b.x, b.y].every((v) => Number.isInteger(v))) continue;
      if (a.y === b.y) for (let x = Math.min(a.x, b.x); x < Math.max(a.x, b.x); x++) this.#markEdge(x, a.y, 1);
      if (a.x === b.x) for (let y = Math.min(a.y, b.y); y < Math.max(a.y, b.y); y++) this.#markEdge(a.x, y, 2);
    }
  }

  #summedFilled(): Int32Array {
    const w = this.#nx + 1;
    const sums = new Int32Array(w * (this.#ny + 1));
    for (let by = 0; by < this.#ny; by++) {
      for (let bx = 0; bx < this.#nx; bx++) {
        const b = by * this.#nx + bx;
        const filled = (this.#first[b + 1] as number) > (this.#first[b] as number) ? 1 : 0;
        const at = (by + 1) * w + bx + 1;
        sums[at] = filled + (sums[at - 1] as number) + (sums[at - w] as number) - (sums[at - w - 1] as number);
      }
    }
    return sums;
  }

  /** Does any bucket of columns bx0…bx1, rows by0…by1 (clamped to the grid) hold a wall? */
  #anyFilled(bx0: number, by0: number, bx1: number, by1: number): boolean {
    if (bx0 > bx1 || by0 > by1) return false;
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

  #markEdge(x: number, y: number, bit: number): void {
    const slot = this.#edgeSlot(x, y);
    if (slot >= 0) this.#edges[slot] = (this.#edges[slot] as number) | bit;
  }

  /** Does a wall run along the whole unit grid edge from (x, y) rightward, or downward when `down`? */
  edgeWalled(x: number, y: number, down: boolean): boolean {
    if (!Number.isInteger(x) || !Number.isInteger(y)) return false;
    const slot = this.#edgeSlot(x, y);
    return slot >= 0 && ((this.#edges[slot] as number) & (down ? 2 : 1)) !== 0;
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
      const t0 = tRange[0] as number;
      const t1 = tRange[1] as number;
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
    const c = this.coords;
    let end = at;
    for (let k = this.#first[b] as number, e = this.#first[b + 1] as number; k < e; k++) {
      const w = this.#items[k] as number;
      if (this.#stamp[w >> 2] === stamp) continue;
      this.#stamp[w >> 2] = stamp;
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
    const c = this.coords;
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
        const b = by * this.#nx + bx;
        for (let k = this.#first[b] as number, e = this.#first[b + 1] as number; k < e; k++) {
          const w = this.#items[k] as number;
          if (this.#stamp[w >> 2] === stamp) continue;
          this.#stamp[w >> 2] = stamp;
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
