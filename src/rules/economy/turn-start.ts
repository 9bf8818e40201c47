import { bool, integer, nonNegative, record, RuleInputError } from "../errors";
import type { EconomyPolicies, SurpriseEffect } from "../presets/policies";
import { checkTurnLedger, createTurnLedger, withChanges } from "./ledger";
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
  /** TA-12 (threeAction): actions more or fewer than usual this turn (quickened +1, slowed N −N); 0 when absent. */
  readonly actionChange?: number;
}

type TurnStartPolicies = {
  readonly economy: EconomyPolicies;
  readonly initiative: { readonly surprise: SurpriseEffect };
};

/**
 * ECON-2 / ECON-5 / INIT-5: the creature's numbers and the policies, checked (shared by the two ledger builders
 * below and by `ledgerForEconomy`); `economy` is passed on unchecked, as `createTurnLedger` checks it.
 */
export function checkedStart(policies: TurnStartPolicies, creature: TurnStartCreature) {
  const c = record(creature, "creature");
  const speed = nonNegative(c.speed, "creature.speed");
  const perRound = integer(c.reactionsPerRound, "creature.reactionsPerRound");
  if (perRound < 1) throw new RuleInputError("creature.reactionsPerRound", `must be at least 1, got ${perRound}`);
  const incapacitated = bool(c.incapacitated, "creature.incapacitated");
  const p = record(policies, "policies");
  const economy = p.economy as EconomyPolicies;
  const surprise = record(p.initiative, "policies.initiative").surprise as SurpriseEffect;
  return { speed, extraReactions: perRound - 1, incapacitated, economy, surprise };
}

/**
 * ECON-2 / INIT-5 / INIT-6: the ledger of a creature in combat whose first turn hasn't started: no actions or
 * movement yet, but its reaction from the moment combat starts, withheld only where the preset's surprise costs
 * the first turn (srd51, a5e: until that turn ends); INIT-5's surprise (srd52, delta) withholds nothing.
 */
export function ledgerBeforeFirstTurn(
  policies: TurnStartPolicies,
  creature: TurnStartCreature,
  surprised: boolean,
): TurnLedger {
  const c = checkedStart(policies, creature);
  return createTurnLedger(c.economy, {
    speed: c.speed,
    extraReactions: c.extraReactions,
    losesFirstTurn: surpriseCostsFirstTurn(c.surprise, bool(surprised, "surprised")),
  });
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-5 / INIT-6: the creature's ledger once its own turn has started. A creature
 * without a ledger (`current` null, its first turn) gets a new one, and one made before its first turn
 * (`ledgerBeforeFirstTurn`) starts that turn from it; either way the first turn is lost to surprise only where the
 * preset's surprise costs it (`surpriseCostsFirstTurn`), as the surprise stands now; a ledger still on its previous turn (that turn's
 * end was skipped) has it ended first; then incapacitation as it is now, and the turn starts with the
 * creature's current Speed and reactions per round.
 */
export function ledgerForTurnStart(
  current: TurnLedger | null,
  policies: TurnStartPolicies,
  creature: TurnStartCreature,
  surprised: boolean,
): TurnLedger {
  const c = checkedStart(policies, creature);
  const losesFirstTurn = surpriseCostsFirstTurn(c.surprise, bool(surprised, "surprised"));
  const { speed, extraReactions, economy } = c;
  let base: TurnLedger;
  if (current === null) base = createTurnLedger(economy, { speed, extraReactions, losesFirstTurn });
  else {
    base = checkTurnLedger(current, "current");
    // INIT-6: a ledger made before the first turn takes the surprise as it is when that turn starts.
    if (base.turnsStarted === 0) base = withChanges(base, { surprised: losesFirstTurn });
  }
  const ended = base.onTurn ? endOwnTurn(base) : base;
  const started = startOwnTurn(markIncapacitated(ended, c.incapacitated), economy, { speed, extraReactions });
  return withActionChange(started, economy, record(creature, "creature").actionChange);
}

/**
 * TA-12: a threeAction turn that starts with actions gets quickened's extra one and loses slowed's N (never below
 * 0); a 5e-family turn and a turn with no actions (incapacitated, surprised) are left as they are.
 */
function withActionChange(ledger: TurnLedger, economy: EconomyPolicies, change: unknown): TurnLedger {
  if (change === undefined || economy.kind !== "threeActions" || ledger.actions.remaining === 0) return ledger;
  const by = integer(change, "creature.actionChange");
  if (by === 0) return ledger;
  return withChanges(ledger, { actions: { used: 0, remaining: Math.max(0, ledger.actions.remaining + by) } });
}
