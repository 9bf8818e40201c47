/**
 * Token movement of the harness, imitating the v13 movement workflow as the API docs describe it
 * (foundry.documents.TokenDocument#move, TokenMovementData, TokenMeasuredMovementWaypoint, the `preMoveToken`
 * and `moveToken` hooks, CONFIG.Token.movement.actions):
 *
 * - `token.move(waypoints, {method, action})` measures the whole path and splits it into segments at
 *   waypoints marked `checkpoint: true` (the last waypoint always ends one). Each segment is one update of the
 *   token's `x`/`y`: on the moving client `_preUpdateMovement(movement, operation)` then the `preMoveToken`
 *   hook run first, and false from either rejects that segment and everything after it.
 * - `movement.passed` is the segment being made (each waypoint with its `action` and its `cost` from the
 *   previous waypoint, and the totals), `movement.pending` what is left after it, `movement.chain` the
 *   waypoints of this move already made; `id` is one per move, shared by its segments; `method` defaults to
 *   "api"; `user` the moving user.
 * - The update is an ordinary one (the server checks token ownership) carrying the movement in
 *   `operation.movement[tokenId]`; after it every client records it and fires `moveToken(document, movement,
 *   operation, user)` (scene.ts).
 * - `move` resolves after the first segment (true when it was made, false when rejected); the later segments
 *   follow in the background (tracked for `settle()`). `stopMovement()` drops the segments not yet made; the
 *   moving client then fires `stopToken(document)`.
 * - Each waypoint has an `elevation` (the one given, else the previous waypoint's, else the token's); the
 *   origin and destination too, and a segment's update writes the elevation it ends at.
 * - A move made by dragging or with the keyboard (`method`) first runs the token placeable's
 *   `constrainMovementPath([origin, ...waypoints])` (`CONFIG.Token.objectClass`, scene.ts) and moves along the path
 *   it returns (`movement.constrained` when cut; nothing moves when only the origin is left). An `api` move is
 *   not constrained.
 * Simplified: one square grid of 100 px squares of 5 ft; every square entered costs 5 ft whatever the
 * direction (equal diagonals, no terrain, no walls) unless a waypoint carries its own `cost`; no animation,
 * history or pausing; the stand-in placeable's own constraint cuts as core's does (movement-measure.ts: walls,
 * a step of infinite cost, the scene's edge).
 */
import { ctx, type Source } from "./context";
import type { HarnessDocument } from "./documents";
import { track } from "./runtime";
import type { HarnessUser } from "./users";

/** The harness scene's grid: square size in pixels and the distance one square stands for (feet). */
export const HARNESS_GRID = { size: 100, distance: 5 } as const;

/** A v13 movement action's configuration as far as Fray reads it. */
export interface HarnessMovementAction {
  label: string;
  teleport: boolean;
  /** v13 `getCostFunction(token, options)`: the cost of each grid step (core's default keeps the cost it's given). */
  getCostFunction: (token: unknown, options: unknown) => (baseCost: number, ...rest: unknown[]) => number;
}

/** v13 core movement actions (CONFIG.Token.movement.actions) with what Fray reads: `teleport`, `getCostFunction`. */
export function coreMovementActions(): Record<string, HarnessMovementAction> {
  const walking = ["walk", "fly", "swim", "burrow", "climb", "crawl", "jump"];
  const out: Record<string, HarnessMovementAction> = {};
  const keep = () => (baseCost: number) => baseCost;
  // Core's crawl doubles the cost it is given (dnd5e PR #6054, a core developer); jump too (unconfirmed: strict).
  const double = () => (baseCost: number) => baseCost * 2;
  for (const id of walking) {
    const doubles = id === "crawl" || id === "jump";
    out[id] = { label: id, teleport: false, getCostFunction: doubles ? double : keep };
  }
  for (const id of ["blink", "displace"]) out[id] = { label: id, teleport: true, getCostFunction: keep };
  return out;
}

/** A waypoint as `move` takes it. */
export interface HarnessWaypoint {
  x: number;
  y: number;
  elevation?: number;
  action?: string;
  /** A cost fixed by the caller instead of the harness's square count. */
  cost?: number;
  /** The move pauses here: what follows is a later segment (a later update). */
  checkpoint?: boolean;
}

export interface HarnessMeasuredWaypoint {
  x: number;
  y: number;
  elevation: number;
  action: string;
  cost: number;
  checkpoint: boolean;
  movementId: string;
  userId: string;
}

export interface MovementPath {
  waypoints: HarnessMeasuredWaypoint[];
  cost: number;
  distance: number;
  spaces: number;
}

export interface HarnessMovement {
  id: string;
  method: string;
  origin: { x: number; y: number; elevation: number };
  destination: { x: number; y: number; elevation: number };
  chain: HarnessMeasuredWaypoint[];
  passed: MovementPath;
  pending: MovementPath;
  state: "pending" | "stopped" | "completed";
  user: HarnessUser;
  /** The path was cut by the placeable's `constrainMovementPath` (a drag or a keyboard move). */
  constrained: boolean;
}

