/**
 * MOV-1 … MOV-15 on real moves: what a token's move costs by the world's preset, worked out by the pure core
 * (`pathMovementCost`) from the squares it passes, never from the cost Foundry measured or a client sent.
 *
 * - The steps: the move's waypoints as squares (move-path.ts). Steps made with a teleporting movement action
 *   (core `blink`, `displace`) or a GM's forced movement cost nothing and split the move into runs; the
 *   diagonal count carries on from run to run (MOV-3's alternation).
 * - The mode of each step comes from its movement action: `walk` and `jump` walk, `crawl`, `climb`, `swim`, `fly`
 *   and `burrow` are theirs (MOV-7, MOV-8); a prone mover's walk is a crawl (MOV-11).
 * - The mover: its size and square side from the token, disposition, speeds and hover from its actor, prone and
 *   incapacitated from its statuses.
 * - Difficult terrain (MOV-2), step by step: the squares whose centre lies in a region (at the step's elevation)
 *   with an enabled core "Modify Movement Cost" behaviour (`modifyMovementCost`) whose difficulty for the step's
 *   movement action is above 1, or with Fray's own "Difficult terrain" behaviour (`fray.difficultTerrain`) for the
 *   world's preset.
 * - Other creatures (MOV-5, MOV-6): every other token's space, size, disposition and elevation (creatures block
 *   only where their boxes overlap in height), by the preset's rule; a
 *   refusal that comes only from creatures the moving user can't see says only that the way is blocked.
 * - Walls are read only when asked (`walls`: the GM's judgement of a move made): v13 already stops a move at a
 *   wall that blocks movement on the client that constrains it.
 */
import {
  pathMovementCost,
  spacesOverlap,
  type Cell,
  type CreatureSnapshot,
  type MovementMode,
  type PathCost,
  type SegmentIndex,
  type Speeds,
} from "../../rules";
import type { PresetPolicies } from "../../rules";
import { cellElevations, ownRuns, type MovePath } from "./move-path";
import { featureOf, inRegion, num, type RegionLike } from "../regions";
import { positioned, isIncapacitated } from "../reach";
import type { SceneLike, TokenLike } from "../cover";

/** Fray's region behaviour type (system.json `documentTypes.RegionBehavior.difficultTerrain`). */
export const DIFFICULT_TERRAIN_BEHAVIOR = "fray.difficultTerrain";
/** Core's "Modify Movement Cost" behaviour type. */
export const MODIFY_COST_BEHAVIOR = "modifyMovementCost";

/** How each step is made: by the creature's own movement (with a mode), or for free. */
export type StepKind = MovementMode | "free";

const ACTION_MODES: Readonly<Record<string, MovementMode>> = {
  walk: "walk",
  jump: "walk",
  crawl: "crawl",
  climb: "climb",
  swim: "swim",
  fly: "fly",
  burrow: "burrow",
};

/** MOV-7 / MOV-8: the mode of a step made with movement action `action` (walking for an action Fray doesn't know). */
export function actionMode(action: string): MovementMode {
  return ACTION_MODES[action] ?? "walk";
}

/** MOV-2: the region makes its squares difficult terrain for a move with `action` under `preset`. */
function makesDifficult(region: RegionLike, action: string, preset: string): boolean {
  for (const b of region.behaviors) {
    if (b.disabled === true) continue;
    const system = (b.system ?? {}) as { difficulties?: Record<string, unknown>; presets?: Iterable<string> };
    if (b.type === MODIFY_COST_BEHAVIOR && num(system.difficulties?.[action], 1) > 1) return true;
    if (b.type === DIFFICULT_TERRAIN_BEHAVIOR) {
      const presets = [...(system.presets ?? [])];
      if (presets.length === 0 || presets.includes(preset)) return true;
    }
    // ENV-3: an a5e environment feature that is difficult terrain (icy patch, thick trudge…), under every preset.
    if (featureOf(b)?.feature.difficultTerrain === true) return true;
  }
  return false;
}

