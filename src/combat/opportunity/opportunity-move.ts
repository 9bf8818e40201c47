/**
 * OA-1 … OA-6 on real moves, the mover's side. In the active, started combat (world setting
 * `fray.opportunityAttacks` not `off`), before a move is made (`TokenDocument#_preUpdateMovement`, on the moving
 * client) its squares are scanned for the points where it leaves a hostile creature's reach
 * (opportunity-scan.ts). A move that leaves none goes ahead untouched. A move that does is rejected as asked and
 * made again by this client in legs, square by square along the same path:
 *
 * 1. the token moves to the square before the first exit (the last square still in reach);
 * 2. the active GM is asked (`fray.opportunity`, opportunity-gm.ts), which offers the attack to the reactor's
 *    owner, rolls it when taken and answers whether the mover can still move;
 * 3. the token goes on to the next exit, and so on, then to the end of the path; a mover that can no longer move
 *    stops where it stands, and the user is told.
 *
 * Each leg is an ordinary move (the turn ledger spends it; the GM's client sees it) made with the first move's
 * v13 `method` and `constrainOptions`, so core constrains it as it did the move it continues; this client's own
 * legs are not scanned again. A leg core cuts short (`constrained`: a door closed meanwhile), one that is refused,
 * or a token found elsewhere before a leg, stops the move, and the user is told why.
 *
 * An undo (method "undo") is not scanned here: the GM's backstop scans it unless the GM's record shows it undoes
 * this turn's move (move-undo.ts). Nor is a GM's `config` or `paste` placement. Later segments of a move (one
 * movement id) were weighed with its first. Nothing here is trusted by the GM: a client that skips this is caught
 * by the GM's backstop (opportunity-gm.ts).
 */
import { opportunityMode } from "../../settings/opportunity-attacks";
import { askActiveGm, GM_REQUEST_TIMEOUT_MS } from "../../net/gm-requests";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { movePath, type MovePath, type PathWaypoint } from "../../scene/movement";
import { scanMove } from "./opportunity-scan";
import { beginLegs, endLegs, markMoveContinuing, movingInLegs, isGmPlacement } from "../movement";
export { movingInLegs } from "../movement";
import { OPPORTUNITY, OPPORTUNITY_REQUEST, opportunityChecksSettled } from "./opportunity-gm";

/** The parts of v13 `TokenMovementData` read here. */
export interface PlannedMovement {
  readonly id?: string;
  /** v13 `TokenMovementMethod`. */
  readonly method?: string;
  /** v13 `constrainOptions` (`ignoreWalls`, `ignoreCost`): the legs are constrained with the same. */
  readonly constrainOptions?: object;
  readonly passed: { readonly waypoints: readonly PathWaypoint[] };
  readonly pending?: { readonly waypoints: readonly PathWaypoint[] };
}

/** How a move's legs are made: the first move's method and constrain options. */
interface LegOptions {
  readonly method?: string | undefined;
  readonly constrainOptions?: object | undefined;
}

/** How a leg went: made whole, cut short by core's constraint, refused, or not begun (the token is elsewhere). */
type LegOutcome = "made" | "cut" | "refused" | "moved";

/** What the user is told when a leg stops the move (lang/en.json). */
const LEG_STOPPED: Record<Exclude<LegOutcome, "made">, string> = {
  cut: "FRAY.Opportunity.LegCut",
  refused: "FRAY.Opportunity.LegRefused",
  moved: "FRAY.Opportunity.LegMoved",
};

interface MovableToken extends TokenLike {
  readonly uuid: string | null;
  readonly x: number;
  readonly y: number;
  move(waypoints: object[], options?: object): Promise<boolean>;
}

/** The id of the move each token last checked here, per user and token: its later segments pass. */
const checked = new Map<string, string>();
const running = new Set<Promise<void>>();
const legKey = (token: MovableToken): string => `${game.user.id}:${token.uuid ?? ""}`;

/**
 * Resolves when every move made in legs, and every check the GM's backstop makes after a move, has ended (tests
 * and macros).
 */
export async function opportunityMovesSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
  await opportunityChecksSettled();
}

/** Whether the token stands on square `cell`. */
const standsOn = (token: MovableToken, cell: { x: number; y: number } | undefined, size: number): boolean =>
  cell !== undefined && Math.round(token.x / size) === cell.x && Math.round(token.y / size) === cell.y;

