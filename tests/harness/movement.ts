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
 *   previous waypoint, and the totals), `movement.pending` what is left after it; `id` is one per move, shared by
 *   its segments; `method` (v13 `TokenMovementMethod`: api, config, dragging, keyboard, paste, undo; also hud)
 *   defaults to "api"; `user` the moving user; `constrainOptions` the options given (`{}` by default).
 * - `movement.chain` is a list of movement ids (v13 `TokenMovementData#chain`: "the chain of prior movement IDs
 *   that this movement is a continuation of"), never waypoints: a move begun while the token's last move still
 *   has segments to make continues it (that move stops; its chain and id are this one's chain). Otherwise `[]`.
 * - Movement history (#11730): while the token has a combatant in the started, viewed combat, each segment made
 *   is recorded in the token's `movementHistory` (its waypoints, each with its `movementId`; the first recorded
 *   one is preceded by where the token stood, `movementId` null). `revertRecordedMovement(id?)` (#12667) moves the
 *   token back along that move's recorded waypoints to where it began, with method "undo" and each step's
 *   original action (#13724), takes the move out of the history and resolves true; false when the move is not
 *   recorded. The history is not cleared at turn start here (stricter: an earlier turn's move can still be
 *   reverted, and Fray must not refund it).
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
 * direction (equal diagonals, no terrain, no walls) unless a waypoint carries its own `cost`; no animation or
 * pausing; the stand-in placeable's own constraint cuts as core's does (movement-measure.ts: walls, a step of
 * infinite cost, the scene's edge); `constrainOptions` is handed to it.
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

/** v13 `TokenMovementMethod` (the v14 API page lists these seven; the v13 type's own page: unconfirmed). */
export const MOVEMENT_METHODS = ["api", "config", "hud", "dragging", "keyboard", "paste", "undo"] as const;
export type HarnessMovementMethod = (typeof MOVEMENT_METHODS)[number];

/** A waypoint of v13 `TokenDocument#movementHistory` (#11730): where, its action and the move that made it. */
export interface HarnessHistoryWaypoint {
  x: number;
  y: number;
  elevation: number;
  action: string;
  /** The move that made it; null for where the token stood before the first recorded move. */
  movementId: string | null;
}

export interface MovementPath {
  waypoints: HarnessMeasuredWaypoint[];
  cost: number;
  distance: number;
  spaces: number;
}

export interface HarnessMovement {
  id: string;
  method: HarnessMovementMethod;
  origin: { x: number; y: number; elevation: number };
  destination: { x: number; y: number; elevation: number };
  /** The ids of the moves this one continues. */
  chain: string[];
  /** The options the path was (or would be) constrained with (v13 `constrainOptions`). */
  constrainOptions: Record<string, unknown>;
  /** The move was recorded in the token's movement history. */
  recorded: boolean;
  passed: MovementPath;
  pending: MovementPath;
  state: "pending" | "stopped" | "completed";
  user: HarnessUser;
  /** The path was cut by the placeable's `constrainMovementPath` (a drag or a keyboard move). */
  constrained: boolean;
}

export interface MoveOptions {
  /** One of `MOVEMENT_METHODS` (another name throws). */
  method?: string;
  action?: string;
  /** v13 `constrainOptions` (`ignoreWalls`, `ignoreCost`): handed to the placeable's `constrainMovementPath`. */
  constrainOptions?: Record<string, unknown>;
}

interface MovableToken extends HarnessDocument {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly combatant: { readonly _source: Source } | null;
  readonly movementHistory: HarnessHistoryWaypoint[];
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
const inProgress = new WeakMap<
  HarnessDocument,
  { id: string; stopped: boolean; last: HarnessMovement; chain: string[] }
>();

/** #11730: a move is recorded while the token has a combatant in the viewed combat and that combat has started. */
function recordsHistory(token: MovableToken): boolean {
  const combat = (globalThis as { game?: { combat?: { started?: boolean } | null } }).game?.combat;
  return token.combatant !== null && combat?.started === true;
}

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

/** Internal options of a move the harness makes itself (an undo: the history it leaves, not recorded again). */
interface InternalMove {
  history?: HarnessHistoryWaypoint[];
}

/** `TokenDocument#move`: see the file comment. */
export async function moveToken(
  token: MovableToken,
  given: HarnessWaypoint[],
  options: MoveOptions = {},
  internal: InternalMove = {},
): Promise<boolean> {
  const user = ctx().currentUser();
  const id = `movement${String(++movementCounter).padStart(8, "0")}`;
  const method = (options.method ?? "api") as HarnessMovementMethod;
  if (!MOVEMENT_METHODS.includes(method)) throw new Error(`harness: unknown movement method ${method}`);
  const constrainOptions = { ...(options.constrainOptions ?? {}) };
  let previous = { x: token.x, y: token.y, elevation: token.elevation };
  const origin = previous;
  // A move begun while the last one still has segments to make continues it: that one stops here.
  const prior = inProgress.get(token);
  const chain = prior && !prior.stopped ? [...prior.chain, prior.id] : [];
  if (prior) prior.stopped = true;
  // A drag moves along the path its ruler showed, which the placeable constrained; so does a keyboard move.
  let constrained = false;
  let waypoints = given;
  if (method === "dragging" || method === "keyboard") {
    const [path, cut] = token.object.constrainMovementPath([origin, ...waypoints], {
      ...constrainOptions,
      preview: false,
    });
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
  const state = { id, stopped: false, last: undefined as unknown as HarnessMovement, chain };
  inProgress.set(token, state);
  const segment = async (k: number): Promise<boolean> => {
    const here = segments[k] ?? [];
    const later = segments.slice(k + 1).flat();
    const recorded = internal.history === undefined && recordsHistory(token);
    const movement: HarnessMovement = {
      id,
      method,
      origin,
      destination: { x: last.point.x, y: last.point.y, elevation: last.point.elevation },
      chain,
      constrainOptions,
      recorded,
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
    const update: Source = { x: end.x, y: end.y, elevation: end.elevation };
    if (internal.history) update._movementHistory = internal.history;
    else if (recorded)
      update._movementHistory = recordedAfter(
        token,
        here.map((m) => m.point),
      );
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

/** The token's movement history with `made` (a segment's waypoints) recorded after it. */
function recordedAfter(token: MovableToken, made: HarnessMeasuredWaypoint[]): HarnessHistoryWaypoint[] {
  const history = [...token.movementHistory];
  if (history.length === 0) {
    history.push({ x: token.x, y: token.y, elevation: token.elevation, action: "walk", movementId: null });
  }
  for (const w of made)
    history.push({ x: w.x, y: w.y, elevation: w.elevation, action: w.action, movementId: w.movementId });
  return history;
}

/**
 * `TokenDocument#revertRecordedMovement(movementId?)` (#12667): the last recorded move by default. The token goes
 * back along that move's recorded waypoints to where it began, with method "undo", each step with its original
 * action (#13724); the move leaves the history. False when the move is not in the history.
 */
export async function revertRecordedMovement(token: MovableToken, movementId?: string): Promise<boolean> {
  const history = token.movementHistory;
  const id = movementId ?? history.at(-1)?.movementId ?? null;
  const first = id === null ? -1 : history.findIndex((w) => w.movementId === id);
  const before = history[first - 1];
  if (first < 1 || !before) return false;
  const made = history.filter((w) => w.movementId === id);
  const rest = history.filter((w) => w.movementId !== id);
  // Back over each recorded step, with the action that step was made with.
  const back: HarnessWaypoint[] = [];
  for (let i = made.length - 1; i >= 0; i--) {
    const to = i > 0 ? (made[i - 1] as HarnessHistoryWaypoint) : before;
    back.push({ x: to.x, y: to.y, elevation: to.elevation, action: (made[i] as HarnessHistoryWaypoint).action });
  }
  const left = rest.some((w) => w.movementId !== null) ? rest : [];
  return moveToken(token, back, { method: "undo" }, { history: left });
}

/** `TokenDocument#stopMovement`: the segments of the current move not yet made are dropped. */
export function stopMovement(token: HarnessDocument): void {
  const state = inProgress.get(token);
  if (state) state.stopped = true;
}
