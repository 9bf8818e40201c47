import { bool, finite, record } from "../errors";
import { DEFAULT_GRID_DISTANCE, type Cell, type Point } from "../geometry/grid";
import { segmentsIntersect, type Segment } from "../geometry/segments";
import { deepFreeze } from "../plain";
import type { CoverScene } from "../cover/scene";
import { wallSeparated, wallSeparatedOnGrid, type Box } from "../cover/separation";
import { COVER_INSET } from "../cover/types";
import {
  centreInShape,
  checkShape,
  isOriginCell,
  originCells,
  shapeBounds,
  type AreaShape,
  type CheckedShape,
} from "./shapes";

/** How far, in cells, the line-of-effect origin of a cone, cube or line is moved back toward its creator. */
export const AREA_ORIGIN_NUDGE = 0.01;

export interface AreaOptions {
  /** Feet per cell (5 by default). */
  readonly gridDistance?: number;
  /** COV-6 / AOE-3: leave out cells every line to which is blocked by walls (the preset's `areaExclusion`). */
  readonly exclusion?: boolean;
}

export interface AreaResult {
  /** The cells of the area, row by row. */
  readonly cells: readonly Cell[];
  /** Cells inside the shape left out because walls give them total cover from the origin (AOE-3). */
  readonly excluded: readonly Cell[];
  /** Ids of the creatures with at least one cell in the area, in scene order. */
  readonly creatures: readonly string[];
}

function keyOf(x: number, y: number): number {
  return (x + 0x100000) * 0x200000 + (y + 0x100000);
}

/** AOE-1, AOE-2: the cells of an area (centre-inside rule), before walls, row by row. */
export function areaCells(shape: AreaShape, options: { readonly gridDistance?: number } = {}): readonly Cell[] {
  const s = checkShape(shape, record(options, "options").gridDistance as number | undefined);
  return Object.freeze(shapeCells(s));
}

function shapeCells(s: CheckedShape): Cell[] {
  const b = shapeBounds(s);
  const cells: Cell[] = [];
  const extra = s.includeOrigin ? originCells(s) : [];
  for (let y = b.y0; y <= b.y1; y++) {
    for (let x = b.x0; x <= b.x1; x++) {
      const cell = { x, y };
      const origin = isOriginCell(s, cell);
      const inShape = origin ? s.includeOrigin : centreInShape(s, cell);
      if (inShape || extra.some((c) => c.x === x && c.y === y)) cells.push(cell);
    }
  }
  return cells;
}

/** The point lines of effect start from (AOE-3): a cone, cube or line's origin nudged back toward its creator. */
function effectOrigin(s: CheckedShape): Point {
  if (s.kind === "cone" || s.kind === "cube" || s.kind === "line") {
    return { x: s.origin.x - s.ux * AREA_ORIGIN_NUDGE, y: s.origin.y - s.uy * AREA_ORIGIN_NUDGE };
  }
  return s.origin;
}

function cellBox(cell: Cell): Box {
  return {
    minX: cell.x + COVER_INSET,
    minY: cell.y + COVER_INSET,
    maxX: cell.x + 1 - COVER_INSET,
    maxY: cell.y + 1 - COVER_INSET,
  };
}

function samplePoints(b: Box): Point[] {
  return [
    { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 },
    { x: b.minX, y: b.minY },
    { x: b.maxX, y: b.minY },
    { x: b.minX, y: b.maxY },
    { x: b.maxX, y: b.maxY },
  ];
}

function sourceRegion(s: CheckedShape): Box | Point {
  if (!s.space) return effectOrigin(s);
  const sp = s.space;
  return {
    minX: sp.x + COVER_INSET,
    minY: sp.y + COVER_INSET,
    maxX: sp.x + sp.side - COVER_INSET,
    maxY: sp.y + sp.side - COVER_INSET,
  };
}

/** Walls through a round area's origin point don't block it (the origin sits on them, on neither side). */
function throughOrigin(s: CheckedShape, w: Segment): boolean {
  return !s.space && (s.kind === "sphere" || s.kind === "cylinder") && segmentsIntersect(w.a, w.b, s.origin, s.origin);
}

function exclusionOf(options: AreaOptions): boolean {
  return options.exclusion === undefined ? true : bool(options.exclusion, "options.exclusion");
}

function finish(scene: CoverScene, cells: Cell[], excluded: Cell[]): AreaResult {
  const inArea = new Set(cells.map((c) => keyOf(c.x, c.y)));
  const creatures = scene.creatures
    .filter((c) => {
      const sp = c.space;
      for (let y = sp.y; y < sp.y + sp.side; y++)
        for (let x = sp.x; x < sp.x + sp.side; x++) if (inArea.has(keyOf(x, y))) return true;
      return false;
    })
    .map((c) => c.id);
  return deepFreeze({ cells, excluded, creatures });
}

