/**
 * TA-9: a creature's earlier attacks of a combat turn, read from chat, for forceful (earlier attacks with the same
 * weapon) and sweep (an earlier attack on another target). Each attack roll records the turn it was made in
 * (`strikeTurn`, `combatId.round.turn`); the earlier attacks of that turn are the attack cards of the same
 * creature and turn posted before the card in question.
 *
 * The cards are their posters' messages, so a hostile client could post more of them: while the turn is the
 * combat's current one, the count is capped by the GM-written turn ledger's attacks (`attacksThisTurn`, the
 * attack in question included). A card's turn that has ended is read as it stands. Stated simplification: the
 * forceful and sweep counts come from the attack cards in chat, so an attack card deleted from chat no longer
 * counts (which can only lower the bonus).
 */
import { FrayD20Roll } from "../../dice/d20-roll";
import { recordedCardId } from "../../dice/hidden-outcome";
import { ledgerOf } from "../../combat/combatant-system";

/** One earlier attack: the item it was made with and the targets it named. */
export interface EarlierStrike {
  readonly itemUuid: string | null;
  readonly targets: readonly string[];
}

/** TA-9: the current combat turn as attack rolls record it, or undefined outside a started combat. */
export function currentStrikeTurn(): string | undefined {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return undefined;
  return `${combat.id}.${combat.round}.${combat.turn ?? 0}`;
}

/** The attack roll of a message (through a GMs' record of a hidden outcome to its public card). */
function attackOf(message: ChatMessage.Implementation): FrayD20Roll | null {
  const of = recordedCardId(message);
  const card = of ? (game.messages.get(of) as unknown as ChatMessage.Implementation | undefined) : message;
  const rolls: unknown[] = card?.rolls ?? [];
  return rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "attack") ?? null;
}

/** The most earlier attacks the GM's ledger allows for `actorUuid` in `turn`, or null when it can't say. */
function ledgerCap(actorUuid: string, turn: string): number | null {
  if (turn !== currentStrikeTurn()) return null;
  const combatant = game.combat?.combatants.find((c) => c.actor?.uuid === actorUuid);
  const ledger = combatant ? ledgerOf(combatant) : null;
  return ledger ? Math.max(0, ledger.attacksThisTurn - 1) : null;
}

/**
 * TA-9: the attacks `actorUuid` made in `turn` before message `beforeId` (every one so far when null), oldest
 * first, at most as many as the GM's ledger counted (the latest kept).
 */
export function earlierStrikes(actorUuid: string, turn: string | undefined, beforeId: string | null): EarlierStrike[] {
  if (!turn) return [];
  const found: EarlierStrike[] = [];
  for (const message of game.messages.contents as unknown as ChatMessage.Implementation[]) {
    if (beforeId !== null && message.id === beforeId) break;
    // A GMs' record repeats its public card: only the public card counts.
    if (recordedCardId(message)) continue;
    const roll = attackOf(message);
    if (!roll || roll.fray.actorUuid !== actorUuid || roll.fray.strikeTurn !== turn) continue;
    // The poster's options: read defensively.
    const targets: unknown[] = Array.isArray(roll.fray.targets) ? (roll.fray.targets as unknown[]) : [];
    found.push({
      itemUuid: typeof roll.fray.itemUuid === "string" ? roll.fray.itemUuid : null,
      targets: targets.flatMap((t) => {
        const uuid = (t as { uuid?: unknown } | null)?.uuid;
        return typeof uuid === "string" ? [uuid] : [];
      }),
    });
  }
  const cap = ledgerCap(actorUuid, turn);
  return cap === null || found.length <= cap ? found : found.slice(found.length - cap);
}

/**
 * TA-9: forceful's count for a damage roll from attack card `cardId`: the attacks with the same item the same
 * creature made earlier in that card's turn. 0 without a card, or for a card that is no attack of this item.
 */
export function earlierWithWeapon(cardId: string | undefined, actorUuid: string, itemUuid: string): number {
  if (!cardId) return 0;
  const message = game.messages.get(cardId) as unknown as ChatMessage.Implementation | undefined;
  const attack = message ? attackOf(message) : null;
  if (!attack || attack.fray.actorUuid !== actorUuid || attack.fray.itemUuid !== itemUuid) return 0;
  const publicId = recordedCardId(message as ChatMessage.Implementation) ?? cardId;
  return earlierStrikes(actorUuid, attack.fray.strikeTurn, publicId).filter((s) => s.itemUuid === itemUuid).length;
}
