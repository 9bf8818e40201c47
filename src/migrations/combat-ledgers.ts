/**
 * The turn ledgers of running combats brought to the world's economy (ECON-1, ECON-2, ECON-3): after a preset
 * switch between the 5e family and threeAction (every ledger of the old economy is rebuilt), and by the
 * schema 1 migration for combats from before the turn ledger (every combatant gets one). The rule is the pure
 * `ledgerForEconomy`; this file reads the documents and writes one Combatant update per combat.
 */
import { ledgerForEconomy, type PresetPolicies, type TurnLedger } from "../rules";
import { combatantSystem, ledgerCreature } from "../combat/combatant-system";
import { startedCombats } from "../combat/combats";
import { activePolicies } from "../settings/policies";

/** One combatant's new ledger, as an embedded update. */
export interface LedgerUpdate {
  readonly _id: string;
  readonly "system.ledger": TurnLedger;
}

/**
 * The ledger updates a started combat needs under `policies`: every ledger of another economy, and with
 * `fillMissing` every combatant without one (the one whose turn it is starts its turn). Ledgers already of
 * the economy are left alone. A combat that hasn't started needs none.
 */
export function combatLedgerUpdates(
  combat: Combat.Implementation,
  policies: PresetPolicies,
  { fillMissing }: { fillMissing: boolean },
): LedgerUpdate[] {
  if (!combat.started) return [];
  const currentId = combat.combatant?.id ?? null;
  return combat.combatants.contents.flatMap((combatant) => {
    const system = combatantSystem(combatant);
    const ledger = system.ledger ?? null;
    if (ledger === null ? !fillMissing : ledger.economy === policies.economy.kind) return [];
    const next = ledgerForEconomy(ledger, policies, ledgerCreature(combatant.actor), {
      onTurn: combatant.id === currentId,
      surprised: system.surprised,
    });
    return [{ _id: combatant.id ?? "", "system.ledger": next }];
  });
}

/**
 * After a preset or policy change (the active GM's client only): every started combat's ledgers of the old
 * economy are rebuilt for the new one, in one Combatant update per combat. A combat that can't be rebuilt is
 * reported on the console and the others still are.
 */
export async function rebuildLedgersForEconomy(): Promise<void> {
  if (!game.user.isActiveGM) return;
  const policies = activePolicies();
  for (const combat of startedCombats()) {
    try {
      const updates = combatLedgerUpdates(combat, policies, { fillMissing: false });
      if (updates.length > 0) await combat.updateEmbeddedDocuments("Combatant", updates);
    } catch (error) {
      console.error(`Fray | could not move the turn ledgers of combat ${combat.id ?? ""} to the new economy`, error);
    }
  }
}

/** The ledger rebuild under way on each client (`game`), so quick switches rebuild one after the other. */
const rebuilding = new WeakMap<object, Promise<void>>();

/**
 * ECON-1, ECON-3: after a preset or policy change (src/hooks/init.ts), on the active GM's client, the
 * rebuild of every started combat's ledgers is queued behind the one before it; `ledgerRebuildSettled` waits for it.
 */
export function scheduleLedgerRebuild(): void {
  if (!game.user.isActiveGM) return;
  const key: object = game;
  const next = ledgerRebuildSettled()
    .then(rebuildLedgersForEconomy)
    .catch((error: unknown) => {
      console.error("Fray | could not rebuild the turn ledgers for the new preset", error);
    });
  rebuilding.set(key, next);
}

/** Resolves once this client's ledger rebuilds after preset switches are written (tests and macros wait on it). */
export function ledgerRebuildSettled(): Promise<void> {
  return rebuilding.get(game) ?? Promise.resolve();
}
