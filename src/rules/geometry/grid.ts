import { RuleInputError, finite, finiteResult, integer, nonNegative, oneOf } from "../errors";
import { SIZES, type Size } from "../creature";
import { DIAGONAL_RULES, type DiagonalRule } from "../presets/policies";

/**
 * Square-grid geometry in grid units: cell (x, y) covers [x, x+1] × [y, y+1]; one cell is `gridDistance`
 * feet across (5 by default). Cells are whole numbers, points may be fractional.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A creature's space: its top-left cell and the side of the square it fills, in cells. */
export interface Space {
  readonly x: number;
  readonly y: number;
  /** Side in cells (MOV-12): 1 for tiny/small/medium, 2 large, 3 huge, 4 gargantuan, 5+ titanic. */
  readonly side: number;
}

export const DEFAULT_GRID_DISTANCE = 5;

/**
 * ATK-10, OA-6: the longest reach, in feet, the rules measure cell by cell (`reachCells`); the data models cap
 * a creature's and a weapon's reach at it too. No creature in the five rule families comes near it.
 */
export const MAX_REACH_FEET = 1000;

/**
 * The most cells a reach or an area may span from its creature or origin, however small the grid (1000 ft on a
 * 5 ft grid): beyond it listing the cells would take seconds, so such a reach or area is refused instead.
 */
export const MAX_SPAN_CELLS = 200;

/**
 * The farthest an area's origin may lie from the grid's origin, in cells (a million cells: 5,000,000 ft on a
 * 5 ft grid). Farther out the floating-point cell numbers stop counting one by one.
 */
export const MAX_GRID_COORDINATE = 1_000_000;

const SIDE_BY_SIZE: Readonly<Record<Size, number>> = {
  tiny: 1,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gargantuan: 4,
  titanic: 5,
};

/**
 * MOV-12: the side, in 5 ft cells, of the square a creature of `size` controls. A Tiny creature's 2.5 ft
 * space sits inside one cell (four can share it); a Titanic one fills 5×5 or more (`titanicSide`).
 */
export function spaceSide(
  size: unknown,
  { titanicSide = 5, field = "size" }: { titanicSide?: number; field?: string } = {},
): number {
  const s = oneOf(size, field, SIZES);
  if (s === "titanic") {
    const side = integer(titanicSide, "titanicSide");
    if (side < 5) throw new RuleInputError("titanicSide", `a titanic space is at least 5 cells, got ${side}`);
    return side;
  }
  return SIDE_BY_SIZE[s];
}

/** MOV-12: a creature's space from its top-left cell and size. */
export function spaceOf(cell: Cell, size: unknown, field = "size"): Space {
  return { x: integer(cell.x, `${field}.x`), y: integer(cell.y, `${field}.y`), side: spaceSide(size, { field }) };
}

/** MOV-12: checks a space given by a caller — whole cells and a side of at least 1. */
export function checkSpace(space: unknown, field = "space"): Space {
  if (typeof space !== "object" || space === null) throw new RuleInputError(field, "expected a space {x, y, side}");
  const s = space as Record<string, unknown>;
  const side = integer(s.side, `${field}.side`);
  if (side < 1) throw new RuleInputError(`${field}.side`, `must be at least 1, got ${side}`);
  return { x: integer(s.x, `${field}.x`), y: integer(s.y, `${field}.y`), side };
}

/** MOV-12: every cell of a space, row by row. */
export function spaceCells(space: Space): Cell[] {
  const cells: Cell[] = [];
  for (let y = space.y; y < space.y + space.side; y++)
    for (let x = space.x; x < space.x + space.side; x++) cells.push({ x, y });
  return cells;
}

/** MOV-12: true when `cell` is inside `space`. */
export function spaceContains(space: Space, cell: Cell): boolean {
  return cell.x >= space.x && cell.x < space.x + space.side && cell.y >= space.y && cell.y < space.y + space.side;
}

