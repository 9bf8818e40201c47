/**
 * MOV-5, MOV-6, OA-1 … OA-6: the other creatures of a scene as the movement and opportunity rules see them
 * (`sceneCreatures`, one token by `creatureSnapshot`), those a user can't see (`unseenBy`), and whether a creature
 * still has its reaction. A move's cost (move-feet.ts), the opportunity scan (src/combat/opportunity/) and a drag
 * (src/canvas/movement/) read them; here, below the scan, so a move's cost needs nothing from opportunity/.
 */
import { spendTurnCost, type CreatureSnapshot, type TurnLedger } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { derivedOf } from "../../data/actor/common";
import { creatureReach, positioned, isIncapacitated } from "../../scene/reach";
import type { SceneLike, TokenLike } from "../../scene/cover";
import { num } from "../../scene/regions";
import { actorLedger } from "../ledger";

const UNSEEN = ["invisible", "hidden", "unseen"];
/** No creature left out (what the GM's own scan and spend pass). */
export const NONE_UNSEEN: ReadonlySet<string> = new Set();

/** OA-4: the creature's ledger in the active combat still allows a reaction (true outside combat). */
function reactionLeft(actor: Actor.Implementation): boolean {
  return reactionLeftIn(actorLedger(actor));
}

/** OA-4: a turn ledger still allows a reaction (true without one: outside the active combat). */
export function reactionLeftIn(ledger: TurnLedger | null): boolean {
  if (!ledger) return true;
  try {
    return spendTurnCost(ledger, activePolicies().economy, { kind: "reaction" }).ok;
  } catch {
    return false;
  }
}

/** A token as the viewing user's client may see it (v13 `TokenDocument#hidden`, `Token#visible`). */
interface SeenToken {
  readonly id: string | null;
  readonly hidden?: boolean;
  readonly object?: { readonly visible?: boolean } | null;
}

/**
 * MOV-5, OA-1: the tokens of `scene` a user can't see, by id: none for a GM; for a player, every hidden token, and,
 * when `preview` (a drag's preview, v13 `TokenMeasureMovementPathOptions#preview`), every token its canvas doesn't
 * show. A player's client leaves these out of what it draws (the way is not shown blocked, no square turns red),
 * so a drag never reveals a hidden creature; the GM's spend and opportunity scan count every creature.
 */
export function unseenBy(scene: SceneLike, user: { readonly isGM: boolean }, preview: boolean): ReadonlySet<string> {
  const out = new Set<string>();
  if (user.isGM) return out;
  for (const token of scene.tokens as Iterable<TokenLike & SeenToken>) {
    if (!token.id) continue;
    if (token.hidden === true || (preview && token.object?.visible === false)) out.add(token.id);
  }
  return out;
}

/**
 * The other tokens of the scene as the movement and opportunity rules see them (MOV-5, MOV-6, OA-1 … OA-6); those
 * whose ids `unseen` names are left out (see `unseenBy`).
 */
export function sceneCreatures(
  scene: SceneLike,
  mover: TokenLike,
  unseen: ReadonlySet<string> = NONE_UNSEEN,
): CreatureSnapshot[] {
  const size = scene.grid.size;
  const moverUnseen = unseenMover(mover);
  const out: CreatureSnapshot[] = [];
  for (const token of scene.tokens) {
    if (!token.actor || token.id === mover.id || (token.id && unseen.has(token.id))) continue;
    const snapshot = creatureSnapshot(token, size, moverUnseen, reactionLeft(token.actor));
    if (snapshot) out.push(snapshot);
  }
  return out;
}

/** OA-4: the mover is invisible, hidden or unseen (no reactor sees it). */
export function unseenMover(mover: TokenLike): boolean {
  const statuses = mover.actor?.statuses;
  return statuses ? UNSEEN.some((s) => statuses.has(s)) : false;
}

/**
 * MOV-5, MOV-6, OA-1 … OA-6: one token as `sceneCreatures` gives it (null without an actor or an id), with
 * `reactionAvailable` read by the caller (drag-cache.ts reads the ledger through its map of combatants).
 */
export function creatureSnapshot(
  token: TokenLike,
  gridSize: number,
  moverUnseen: boolean,
  reactionAvailable: boolean,
): CreatureSnapshot | null {
  const actor = token.actor;
  const p = actor ? positioned(token, gridSize) : null;
  if (!actor || !p) return null;
  const statuses = actor.statuses;
  return {
    id: p.id,
    space: p.space,
    size: p.size as CreatureSnapshot["size"],
    disposition: p.disposition,
    incapacitated: isIncapacitated(statuses),
    reach: creatureReach(actor.items as Iterable<{ type: string; system: unknown }>),
    canSeeMover: !moverUnseen && !statuses.has("blinded"),
    reactionAvailable,
    reactiveStrike: derivedOf(actor)?.opportunityAttack === true,
    // MOV-5, OA-6: its box rises from its elevation (a flyer overhead neither blocks nor reaches the ground).
    elevation: num(token.elevation, 0),
  };
}
