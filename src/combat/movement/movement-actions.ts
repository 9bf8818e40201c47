/**
 * OA-2 / MOV-1: how a step made with a v13 movement action moves the creature: by its own movement, as a
 * teleport (an action with `teleport`, core `blink` and `displace`, when a GM moves), or forced (Fray's
 * `fray-forced`, a GM's push). A player's teleport or `fray-forced` step is its own movement, as a player could
 * pick any action through the API: the world setting `fray.playerTeleport` refuses a player's teleport, or lets it
 * be charged and scanned as a walk (player-teleport.ts).
 */
import type { MoveMethod } from "../../rules";

/** Core's teleport that only GMs are offered (it ignores walls): Fray's GM moves a token back with it. */
export const GM_TELEPORT = "displace";

/** Fray's movement action for a creature moved by someone else (pushed, thrown, falling: OA-2). */
export const FORCED_MOVEMENT = "fray-forced";

/** OA-2: how a step made with movement action `action` moves the creature (`moverIsGm`: a GM made the move). */
export function stepMethod(action: string, moverIsGm: boolean): MoveMethod {
  const actions = CONFIG.Token.movement.actions as Record<string, { teleport?: boolean } | undefined>;
  if (actions[action]?.teleport === true) return moverIsGm ? "teleport" : "own";
  return action === FORCED_MOVEMENT && moverIsGm ? "forced" : "own";
}

/** v13 movement methods that, made by a GM, place a token rather than move it: they spend and provoke nothing. */
const GM_PLACEMENTS: ReadonlySet<string> = new Set(["config", "paste"]);

/** MOV-1: whether `movement`, made by a GM (`moverIsGm`), is a placement (see GM_PLACEMENTS). */
export function isGmPlacement(movement: { readonly method?: string }, moverIsGm: boolean): boolean {
  return moverIsGm && GM_PLACEMENTS.has(movement.method ?? "");
}
