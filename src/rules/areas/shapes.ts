import { RuleInputError, bool, finite, nonNegative, oneOf, record } from "../errors";
import {
  checkSpace,
  DEFAULT_GRID_DISTANCE,
  MAX_GRID_COORDINATE,
  MAX_SPAN_CELLS,
  type Cell,
  type Point,
  type Space,
} from "../geometry/grid";
import { DIAGONAL_RULES, type DiagonalRule } from "../presets/policies";

/** AOE-1: the six shapes of an area of effect. */
export const AREA_SHAPES = ["cone", "cube", "cylinder", "emanation", "line", "sphere"] as const;
export type AreaShapeKind = (typeof AREA_SHAPES)[number];

/**
 * An area of effect. Points are in grid units (a cell is 1 × 1), lengths in feet, directions in degrees
 * clockwise from east (screen coordinates, y down — Foundry's convention).
 */
export type AreaShape =
  | {
      readonly kind: "cone";
      readonly origin: Point;
      readonly direction: number;
      readonly length: number;
      readonly includeOrigin?: boolean;
    }
  | {
      readonly kind: "cube";
      readonly origin: Point;
      readonly direction: number;
      readonly size: number;
      readonly includeOrigin?: boolean;
    }
  | {
      readonly kind: "cylinder";
      readonly origin: Point;
      readonly radius: number;
      readonly height: number;
      readonly diagonals?: DiagonalRule;
    }
  | {
      readonly kind: "emanation";
      readonly space: Space;
      readonly distance: number;
      readonly includeOrigin?: boolean;
      readonly diagonals?: DiagonalRule;
    }
  | {
      readonly kind: "line";
      readonly origin: Point;
      readonly direction: number;
      readonly length: number;
      readonly width?: number;
      readonly includeOrigin?: boolean;
    }
  | { readonly kind: "sphere"; readonly origin: Point; readonly radius: number; readonly diagonals?: DiagonalRule };

const EPS = 1e-9;

/**
 * AOE-1: the largest length, size, radius, distance, width or height of an area, in feet (a 1000 ft radius is
 * far beyond any area in the five rule families). An area that also spans more than MAX_SPAN_CELLS cells of
 * the grid is refused: listing its cells would take seconds; so is an origin more than MAX_GRID_COORDINATE
 * cells from the grid's origin.
 */
export const MAX_AREA_FEET = 1000;

/** A checked shape in grid units, ready for membership tests. */
export interface CheckedShape {
  readonly kind: AreaShapeKind;
  /** The origin point (for an emanation, the centre of the space). */
  readonly origin: Point;
  readonly space: Space | null;
  /** Unit direction. */
  readonly ux: number;
  readonly uy: number;
  /** Length (cone, line), side (cube), radius (sphere, cylinder), distance (emanation), in cells. */
  readonly reach: number;
  /** Half width of a line, in cells. */
  readonly halfWidth: number;
  readonly includeOrigin: boolean;
  readonly diagonals: DiagonalRule;
}

/** A coordinate within MAX_GRID_COORDINATE cells of the grid's origin: beyond it cells can't be counted one by one. */
function coordinate(value: unknown, field: string): number {
  const n = finite(value, field);
  if (Math.abs(n) > MAX_GRID_COORDINATE) {
    throw new RuleInputError(field, `must be within ${MAX_GRID_COORDINATE} cells of the grid's origin, got ${n}`);
  }
  return n;
}

function point(value: unknown, field: string): Point {
  const p = record(value, field);
  return { x: coordinate(p.x, `${field}.x`), y: coordinate(p.y, `${field}.y`) };
}

/**
 * AOE-1, AOE-2: checks a shape and converts its lengths from feet to cells. A length over MAX_AREA_FEET, or
 * one spanning more than MAX_SPAN_CELLS cells, is refused naming it (`shape.radius`).
 */
export function checkShape(shape: AreaShape, gridDistance = DEFAULT_GRID_DISTANCE): CheckedShape {
  const s = record(shape, "shape");
  const kind = oneOf(s.kind, "shape.kind", AREA_SHAPES);
  const unit = finite(gridDistance, "gridDistance");
  if (unit <= 0) throw new RuleInputError("gridDistance", "must be more than 0");
  const feet = (key: string) => {
    const field = `shape.${key}`;
    const value = nonNegative(s[key], field);
    if (value > MAX_AREA_FEET) throw new RuleInputError(field, `must be at most ${MAX_AREA_FEET} ft, got ${value}`);
    const cells = value / unit;
    if (cells > MAX_SPAN_CELLS) {
      throw new RuleInputError(
        field,
        `${value} ft spans ${cells} cells of ${unit} ft; at most ${MAX_SPAN_CELLS} cells`,
      );
    }
    return cells;
  };
  const flag = (key: string, fallback: boolean) => (s[key] === undefined ? fallback : bool(s[key], `shape.${key}`));
  const diagonals = s.diagonals === undefined ? "euclidean" : oneOf(s.diagonals, "shape.diagonals", DIAGONAL_RULES);
  let ux = 1;
  let uy = 0;
  if (kind === "cone" || kind === "cube" || kind === "line") {
    const rad = (finite(s.direction, "shape.direction") * Math.PI) / 180;
    ux = Math.cos(rad);
    uy = Math.sin(rad);
  }
  if (kind === "emanation") {
    const space = checkSpace(s.space, "shape.space");
    coordinate(space.x, "shape.space.x");
    coordinate(space.y, "shape.space.y");
    if (space.side > MAX_SPAN_CELLS) {
      throw new RuleInputError("shape.space.side", `must be at most ${MAX_SPAN_CELLS} cells, got ${space.side}`);
    }
    return {
      kind,
      origin: { x: space.x + space.side / 2, y: space.y + space.side / 2 },
      space,
      ux,
      uy,
      reach: feet("distance"),
      halfWidth: 0,
      includeOrigin: flag("includeOrigin", false),
      diagonals,
    };
  }
  const origin = point(s.origin, "shape.origin");
  const reachKey = { cone: "length", cube: "size", line: "length", sphere: "radius", cylinder: "radius" }[kind];
  if (kind === "cylinder") feet("height");
  const round = kind === "sphere" || kind === "cylinder";
  return {
    kind,
    origin,
    space: null,
    ux,
    uy,
    reach: feet(reachKey),
    halfWidth: kind === "line" ? (s.width === undefined ? 1 : feet("width")) / 2 : 0,
    includeOrigin: round || flag("includeOrigin", false),
    diagonals,
  };
}

