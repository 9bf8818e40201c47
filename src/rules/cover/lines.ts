import type { Cell, Point, Space } from "../geometry/grid";
import { segmentCrossesBoxXY } from "../geometry/segments";
import { CORNER_COVER_DEGREES, COVER_INSET, type CoverDegree } from "./types";
import type { Box } from "./separation";
import type { CoverCreature, CoverObstacle } from "./scene";

/** COV-1: lines blocked → degree rank: 0 none, 1–2 half, 3–4 three-quarters. */
export function degreeRankOfLines(blocked: number): number {
  return blocked === 0 ? 0 : blocked <= 2 ? 1 : 2;
}

/** COV-1: the degree of a corner-method rank (none 0, half 1, three-quarters 2, total 3). */
export function degreeName(rank: number): CoverDegree {
  return CORNER_COVER_DEGREES[rank] as CoverDegree;
}

/**
 * COV-1: the inset corners of every cell of a space, cell by cell (row by row), corners in the order top-left,
 * top-right, bottom-left, bottom-right; x and y interleaved.
 */
export function insetCorners(space: Space): Float64Array {
  const out = new Float64Array(space.side * space.side * 8);
  let i = 0;
  for (let y = space.y; y < space.y + space.side; y++) {
    for (let x = space.x; x < space.x + space.side; x++) {
      for (let k = 0; k < 4; k++) {
        out[i++] = x + (k & 1 ? 1 - COVER_INSET : COVER_INSET);
        out[i++] = y + (k & 2 ? 1 - COVER_INSET : COVER_INSET);
      }
    }
  }
  return out;
}

/** COV-1: the cell of a space with index `i` (row by row). */
export function cellAt(space: Space, i: number): Cell {
  return { x: space.x + (i % space.side), y: space.y + Math.floor(i / space.side) };
}

/** COV-1: the grid corner (not inset) number `k` of a cell. */
export function cornerOf(cell: Cell, k: number): Point {
  return { x: cell.x + (k & 1), y: cell.y + (k >> 1) };
}

/** COV-1: a space shrunk by the inset on every side (the region the exact total-cover test joins). */
export function insetBox(space: Space): Box {
  return {
    minX: space.x + COVER_INSET,
    minY: space.y + COVER_INSET,
    maxX: space.x + space.side - COVER_INSET,
    maxY: space.y + space.side - COVER_INSET,
  };
}

/** COV-5: true when segment p–q crosses the open interior of the box (geometry's allocation-free test). */
export const crossesBox = segmentCrossesBoxXY;

/** Two spaces share some area (touching edges don't count). */
export function overlaps(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/**
 * COV-5: may this creature block lines between attacker and target? Never the two themselves, a defeated
 * creature, a creature sharing either's space (a mount under its rider, a Tiny creature in the same square),
 * nor a prone one unless the policy says so.
 */
export function creatureMayBlock(
  c: CoverCreature,
  attacker: CoverCreature,
  target: CoverCreature,
  proneGivesCover: boolean,
): boolean {
  if (c === attacker || c === target || c.defeated || (c.prone && !proneGivesCover)) return false;
  return !overlaps(c.space, attacker.space) && !overlaps(c.space, target.space);
}

/** COV-7: may this obstacle give cover here? Not one sharing a space with either; brush only to a prone target. */
export function obstacleMayBlock(o: CoverObstacle, attacker: CoverCreature, target: CoverCreature): boolean {
  if (o.whenTargetProne && !target.prone) return false;
  return !overlaps(o.space, attacker.space) && !overlaps(o.space, target.space);
}
