/**
 * RES-4: reading an item's limited uses (`system.uses`) and giving them back when their period comes round: a
 * rest (src/resources/rests.ts), a turn or a round (src/combat/turn-resources.ts). The rules decide
 * (`recoverUses`); this reads the items and writes the changed ones in one update.
 */
import { RuleInputError, checkUses, recoverUses, type LimitedUses, type RecoveryEvent } from "../rules";

/** The item's limited uses, or null when it has none (no `uses`, a maximum of 0, or unreadable data). */
export function usesOf(item: Item.Implementation): LimitedUses | null {
  const raw = (item.system as { uses?: unknown }).uses;
  if (raw === undefined) return null;
  try {
    const uses = checkUses(raw);
    return uses.max > 0 ? uses : null;
  } catch (error) {
    if (error instanceof RuleInputError) return null;
    throw error;
  }
}

/** One item whose uses `event` brings back: the update and the item's name (for a card). */
export interface UsesRecovery {
  readonly update: { _id: string; "system.uses.value": number };
  readonly name: string;
}

/** RES-4: the items of `actor` whose spent uses `event` brings back. */
export function usesRecoveries(actor: Actor.Implementation, event: RecoveryEvent): UsesRecovery[] {
  return actor.items.contents.flatMap((item) => {
    const uses = usesOf(item);
    if (!uses || uses.value >= uses.max) return [];
    const after = recoverUses(uses, event);
    if (after.value === uses.value) return [];
    return [{ update: { _id: item.id ?? "", "system.uses.value": after.value }, name: item.name }];
  });
}

/** RES-4: writes the recoveries of `actor` for `event` in one update; resolves to the names of the items. */
export async function recoverActorUses(actor: Actor.Implementation, event: RecoveryEvent): Promise<string[]> {
  const recoveries = usesRecoveries(actor, event);
  if (recoveries.length > 0) {
    await actor.updateEmbeddedDocuments(
      "Item",
      recoveries.map((r) => r.update),
    );
  }
  return recoveries.map((r) => r.name);
}
