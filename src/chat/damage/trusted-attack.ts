/**
 * Issue 26 item 4: what a damage card may claim about the attack it came from, judged from the attack card as the
 * GM reads it (attacks 6 and 8). A damage roll made from an attack card names that card (`attackCardId`, the
 * public card when the button was on the GMs' record of a hidden outcome); the damage roll's own `critical` and
 * `targets` are only its poster's claims. For the target damage is applied to, the GM:
 * - finds the attack card and its attack roll, made with the same item by the same creature, posted by the damage
 *   card's author (or a GM);
 * - checks the attack's dice (each a face of its die, the total what they make) and reads the target's AC again
 *   from the documents (with the cover recorded at the roll, as the hidden-outcome record does);
 * - judges the attack under the world's success rules: a miss applies nothing (`attackMissed`), and a critical
 *   damage roll needs a critical hit on this target (`notCritical`).
 * A damage roll that names no attack (rolled from a sheet or a save request) can't be critical unless a GM posted it. Whether the
 * target is one of the attack's targets is checked too (`notATarget`).
 */
import { checkRecordedRoll, judgeRoll } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { refuse, type CardRefusal } from "../card-actions";
import { rollRefusal } from "./trusted-damage";
import { attackerOf, recordedCardId, situationalAc } from "../../dice/hidden-outcome";
import { targetDefense } from "../../dice/target-defense";
import { FrayD20Roll } from "../../dice/d20-roll";
import type { FrayDamageRoll } from "../../dice/damage-roll";

/** The attack a damage roll came from, judged for one target: whether it was a critical hit there. */
export interface TrustedAttack {
  readonly ok: true;
  /** The card the damage was rolled from (the public attack card), or null when it names none. */
  readonly cardId: string | null;
  readonly critical: boolean;
}

/** The attack roll of card `id` (a public card, or the public card a GMs' record stands for). */
function attackCard(id: string): { card: ChatMessage.Implementation; roll: FrayD20Roll } | null {
  const found = game.messages.get(id) as unknown as ChatMessage.Implementation | undefined;
  if (!found) return null;
  const of = recordedCardId(found);
  const card = of ? (game.messages.get(of) as unknown as ChatMessage.Implementation | undefined) : found;
  const rolls: unknown[] = card?.rolls ?? [];
  const roll = rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "attack");
  return card && roll ? { card, roll } : null;
}

/**
 * ATK-1, ATK-2, ATK-3: the attack behind `roll` (on damage card `message`) judged against `target`, or why the
 * damage can't be applied to it.
 */
export async function trustedAttack(
  message: ChatMessage.Implementation,
  roll: FrayDamageRoll,
  target: Actor.Implementation,
): Promise<TrustedAttack | CardRefusal> {
  // The poster's options: only a real `true` claims a critical.
  const claimsCritical = (roll.fray.critical as unknown) === true;
  const id: unknown = roll.fray.attackCardId;
  if (typeof id !== "string" || id === "") {
    // A GM's own critical (a monster's damage rolled from its sheet) is the GM's call; a player's needs its attack.
    const byGm = (message.author as User.Implementation | null)?.isGM === true;
    return claimsCritical && !byGm ? refuse("notCritical") : trusted(null, claimsCritical);
  }
  const found = attackCard(id);
  if (!found) return refuse("noAttack");
  const { card, roll: attack } = found;
  const author = message.author as User.Implementation | null;
  const attacker = card.author as User.Implementation | null;
  // The attacker posted the damage, or a GM rolled it for the attacker (`fray.gmRollsPlayerDice`), or a GM attacked.
  const rolledForAttacker = author?.isGM === true && message.flags.fray?.rolledFor === attacker?.id;
  const sameAuthor =
    author !== null && attacker !== null && (attacker.id === author.id || attacker.isGM || rolledForAttacker);
  if (!sameAuthor || attack.fray.itemUuid !== roll.fray.itemUuid || attack.fray.actorUuid !== roll.fray.actorUuid)
    return refuse("notThisAttack");
  const aimed = attack.fray.targets.find((t) => t.uuid === target.uuid);
  if (!aimed) return refuse("notATarget");
  const actor = await fromUuid((attack.fray.actorUuid ?? "") as `Actor.${string}`);
  if (!(actor instanceof Actor) || attack.dice[0]?.faces !== 20) return refuse("notTheItemsDice");
  const check = checkRecordedRoll({
    expected: attack.formula,
    data: actor.getRollData(),
    dice: attack.dice,
    recordedTotal: attack.total,
  });
  if (!check.ok) return rollRefusal(check.problem);
  const natural = check.kept[0]?.[0];
  if (natural === undefined) return refuse("notTheItemsDice");
  // TA-5: a failed flat check made the Strike a miss; TA-2: the off-guard this attacker gives the target, read again.
  if (attack.fray.flatCheck?.success === false) return refuse("attackMissed");
  const ac = targetDefense(target, aimed.cover, situationalAc(await attackerOf(attack), target)).ac;
  const judged = judgeRoll(activePolicies().success, { natural, total: check.total, target: ac, kind: "attack" });
  if (!judged.success) return refuse("attackMissed");
  const critical = judged.degree === "criticalSuccess";
  if (claimsCritical && !critical) return refuse("notCritical");
  return trusted(card.id ?? id, critical);
}

const trusted = (cardId: string | null, critical: boolean): TrustedAttack => ({ ok: true, cardId, critical });