/** MOV-2: a test of the squares that are difficult terrain on `scene` for a move with `action` at `elevation`. */
export function difficultSquares(
  scene: SceneLike,
  action: string,
  elevation: number,
  preset: string,
): ((x: number, y: number) => boolean) | null {
  const regions = [...(scene.regions ?? [])].filter((r) => {
    const bottom = r.elevation?.bottom ?? null;
    const top = r.elevation?.top ?? null;
    if ((bottom !== null && elevation < bottom) || (top !== null && elevation > top)) return false;
    return makesDifficult(r, action, preset);
  });
  if (!regions.length) return null;
  const size = scene.grid.size;
  return (x, y) => regions.some((r) => inRegion(r, (x + 0.5) * size, (y + 0.5) * size));
}

/** The elevation a step arrives at (the square it enters; the token's own when the waypoints give none). */
function stepElevation(path: MovePath, step: number, base: number): number {
  return path.elevations?.[step + 1] ?? base;
}

/**
 * MOV-2: the parts of the own run `[start, end]` whose steps share a movement action and an elevation (each part
 * then has one terrain: a region's difficulty may differ by action, and a region has a floor and a ceiling).
 */
function sameTerrainRuns(start: number, end: number, path: MovePath, base: number): [number, number][] {
  const parts: [number, number][] = [];
  let from = start;
  for (let i = start + 1; i <= end; i++) {
    const changed =
      i === end ||
      path.actions[i] !== path.actions[from] ||
      stepElevation(path, i, base) !== stepElevation(path, from, base);
    if (!changed) continue;
    parts.push([from, i]);
    from = i;
  }
  return parts;
}

/** MOV-2: the difficult-terrain test of the step starting at square `step`, by its action and elevation (cached). */
function terrainByStep(scene: SceneLike, path: MovePath, preset: string, base: number) {
  const cache = new Map<string, ((x: number, y: number) => boolean) | null>();
  return (step: number) => {
    const action = path.actions[step] ?? "walk";
    const elevation = stepElevation(path, step, base);
    const key = `${action}|${elevation}`;
    if (!cache.has(key)) cache.set(key, difficultSquares(scene, action, elevation, preset));
    return cache.get(key) ?? null;
  };
}

/** What the cost needs about the world beyond the scene. */
export interface MoveCostContext {
  readonly policies: PresetPolicies;
  readonly preset: string;
  /** The other creatures as the rules see them (opportunity-scan.ts `sceneCreatures`). */
  readonly others: readonly CreatureSnapshot[];
  /** How each step of `path` is made (its mode, or "free" for a teleport or a GM's forced move). */
  readonly kinds: readonly StepKind[];
  /**
   * MOV-5: a move whose last step is free (a teleport) may not end in another creature's space either; false for
   * a GM, who may put a creature anywhere (true by default).
   */
  readonly checkFreeEnd?: boolean;
  /** MOV-3: the diagonal steps the same move made before this part (a move stopped for opportunity attacks). */
  readonly diagonalsBefore?: number;
  /**
   * MOV-5: the creatures (ids of `others`) the moving user can't see (opportunity-scan.ts `unseenBy`). They count
   * as every other creature does, but a refusal that comes from them alone is told as `wayBlocked` (the way is
   * blocked), naming nothing the user may not know.
   */
  readonly unseen?: ReadonlySet<string>;
  /**
   * MOV-4: the walls that block movement, in grid units (the scene's cover index), for a move the GM judges after
   * it was made; left out where core stops a move at a wall itself (a drag, the ruler).
   */
  readonly walls?: SegmentIndex | null;
}

/** MOV-5: the reason given for a refusal that comes only from creatures the moving user can't see. */
export const WAY_BLOCKED = "wayBlocked";

/** The mover as the movement rules see it (null without an actor or a square). */
export function moverOf(token: TokenLike, gridSize: number) {
  const p = positioned(token, gridSize);
  if (!p || !token.actor) return null;
  const s = (token.actor.system as { speed?: Partial<Speeds> & { hover?: boolean } } | undefined)?.speed ?? {};
  const statuses = token.actor.statuses;
  return {
    size: p.size as CreatureSnapshot["size"],
    side: p.space.side,
    disposition: p.disposition,
    speeds: {
      walk: num(s.walk, 30),
      climb: num(s.climb),
      swim: num(s.swim),
      fly: num(s.fly),
      burrow: num(s.burrow),
    },
    hover: s.hover === true,
    prone: statuses.has("prone"),
    incapacitated: isIncapacitated(statuses),
  };
}

