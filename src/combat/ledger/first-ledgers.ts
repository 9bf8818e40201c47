/**
 * ECON-2 / INIT-5 / INIT-6: every combatant has its reaction from the moment combat starts, so each one gets a
 * turn ledger then (`ledgerBeforeFirstTurn`: no actions or movement before its turn, its reaction, withheld only
 * by a surprise that costs the first turn). Before, a ledger was made only when the creature's first turn
 * started, and an opportunity attack it was offered before that could spend nothing and posted nothing. Run on
 * the active GM's client at each turn start (which covers the combat's start and anyone who joined since) and
 * when a combatant joins a started combat; each write waits in the combatant's ledger queue.
 */
import { ledgerBeforeFirstTurn } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { combatantSystem, ledgerCreature, ledgerOf } from "../combatant-system";
import { queueLedgerWrite } from "./ledger-queue";

/** ECON-2: writes a before-first-turn ledger for each of `combatants` that has none yet (active GM only). */
export async function giveFirstLedgers(combatants: Iterable<Combatant.Implementation>): Promise<void> {
  if (!game.user.isActiveGM) return;
  const writes = [...combatants]
    .filter((c) => ledgerOf(c) === null)
    .map((combatant) =>
      queueLedgerWrite(combatant, async () => {
        // A combatant removed meanwhile (a player's second one, one-combatant.ts) gets nothing.
        if (ledgerOf(combatant) !== null || !combatant.combat?.combatants.has(combatant.id ?? "")) return;
        const ledger = ledgerBeforeFirstTurn(
          activePolicies(),
          ledgerCreature(combatant.actor),
          combatantSystem(combatant).surprised,
        );
        await combatant.update({ "system.ledger": ledger } as never);
      }),
    );
  await Promise.all(writes);
}
