/**
 * The condition a save request card may apply to one target, re-derived on the applying client (issue 12,
 * "card actions the GM can trust"). The card is its poster's, so it is only a lead: the condition and DC come
 * from the item that asked for the save (as it stands now), and the target must have failed that save in a save
 * roll recorded for this card. A save rolled from the card's button carries the card's message id
 * (`saveRequestId`, src/hooks/render-chat-message.ts); only a roll posted by a user who owns the target counts,
 * so nobody can fail a save for someone else's creature, and the first such roll is the one that counts, so a
 * target's owner can't roll again until it succeeds. That first roll is read from the GM's record of it (issue 26:
 * written as it was posted, src/chat/card-actions/card-records.ts), so deleting a failed save doesn't bring a second chance. The save's dice are checked and its total recomputed from
 * its own formula (its author, the target's owner, chose that formula's bonuses).
 */
import { judgeRoll } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { refuse, type CardRefusal, cardOrigin, recordedSave, saveRecordOf } from "../card-actions";
import { saveTargetOutOfReach } from "./save-reach";
import type { SaveRecord } from "../../settings/records";

export interface TrustedCondition {
  readonly ok: true;
  /** The status the item's failed save brings. */
  readonly condition: string;
  /** The item's name, for the GM's confirmation. */
  readonly itemName: string;
}

/**
 * The save that counts for request `requestId` by `target`: the GM's record (src/chat/card-actions/card-records.ts), written
 * as the first save was posted, which the saver can't delete; without one (no GM was connected), the first
 * checked save in chat posted by one of the target's owners.
 */
function countedSave(requestId: string, target: Actor.Implementation): SaveRecord | null {
  const recorded = recordedSave(requestId, target.uuid);
  if (recorded) return recorded;
  for (const message of game.messages as Iterable<ChatMessage.Implementation>) {
    const record = saveRecordOf(message);
    if (record?.request === requestId && record.actor === target.uuid) return record;
  }
  return null;
}

/**
 * ATK-18, CND-1: the condition `message` (a save request card) may apply to `target`, or why not: the card's
 * item must exist, belong to the card's actor, which the card's author owns, and bring a condition; the target
 * must be one the spell reaches (src/chat/saves/save-reach.ts) and have a recorded save of the kind the item asks for, with possible dice and its own total, that fails the
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
  // Issue 26 attack 9: the target must be one the spell reaches (its range, its placed area), as the GM measures.
  const unreached = saveTargetOutOfReach(origin, posted.templateUuid, target);
  if (unreached) return unreached;
  const save = countedSave(message.id, target);
  if (!save) return refuse("noSaveRecorded");
  if (save.subject !== terms.save) return refuse("otherSave");
  // RES-5: a save the GM turned into a success with a legendary resistance succeeded.
  if (save.legendary === true) return refuse("saveSucceeded");
  const judged = judgeRoll(activePolicies().success, {
    natural: save.natural,
    total: save.total,
    target: terms.dc,
    kind: "save",
  });
  if (judged.success) return refuse("saveSucceeded");
  return { ok: true, condition: terms.condition, itemName: origin.item.name };
}
