/**
 * MOV-5 at the table (srd51, srd52, delta: `policies.movement.sharedSpaceProne`): a creature whose turn ends in
 * another creature's space falls prone, unless it is Tiny or larger than the other (the pure core's
 * `sharedSpaceAtTurnEnd`). Run by FrayCombat#_onEndTurn on the active GM's client, from the GM's own documents:
 * the ending combatant's token and the other creatures' tokens on its scene. A dead creature's body is no
 * creature's space, and a rider and its mount (the mount's combatant names the rider, INIT-15 / MOV-13; or a
 * `mounted` status) share a space by design. Two spaces are shared only where the creatures' heights overlap
 * too: each stands in a box from its elevation up, as tall as its space is wide (a flyer above a foe shares
 * nothing). One chat line says why the creature fell, its name escaped.
 */
import { SIZES, boxesOverlapInHeight, sharedSpaceAtTurnEnd, type Space } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { escapeHtml } from "../../chat/escape";
import { DEAD_STATUS_ID } from "../../conditions/status-effects";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { positioned } from "../../scene/reach";
import { combatantSystem } from "../combatant-system";

interface Standing {
  readonly size: string;
  readonly space: Space;
  /** The elevation in feet its box rises from (as tall as its space is wide). */
  readonly elevation: number;
}

const known = (size: string): boolean => (SIZES as readonly string[]).includes(size);

function standing(token: TokenLike, gridSize: number): Standing | null {
  const p = positioned(token, gridSize);
  if (!p || !known(p.size)) return null;
  return { size: p.size, space: p.space, elevation: p.elevation };
}

/** MOV-13: the tokens of `combatant`'s rider (it is a mount) and of its mount (it is a rider), in its combat. */
function mountPair(combatant: Combatant.Implementation): Set<string> {
  const ids = new Set<string>();
  const riderId = combatantSystem(combatant).riderId;
  for (const other of combatant.combat?.combatants ?? []) {
    if (other.id === combatant.id) continue;
    if (other.id === riderId || combatantSystem(other).riderId === combatant.id) ids.add(other.tokenId ?? "");
  }
  return ids;
}

/** MOV-5: whether `combatant`'s creature falls prone at the end of its turn (see the file comment). */
export function fallsProneAtTurnEnd(combatant: Combatant.Implementation): boolean {
  if (!activePolicies().movement.sharedSpaceProne) return false;
  const token = combatant.token as unknown as TokenLike | null;
  const actor = combatant.actor;
  const scene = token ? sceneOf(token) : null;
  if (!token || !actor || !scene || actor.statuses.has("prone") || actor.statuses.has("mounted")) return false;
  const distance = scene.grid.distance ?? 5;
  const mover = standing(token, scene.grid.size);
  if (!mover) return false;
  const dead = CONFIG.specialStatusEffects.DEFEATED || DEAD_STATUS_ID;
  const paired = mountPair(combatant);
  const others: Standing[] = [];
  for (const other of scene.tokens) {
    if (other.id === token.id || !other.actor || other.actor.statuses.has(dead) || paired.has(other.id ?? "")) continue;
    const s = standing(other, scene.grid.size);
    if (s && boxesOverlapInHeight(s.elevation, s.space.side, mover.elevation, mover.space.side, distance))
      others.push(s);
  }
  return sharedSpaceAtTurnEnd({ mover, others }).prone;
}

/** MOV-5: at the end of `combatant`'s turn (active GM), makes it prone where the rule says so, with a chat line. */
export async function proneInSharedSpace(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!game.user.isActiveGM || !actor || !fallsProneAtTurnEnd(combatant)) return;
  await actor.toggleStatusEffect("prone", { active: true });
  const content = `<p class="fray-shared-space">${game.i18n.format("FRAY.TurnLedger.SharedSpaceProne", {
    name: escapeHtml(actor.name),
  })}</p>`;
  const token = combatant.token;
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.getSpeaker({ actor, token }) });
}
