import { bool, nonNegative, nonNegativeInteger, oneOf, record, RuleInputError } from "../errors";
import { SURPRISE_EFFECTS, type EconomyPolicies, type SurpriseEffect } from "../presets/policies";
import { bonusActionGranted, checkEconomyPolicies, checkTurnLedger, turnStartFields, withChanges } from "./ledger";
import { STEP_FEET, type TurnLedger } from "./types";

/** What may change about the creature from one turn to the next. */
export interface TurnStartUpdate {
  readonly speed?: number;
  /** Deprecated, checked and ignored (ECON-1: every 5e-family turn has its bonus action). */
  readonly bonusActionAvailable?: boolean;
  readonly extraReactions?: number;
}

/**
 * INIT-6: whether a surprised creature loses its first turn — only where the preset's surprise policy is
 * `loseFirstTurn` (srd51, a5e); elsewhere surprise only costs initiative (INIT-5) or does nothing (`none`).
 * Pass the answer to `createTurnLedger` as `creature.losesFirstTurn`.
 */
export function surpriseCostsFirstTurn(surprise: SurpriseEffect, surprised: boolean): boolean {
  return oneOf(surprise, "surprise", SURPRISE_EFFECTS) === "loseFirstTurn" && bool(surprised, "surprised");
}

/**
 * ECON-1 / ECON-2 / ECON-3 / MOV-1: the creature's turn begins: its reaction comes back, actions and
 * movement refill, Dodge, Help, a readied action, Sprint and Press the Attack end. A surprised creature
 * stays surprised through this first turn (INIT-6). The ledger takes the economy of `policies` here, so a
 * world that switched preset moves each ledger over at its creature's next turn.
 */
export function startOwnTurn(ledger: TurnLedger, policies: EconomyPolicies, update: TurnStartUpdate = {}): TurnLedger {
  const l = checkTurnLedger(ledger);
  const p = checkEconomyPolicies(policies);
  const u = record(update, "update");
  if (l.onTurn) throw new RuleInputError("ledger.onTurn", "the turn has already started; end it first");
  const speed = u.speed === undefined ? l.speed : nonNegative(u.speed, "update.speed");
  // ECON-1: a ledger written before the correction (granted false) gets its bonus action back here.
  const granted = bonusActionGranted(p.kind, u.bonusActionAvailable, "update");
  const perRound =
    u.extraReactions === undefined
      ? l.reactions.perRound
      : 1 + nonNegativeInteger(u.extraReactions, "update.extraReactions");
  return withChanges(l, {
    economy: p.kind,
    speed,
    onTurn: true,
    turnsStarted: l.turnsStarted + 1,
    ...turnStartFields(p, speed),
    bonusAction: { granted, used: false },
    reactions: { perRound, used: 0 },
  });
}

/**
 * ECON-3 / ECON-7 / INIT-6: the creature's turn ends: unspent actions, movement and attacks of the Attack
 * action are lost, Disengage and the Sprint restrictions end, and a surprised creature's lost first turn is
 * over, so it may take reactions.
 */
export function endOwnTurn(ledger: TurnLedger): TurnLedger {
  const l = checkTurnLedger(ledger);
  if (!l.onTurn) throw new RuleInputError("ledger.onTurn", "there is no turn to end");
  return withChanges(l, {
    onTurn: false,
    actions: { used: l.actions.used, remaining: 0 },
    movement: { used: l.movement.used, remaining: 0 },
    attackActionAttacksLeft: 0,
    moveAction: null,
    disengaged: false,
    sprinting: false,
    surprised: false,
  });
}

/**
 * ECON-5: marks the creature incapacitated (or no longer so). While incapacitated it takes no action, bonus
 * action or reaction; it loses the Dodge benefit and a held readied action.
 */
export function markIncapacitated(ledger: TurnLedger, incapacitated = true): TurnLedger {
  const l = checkTurnLedger(ledger);
  const on = bool(incapacitated, "incapacitated");
  return on
    ? withChanges(l, { incapacitated: true, dodging: false, readied: null })
    : withChanges(l, { incapacitated: false });
}

/**
 * MOV-1 / MOV-8: the creature's Speed changes. On its turn the movement left is worked out again from the
 * new Speed: as many Speeds as the turn has granted (`movementSpeeds`: 1, plus 1 per Dash, or Sprint's
 * multiplier; a Stride's 1 in threeAction) less what was moved on them (never below 0). A Speed of 0
 * leaves no movement at all. Speed 30, Dash, 10 feet moved, then Speed 15: 2 × 15 − 10 = 20 feet left.
 */
export function setLedgerSpeed(ledger: TurnLedger, speed: number): TurnLedger {
  const l = checkTurnLedger(ledger);
  const s = nonNegative(speed, "speed");
  if (!l.onTurn) return withChanges(l, { speed: s });
  const moved = Math.max(0, l.movement.used - l.movementFrom);
  // TA-8 / TA-7: a Step's or a Crawl's 5 ft don't grow with Speed (at most the Speed, as when it was taken).
  const allowance = l.moveAction === "step" || l.moveAction === "crawl" ? Math.min(STEP_FEET, s) : l.movementSpeeds * s;
  const remaining = Math.max(0, allowance - moved);
  return withChanges(l, { speed: s, movement: { used: l.movement.used, remaining } });
}

/**
 * ATK-4: counts one attack made on the creature's own turn (the multiple attack penalty reads
 * `attacksThisTurn`). An attack off its turn (a reaction) is not part of the turn's count.
 */
export function recordAttack(ledger: TurnLedger): TurnLedger {
  const l = checkTurnLedger(ledger);
  return l.onTurn ? withChanges(l, { attacksThisTurn: l.attacksThisTurn + 1 }) : withChanges(l, {});
}
