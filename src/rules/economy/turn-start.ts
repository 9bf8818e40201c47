import { bool, integer, nonNegative, record, RuleInputError } from "../errors";
import type { EconomyPolicies, SurpriseEffect } from "../presets/policies";
import { checkTurnLedger, createTurnLedger } from "./ledger";
import { endOwnTurn, markIncapacitated, startOwnTurn, surpriseCostsFirstTurn } from "./turn";
import type { TurnLedger } from "./types";

/** What a turn start reads about the creature as it is now. */
export interface TurnStartCreature {
  /** Speed in feet (MOV-1). */
  readonly speed: number;
  /** ECON-2: reactions per round, 1 plus any a feature grants. */
  readonly reactionsPerRound: number;
  /** ECON-5: the creature is incapacitated. */
  readonly incapacitated: boolean;
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-5 / INIT-6: the creature's ledger once its own turn has started. A creature
 * without a ledger (`current` null, its first turn) gets a new one, its first turn lost to surprise only where
 * the preset's surprise costs it (`surpriseCostsFirstTurn`); a ledger still on its previous turn (that turn's
 * end was skipped) has it ended first; then incapacitation as it is now, and the turn starts with the
 * creature's current Speed and reactions per round.
 */
export function ledgerForTurnStart(
  current: TurnLedger | null,
  policies: { readonly economy: EconomyPolicies; readonly initiative: { readonly surprise: SurpriseEffect } },
  creature: TurnStartCreature,
  surprised: boolean,
): TurnLedger {
  const c = record(creature, "creature");
  const speed = nonNegative(c.speed, "creature.speed");
  const perRound = integer(c.reactionsPerRound, "creature.reactionsPerRound");
  if (perRound < 1) throw new RuleInputError("creature.reactionsPerRound", `must be at least 1, got ${perRound}`);
  const incapacitated = bool(c.incapacitated, "creature.incapacitated");
  const p = record(policies, "policies");
  const economy = p.economy as EconomyPolicies;
  const surprise = record(p.initiative, "policies.initiative").surprise as SurpriseEffect;
  const extraReactions = perRound - 1;
  const base =
    current === null
      ? createTurnLedger(economy, {
          speed,
          extraReactions,
          losesFirstTurn: surpriseCostsFirstTurn(surprise, bool(surprised, "surprised")),
        })
      : checkTurnLedger(current, "current");
  const ended = base.onTurn ? endOwnTurn(base) : base;
  return startOwnTurn(markIncapacitated(ended, incapacitated), economy, { speed, extraReactions });
}
