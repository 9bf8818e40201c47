import { bool, record } from "../errors";
import type { EconomyPolicies, SurpriseEffect } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, createTurnLedger, withChanges } from "./ledger";
import { surpriseCostsFirstTurn } from "./turn";
import { checkedStart, ledgerForTurnStart, type TurnStartCreature } from "./turn-start";
import type { TurnLedger } from "./types";

/** Where the creature stands in its combat when its ledger is brought to the world's economy. */
export interface EconomySwitchSituation {
  /** It is this creature's turn. */
  readonly onTurn: boolean;
  /** Its combatant is marked surprised (INIT-5); read only for a creature that has no ledger yet. */
  readonly surprised: boolean;
}

/**
 * ECON-1 / ECON-2 / ECON-3: a creature's ledger in a running combat under the economy of `policies`, for a
 * world whose economy changed mid-combat (a preset switch between the 5e family and threeAction) or whose
 * combat has no ledgers yet (a world from before the turn ledger).
 *
 * - A ledger already of that economy is returned as it is.
 * - No ledger: on its turn the creature's turn starts now (`ledgerForTurnStart`); off its turn it gets a ledger
 *   with nothing to spend but its reactions until its turn starts.
 * - A ledger of the other economy is rebuilt: what the creature spent of its turn has no meaning in the new
 *   economy, so on its turn it gets the new economy's whole turn, and off its turn nothing until that turn.
 *   It keeps the reactions it used this round (ECON-2), its turns started, its lost first turn (INIT-6, only
 *   where the new preset's surprise costs it), its controlled-mount mark, and is as incapacitated as the
 *   creature is now (ECON-5).
 */
export function ledgerForEconomy(
  current: TurnLedger | null,
  policies: { readonly economy: EconomyPolicies; readonly initiative: { readonly surprise: SurpriseEffect } },
  creature: TurnStartCreature,
  situation: EconomySwitchSituation,
): TurnLedger {
  const economy = checkEconomyPolicies(record(policies, "policies").economy, "policies.economy");
  const { speed, extraReactions, incapacitated, surprise } = checkedStart(policies, creature);
  const perRound = extraReactions + 1;
  const s = record(situation, "situation");
  const onTurn = bool(s.onTurn, "situation.onTurn");
  const surprised = bool(s.surprised, "situation.surprised");

  if (current === null) {
    if (onTurn) return ledgerForTurnStart(null, { economy, initiative: { surprise } }, creature, surprised);
    return createTurnLedger(economy, {
      speed,
      extraReactions,
      losesFirstTurn: surpriseCostsFirstTurn(surprise, surprised),
      incapacitated,
    });
  }
  const before = checkTurnLedger(current, "current");
  if (before.economy === economy.kind) return before;
  const rebuilt = createTurnLedger(economy, {
    id: before.id,
    speed,
    extraReactions,
    losesFirstTurn: before.surprised && surpriseCostsFirstTurn(surprise, true),
    incapacitated,
    controlledMount: before.controlledMount,
    onTurn,
  });
  return withChanges(rebuilt, {
    turnsStarted: before.turnsStarted,
    reactions: { perRound, used: Math.min(before.reactions.used, perRound) },
  });
}
