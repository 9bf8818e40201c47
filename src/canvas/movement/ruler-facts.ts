/**
 * Issue 13 item 1: what Fray's token ruler (token-ruler.ts) says at each waypoint of a planned move, worked out
 * as the move itself will be (move-cost.ts, opportunity-scan.ts): Fray's cost of the path up to that waypoint,
 * the movement left this turn after it, the Dash band it falls in, and the squares where the path would provoke
 * an opportunity attack. The ruler reads these facts through one drag's (drag-facts.ts, issue 25), which gives
 * the same answers from one costing of the whole path; this is the reference, and what a module may call.
 */
import { activePolicies } from "../../settings/policies";
import { opportunityMode } from "../../settings/opportunity-attacks";
import { actorLedger } from "../../combat/ledger";
import { rulesMoveCost } from "../../combat/movement";
import { scanMove, unseenBy } from "../../combat/opportunity";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { movePath, type PathWaypoint } from "../../scene/movement";
import type { RulerBand, RulerFacts } from "./ruler-label";

export { rulerLabelContext, type RulerBand, type RulerFacts, type RulerLabelContext } from "./ruler-label";

/**
 * The facts of `token`'s planned path through `points` (`points[0]` is where it stands; each next one a
 * waypoint's top-left position and movement action). Null when the token is on no scene or has no actor.
 */
export function rulerFacts(token: TokenLike, points: readonly PathWaypoint[]): RulerFacts | null {
  const scene = sceneOf(token);
  const origin = points[0];
  if (!scene || !origin || !token.actor) return null;
  const path = movePath(origin, points.slice(1), scene.grid.size);
  const isGm = game.user.isGM;
  const cost = rulesMoveCost(scene, token, path, isGm);
  if (!cost) return null;
  const ledger = game.combat?.started === true ? actorLedger(token.actor) : null;
  const speed = (token.actor.system as { speed?: { walk?: number } } | undefined)?.speed?.walk ?? 30;
  let left: number | null = null;
  let band: RulerBand | null = null;
  if (ledger) {
    left = ledger.movement.remaining - cost.feet;
    band = left >= 0 ? "normal" : left + speed >= 0 ? "dash" : "beyond";
  }
  const provokes =
    opportunityMode() !== "off" && game.combat?.started === true
      ? scanMove(scene, token, path, isGm, unseenBy(scene, game.user, true)).attacks.map((a) => a.cell)
      : [];
  const strides = activePolicies().economy.kind === "threeActions";
  return { cost: cost.feet, left, band, provokes, block: cost.block, strides };
}
