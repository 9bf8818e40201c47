import { RuleInputError, integerInRange, finite, list, oneOf, record, text } from "../errors";

/** Who runs a combatant: a player (its owners) or the GM. */
export const INITIATIVE_CONTROLLERS = ["player", "gm"] as const;
export type InitiativeController = (typeof INITIATIVE_CONTROLLERS)[number];

/**
 * One combatant in the initiative order, as plain data. Lists of entries in turn order are what the order
 * functions take and return; an entry's `initiative` is its count.
 */
export interface InitiativeEntry {
  readonly id: string;
  /** The initiative count (the check total, or a fixed count). */
  readonly initiative: number;
  /** Dexterity score (1–30), used by the `dexterityScore` tie step (INIT-10). */
  readonly dexterityScore?: number;
  readonly controller: InitiativeController;
  /** User ids of the players owning a player-controlled combatant. */
  readonly ownerIds?: readonly string[];
  /** Shared by GM creatures that rolled one group initiative (INIT-4); never set on player characters. */
  readonly groupId?: string;
}

/** CMB-2, INIT-9..17: checks one order entry and returns a clean copy (only the known fields). */
export function checkEntry(value: unknown, field: string): InitiativeEntry {
  const raw = record(value, field);
  const id = text(raw.id, `${field}.id`);
  const initiative = finite(raw.initiative, `${field}.initiative`);
  const controller = oneOf(raw.controller, `${field}.controller`, INITIATIVE_CONTROLLERS);
  let entry: InitiativeEntry = { id, initiative, controller };
  if (raw.dexterityScore !== undefined) {
    entry = { ...entry, dexterityScore: integerInRange(raw.dexterityScore, `${field}.dexterityScore`, 1, 30) };
  }
  if (raw.ownerIds !== undefined) {
    const owners = list(raw.ownerIds, `${field}.ownerIds`).map((o, i) => text(o, `${field}.ownerIds[${i}]`));
    entry = { ...entry, ownerIds: owners };
  }
  if (raw.groupId !== undefined) {
    const groupId = text(raw.groupId, `${field}.groupId`);
    if (controller === "player") {
      throw new RuleInputError(`${field}.groupId`, "player characters never share a group roll (INIT-4)");
    }
    entry = { ...entry, groupId };
  }
  return entry;
}

/** CMB-2, INIT-9..17: checks a list of entries (each valid, ids unique); clean copies in the same order. */
export function checkEntries(value: unknown, field: string): readonly InitiativeEntry[] {
  const seen = new Set<string>();
  return list(value, field).map((item, i) => {
    const entry = checkEntry(item, `${field}[${i}]`);
    if (seen.has(entry.id)) throw new RuleInputError(`${field}[${i}].id`, `duplicate id "${entry.id}"`);
    seen.add(entry.id);
    return entry;
  });
}

/** INIT-14..16: position of `id` in `entries`; throws a RuleInputError naming `field` for an unknown id. */
export function indexOfEntry(entries: readonly InitiativeEntry[], id: unknown, field: string): number {
  const wanted = text(id, field);
  const index = entries.findIndex((e) => e.id === wanted);
  if (index < 0) throw new RuleInputError(field, `unknown combatant "${wanted}"`);
  return index;
}

/** INIT-15, INIT-16: `entries` with the entry at `from` taken out and put back at `to` (an index in the shortened list). */
export function moveEntry(
  entries: readonly InitiativeEntry[],
  from: number,
  to: number,
  replacement: InitiativeEntry,
): InitiativeEntry[] {
  const out = entries.filter((_, i) => i !== from);
  out.splice(to, 0, replacement);
  return out;
}