/** Moves the token along `path` from square `from` to square `to`, one waypoint per square. */
async function moveLeg(
  token: MovableToken,
  path: MovePath,
  span: { readonly from: number; readonly to: number; readonly size: number },
  options: LegOptions,
): Promise<LegOutcome> {
  const { from, to, size } = span;
  if (!standsOn(token, path.cells[from], size)) return "moved";
  const waypoints = [];
  for (let i = from + 1; i <= to; i++) {
    const cell = path.cells[i];
    const elevation = path.elevations?.[i];
    if (!cell) continue;
    const waypoint = { x: cell.x * size, y: cell.y * size, action: path.actions[i - 1] ?? "walk" };
    waypoints.push(elevation === undefined ? waypoint : { ...waypoint, elevation });
  }
  if (waypoints.length === 0) return "made";
  const moveOptions = {
    ...(options.method ? { method: options.method } : {}),
    ...(options.constrainOptions ? { constrainOptions: options.constrainOptions } : {}),
  };
  if (!(await token.move(waypoints, moveOptions))) return "refused";
  // Core may have constrained the leg (v13 `constrained`): it then ends short of its last square.
  return standsOn(token, path.cells[to], size) ? "made" : "cut";
}

/** Tells the user why the move stopped after a leg that went otherwise than planned (see the file comment). */
function legStopped(token: MovableToken, outcome: LegOutcome): boolean {
  if (outcome === "made") return false;
  ui.notifications.warn(game.i18n.format(LEG_STOPPED[outcome], { name: token.actor?.name ?? "" }));
  return true;
}

/** Steps 1–3 of the file comment. */
async function moveInLegs(
  token: MovableToken,
  path: MovePath,
  stops: readonly number[],
  options: LegOptions,
): Promise<void> {
  const scene = sceneOf(token);
  if (!scene) return;
  const size = scene.grid.size;
  beginLegs(token);
  try {
    let at = 0;
    for (const stop of stops) {
      if (legStopped(token, await moveLeg(token, path, { from: at, to: stop, size }, options))) return;
      at = stop;
      const next = path.cells[stop + 1];
      if (!next) break;
      const answer = (await askActiveGm(
        OPPORTUNITY_REQUEST,
        { sceneId: scene.id ?? "", tokenId: token.id ?? "", x: next.x * size, y: next.y * size },
        // Every reactor at one square is asked at once; the GM's rolls follow.
        { timeout: OPPORTUNITY.timeoutMs + GM_REQUEST_TIMEOUT_MS },
      )) as { ok?: boolean; canMove?: boolean } | null;
      if (answer?.ok === true && answer.canMove === false) {
        ui.notifications.info(game.i18n.format("FRAY.Opportunity.Stopped", { name: token.actor?.name ?? "" }));
        return;
      }
      // MOV-3: the next leg is the same move going on (its diagonals count on).
      markMoveContinuing(token);
    }
    legStopped(token, await moveLeg(token, path, { from: at, to: path.cells.length - 1, size }, options));
  } finally {
    endLegs(token);
  }
}

/**
 * `_preUpdateMovement`: false when the move leaves a hostile's reach, the move then being made again in legs
 * (see the file comment); true otherwise. Later parts of a move (after a checkpoint) were weighed with its first.
 */
export function checkOpportunityMove(token: MovableToken, movement: PlannedMovement): boolean {
  if (opportunityMode() === "off" || game.combat?.started !== true) return true;
  const key = legKey(token);
  if (movingInLegs(token) || (movement.id !== undefined && checked.get(key) === movement.id)) return true;
  if (movement.id !== undefined) checked.set(key, movement.id);
  if (movement.method === "undo" || isGmPlacement(movement, game.user.isGM)) return true;
  const scene = sceneOf(token);
  if (!scene || !token.actor) return true;
  const waypoints = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])];
  const elevation = (token as { elevation?: number }).elevation;
  const origin = elevation === undefined ? { x: token.x, y: token.y } : { x: token.x, y: token.y, elevation };
  const path = movePath(origin, waypoints, scene.grid.size);
  const scan = scanMove(scene, token, path, game.user.isGM);
  if (!scan.attacks.length) return true;
  const stops = [...new Set(scan.attacks.map((a) => a.stepIndex))].sort((a, b) => a - b);
  // The rejected move ends first; the legs begin on a later task.
  const run = new Promise<void>((resolve) => {
    setTimeout(() => {
      const options = { method: movement.method, constrainOptions: movement.constrainOptions };
      moveInLegs(token, path, stops, options)
        .catch((error: unknown) => {
          console.error("Fray | a move with opportunity attacks failed", error);
        })
        .finally(resolve);
    }, 0);
  });
  running.add(run);
  void run.finally(() => running.delete(run));
  return false;
}