/** What a move costs and whether the rules allow it. */
export interface MoveCost {
  /** Feet of movement the move spends (its free steps cost nothing). */
  readonly feet: number;
  /** The first reason a step can't be taken, or the end is refused (`endsInOccupiedSpace`); null when legal. */
  readonly block: string | null;
  /** The square index (in `path.cells`) where each run ended, and each run's pure result. */
  readonly runs: readonly { readonly start: number; readonly cost: PathCost }[];
  /**
   * MOV-4, MOV-5: the last square (an index in `path.cells`) the move may end on: its end when the rules allow the
   * move, else the last square before its first blocked step (or before its refused end) that is no one else's,
   * 0 when none is.
   */
  readonly endAt: number;
  /** MOV-3: the diagonal steps made so far, `diagonalsBefore` included (to carry on the alternation). */
  readonly diagonals: number;
}

/**
 * MOV-1 … MOV-15: the cost of `token`'s move along `path` on `scene` (see the file comment). Null when the token
 * has no actor or no square (nothing to cost).
 */
export function moveCost(
  scene: SceneLike,
  token: TokenLike,
  path: MovePath,
  context: MoveCostContext,
): MoveCost | null {
  const mover = moverOf(token, scene.grid.size);
  if (!mover) return null;
  const runs = costedRuns(scene, token, path, context, mover);
  const judged = judgeRuns(path.cells, runs, context, mover.side, () => {
    const seen = seenContext(context);
    return seen && { context: seen, runs: costedRuns(scene, token, path, seen, mover) };
  });
  return { feet: judged.feet, block: judged.block, runs, endAt: judged.endAt, diagonals: judged.diagonals };
}

/** A part of a move the pure core costed: its first square (an index in `path.cells`) and its steps. */
export interface CostedRun {
  readonly start: number;
  readonly cost: Pick<PathCost, "steps" | "total" | "diagonals">;
}

/** What the rules make of a move's costed parts: see MoveCost. */
export interface MoveJudgement {
  readonly feet: number;
  readonly block: string | null;
  readonly endAt: number;
  readonly diagonals: number;
}

/**
 * MOV-1 … MOV-15: the parts of `path` the mover makes by its own movement, each costed by the pure core (split
 * where a free step comes, and where the action or the elevation changes: see `sameTerrainRuns`).
 */
export function costedRuns(
  scene: SceneLike,
  token: TokenLike,
  path: MovePath,
  context: MoveCostContext,
  mover: NonNullable<ReturnType<typeof moverOf>>,
): { start: number; cost: PathCost }[] {
  const base = token.elevation ?? 0;
  const terrain = terrainByStep(scene, path, context.preset, base);
  const heights = cellElevations(path, token);
  const runs: { start: number; cost: PathCost }[] = [];
  let diagonals = context.diagonalsBefore ?? 0;
  for (const [start, end] of ownRuns(context.kinds.map((k) => k !== "free"))) {
    for (const [from, to] of sameTerrainRuns(start, end, path, base)) {
      const difficult = terrain(from);
      const cost = pathMovementCost({
        path: path.cells.slice(from, to + 1),
        mover,
        mode: context.kinds.slice(from, to) as MovementMode[],
        ...(difficult ? { terrain: { difficult } } : {}),
        others: context.others,
        elevation: heights.slice(from, to + 1),
        policies: { movement: context.policies.movement },
        diagonalsBefore: diagonals,
        gridDistance: scene.grid.distance ?? 5,
        ...(context.walls ? { walls: context.walls } : {}),
      });
      runs.push({ start: from, cost });
      diagonals = cost.diagonals;
    }
  }
  return runs;
}

/** MOV-5: the context without the creatures the moving user can't see, or null when it names none of them. */
export function seenContext(context: MoveCostContext): MoveCostContext | null {
  const unseen = context.unseen;
  if (!unseen?.size) return null;
  const others = context.others.filter((o) => o.id === undefined || !unseen.has(o.id));
  return others.length === context.others.length ? null : { ...context, others, unseen: new Set() };
}