/** Whole grid steps needed to cover an offset (0.5 → 1, 2 → 2). */
function steps(d: number): number {
  return Math.ceil(Math.abs(d) - EPS);
}

function gridMeasure(dx: number, dy: number, rule: DiagonalRule): number {
  const long = Math.max(dx, dy);
  const short = Math.min(dx, dy);
  if (rule === "equidistant") return long;
  if (rule === "alternating") return long + Math.floor(short / 2);
  return Math.hypot(dx, dy);
}

/**
 * AOE-1: is the centre of `cell` inside the shape? The cell-membership rule: a cell is in the area when its
 * centre is (boundary included). Spheres, cylinders and emanations measure by the diagonal rule given
 * (Euclidean by default: a round area; equidistant: a square one; alternating: 5/10 steps).
 */
export function centreInShape(shape: CheckedShape, cell: Cell): boolean {
  const px = cell.x + 0.5;
  const py = cell.y + 0.5;
  const dx = px - shape.origin.x;
  const dy = py - shape.origin.y;
  const along = dx * shape.ux + dy * shape.uy;
  const across = Math.abs(dy * shape.ux - dx * shape.uy);
  switch (shape.kind) {
    case "cone":
      return along > EPS && along <= shape.reach + EPS && across <= along / 2 + EPS;
    case "cube":
      return along >= -EPS && along <= shape.reach + EPS && across <= shape.reach / 2 + EPS;
    case "line":
      return along >= -EPS && along <= shape.reach + EPS && across <= shape.halfWidth + EPS;
    case "sphere":
    case "cylinder":
      if (shape.diagonals === "euclidean") return Math.hypot(dx, dy) <= shape.reach + EPS;
      return gridMeasure(steps(dx), steps(dy), shape.diagonals) <= shape.reach + EPS;
    case "emanation": {
      const s = shape.space as Space;
      if (shape.diagonals === "euclidean") {
        const ex = Math.max(0, s.x - px, px - (s.x + s.side));
        const ey = Math.max(0, s.y - py, py - (s.y + s.side));
        return Math.hypot(ex, ey) <= shape.reach + EPS;
      }
      const gx = Math.max(0, s.x - cell.x, cell.x - (s.x + s.side - 1));
      const gy = Math.max(0, s.y - cell.y, cell.y - (s.y + s.side - 1));
      return gridMeasure(gx, gy, shape.diagonals) <= shape.reach + EPS;
    }
  }
}

/** AOE-1: the cells (x0..x1, y0..y1 inclusive) that can hold the shape's cells. */
export function shapeBounds(shape: CheckedShape): { x0: number; y0: number; x1: number; y1: number } {
  const r = shape.kind === "line" ? Math.hypot(shape.reach, shape.halfWidth) : shape.reach * Math.SQRT2;
  const pad = shape.kind === "emanation" ? (shape.space as Space).side / 2 : 0;
  return {
    x0: Math.floor(shape.origin.x - r - pad) - 1,
    y0: Math.floor(shape.origin.y - r - pad) - 1,
    x1: Math.ceil(shape.origin.x + r + pad) + 1,
    y1: Math.ceil(shape.origin.y + r + pad) + 1,
  };
}

/**
 * AOE-2: the cells holding the origin. For a point, the cells whose closed square contains it (one inside a
 * cell, two on an edge, four on a corner); for an emanation, its creature's cells.
 */
export function originCells(shape: CheckedShape): Cell[] {
  if (shape.space) {
    const s = shape.space;
    const cells: Cell[] = [];
    for (let y = s.y; y < s.y + s.side; y++) for (let x = s.x; x < s.x + s.side; x++) cells.push({ x, y });
    return cells;
  }
  const { x, y } = shape.origin;
  const xs = Number.isInteger(x) ? [x - 1, x] : [Math.floor(x)];
  const ys = Number.isInteger(y) ? [y - 1, y] : [Math.floor(y)];
  return ys.flatMap((cy) => xs.map((cx) => ({ x: cx, y: cy })));
}

/** AOE-2: a cell whose inside holds the origin point (or, for an emanation, a cell of its creature). */
export function isOriginCell(shape: CheckedShape, cell: Cell): boolean {
  if (shape.space) {
    const s = shape.space;
    return cell.x >= s.x && cell.x < s.x + s.side && cell.y >= s.y && cell.y < s.y + s.side;
  }
  const { x, y } = shape.origin;
  return x > cell.x && x < cell.x + 1 && y > cell.y && y < cell.y + 1;
}
