/**
 * OA-1 … OA-6 on real moves: a token's move as the squares it passes. A v13 move is a list of waypoints (the
 * token's top-left corner in pixels); between two of them the token travels the grid's direct path. On a square
 * grid that is a line of single steps, diagonal steps spread evenly along it (the cells a straight line from one
 * square to the other passes, one per step), so the move is a path of adjacent squares the opportunity rules can
 * scan step by step. Nothing here reads a Foundry global.
 */
import type { Cell } from "../../rules";

/** A waypoint of a move: a v13 `TokenMeasuredMovementWaypoint`'s position and movement action. */
export interface PathWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
}

/** A move as squares: `cells[0]` is where it starts; `actions[i]` is the action of the step into `cells[i + 1]`. */
export interface MovePath {
  readonly cells: readonly Cell[];
  readonly actions: readonly string[];
  /** The elevation at each square where the waypoints give one: a waypoint's at its square, the one before it between. */
  readonly elevations?: readonly (number | undefined)[];
}

/** The squares from `a` to `b` (both included), one step at a time, diagonal steps spread along the line. */
export function lineCells(a: Cell, b: Cell): Cell[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  const out: Cell[] = [{ x: a.x, y: a.y }];
  for (let i = 1; i <= steps; i++) {
    // Rounding half away from the start keeps each step one square in each axis at most.
    out.push({ x: a.x + Math.round((dx * i) / steps), y: a.y + Math.round((dy * i) / steps) });
  }
  return out;
}

/** The square whose top-left corner is nearest to pixel position `p`. */
export function cellAt(p: { readonly x: number; readonly y: number }, gridSize: number): Cell {
  return { x: Math.round(p.x / gridSize), y: Math.round(p.y / gridSize) };
}

/**
 * The squares a move from `origin` through `waypoints` passes, with the movement action of each step (a
 * waypoint's action is the action of the way into it; `walk` when it has none). A waypoint on the square it
 * starts from adds nothing.
 */
export function movePath(
  origin: { readonly x: number; readonly y: number },
  waypoints: readonly PathWaypoint[],
  gridSize: number,
): MovePath {
  const cells: Cell[] = [cellAt(origin, gridSize)];
  const actions: string[] = [];
  const elevations: (number | undefined)[] = [(origin as PathWaypoint).elevation];
  for (const w of waypoints) {
    const from = cells[cells.length - 1] as Cell;
    const line = lineCells(from, cellAt(w, gridSize)).slice(1);
    const before = elevations[elevations.length - 1];
    for (const [i, cell] of line.entries()) {
      cells.push(cell);
      actions.push(w.action ?? "walk");
      elevations.push(i === line.length - 1 ? (w.elevation ?? before) : before);
    }
  }
  return { cells, actions, elevations };
}

/**
 * OA-2 / MOV-1: the runs of a path made by the creature's own movement, as `[start, end]` square indexes: every
 * step from `cells[start]` to `cells[end]` is its own (`own[i]` for the step into `cells[i + 1]`). A free step (a
 * teleport, a GM's push) ends a run.
 */
export function ownRuns(own: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= own.length; i++) {
    if (i < own.length && own[i]) continue;
    if (i > start) runs.push([start, i]);
    start = i + 1;
  }
  return runs;
}

/** MOV-5, OA-6: the mover's elevation in feet at each square of `path` (the token's own where the path gives none). */
export function cellElevations(path: MovePath, token: { readonly elevation?: number }): number[] {
  const base = Number.isFinite(token.elevation) ? (token.elevation as number) : 0;
  return path.cells.map((_, i) => {
    const e = path.elevations?.[i];
    return e !== undefined && Number.isFinite(e) ? e : base;
  });
}
