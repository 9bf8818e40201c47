import type { CoverCreature, CoverScene } from "./scene";
import { insetBox, insetCorners } from "./lines";
import { pairCover, type PairChoice, type PairMemo } from "./pair";
import { RingWindows, ringProvesTotal, totalCoverBetween } from "./total";

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

  constructor(scene: CoverScene) {
    this.#scene = scene;
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
    if (r === undefined) r = this.#rings[i] = new RingWindows(this.#scene, this.#box(i));
    return r;
  }

  #box(i: number) {
    return insetBox((this.#scene.creatures[i] as CoverCreature).space);
  }

  readonly total = (i: number, j: number): boolean => {
    const lo = Math.min(i, j);
    const hi = Math.max(i, j);
    const slot = lo * this.#n + hi;
    const known = this.#total[slot] as number;
    if (known >= 0) return known === 1;
    const a = this.#box(lo);
    const b = this.#box(hi);
    const result =
      ringProvesTotal(this.#ring(lo), a, b) ||
      ringProvesTotal(this.#ring(hi), b, a) ||
      totalCoverBetween(this.#scene, a, b);
    this.#total[slot] = result ? 1 : 0;
    return result;
  };

  /** Both directions of the pair i < j, sharing their wall lines. */
  pair(i: number, j: number, melee: boolean): readonly [PairChoice, PairChoice] {
    const ci = this.corners(i);
    const cj = this.corners(j);
    const ni = ci.length >> 1;
    const nj = cj.length >> 1;
    if (this.#memo.length < ni * nj) this.#memo = new Int8Array(ni * nj * 2);
    const bits = this.#memo.subarray(0, ni * nj).fill(-1);
    const forward: PairMemo = { wallBits: bits, stride: nj, attackerIsRow: true };
    const backward: PairMemo = { wallBits: bits, stride: nj, attackerIsRow: false };
    return [
      pairCover(this.#scene, i, j, ci, cj, melee, this.total, forward),
      pairCover(this.#scene, j, i, cj, ci, melee, this.total, backward),
    ];
  }
}
