import type { CoverScene } from "./scene";

/**
 * The creatures' spaces of a scene as flat boxes sorted by left edge (x0, y0, x1, y1 at 4k, the creature's index
 * at k in `order`), so that the creatures a box may meet are found by bisection instead of a scan.
 */
export interface CreatureBoxes {
  readonly boxes: Float64Array;
  readonly order: Int32Array;
  /** The widest space: a space whose left edge is this far left of a box or more ends before it. */
  readonly widest: number;
}

/** Built on first use per scene (a scene never changes). */
const built = new WeakMap<CoverScene, CreatureBoxes>();

/** COV-5: the creature boxes of a scene, sorted by left edge. */
export function creatureBoxes(scene: CoverScene): CreatureBoxes {
  let found = built.get(scene);
  if (found) return found;
  const spaces = scene.creatures.map((c) => c.space);
  const order = Int32Array.from(spaces.keys()).sort((i, j) => (spaces[i]?.x ?? 0) - (spaces[j]?.x ?? 0));
  const boxes = new Float64Array(spaces.length * 4);
  order.forEach((i, k) => {
    const s = spaces[i];
    if (s) boxes.set([s.x, s.y, s.x + s.side, s.y + s.side], k * 4);
  });
  const widest = spaces.reduce((w, s) => Math.max(w, s.side), 0);
  found = { boxes, order, widest };
  built.set(scene, found);
  return found;
}

/** The first position in `b` whose box's left edge is more than `x` (bisection). */
export function firstLeftOf(b: CreatureBoxes, x: number): number {
  let lo = 0;
  let hi = b.order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((b.boxes[mid * 4] as number) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
