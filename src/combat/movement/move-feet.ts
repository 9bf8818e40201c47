/**
 * MOV-1 … MOV-15: what a move costs by the world's preset (`moveFeet`, `rulesMoveCost`), from the squares it
 * passes on the token's scene, and the v13 movement data it reads. The spend (ledger-movement.ts), a move
 * continued after opportunity attacks (move-continuation.ts) and the token ruler read it; in its own file so the
 * spend and the continuation import one way.
 */
import { stepMethod } from "./movement-actions";
import { sceneCreatures, unseenBy } from "./scene-creatures";
import { coverIndexOf, sceneOf, type SceneLike, type TokenLike } from "../../scene/cover";
import { actionMode, moveCost, type MoveCost, movePath, type MovePath, type PathWaypoint } from "../../scene/movement";
import { activePolicies } from "../../settings/policies";
import { activePreset } from "../../settings/preset";

/** A measured waypoint of v13 `TokenMovementData` (`TokenMeasuredMovementWaypoint`): where, its action and cost. */
interface WaypointLike {
  readonly x?: number;
  readonly y?: number;
  readonly action: string;
  readonly cost: number;
}

/** The parts of v13 `TokenMovementData` read here (foundry.documents.types.TokenMovementData). */
export interface MovementLike {
  readonly id: string;
  /** How the move was made (v13 `TokenMovementMethod`: api, config, dragging, keyboard, paste, undo…). */
  readonly method?: string;
  /** Where the move began (v13 `TokenPosition`). */
  readonly origin?: { readonly x: number; readonly y: number; readonly elevation?: number };
  /** Where the whole move ends (v13 `TokenPosition`). */
  readonly destination?: { readonly x: number; readonly y: number; readonly elevation?: number };
  readonly passed: { readonly cost: number; readonly waypoints: readonly WaypointLike[] };
  readonly pending?: { readonly cost: number; readonly waypoints: readonly WaypointLike[] };
}

/**
 * MOV-1 / OA-2: the movement a move spends by its waypoints' own costs, in the scene's grid units: the whole
 * move, the part made now (`passed`) and what follows it (`pending`), without the segments of a teleporting
 * movement action or a GM's forced movement. Each waypoint's `cost` is the cost from the previous waypoint (v13
 * `TokenMeasuredMovementWaypoint`). Fray spends `moveFeet` instead, which works the cost out itself; this is
 * its fallback for a token on no scene. `moverIsGm`: the user who moved is a GM (this client's user by default).
 */
export function movementSpent(movement: MovementLike, moverIsGm: boolean = game.user.isGM): number {
  const waypoints = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])];
  return waypoints.filter((w) => stepMethod(w.action, moverIsGm) === "own").reduce((sum, w) => sum + w.cost, 0);
}

/** Where the judging GM's client saw a move start (gm-positions.ts): the move is costed from there, walls too. */
export interface JudgedFrom {
  readonly from: { readonly x: number; readonly y: number; readonly elevation?: number };
}

/**
 * MOV-1 … MOV-15: what a move spends by the world's preset, and why the rules refuse it (null when they don't):
 * the pure core's cost of the squares the whole move passes on the token's scene, through every waypoint
 * (src/scene/movement/move-cost.ts), from where the judging GM saw the token (`judged`: each step then checked against
 * the walls that block movement, MOV-4), else the token's own position on the moving client before the move.
 * Never the cost the waypoints carry, which the moving client measured. A token on no scene falls back to
 * `movementSpent`.
 */
export function moveFeet(
  token: unknown,
  movement: MovementLike,
  moverIsGm: boolean = game.user.isGM,
  diagonalsBefore = 0,
  judged: JudgedFrom | null = null,
): { readonly feet: number; readonly block: string | null; readonly diagonals?: number } {
  const t = token as TokenLike & { x?: number; y?: number };
  const scene = sceneOf(t);
  const own = typeof t.x === "number" && typeof t.y === "number" ? { x: t.x, y: t.y } : null;
  const origin = judged?.from ?? movement.origin ?? own;
  const waypoints = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])];
  const placed = waypoints.every((w) => typeof w.x === "number" && typeof w.y === "number");
  if (!scene || !origin || !placed) return { feet: movementSpent(movement, moverIsGm), block: null };
  const path = movePath(origin, waypoints as PathWaypoint[], scene.grid.size);
  const cost = rulesMoveCost(scene, t, path, moverIsGm, diagonalsBefore, judged !== null);
  return cost
    ? { feet: cost.feet, block: cost.block, diagonals: cost.diagonals }
    : { feet: movementSpent(movement, moverIsGm), block: null };
}

/**
 * MOV-1 … MOV-15: the cost of `token` moving along `path` on `scene` by the world's preset, its steps made as a GM
 * (`moverIsGm`: teleports and forced steps free, an end in another's space allowed after a free step) or a player
 * makes them. What the spend (`moveFeet`) and the token ruler (ruler-facts.ts) both read.
 */
export function rulesMoveCost(
  scene: SceneLike,
  token: TokenLike,
  path: MovePath,
  moverIsGm: boolean,
  diagonalsBefore = 0,
  walls = false,
): MoveCost | null {
  const kinds = path.actions.map((a) => (stepMethod(a, moverIsGm) === "own" ? actionMode(a) : "free"));
  return moveCost(scene, token, path, {
    policies: activePolicies(),
    preset: activePreset(),
    others: sceneCreatures(scene, token),
    // MOV-5: a player isn't told of a creature it can't see (the GM's own check sees every one).
    unseen: unseenBy(scene, game.user, true),
    kinds,
    checkFreeEnd: !moverIsGm,
    diagonalsBefore,
    // MOV-4: the GM's judgement of a move made already checks every step against the walls (core stops a move at
    // a wall only on a client that constrains it).
    ...(walls ? { walls: coverIndexOf(scene)?.movementWalls() ?? null } : {}),
  });
}
