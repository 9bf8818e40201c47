/**
 * The condition a save request card may apply to one target, re-derived on the applying client (issue 12,
 * "card actions the GM can trust"). The card is its poster's, so it is only a lead: the condition and DC come
 * from the item that asked for the save (as it stands now), and the target must have failed that save in a save
 * roll recorded for this card. A save rolled from the card's button carries the card's message id
 * (`saveRequestId`, src/hooks/render-chat-message.ts); only a roll posted by a user who owns the target counts,
 * so nobody can fail a save for someone else's creature, and the first such roll is the one that counts, so a
 * target's owner can't roll again until it succeeds. The save's dice are checked and its total recomputed from
 * its own formula (its author, the target's owner, chose that formula's bonuses).
 */
import { checkRecordedRoll, judgeRoll } from "../rules";
import { activePolicies } from "../settings/policies";
import { refuse, type CardRefusal } from "./card-request";
import { cardOrigin } from "./card-origin";
import { rollRefusal } from "./trusted-damage";
import { FrayD20Roll } from "../dice/d20-roll";

export interface TrustedCondition {
  readonly ok: true;
  /** The status the item's failed save brings. */
  readonly condition: string;
  /** The item's name, for the GM's confirmation. */
  readonly itemName: string;
}

/** The first save roll recorded for request `requestId` by `target`, posted by one of the target's owners. */
function recordedSave(requestId: string, target: Actor.Implementation): FrayD20Roll | null {
  for (const message of game.messages) {
    const author = message.author as User.Implementation | null;
    if (!author || !target.testUserPermission(author, "OWNER")) continue;
    const rolls: unknown[] = message.rolls;
    const save = rolls.find(
      (r): r is FrayD20Roll =>
        r instanceof FrayD20Roll &&
        r.fray.kind === "save" &&
        r.fray.saveRequestId === requestId &&
        r.fray.actorUuid === target.uuid,
    );
    if (save) return save;
  }
  return null;
}

/**
 * ATK-18, CND-1: the condition `message` (a save request card) may apply to `target`, or why not: the card's
 * item must exist, belong to the card's actor, which the card's author owns, and bring a condition; the target
 * must have a recorded save of the kind the item asks for, with possible dice and its own total, that fails the
 * item's DC under the world's success rules.
 */
export async function trustedCondition(
  message: ChatMessage.Implementation,
  target: Actor.Implementation,
): Promise<TrustedCondition | CardRefusal> {
  const posted = message.flags.fray?.saveRequest;
  if (!posted || !message.id) return refuse("notASaveRequest");
  const origin = await cardOrigin(message, posted.actorUuid, posted.itemUuid);
  if ("ok" in origin) return origin;
  const terms = origin.item.saveRequestTerms();
  if (!terms?.condition) return refuse("notThisCondition");
  const save = recordedSave(message.id, target);
  if (!save) return refuse("noSaveRecorded");
  if (save.fray.subject !== terms.save) return refuse("otherSave");
  // The natural die is the first term's (d20FormulaParts puts the d20, or 2d20kh/kl, first).
  if (save.dice[0]?.faces !== 20) return refuse("notTheItemsDice");
  const check = checkRecordedRoll({
    expected: save.formula,
    data: target.getRollData(),
    dice: save.dice,
    recordedTotal: save.total,
  });
  if (!check.ok) return rollRefusal(check.problem);
  const natural = check.kept[0]?.[0];
  if (natural === undefined) return refuse("notTheItemsDice");
  const judged = judgeRoll(activePolicies().success, { natural, total: check.total, target: terms.dc, kind: "save" });
  if (judged.success) return refuse("saveSucceeded");
  return { ok: true, condition: terms.condition, itemName: origin.item.name };
}