/**
 * MOV-1 … MOV-15: the feet a move along `cells` spends, its first refusal and the last square it may end on, from
 * its costed parts (`costedRuns`). `seen`: the same parts costed without the creatures the user can't see (read
 * only when a refusal might come from them, see `hidesCreatures`).
 */
export function judgeRuns(
  cells: readonly Cell[],
  runs: readonly CostedRun[],
  context: MoveCostContext,
  side: number,
  seen: () => { readonly context: MoveCostContext; readonly runs: readonly CostedRun[] } | null,
): MoveJudgement {
  let feet = 0;
  let block: string | null = null;
  let diagonals = context.diagonalsBefore ?? 0;
  for (const run of runs) {
    feet += run.cost.total;
    diagonals = run.cost.diagonals;
    const blocked = run.cost.steps.find((s) => s.blocked !== null && s.blocked !== "endsInOccupiedSpace");
    block ??= blocked?.blocked ?? null;
  }
  // MOV-5: wherever the move ends, not in another creature's space (after a free step too, unless a GM moved).
  const last = runs.at(-1);
  const endsInRun = last && last.start + last.cost.steps.length === cells.length - 1;
  if (block === null && endsInRun && last.cost.steps.at(-1)?.canEndHere === false) block = "endsInOccupiedSpace";
  const end = cells.at(-1);
  const n = cells.length - 1;
  if (block === null && !endsInRun && end && n > 0 && context.checkFreeEnd !== false) {
    if (occupiedBy(context.others, end, side)) block = "endsInOccupiedSpace";
  }
  const endAt = block === null ? n : lastFreeSquare(cells, runs, context, side);
  const judged = { feet, block, endAt, diagonals };
  return hidesCreatures(cells, side, judged, seen) ? { ...judged, block: WAY_BLOCKED } : judged;
}

/**
 * MOV-5: whether `cost`'s refusal would tell the moving user of a creature it can't see: the refusal is another
 * creature's, and the move costed without the unseen creatures is refused otherwise, or stops elsewhere.
 */
function hidesCreatures(
  cells: readonly Cell[],
  side: number,
  cost: MoveJudgement,
  seen: () => { readonly context: MoveCostContext; readonly runs: readonly CostedRun[] } | null,
): boolean {
  if (cost.block !== "blockedByCreature" && cost.block !== "endsInOccupiedSpace") return false;
  const without = seen();
  if (!without) return false;
  const judged = judgeRuns(cells, without.runs, without.context, side, () => null);
  return judged.block !== cost.block || judged.endAt !== cost.endAt;
}

/** Does a creature of `others` share a square with a `side`-square creature at `cell`? */
function occupiedBy(others: MoveCostContext["others"], cell: Cell, side: number): boolean {
  const space = { x: cell.x, y: cell.y, side };
  return others.some((o) => spacesOverlap(space, o.space));
}

/**
 * MOV-4, MOV-5: the last square of `path` a refused move may stop on, walking back from its end: a square its own
 * step may end on by the pure core (`canEndHere`), or one reached by a free step that is no one's (anyone's after
 * a GM's free step); never past a step the rules block. 0 when no square before the end will do.
 */
function lastFreeSquare(
  cells: readonly Cell[],
  runs: readonly CostedRun[],
  context: MoveCostContext,
  side: number,
): number {
  let limit = cells.length - 1;
  for (const run of runs) {
    const at = run.cost.steps.findIndex((s) => s.blocked !== null && s.blocked !== "endsInOccupiedSpace");
    if (at >= 0) limit = Math.min(limit, run.start + at);
  }
  for (let k = Math.min(limit, cells.length - 2); k > 0; k--) {
    const run = runs.find((r) => r.start < k && k <= r.start + r.cost.steps.length);
    if (run) {
      if (run.cost.steps[k - run.start - 1]?.canEndHere === true) return k;
    } else if (context.checkFreeEnd === false || !occupiedBy(context.others, cells[k] as Cell, side)) return k;
  }
  return 0;
}