export interface MoveOptions {
  method?: string;
  action?: string;
}

interface MovableToken extends HarnessDocument {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly object: {
    constrainMovementPath(
      waypoints: HarnessWaypoint[],
      options: object,
    ): [{ x: number; y: number; elevation: number }[], boolean];
  };
  _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined>;
}

let movementCounter = 0;
/** Moves in progress by token copy: set to stop them. */
const inProgress = new WeakMap<HarnessDocument, { id: string; stopped: boolean; last: HarnessMovement }>();

function squares(from: { x: number; y: number }, to: { x: number; y: number }): number {
  const dx = Math.abs(to.x - from.x) / HARNESS_GRID.size;
  const dy = Math.abs(to.y - from.y) / HARNESS_GRID.size;
  return Math.ceil(Math.max(dx, dy));
}

function pathOf(waypoints: HarnessMeasuredWaypoint[], spaces: number[]): MovementPath {
  const total = spaces.reduce((s, n) => s + n, 0);
  return {
    waypoints,
    cost: waypoints.reduce((s, w) => s + w.cost, 0),
    distance: total * HARNESS_GRID.distance,
    spaces: total,
  };
}

/** `TokenDocument#move`: see the file comment. */
export async function moveToken(
  token: MovableToken,
  given: HarnessWaypoint[],
  options: MoveOptions = {},
): Promise<boolean> {
  const user = ctx().currentUser();
  const id = `movement${String(++movementCounter).padStart(8, "0")}`;
  let previous = { x: token.x, y: token.y, elevation: token.elevation };
  const origin = previous;
  // A drag moves along the path its ruler showed, which the placeable constrained; so does a keyboard move.
  let constrained = false;
  let waypoints = given;
  if (options.method === "dragging" || options.method === "keyboard") {
    const [path, cut] = token.object.constrainMovementPath([origin, ...waypoints], { preview: false });
    constrained = cut;
    waypoints = path.slice(1).map((w, i) => ({ ...(given[i] ?? {}), x: w.x, y: w.y, elevation: w.elevation }));
    if (waypoints.length === 0) return false;
  }
  const measured = waypoints.map((w) => {
    const n = squares(previous, w);
    const elevation = w.elevation ?? previous.elevation;
    previous = { x: w.x, y: w.y, elevation };
    const action = w.action ?? options.action ?? "walk";
    const cost = w.cost ?? n * HARNESS_GRID.distance;
    const checkpoint = w.checkpoint === true;
    return {
      n,
      point: { x: w.x, y: w.y, elevation, action, cost, checkpoint, movementId: id, userId: user.id },
    };
  });
  const last = measured.at(-1);
  if (!last) throw new Error("harness: move needs at least one waypoint");
  const segments: (typeof measured)[] = [[]];
  for (const [i, m] of measured.entries()) {
    (segments.at(-1) as typeof measured).push(m);
    if (m.point.checkpoint && i < measured.length - 1) segments.push([]);
  }
  const state = { id, stopped: false, last: undefined as unknown as HarnessMovement };
  inProgress.set(token, state);
  const segment = async (k: number): Promise<boolean> => {
    const here = segments[k] ?? [];
    const later = segments.slice(k + 1).flat();
    const movement: HarnessMovement = {
      id,
      method: options.method ?? "api",
      origin,
      destination: { x: last.point.x, y: last.point.y, elevation: last.point.elevation },
      chain: segments
        .slice(0, k)
        .flat()
        .map((m) => m.point),
      passed: pathOf(
        here.map((m) => m.point),
        here.map((m) => m.n),
      ),
      pending: pathOf(
        later.map((m) => m.point),
        later.map((m) => m.n),
      ),
      state: later.length ? "pending" : "completed",
      user,
      constrained,
    };
    state.last = movement;
    const operation: Source = { movement: { [token.id]: movement } };
    if ((await token._preUpdateMovement(movement, operation)) === false) return false;
    if (!ctx().hooks.call("preMoveToken", token, movement, operation)) return false;
    const end = here.at(-1)?.point ?? { x: token.x, y: token.y, elevation: token.elevation };
    const update = { x: end.x, y: end.y, elevation: end.elevation };
    return (await token.update(update, operation)) !== undefined;
  };
  if (!(await segment(0))) {
    inProgress.delete(token);
    return false;
  }
  if (segments.length > 1) {
    const client = ctx();
    track(
      (async () => {
        for (let k = 1; k < segments.length; k++) {
          // The token animates to the checkpoint before the move goes on (a later macrotask here).
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (state.stopped) break;
          if (!(await segment(k))) break;
        }
        if (state.stopped) client.hooks.callAll("stopToken", token);
        if (inProgress.get(token) === state) inProgress.delete(token);
      })(),
    );
  } else inProgress.delete(token);
  return true;
}

/** `TokenDocument#stopMovement`: the segments of the current move not yet made are dropped. */
export function stopMovement(token: HarnessDocument): void {
  const state = inProgress.get(token);
  if (state) state.stopped = true;
}
