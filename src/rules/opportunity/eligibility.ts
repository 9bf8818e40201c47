import { bool, oneOf } from "../errors";
import type { OpportunityTrigger } from "../presets/policies";
import type { Other } from "../movement/inputs";
import { MOVE_METHODS, type MoveMethod, type OpportunityExemption, type OpportunitySkipReason } from "./types";

/**
 * OA-2 / OA-3: why a move provokes no opportunity attack at all, or null when it may. Movement that doesn't
 * spend the mover's own movement, action, bonus action or reaction never provokes (teleport, forced movement,
 * falling, a5e's Fall Back and Press the Attack step, a world action's push); Disengage suppresses every
 * opportunity attack for the rest of the turn.
 */
export function opportunityExemption(
  how: MoveMethod | undefined,
  disengaged: boolean | undefined,
): OpportunityExemption | null {
  const method = how === undefined ? "own" : oneOf(how, "how", MOVE_METHODS);
  if (method !== "own") return method;
  if (disengaged !== undefined && bool(disengaged, "disengaged")) return "disengaged";
  return null;
}

/**
 * OA-1 / OA-4 / OA-5: why a creature whose reach (or, threeAction, a square of whose reach) the mover leaves
 * can't make the attack, or null when it can: it needs the reaction feature under `reactionFeature` (OA-5),
 * must not be incapacitated, must have its reaction and must see the mover (OA-4), and under
 * `leaveReachHostileSeen` (a5e) must be hostile to the mover (OA-1).
 */
export function opportunitySkipReason(
  reactor: Pick<Other, "incapacitated" | "reactionAvailable" | "canSeeMover" | "reactiveStrike">,
  hostile: boolean,
  trigger: OpportunityTrigger,
): OpportunitySkipReason | null {
  if (trigger === "reactionFeature" && !reactor.reactiveStrike) return "noReactionFeature";
  if (reactor.incapacitated) return "incapacitated";
  if (!reactor.reactionAvailable) return "noReaction";
  if (!reactor.canSeeMover) return "cannotSee";
  if (trigger === "leaveReachHostileSeen" && !hostile) return "notHostile";
  return null;
}