/**
 * AOE-1..3, COV-6: the cells and creatures an area covers in a scene. A cell is left out when every straight
 * line from the origin (for an emanation, from its creature's space) to the cell touches a wall of the scene's
 * kind — tested first along a few sample lines through the wall index, then exactly. A creature is in the area
 * when any of its cells is.
 */
export function areaOfEffect(scene: CoverScene, shape: AreaShape, options: AreaOptions = {}): AreaResult {
  const opts = record(options, "options");
  const s = checkShape(shape, (opts.gridDistance as number | undefined) ?? DEFAULT_GRID_DISTANCE);
  const candidates = shapeCells(s);
  if (!exclusionOf(opts) || scene.walls.length === 0) return finish(scene, candidates, []);
  const source = sourceRegion(s);
  const froms = "minX" in source ? samplePoints(source) : [source];
  const filter = (w: Segment) => !throughOrigin(s, w);
  const cells: Cell[] = [];
  const excluded: Cell[] = [];
  for (const cell of candidates) {
    const box = cellBox(cell);
    const tos = samplePoints(box);
    const seen = froms.some((p) => tos.some((q) => !scene.wallIndex.anyIntersects(p, q, filter)));
    if (seen) {
      cells.push(cell);
      continue;
    }
    if (wallSeparatedOnGrid(scene.wallGrid, source, box, filter)) excluded.push(cell);
    else cells.push(cell);
  }
  return finish(scene, cells, excluded);
}

/**
 * AOE-1..3, for benchmarks and tests: areaOfEffect computed naively — every cell of the shape's bounds, every
 * wall for every cell (no index, no sample lines), every creature cell by cell.
 */
export function areaOfEffectReference(scene: CoverScene, shape: AreaShape, options: AreaOptions = {}): AreaResult {
  const opts = record(options, "options");
  const s = checkShape(shape, (opts.gridDistance as number | undefined) ?? DEFAULT_GRID_DISTANCE);
  const exclusion = exclusionOf(opts);
  const source = sourceRegion(s);
  const walls = scene.mergedWalls.filter((w) => !throughOrigin(s, w));
  const cells: Cell[] = [];
  const excluded: Cell[] = [];
  for (const cell of shapeCells(s)) {
    if (exclusion && wallSeparated(source, cellBox(cell), walls)) excluded.push(cell);
    else cells.push(cell);
  }
  const creatures = scene.creatures
    .filter((c) =>
      cells.some(
        (cell) =>
          cell.x >= c.space.x &&
          cell.x < c.space.x + c.space.side &&
          cell.y >= c.space.y &&
          cell.y < c.space.y + c.space.side,
      ),
    )
    .map((c) => c.id);
  return deepFreeze({ cells, excluded, creatures });
}

/**
 * AOE-3: where an area's origin really appears when its creator picks a point out of sight. Walking from
 * `from` (the creator's point of view) toward `chosen`, the origin stops just before (AREA_ORIGIN_NUDGE) the
 * first wall on the way; an origin in plain view stays where it was chosen.
 */
export function nearSideOrigin(
  scene: CoverScene,
  from: Point,
  chosen: Point,
): { readonly origin: Point; readonly moved: boolean } {
  const f = { x: finite(from.x, "from.x"), y: finite(from.y, "from.y") };
  const c = { x: finite(chosen.x, "chosen.x"), y: finite(chosen.y, "chosen.y") };
  const hits = scene.wallIndex.allIntersecting(f, c);
  if (hits.length === 0) return Object.freeze({ origin: c, moved: false });
  const dx = c.x - f.x;
  const dy = c.y - f.y;
  const length = Math.hypot(dx, dy);
  let first = 1;
  for (const w of hits) first = Math.min(first, hitParameter(f, dx, dy, w));
  const t = Math.max(0, first - AREA_ORIGIN_NUDGE / length);
  return deepFreeze({ origin: { x: f.x + dx * t, y: f.y + dy * t }, moved: true });
}

/** Where along from + t·(dx, dy) the segment first touches wall w (t in [0, 1]). */
function hitParameter(f: Point, dx: number, dy: number, w: Segment): number {
  const ex = w.b.x - w.a.x;
  const ey = w.b.y - w.a.y;
  const denom = dx * ey - dy * ex;
  const fx = w.a.x - f.x;
  const fy = w.a.y - f.y;
  if (Math.abs(denom) < 1e-12) {
    // Collinear: the nearer wall end along the line.
    const len2 = dx * dx + dy * dy;
    const ta = (fx * dx + fy * dy) / len2;
    const tb = ((w.b.x - f.x) * dx + (w.b.y - f.y) * dy) / len2;
    return Math.max(0, Math.min(ta, tb));
  }
  return Math.min(1, Math.max(0, (fx * ey - fy * ex) / denom));
}
