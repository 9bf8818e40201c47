/**
 * Issue 26 item 4: what a card did is judged from records a GM wrote, never from what a player can delete or
 * rewrite (its own chat messages and their flags). The records live in the hidden world setting
 * `fray.cardRecords` (src/settings/records/card-records.ts):
 * - CND-1: the first save rolled for a save request card by each target, written by the active GM's client as the
 *   save is posted (`createChatMessage`), so deleting a failed save and rolling again changes nothing;
 * - ATK-2: each target a damage card was applied to, written by the GM who applied it, so a card applies once per
 *   target.
 * Writes are serialized on the writing client (one at a time, each reading the last), and records of cards no
 * longer in chat are dropped as the next is written.
 */
import { SYSTEM_ID } from "../../constants";
import { checkRecordedRoll } from "../../rules";
import { CARD_RECORDS_SETTING, type AppliedRecord, type CardRecords, type SaveRecord } from "../../settings/records";
import { FrayD20Roll } from "../../dice/d20-roll";
import { gmRollsPlayerDice } from "../../settings/gm-dice";

/** The records as stored (a malformed value reads as none). */
export function cardRecords(): CardRecords {
  const stored = game.settings.get(SYSTEM_ID, CARD_RECORDS_SETTING) as Partial<CardRecords> | null;
  return {
    saves: Array.isArray(stored?.saves) ? stored.saves : [],
    applied: Array.isArray(stored?.applied) ? stored.applied : [],
  };
}

let writing: Promise<unknown> = Promise.resolve();

/**
 * Serializes `change` on this client: each write starts after the last one ended and reads the records as it
 * left them. Only a GM may write (the world setting refuses anyone else).
 */
export function writeCardRecords<T>(change: (records: CardRecords) => { records: CardRecords; result: T }): Promise<T> {
  const run = writing.then(async () => {
    const { records, result } = change(cardRecords());
    // Collection#get answers undefined for an unknown id, which its typing doesn't say.
    const live = (id: string) => (game.messages.get(id) as unknown) !== undefined;
    const kept: CardRecords = {
      saves: records.saves.filter((r) => live(r.request)),
      applied: records.applied.filter((r) => live(r.card)),
    };
    await game.settings.set(SYSTEM_ID, CARD_RECORDS_SETTING, kept);
    return result;
  });
  writing = run.catch(() => undefined);
  return run;
}

/** CND-1: the GM's record of `actorUuid`'s save for request card `requestId`, if one was written. */
export function recordedSave(requestId: string, actorUuid: string): SaveRecord | null {
  return cardRecords().saves.find((r) => r.request === requestId && r.actor === actorUuid) ?? null;
}

/** ATK-2: the GM's record of card `cardId` applied to `targetUuid`, if any. */
export function appliedRecord(cardId: string, targetUuid: string): AppliedRecord | null {
  return cardRecords().applied.find((r) => r.card === cardId && r.target === targetUuid) ?? null;
}

/** ATK-2: records `record` unless the target has one for that card; false when it had (the second is refused). */
export function recordApplied(record: AppliedRecord): Promise<boolean> {
  return writeCardRecords((records) => {
    if (records.applied.some((r) => r.card === record.card && r.target === record.target))
      return { records, result: false };
    return { records: { ...records, applied: [...records.applied, record] }, result: true };
  });
}

/**
 * CND-1: the save `message` holds, as a record, when it answers a save request card, was posted by an owner of
 * the saver, and its dice check out; null otherwise (a forgery is never recorded, so a real save after it counts).
 */
export function saveRecordOf(message: ChatMessage.Implementation): SaveRecord | null {
  const rolls: unknown[] = message.rolls;
  const save = rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll && r.fray.kind === "save");
  const request = save?.fray.saveRequestId;
  const card = typeof request === "string" ? (game.messages.get(request) as unknown) : undefined;
  if (!save || !card || typeof request !== "string") return null;
  const actor = fromUuidSync(save.fray.actorUuid as `Actor.${string}`) as Actor.Implementation | null;
  const author = message.author as User.Implementation | null;
  if (!(actor instanceof Actor) || !author || !actor.testUserPermission(author, "OWNER")) return null;
  // Issue 26 item 6: where GMs roll players' dice, a save a player rolled itself doesn't count.
  if (gmRollsPlayerDice() && !author.isGM) return null;
  if (save.dice[0]?.faces !== 20) return null;
  const check = checkRecordedRoll({
    expected: save.formula,
    data: actor.getRollData(),
    dice: save.dice,
    recordedTotal: save.total,
  });
  const natural = check.ok ? check.kept[0]?.[0] : undefined;
  if (!check.ok || natural === undefined) return null;
  return { request, actor: actor.uuid, subject: save.fray.subject, natural, total: check.total };
}

/** CND-1, `createChatMessage` on the active GM's client: the first checked save of each target is recorded. */
export async function recordSaveIfFirst(message: ChatMessage.Implementation): Promise<void> {
  if (!game.user.isActiveGM) return;
  const record = saveRecordOf(message);
  if (!record) return;
  await writeCardRecords((records) => {
    if (records.saves.some((r) => r.request === record.request && r.actor === record.actor))
      return { records, result: undefined };
    return { records: { ...records, saves: [...records.saves, record] }, result: undefined };
  });
}
