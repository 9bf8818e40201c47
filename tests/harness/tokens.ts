/**
 * Token movement of the harness, imitating the v13 movement workflow as the API docs describe it
 * (foundry.documents.TokenDocument#move, TokenMovementData, TokenMeasuredMovementWaypoint, the `preMoveToken`
 * and `moveToken` hooks, CONFIG.Token.movement.actions):
 * - `token.move(waypoints, {method, action})` measures the path, then calls the document's
 *   `_preUpdateMovement(movement, operation)` and the `preMoveToken(document, movement, operation)` hook on the
 *   moving client; false from either rejects the whole move (resolves false, nothing changes);
 * - the token's `x`/`y` are then updated (an ordinary update, permission checked) and `moveToken(document,
 *   movement, operation, user)` fires (in Foundry on every client; here on the one). `move` resolves true.
 * - `movement.passed` holds the waypoints moved through (each with its `action` and its `cost` from the
 *   previous waypoint) and their total `cost`; `movement.id` is new for each move; `method` defaults to "api".
 * Simplified: one square scene (100 px squares of 5 ft), every square entered costs 5 ft whatever the
 * direction (equal diagonals, no terrain, no walls) unless a waypoint carries its own `cost`; no
 * checkpoints, pausing, history or animation. A token's actor is the world actor `actorId` names (linked
 * tokens only); its owners are that actor's owners; its combatant is the one in `game.combat` naming its id
 * as `tokenId` (v13 TokenDocument#combatant).
 */
import { ctx, OWNERSHIP, type Source } from "./context";
import type { HarnessDocument } from "./documents";
import type { HarnessUser } from "./users";

/** The harness scene's grid: square size in pixels and the distance one square stands for (feet). */
export const HARNESS_GRID = { size: 100, distance: 5 } as const;

/** v13 core movement actions (CONFIG.Token.movement.actions) with the one property Fray reads: `teleport`. */
export function coreMovementActions(): Record<string, { label: string; teleport: boolean }> {
  const walking = ["walk", "fly", "swim", "burrow", "climb", "crawl", "jump"];
  const out: Record<string, { label: string; teleport: boolean }> = {};
  for (const id of walking) out[id] = { label: id, teleport: false };
  for (const id of ["blink", "displace"]) out[id] = { label: id, teleport: true };
  return out;
}

/** A waypoint as `move` takes it. */
export interface HarnessWaypoint {
  x: number;
  y: number;
  action?: string;
  /** A cost fixed by the caller instead of the harness's square count. */
  cost?: number;
}

export interface HarnessMeasuredWaypoint {
  x: number;
  y: number;
  action: string;
  cost: number;
  movementId: string;
  userId: string;
}

export interface HarnessMovement {
  id: string;
  method: string;
  origin: { x: number; y: number };
  destination: { x: number; y: number };
  passed: { waypoints: HarnessMeasuredWaypoint[]; cost: number; distance: number; spaces: number };
  pending: { waypoints: HarnessMeasuredWaypoint[]; cost: number; distance: number; spaces: number };
  user: HarnessUser;
}

/** What the token class gives this module: its place, its pre-movement check, and an update. */
interface MovableToken extends HarnessDocument {
  readonly x: number;
  readonly y: number;
  _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined>;
}

let movementCounter = 0;

function squares(from: { x: number; y: number }, to: { x: number; y: number }): number {
  const dx = Math.abs(to.x - from.x) / HARNESS_GRID.size;
  const dy = Math.abs(to.y - from.y) / HARNESS_GRID.size;
  return Math.ceil(Math.max(dx, dy));
}

/** `TokenDocument#move`: see the file comment. */
export async function moveToken(
  token: MovableToken,
  waypoints: HarnessWaypoint[],
  options: { method?: string; action?: string } = {},
): Promise<boolean> {
  const c = ctx();
  const user = c.currentUser();
  const id = `movement${String(++movementCounter).padStart(8, "0")}`;
  let previous = { x: token.x, y: token.y };
  let distance = 0;
  let spaces = 0;
  const passed = waypoints.map((w) => {
    const n = squares(previous, w);
    previous = { x: w.x, y: w.y };
    spaces += n;
    distance += n * HARNESS_GRID.distance;
    const action = w.action ?? options.action ?? "walk";
    return { x: w.x, y: w.y, action, cost: w.cost ?? n * HARNESS_GRID.distance, movementId: id, userId: user.id };
  });
  const last = passed.at(-1);
  if (!last) throw new Error("harness: move needs at least one waypoint");
  const movement: HarnessMovement = {
    id,
    method: options.method ?? "api",
    origin: { x: token.x, y: token.y },
    destination: { x: last.x, y: last.y },
    passed: { waypoints: passed, cost: passed.reduce((s, w) => s + w.cost, 0), distance, spaces },
    pending: { waypoints: [], cost: 0, distance: 0, spaces: 0 },
    user,
  };
  const operation: Source = { movement: { [token.id]: { method: movement.method } } };
  if ((await token._preUpdateMovement(movement, operation)) === false) return false;
  if (!c.hooks.call("preMoveToken", token, movement, operation)) return false;
  const updated = await token.update({ x: last.x, y: last.y }, operation);
  if (!updated) return false;
  c.hooks.callAll("moveToken", token, movement, operation, user);
  return true;
}

/** The world actor a linked token names. */
export function tokenActor(source: Source): HarnessDocument | null {
  const id = source.actorId;
  return typeof id === "string" ? (ctx().collection("Actor")?.get(id) ?? null) : null;
}

/** v13: a token's owners are its actor's (a GM owns every token). */
export function tokenUserLevel(source: Source, user: HarnessUser): number {
  if (user.isGM) return OWNERSHIP.OWNER;
  return tokenActor(source)?.getUserLevel(user) ?? OWNERSHIP.NONE;
}

/** v13 TokenDocument#combatant: the combatant of `game.combat` that names this token. */
export function tokenCombatant(tokenId: string): HarnessDocument | null {
  const combat = (globalThis as { game?: { combat?: { combatants: Iterable<HarnessDocument> } | null } }).game?.combat;
  if (!combat) return null;
  for (const c of combat.combatants) if (c._source.tokenId === tokenId) return c;
  return null;
}
