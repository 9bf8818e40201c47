/**
 * COV-1, COV-5: a Foundry scene's walls and tokens as the plain input of the pure cover core, in grid units
 * (pixels divided by the grid size: wall coordinates and token positions share the canvas origin, padding
 * included). No Foundry global here: each function takes the fields it reads.
 *
 * v13's wall enums (https://foundryvtt.com/api/v13/ CONST.WALL_SENSE_TYPES, WALL_MOVEMENT_TYPES, WALL_DOOR_STATES,
 * WALL_DIRECTIONS) are repeated as numbers, since the same values are stored in every world.
 */
import type { CoverCreatureInput, CoverWallInput, Point } from "../../rules";

/** v13 CONST.GRID_TYPES.SQUARE: the only grid the spatial rules measure (every rule counts squares). */
const SQUARE_GRID = 1;

/** Whether a scene's `grid` is square (a grid with no `type` is taken as square); hex and gridless are not. */
export function squareGrid(grid: { readonly type?: number }): boolean {
  return (grid.type ?? SQUARE_GRID) === SQUARE_GRID;
}

const SENSE_NONE = 0;
const SENSE_LIMITED = 10;
const MOVE_NONE = 0;
const DOOR_NONE = 0;
const DOOR_OPEN = 1;
const DIR_BOTH = 0;
const DIR_LEFT = 1;

/** The fields of a v13 WallDocument the cover index reads. */
export interface WallFields {
  readonly c: readonly number[];
  readonly sight: number;
  readonly move: number;
  readonly door: number;
  readonly ds: number;
  readonly dir: number;
}

/** A wall of the index: its segment in grid units, what it blocks, and the side it blocks from (one-way). */
export interface IndexedWall extends CoverWallInput {
  readonly a: Point;
  readonly b: Point;
  readonly sight: boolean;
  readonly movement: boolean;
  /** A one-way wall (v13 `dir` LEFT or RIGHT): it blocks only lines coming from this side of a → b. */
  readonly blocksFrom: "left" | "right" | null;
}

/**
 * COV-1: a wall as the cover core sees it. It blocks sight unless its sight restriction is NONE or LIMITED (a
 * single terrain wall does not block sight in v13; two overlapping ones would, which this index does not model),
 * and movement unless its movement restriction is NONE; an open door blocks neither (a closed or locked one
 * does). PROXIMITY and DISTANCE sight walls count as ordinary walls. Null for a wall of zero length.
 */
export function indexedWall(wall: WallFields, gridSize: number): IndexedWall | null {
  const [x0, y0, x1, y1] = wall.c;
  if (![x0, y0, x1, y1].every((v) => typeof v === "number" && Number.isFinite(v))) return null;
  if (x0 === x1 && y0 === y1) return null;
  const open = wall.door !== DOOR_NONE && wall.ds === DOOR_OPEN;
  return {
    a: { x: (x0 as number) / gridSize, y: (y0 as number) / gridSize },
    b: { x: (x1 as number) / gridSize, y: (y1 as number) / gridSize },
    sight: !open && wall.sight !== SENSE_NONE && wall.sight !== SENSE_LIMITED,
    movement: !open && wall.move !== MOVE_NONE,
    blocksFrom: wall.dir === DIR_BOTH ? null : wall.dir === DIR_LEFT ? "left" : "right",
  };
}

/**
 * COV-1: does a one-way wall block lines that start at `p`? v13 documents LEFT as "collides only when a ray
 * strikes its left side" (CONST.WALL_DIRECTIONS). The left of a → b is taken as on screen (y pointing down): for a
 * wall drawn left to right, the side above it. A point exactly on the wall's line counts as on both sides.
 */
export function oneWayBlocksFrom(wall: IndexedWall, p: Point): boolean {
  if (wall.blocksFrom === null) return true;
  const cross = (wall.b.x - wall.a.x) * (p.y - wall.a.y) - (wall.b.y - wall.a.y) * (p.x - wall.a.x);
  if (cross === 0) return true;
  // cross > 0: p is on the screen-right of a → b.
  return wall.blocksFrom === "right" ? cross > 0 : cross < 0;
}

/** The fields of a v13 TokenDocument the cover index reads. */
export interface TokenFields {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * COV-1, COV-5: a token's space: its top-left square (its position divided by the grid size, rounded to the
 * nearest square) and a square side of its larger dimension, at least one square (a Tiny token fills its square;
 * a 2×1 token is treated as 2×2).
 */
export function tokenSpace(token: TokenFields, gridSize: number): CoverCreatureInput["space"] {
  const side = Math.max(1, Math.ceil(Math.max(token.width, token.height) - 1e-9));
  return { x: Math.round(token.x / gridSize), y: Math.round(token.y / gridSize), side };
}
