import type { CoverCreature, CoverScene } from "./scene";
import { insetCorners } from "./lines";
import type { Box } from "./separation";
import { pairCover, type PairChoice, type PairMemo } from "./pair";
import * as rings from "./total";
import * as windows from "./window-test";

// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const RingWindows = rings.RingWindows;
type RingWindows = rings.RingWindows;
const ringProvesTotal = rings.ringProvesTotal;
/**
 * TA-4: the centre-line matrix tests rings up to this many radii (0, 1, 2, 3 and 5 squares out); a pair they
 * can't prove goes on to the exact test, as any pair the rings don't settle. The outer rings' windows are the
 * dearest to test and, on the benchmark's maze and sparse layouts, settle few pairs the exact test would not.
 */
const CENTRE_LINE_RINGS = 5;
const totalCoverBetween = windows.totalCoverBetween;
const oneWallBetween = windows.oneWallBetween;
const flatGrid = windows.flatGrid;

const TOTAL: PairChoice = Object.freeze({
  rank: 3,
  lines: 4,
  walls: 4,
  creatures: 0,
  obstacles: 0,
  corner: 0,
  cell: 0,
  rider: false,
});
const BOTH_TOTAL: readonly [PairChoice, PairChoice] = Object.freeze([TOTAL, TOTAL] as const);

/**
 * TA-4: both spaces' rings tried radius by radius, the inner (cheaper) windows of both before the outer ones, up to
 * CENTRE_LINE_RINGS radii. Which windows are tested changes, never what they are: a ring proof is a proof.
 */
function interleaved(ra: RingWindows, rb: RingWindows): boolean {
  for (let ri = 0; ri < CENTRE_LINE_RINGS; ri++)
    if (ringProvesTotal(ra, rb.box, true, ri + 1, ri) || ringProvesTotal(rb, ra.box, true, ri + 1, ri)) return true;
  return false;
}

/**
 * Are the four lines from the first corner of `ci` to the corners of the first cell of `cj` all walled (the lines
 * the forward direction traces first)? Remembered in `bits[0…3]` (PairMemo), up to the first clear one.
 */
function firstLinesWalled(scene: CoverScene, ci: Float64Array, cj: Float64Array, bits: Int8Array): boolean {
  const grid = flatGrid(scene);
  for (let k = 0; k < 4; k++) {
    const walled = grid.segmentTouches(ci[0] as number, ci[1] as number, cj[k * 2] as number, cj[k * 2 + 1] as number);
    bits[k] = walled ? 1 : 0;
    if (!walled) return false;
  }
  return true;
}

/**
 * Work shared by the pairs of one scene query (one attacker against all, or the whole matrix): inset corners
 * and ring closures per creature, total cover per unordered pair, and the wall lines of each pair reused by
 * its reverse direction.
 */
export class CoverBatch {
  readonly #scene: CoverScene;
  readonly #corners: (Float64Array | undefined)[];
  readonly #rings: (RingWindows | undefined)[];
  readonly #total: Int8Array;
  readonly #n: number;
  #memo = new Int8Array(256);
  /** TA-4 (centreLine): the ring proofs try both spaces' inner rings before their outer ones, and fewer of them. */
  readonly #centreFirst: boolean;

  constructor(scene: CoverScene, { centreLine = false }: { centreLine?: boolean } = {}) {
    this.#scene = scene;
    this.#centreFirst = centreLine;
    this.#n = scene.creatures.length;
    this.#corners = new Array<Float64Array | undefined>(this.#n);
    this.#rings = new Array<RingWindows | undefined>(this.#n);
    this.#total = new Int8Array(this.#n * this.#n).fill(-1);
  }

  corners(i: number): Float64Array {
    let c = this.#corners[i];
    if (!c) c = this.#corners[i] = insetCorners((this.#scene.creatures[i] as CoverCreature).space);
    return c;
  }

