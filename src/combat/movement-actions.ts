/**
 * OA-2 / MOV-1: how a step made with a v13 movement action moves the creature: by its own movement, as a
 * teleport (an action with `teleport`: core `blink`; core `displace` only when a GM moves, as core offers it to
 * no one else and it ignores walls), or forced (Fray's `fray-forced`, a GM's push). A player's use of `displace`
 * or `fray-forced` is its own movement, as a player could pick any action through the API.
 */
import type { MoveMethod } from "../rules";

/** Core's teleport that only GMs are offered (it ignores walls). */
export const GM_TELEPORT = "displace";

/** Fray's movement action for a creature moved by someone else (pushed, thrown, falling: OA-2). */
export const FORCED_MOVEMENT = "fray-forced";

/** OA-2: how a step made with movement action `action` moves the creature (`moverIsGm`: a GM made the move). */
export function stepMethod(action: string, moverIsGm: boolean): MoveMethod {
  const actions = CONFIG.Token.movement.actions as Record<string, { teleport?: boolean } | undefined>;
  if (action === GM_TELEPORT && !moverIsGm) return "own";
  if (actions[action]?.teleport === true) return "teleport";
  return action === FORCED_MOVEMENT && moverIsGm ? "forced" : "own";
}
