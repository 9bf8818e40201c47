import type { CoverScene } from "./scene";
import { wallSeparated, type Box } from "./separation";

/**
 * Fast proofs of total cover (COV-1) for a whole scene. For each creature, "rings" of four windows are tested
 * once: the sides of its space grown by r cells (r in RING_RADII). A window is closed when every segment from
 * the creature's (inset) space to it touches a wall. Every segment from the creature to a space lying wholly
 * outside the ring leaves the ring through a window; so when all the windows such segments can reach are
 * closed, the pair has total cover — a proof, not a guess. Pairs the rings can't settle take the exact test.
 */
export const RING_RADII = [1, 2, 3, 5, 8, 12] as const;

function walledBetween(scene: CoverScene, a: Box, b: Box): boolean {
  const walls = scene.wallGrid.query(
    Math.min(a.minX, b.minX),
    Math.min(a.minY, b.minY),
    Math.max(a.maxX, b.maxX),
    Math.max(a.maxY, b.maxY),
  );
  return wallSeparated(a, b, walls);
}

/** COV-1: total cover between two inset spaces by the exact test, gathering only the walls near them. */
export function totalCoverBetween(scene: CoverScene, a: Box, b: Box): boolean {
  return walledBetween(scene, a, b);
}

function window(box: Box, side: number, r: number): Box {
  switch (side) {
    case 0:
      return { minX: box.maxX + r, maxX: box.maxX + r, minY: box.minY - r, maxY: box.maxY + r };
    case 1:
      return { minX: box.minX - r, maxX: box.minX - r, minY: box.minY - r, maxY: box.maxY + r };
    case 2:
      return { minX: box.minX - r, maxX: box.maxX + r, minY: box.maxY + r, maxY: box.maxY + r };
    default:
      return { minX: box.minX - r, maxX: box.maxX + r, minY: box.minY - r, maxY: box.minY - r };
  }
}

/**
 * Ring windows of one space, tested lazily and remembered: `closed(ri, side)` is true when every segment from
 * the space to window `side` (right, left, down, up) of radius RING_RADII[ri] touches a wall.
 */
export class RingWindows {
  readonly #scene: CoverScene;
  readonly #box: Box;
  readonly #known = new Int8Array(RING_RADII.length * 4).fill(-1);

  constructor(scene: CoverScene, box: Box) {
    this.#scene = scene;
    this.#box = box;
  }

  closed(ri: number, side: number): boolean {
    const slot = ri * 4 + side;
    const known = this.#known[slot] as number;
    if (known >= 0) return known === 1;

    const result = walledBetween(this.#scene, this.#box, window(this.#box, side, RING_RADII[ri] as number));
    this.#known[slot] = result ? 1 : 0;
    return result;
  }
}

function corners(box: Box): readonly (readonly [number, number])[] {
  return [
    [box.minX, box.minY],
    [box.maxX, box.minY],
    [box.minX, box.maxY],
    [box.maxX, box.maxY],
  ];
}

/** Does the hull of a ∪ b meet the window (a segment on a vertical or horizontal line)? */
function hullMeetsWindow(pts: readonly (readonly [number, number])[], w: Box, vertical: boolean): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  const at = vertical ? w.minX : w.minY;
  for (let i = 0; i < pts.length; i++) {
    for (let j = i; j < pts.length; j++) {
      const p = pts[i] as readonly [number, number];
      const q = pts[j] as readonly [number, number];
      const pu = vertical ? p[0] : p[1];
      const qu = vertical ? q[0] : q[1];
      const pv = vertical ? p[1] : p[0];
      const qv = vertical ? q[1] : q[0];
      if ((pu - at) * (qu - at) > 0) continue;
      const v = pu === qu ? pv : pv + ((qv - pv) * (at - pu)) / (qu - pu);
      const v2 = pu === qu ? qv : v;
      lo = Math.min(lo, v, v2);
      hi = Math.max(hi, v, v2);
    }
  }
  const wlo = vertical ? w.minY : w.minX;
  const whi = vertical ? w.maxY : w.maxX;
  return lo <= whi && hi >= wlo;
}

/** COV-1: true when `a`'s closed ring windows prove that `b` has total cover from it. */
export function ringProvesTotal(rings: RingWindows, a: Box, b: Box): boolean {
  const pts = [...corners(a), ...corners(b)];
  for (let ri = 0; ri < RING_RADII.length; ri++) {
    const r = RING_RADII[ri] as number;
    const outside = b.minX > a.maxX + r || b.maxX < a.minX - r || b.minY > a.maxY + r || b.maxY < a.minY - r;
    if (!outside) continue;
    let proven = true;
    for (let side = 0; side < 4 && proven; side++) {
      if (hullMeetsWindow(pts, window(a, side, r), side < 2) && !rings.closed(ri, side)) proven = false;
    }
    if (proven) return true;
  }
  return false;
}
