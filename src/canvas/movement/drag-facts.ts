/**
 * Issue 25 item 2: one drag's facts for the ruler, worked out once per planned path and read by every waypoint's
 * label and every highlighted square: the cost of the path up to each waypoint (move-cost-prefix.ts), the movement
 * left after it and its band, and the squares where it provokes (the whole path scanned once: a reactor's first
 * exit from reach is the same on any longer path, so the path up to a waypoint provokes at the attacks that come
 * before it). Each answer is `rulerFacts`' for the path up to that waypoint (ruler-facts.ts, the reference).
 * The creatures come from the drag cache (drag-cache.ts); `uncached` makes every answer the reference's.
 */
import { activePolicies } from "../../settings/policies";
import { activePreset } from "../../settings/preset";
import { opportunityMode } from "../../settings/opportunity-attacks";
import { actorLedger } from "../../combat/ledger";
import { rulesMoveCost, stepMethod } from "../../combat/movement";
import { scanMove, unseenBy } from "../../combat/opportunity";
import { sceneOf, type SceneLike, type TokenLike } from "../../scene/cover";
import {
  actionMode,
  moveCost,
  type MoveCost,
  type MoveCostContext,
  cellAt,
  movePath,
  type MovePath,
  type PathWaypoint,
} from "../../scene/movement";
import { movePrefixCosts } from "./move-cost-prefix";
import { dragCacheOn, dragCreatures } from "./drag-cache";
import { rulerFacts, type RulerBand, type RulerFacts } from "./ruler-facts";

const NONE: ReadonlySet<string> = new Set();

/** MOV-1, MOV-5: the context `rulesMoveCost` (ledger-movement.ts) builds, with the drag's creatures. */
function dragContext(scene: SceneLike, token: TokenLike, path: MovePath, moverIsGm: boolean): MoveCostContext {
  return {
    policies: activePolicies(),
    preset: activePreset(),
    others: dragCreatures(scene, token, NONE),
    unseen: unseenBy(scene, game.user, true),
    kinds: path.actions.map((a) => (stepMethod(a, moverIsGm) === "own" ? actionMode(a) : "free")),
    checkFreeEnd: !moverIsGm,
  };
}

/** MOV-1 … MOV-15: `rulesMoveCost` for a drag (the path constraint's check), reading the drag's creatures. */
export function dragMoveCost(scene: SceneLike, token: TokenLike, path: MovePath, moverIsGm: boolean): MoveCost | null {
  if (!dragCacheOn()) return rulesMoveCost(scene, token, path, moverIsGm);
  return moveCost(scene, token, path, dragContext(scene, token, path, moverIsGm));
}

/** The facts of a planned path at each of its waypoints. */
export interface DragFacts {
  /** `rulerFacts(token, points.slice(0, i + 1))`: the facts at waypoint `i` (null where rulerFacts gives null). */
  at(i: number): RulerFacts | null;
}

/** The square index of each waypoint of `points` in `movePath(points[0], points.slice(1))`. */
function waypointSquares(points: readonly PathWaypoint[], gridSize: number): number[] {
  const out: number[] = [];
  let at = 0;
  let from = points[0] ? cellAt(points[0], gridSize) : null;
  for (const p of points) {
    const to = cellAt(p, gridSize);
    if (from) at += Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    from = to;
    out.push(at);
  }
  return out;
}

/**
 * MOV-1, OA-1: the facts of `token`'s planned path through `points` (`points[0]` where it stands), at every
 * waypoint, worked out once (see the file comment).
 */
export function dragFacts(token: TokenLike, points: readonly PathWaypoint[]): DragFacts {
  const none: DragFacts = { at: () => null };
  if (!dragCacheOn()) return { at: (i) => rulerFacts(token, points.slice(0, i + 1)) };
  const scene = sceneOf(token);
  const origin = points[0];
  if (!scene || !origin || !token.actor) return none;
  const path = movePath(origin, points.slice(1), scene.grid.size);
  const isGm = game.user.isGM;
  const costs = movePrefixCosts(scene, token, path, dragContext(scene, token, path, isGm));
  if (!costs) return none;
  const fighting = game.combat?.started === true;
  const ledger = fighting ? actorLedger(token.actor) : null;
  const speed = (token.actor.system as { speed?: { walk?: number } } | undefined)?.speed?.walk ?? 30;
  const unseen = unseenBy(scene, game.user, true);
  const attacks =
    opportunityMode() !== "off" && fighting
      ? scanMove(scene, token, path, isGm, unseen, dragCreatures(scene, token, unseen)).attacks
      : [];
  const strides = activePolicies().economy.kind === "threeActions";
  const squares = waypointSquares(points, scene.grid.size);
  return {
    at(i) {
      const m = squares[i];
      if (m === undefined) return null;
      const cost = costs.at(m);
      let left: number | null = null;
      let band: RulerBand | null = null;
      if (ledger) {
        left = ledger.movement.remaining - cost.feet;
        band = left >= 0 ? "normal" : left + speed >= 0 ? "dash" : "beyond";
      }
      // OA-1: an attack comes before the mover leaves square `stepIndex`: within the path when it leaves it here.
      const provokes = attacks.filter((a) => a.stepIndex < m).map((a) => a.cell);
      return { cost: cost.feet, left, band, provokes, block: cost.block, strides };
    },
  };
}
