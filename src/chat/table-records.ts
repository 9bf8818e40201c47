/**
 * RES-1, RES-6: the GM's records a damage card is judged from (the hidden world setting `fray.tableRecords`,
 * src/settings/records/table-records.ts): each attack card's roll mode and, per target, whether a creature that qualifies
 * for Sneak Attack stood within 5 ft (measured by the active GM from its own token copies as the card is posted);
 * each spell cast with a slot and the slot; each once-per-turn extra damage applied. Only a GM writes; writes are
 * serialized on the writing client, and each list keeps its newest entries.
 */
import { SYSTEM_ID } from "../constants";
import {
  TABLE_RECORDS_SETTING,
  type AttackRecord,
  type CastRecord,
  type ExtraRecord,
  type TableRecords,
} from "../settings/records";

/** How many records of each kind are kept (the oldest are dropped first). */
export const TABLE_RECORDS_KEPT = 300;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The records as stored (a malformed value reads as none). */
export function tableRecords(): TableRecords {
  const stored = game.settings.get(SYSTEM_ID, TABLE_RECORDS_SETTING) as Partial<TableRecords> | null;
  return {
    attacks: listOf<AttackRecord>(stored?.attacks),
    casts: listOf<CastRecord>(stored?.casts),
    extras: listOf<ExtraRecord>(stored?.extras),
  };
}

let writing: Promise<unknown> = Promise.resolve();

/** Serializes `change` on this (GM's) client: each write reads the records as the last one left them. */
export function writeTableRecords<T>(
  change: (records: TableRecords) => { records: TableRecords; result: T },
): Promise<T> {
  const run = writing.then(async () => {
    const { records, result } = change(tableRecords());
    const kept: TableRecords = {
      attacks: records.attacks.slice(-TABLE_RECORDS_KEPT),
      casts: records.casts.slice(-TABLE_RECORDS_KEPT),
      extras: records.extras.slice(-TABLE_RECORDS_KEPT),
    };
    await game.settings.set(SYSTEM_ID, TABLE_RECORDS_SETTING, kept);
    return result;
  });
  writing = run.catch(() => undefined);
  return run;
}

/**
 * The combat turn now, as records name it: `combatId:round:turn` in the active, started combat; "" out of
 * combat. RES-6's "once per turn" counts any creature's turn.
 */
export function combatTurnKey(): string {
  const combat = game.combat;
  if (!combat?.started) return "";
  return `${combat.id}:${combat.round}:${combat.turn ?? 0}`;
}

/** RES-6: the GM's record of attack card `cardId`, or null. */
export function attackRecordOf(cardId: string): AttackRecord | null {
  return tableRecords().attacks.find((r) => r.card === cardId) ?? null;
}

/** RES-1: the GM's record of the casting that posted card `cardId`, or null. */
export function castRecordOf(cardId: string): CastRecord | null {
  if (cardId === "") return null;
  return tableRecords().casts.find((r) => r.card === cardId) ?? null;
}

/** RES-1: the GM's record of `item`'s casting bound to card `cardId` (a spell's card, a smite's damage card). */
export function castRecordFor(cardId: string, item: string): CastRecord | null {
  if (cardId === "") return null;
  return tableRecords().casts.find((r) => r.card === cardId && r.item === item) ?? null;
}

/** RES-1: what `actorUuid` cast on its own turn `turn`, from the GM's records. */
export function castsInTurn(actorUuid: string, turn: string): { slotSpells: number; bonusSpell: boolean } {
  const mine =
    turn === "" ? [] : tableRecords().casts.filter((r) => r.actor === actorUuid && r.turn === turn && r.ownTurn);
  return { slotSpells: mine.filter((r) => r.slot > 0).length, bonusSpell: mine.some((r) => r.bonus) };
}

/**
 * RES-6: whether `feature` of `actorUuid` was added to another card's damage in turn `turn` (out of combat, ""
 * counts nothing: there are no turns to count).
 */
export function extraUsedInTurn(actorUuid: string, feature: string, turn: string, card: string): boolean {
  if (turn === "") return false;
  return tableRecords().extras.some(
    (r) => r.actor === actorUuid && r.feature === feature && r.turn === turn && r.card !== card,
  );
}

/**
 * RES-6: records each once-per-turn `feature` used on `card` in `turn`, unless another card of the turn has it;
 * false (nothing recorded) when one has: of two requests at once, only the first applies.
 */
export function recordExtraUses(uses: readonly ExtraRecord[]): Promise<boolean> {
  return writeTableRecords((records) => {
    const taken = uses.some((u) =>
      records.extras.some(
        (r) => r.actor === u.actor && r.feature === u.feature && r.turn === u.turn && r.card !== u.card,
      ),
    );
    if (taken || uses.length === 0) return { records, result: !taken };
    const fresh = uses.filter(
      (u) => !records.extras.some((r) => r.actor === u.actor && r.feature === u.feature && r.card === u.card),
    );
    return { records: { ...records, extras: [...records.extras, ...fresh] }, result: true };
  });
}

/** RES-6: records attack card `record` (once per card). */
export function recordAttack(record: AttackRecord): Promise<void> {
  return writeTableRecords((records) =>
    records.attacks.some((r) => r.card === record.card)
      ? { records, result: undefined }
      : { records: { ...records, attacks: [...records.attacks, record] }, result: undefined },
  );
}

/** RES-1: records a casting (its card may be bound later by `bindCast`). */
export function recordCast(record: CastRecord): Promise<void> {
  return writeTableRecords((records) => ({
    records: { ...records, casts: [...records.casts, record] },
    result: undefined,
  }));
}

/**
 * RES-1: binds the casting `castId` of `actor`'s `item` to the card it posted; false when there is no such
 * unbound casting (a card naming another's casting, or one already bound, binds nothing).
 */
export function bindCast(castId: string, card: string, actor: string, item: string): Promise<boolean> {
  return writeTableRecords((records) => {
    const at = records.casts.findIndex((r) => r.id === castId && r.card === "" && r.actor === actor && r.item === item);
    if (at < 0) return { records, result: false };
    const casts = records.casts.map((r, i) => (i === at ? { ...r, card } : r));
    return { records: { ...records, casts }, result: true };
  });
}