  #ring(i: number): RingWindows {
    let r = this.#rings[i];
    if (r === undefined)
      r = this.#rings[i] = new RingWindows(this.#scene, (this.#scene.creatures[i] as CoverCreature).space);
    return r;
  }

  #box(i: number): Box {
    return this.#ring(i).box;
  }

  /**
   * Total cover of the pair lo < hi proven by the rings alone (no exact search). `#total` remembers -1
   * untried, 0 not total, 1 total, 2 not proven by the rings (the exact test still to run), 3 not proven by the
   * rings nor by oneWallBetween (the rest of the exact test still to run).
   */
  #ringTotal(lo: number, hi: number): boolean {
    const slot = lo * this.#n + hi;
    const known = this.#total[slot] as number;
    if (known >= 0) return known === 1;
    const ra = this.#ring(lo);
    const rb = this.#ring(hi);
    // Windows already tested first (both spaces), then testing more.
    const result =
      ringProvesTotal(ra, rb.box, false) ||
      ringProvesTotal(rb, ra.box, false) ||
      (this.#centreFirst ? interleaved(ra, rb) : ringProvesTotal(ra, rb.box) || ringProvesTotal(rb, ra.box));
    this.#total[slot] = result ? 1 : 2;
    return result;
  }

  readonly total = (i: number, j: number): boolean => {
    const lo = Math.min(i, j);
    const hi = Math.max(i, j);
    const slot = lo * this.#n + hi;
    if (this.#ringTotal(lo, hi)) return true;
    const known = this.#total[slot] as number;
    if (known !== 2 && known !== 3) return known === 1;
    const result = totalCoverBetween(this.#scene, this.#box(lo), this.#box(hi), known === 3);
    this.#total[slot] = result ? 1 : 0;
    return result;
  };

  /** May a wall lie in the box around both inset spaces? With none, no line between them meets a wall. */
  #wallsBetween(i: number, j: number): boolean {
    const a = this.#box(i);
    const b = this.#box(j);
    return flatGrid(this.#scene).mayHoldWalls(
      Math.min(a.minX, b.minX),
      Math.min(a.minY, b.minY),
      Math.max(a.maxX, b.maxX),
      Math.max(a.maxY, b.maxY),
    );
  }

  /**
   * TA-4: total cover of the pair proven by the rings alone, tried first as `pair` does (walls around both spaces
   * only): a pair walled all round is settled before any line is traced.
   */
  readonly ringsProveTotal = (i: number, j: number): boolean =>
    this.#wallsBetween(i, j) && this.#ringTotal(Math.min(i, j), Math.max(i, j));

  /**
   * TA-4: total cover of a pair whose centre line a wall touches, proven as `pair` proves it: the rings first, then
   * one wall across each family, then, when one of the four lines from the first corner of the lower-numbered
   * space to the other's first cell is clear, not total without the exact search; else the exact search.
   */
  readonly centreTotal = (i: number, j: number): boolean => {
    const lo = Math.min(i, j);
    const hi = Math.max(i, j);
    if (this.#ringTotal(lo, hi)) return true;
    const slot = lo * this.#n + hi;
    if (this.#total[slot] === 2) {
      if (oneWallBetween(this.#scene, this.#box(lo), this.#box(hi))) {
        this.#total[slot] = 1;
        return true;
      }
      this.#total[slot] = 3;
    }
    if (this.#total[slot] !== 3) return this.#total[slot] === 1;
    const bits = this.#memo.subarray(0, 4);
    if (!firstLinesWalled(this.#scene, this.corners(lo), this.corners(hi), bits)) {
      this.#total[slot] = 0;
      return false;
    }
    return this.total(lo, hi);
  };

  /** Both directions of the pair i < j, sharing their wall lines. */
  pair(i: number, j: number, melee: boolean): readonly [PairChoice, PairChoice] {
    // Total cover proven by the rings settles both directions whatever the lines (every line between the two
    // inset spaces then meets a wall); only the degree is read from such a choice.
    if (i < j && this.#wallsBetween(i, j) && this.#ringTotal(i, j)) return BOTH_TOTAL;
    const ci = this.corners(i);
    const cj = this.corners(j);
    const ni = ci.length >> 1;
    const nj = cj.length >> 1;
    if (this.#memo.length < ni * nj) this.#memo = new Int8Array(ni * nj * 2);
    const bits = this.#memo.subarray(0, ni * nj).fill(-1);
    // Rings unable to prove it, the exact test's first proof (one wall across each family, among the walls of the
    // middle segment) comes before any line; the rest of the exact test comes before the lines when the first four
    // are walled (traced first anyway: no extra work): a pair walled all round then traces none of its other lines.
    const slot = i * this.#n + j;
    if (i < j && this.#total[slot] === 2) {
      if (oneWallBetween(this.#scene, this.#box(i), this.#box(j))) {
        this.#total[slot] = 1;
        return BOTH_TOTAL;
      }
      this.#total[slot] = 3;
    }
    if (i < j && this.#total[slot] === 3 && firstLinesWalled(this.#scene, ci, cj, bits) && this.total(i, j))
      return BOTH_TOTAL;
    const blockers = { count: -1 };
    const forward: PairMemo = { wallBits: bits, stride: nj, attackerIsRow: true, blockers, rankOnly: true };
    const backward: PairMemo = { wallBits: bits, stride: nj, attackerIsRow: false, blockers, rankOnly: true };
    return [
      pairCover(this.#scene, i, j, ci, cj, melee, this.total, forward),
      pairCover(this.#scene, j, i, cj, ci, melee, this.total, backward),
    ];
  }
}
