import { finite, list, record } from "../errors";
import { SegmentIndex } from "../geometry/segment-index";
import type { Segment } from "../geometry/segments";
import type { MoveBlock } from "./types";

/**
 * MOV-4: walls and filled squares on a step. A step of a space of side `side` from (ox, oy) by (dx, dy) is
 * traced as one centre-to-centre line per leading cell (a cell whose neighbour in the step's direction lies
 * outside the old space): an orthogonal step through a wall crosses one; a diagonal step that cuts a wall's
 * corner passes through the grid point that wall touches (touching counts). For a filled square, the two cells
 * a diagonal step slips between (outside both the old and the new space) must be free.
 */

/** MOV-4: the walls as an index (built once when a list is given). */
export function wallIndexOf(walls: SegmentIndex | readonly Segment[] | undefined): SegmentIndex | null {
  if (walls === undefined) return null;
  if (walls instanceof SegmentIndex) return walls;
  const segments = list(walls, "walls");
  segments.forEach((s, i) => {
    const wall = record(s, `walls[${i}]`);
    for (const end of ["a", "b"] as const) {
      const point = record(wall[end], `walls[${i}].${end}`);
      finite(point.x, `walls[${i}].${end}.x`);
      finite(point.y, `walls[${i}].${end}.y`);
    }
  });
  return segments.length === 0 ? null : new SegmentIndex(segments as readonly Segment[]);
}

// Scratch points for wall queries: reused so a step allocates nothing (the index only reads them).
const FROM = { x: 0, y: 0 };
const TO = { x: 0, y: 0 };

function crosses(walls: SegmentIndex, x0: number, y0: number, x1: number, y1: number): boolean {
  FROM.x = x0 + 0.5;
  FROM.y = y0 + 0.5;
  TO.x = x1 + 0.5;
  TO.y = y1 + 0.5;
  return walls.anyIntersects(FROM, TO);
}

function inSquare(x: number, y: number, sx: number, sy: number, side: number): boolean {
  return x >= sx && x < sx + side && y >= sy && y < sy + side;
}

/**
 * MOV-4: whether a wall stops a step of a square space from (ox, oy), side `oldSide`, by (dx, dy) to a space
 * of side `newSide`, and why (`wall`, or `wallCorner` for a diagonal), or null. Besides the leading lines, a
 * space larger than one cell must fit: no wall may separate an entered cell from its neighbours in the space.
 */
export function wallOnStep(
  walls: SegmentIndex,
  ox: number,
  oy: number,
  oldSide: number,
  dx: number,
  dy: number,
  newSide: number,
): MoveBlock | null {
  const why = dx !== 0 && dy !== 0 ? "wallCorner" : "wall";
  if (oldSide === 1 && newSide === 1) return crosses(walls, ox, oy, ox + dx, oy + dy) ? why : null;
  const nx0 = ox + dx;
  const ny0 = oy + dy;
  for (let y = oy; y < oy + oldSide; y++) {
    for (let x = ox; x < ox + oldSide; x++) {
      // A leading cell: its neighbour along the step leaves the old space for the new one.
      const tx = x + dx;
      const ty = y + dy;
      if (inSquare(tx, ty, ox, oy, oldSide) || !inSquare(tx, ty, nx0, ny0, newSide)) continue;
      if (crosses(walls, x, y, tx, ty)) return why;
    }
  }
  if (newSide === 1) return null;
  for (let y = ny0; y < ny0 + newSide; y++) {
    for (let x = nx0; x < nx0 + newSide; x++) {
      if (inSquare(x, y, ox, oy, oldSide)) continue;
      for (let n = 0; n < 4; n++) {
        const tx = x + (n === 0 ? 1 : n === 1 ? -1 : 0);
        const ty = y + (n === 2 ? 1 : n === 3 ? -1 : 0);
        if (inSquare(tx, ty, nx0, ny0, newSide) && crosses(walls, x, y, tx, ty)) return "wall";
      }
    }
  }
  return null;
}

/** MOV-4: whether a filled square stops a diagonal step of a square space (the corner it would cut), or null. */
export function blockedCornerOnStep(
  blocked: (x: number, y: number) => boolean,
  ox: number,
  oy: number,
  side: number,
  dx: number,
  dy: number,
): MoveBlock | null {
  if (dx === 0 || dy === 0) return null;
  const ax = dx > 0 ? ox + side : ox - 1;
  const ay = dy > 0 ? oy : oy + side - 1;
  const bx = dx > 0 ? ox : ox + side - 1;
  const by = dy > 0 ? oy + side : oy - 1;
  return blocked(ax, ay) || blocked(bx, by) ? "blockedCorner" : null;
}