/** MOV-5, MOV-12: true when two spaces share at least one cell. */
export function spacesOverlap(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/**
 * MOV-3: the cost in feet of moving `dx` cells across and `dy` down by the shortest route under a diagonal rule:
 * - `equidistant`: every step 5 ft (srd52, delta, srd51 default);
 * - `alternating`: every second diagonal step costs 10 ft (5/10/5…; threeAction, optional srd51);
 * - `euclidean`: the straight-line length.
 */
export function stepsDistance(
  dx: number,
  dy: number,
  rule: DiagonalRule,
  gridDistance = DEFAULT_GRID_DISTANCE,
): number {
  const ax = Math.abs(finite(dx, "dx"));
  const ay = Math.abs(finite(dy, "dy"));
  const unit = nonNegative(gridDistance, "gridDistance");
  return finiteResult(measure(ax, ay, oneOf(rule, "diagonals", DIAGONAL_RULES), unit), ax >= ay ? "dx" : "dy");
}

/** The distance in feet of `ax` × `ay` cells (both ≥ 0), unchecked. */
function measure(ax: number, ay: number, rule: DiagonalRule, unit: number): number {
  const long = Math.max(ax, ay);
  const short = Math.min(ax, ay);
  switch (rule) {
    case "equidistant":
      return long * unit;
    case "alternating":
      return (long + Math.floor(short / 2)) * unit;
    case "euclidean":
      return Math.hypot(ax, ay) * unit;
  }
}

/**
 * MOV-3: the distance in feet between two cells under a diagonal rule. Cells so far apart that the distance is
 * not a finite number are refused naming `b`.
 */
export function cellDistance(a: Cell, b: Cell, rule: DiagonalRule, gridDistance = DEFAULT_GRID_DISTANCE): number {
  const dx = Math.abs(finite(b.x, "b.x") - finite(a.x, "a.x"));
  const dy = Math.abs(finite(b.y, "b.y") - finite(a.y, "a.y"));
  const unit = nonNegative(gridDistance, "gridDistance");
  return finiteResult(measure(dx, dy, oneOf(rule, "diagonals", DIAGONAL_RULES), unit), "b");
}

/** MOV-14: the gap in whole cells between two spaces along each axis (0 when they overlap on that axis). */
export function spaceGap(a: Space, b: Space): { readonly dx: number; readonly dy: number } {
  const dx = Math.max(0, b.x - (a.x + a.side - 1), a.x - (b.x + b.side - 1));
  const dy = Math.max(0, b.y - (a.y + a.side - 1), a.y - (b.y + b.side - 1));
  return { dx, dy };
}

/**
 * MOV-14 / OA-6: the distance in feet between two creatures: counted from a cell next to one to the other's
 * space by the shortest route — the distance between their nearest cells. Adjacent spaces are 5 ft apart,
 * overlapping ones 0.
 */
export function spaceDistance(a: Space, b: Space, rule: DiagonalRule, gridDistance = DEFAULT_GRID_DISTANCE): number {
  const { dx, dy } = spaceGap(a, b);
  return stepsDistance(dx, dy, rule, gridDistance);
}

/** ATK-10 / OA-6: true when `target` is within `reach` feet of `creature` (a creature never reaches itself). */
export function withinReachOf(
  creature: Space,
  target: Space,
  reach: number,
  rule: DiagonalRule,
  gridDistance = DEFAULT_GRID_DISTANCE,
): boolean {
  const r = nonNegative(reach, "reach");
  if (spacesOverlap(creature, target)) return true;
  return spaceDistance(creature, target, rule, gridDistance) <= r;
}

/**
 * OA-6: the exact set of cells within `reach` feet of a space under a diagonal rule, outside the space itself.
 * For a Large creature with 5 ft reach that is the 12 cells around its 2×2 space, corners included. A reach
 * beyond MAX_REACH_FEET, or spanning more than MAX_SPAN_CELLS cells of the grid, is refused naming `reach`
 * (a space beyond MAX_GRID_COORDINATE, or wider than MAX_SPAN_CELLS, naming `space.x`, `space.y` or `space.side`).
 */
export function reachCells(
  space: Space,
  reach: number,
  rule: DiagonalRule,
  gridDistance = DEFAULT_GRID_DISTANCE,
): Cell[] {
  const r = nonNegative(reach, "reach");
  const unit = nonNegative(gridDistance, "gridDistance");
  if (unit === 0) throw new RuleInputError("gridDistance", "must be more than 0");
  if (r > MAX_REACH_FEET) throw new RuleInputError("reach", `must be at most ${MAX_REACH_FEET} ft, got ${r}`);
  const s = checkSpace(space);
  for (const axis of ["x", "y"] as const) {
    if (Math.abs(s[axis]) > MAX_GRID_COORDINATE) {
      throw new RuleInputError(`space.${axis}`, `must be within ${MAX_GRID_COORDINATE} cells of the grid's origin`);
    }
  }
  if (s.side > MAX_SPAN_CELLS) {
    throw new RuleInputError("space.side", `must be at most ${MAX_SPAN_CELLS} cells, got ${s.side}`);
  }
  const span = Math.floor(r / unit);
  if (span > MAX_SPAN_CELLS) {
    throw new RuleInputError("reach", `${r} ft spans ${span} cells of ${unit} ft; at most ${MAX_SPAN_CELLS} cells`);
  }
  const cells: Cell[] = [];
  for (let y = s.y - span; y < s.y + s.side + span; y++) {
    for (let x = s.x - span; x < s.x + s.side + span; x++) {
      const cell = { x, y };
      if (spaceContains(s, cell)) continue;
      if (spaceDistance(s, { x, y, side: 1 }, rule, unit) <= r) cells.push(cell);
    }
  }
  return cells;
}

/** MOV-12: the centre point of a space, in grid units. */
export function spaceCenter(space: Space): Point {
  return { x: space.x + space.side / 2, y: space.y + space.side / 2 };
}
