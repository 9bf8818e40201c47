import { integer, nonNegative, oneOf, record, RuleInputError } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, refuse, withChanges } from "./ledger";
import { TURN_COST_KINDS, type LedgerRefusal, type LedgerResult, type TurnCost, type TurnLedger } from "./types";

/** A checked cost: `amount` is filled in (feet for movement, otherwise a count ≥ 1). */
export interface CheckedCost {
  readonly kind: TurnCost["kind"];
  readonly amount: number;
}

/** Internal switches the action helpers use; `spendTurnCost` uses none. */
export interface SpendOptions {
  /** The rule being used grants the bonus action itself (Press the Attack, two-weapon fighting, …). */
  readonly ruleGrantsBonusAction?: boolean;
  /** A controlled mount taking one of its allowed actions (ECON-13). */
  readonly mountAction?: boolean;
}

/** ECON-1, ECON-3: a cost from outside, checked; throws a RuleInputError naming `cost.kind` or `cost.amount`. */
export function checkTurnCost(value: unknown, field = "cost"): CheckedCost {
  const c = record(value, field);
  const kind = oneOf(c.kind, `${field}.kind`, TURN_COST_KINDS);
  if (kind === "movement") {
    if (c.amount === undefined) throw new RuleInputError(`${field}.amount`, "a movement cost needs its feet");
    return { kind, amount: nonNegative(c.amount, `${field}.amount`) };
  }
  const amount = c.amount === undefined ? 1 : integer(c.amount, `${field}.amount`);
  if (amount < 1) throw new RuleInputError(`${field}.amount`, `must be at least 1, got ${amount}`);
  return { kind, amount };
}

function actionRefusal(l: TurnLedger, p: EconomyPolicies, c: CheckedCost, o: SpendOptions): LedgerRefusal | null {
  if (c.kind === "actions" && p.kind !== "threeActions") return refuse("wrongEconomy", c.amount, 0);
  if (l.incapacitated) return refuse("incapacitated", c.amount, 0);
  if (l.surprised) return refuse("surprised", c.amount, 0);
  if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
  if (l.controlledMount && p.mountActions !== "none" && o.mountAction !== true) return refuse("mountLimited", 1, 0);
  if (l.sprinting) return refuse("sprinting", c.amount, 0);
  if (c.amount > l.actions.remaining) return refuse("notEnoughActions", c.amount, l.actions.remaining);
  return null;
}

function bonusRefusal(l: TurnLedger, p: EconomyPolicies, o: SpendOptions): LedgerRefusal | null {
  if (p.kind === "threeActions") return refuse("noBonusAction", 1, 0);
  if (l.incapacitated) return refuse("incapacitated", 1, 0);
  if (l.surprised) return refuse("surprised", 1, 0);
  if (!l.onTurn) return refuse("notYourTurn", 1, 0);
  if (l.controlledMount && p.mountActions !== "none") return refuse("mountLimited", 1, 0);
  if (l.sprinting) return refuse("sprinting", 1, 0);
  if (!l.bonusAction.granted && o.ruleGrantsBonusAction !== true) return refuse("noBonusAction", 1, 0);
  if (l.bonusAction.used) return refuse("bonusActionSpent", 1, 0);
  return null;
}

function reactionRefusal(l: TurnLedger, c: CheckedCost): LedgerRefusal | null {
  const left = Math.max(0, l.reactions.perRound - l.reactions.used);
  if (l.incapacitated) return refuse("incapacitated", c.amount, 0);
  if (l.surprised) return refuse("surprised", c.amount, 0);
  if (l.sprinting) return refuse("sprinting", c.amount, 0);
  if (c.amount > left) return refuse("reactionSpent", c.amount, left);
  return null;
}

function refusalFor(l: TurnLedger, p: EconomyPolicies, c: CheckedCost, o: SpendOptions): LedgerRefusal | null {
  switch (c.kind) {
    case "free":
      return null;
    case "action":
    case "actions":
      return actionRefusal(l, p, c, o);
    case "bonusAction":
      return bonusRefusal(l, p, o);
    case "reaction":
      return reactionRefusal(l, c);
    case "movement":
      if (l.surprised) return refuse("surprised", c.amount, 0);
      if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
      if (c.amount > l.movement.remaining) return refuse("notEnoughMovement", c.amount, l.movement.remaining);
      return null;
    case "objectInteraction": {
      if (l.surprised) return refuse("surprised", c.amount, 0);
      if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
      const left = Math.max(0, l.objectInteractions.free - l.objectInteractions.used);
      if (l.objectInteractions.free === 0) return refuse("noFreeInteraction", c.amount, 0);
      if (c.amount > left) return refuse("freeInteractionUsed", c.amount, left);
      return null;
    }
  }
}

function applied(l: TurnLedger, c: CheckedCost, sign: 1 | -1): TurnLedger {
  const n = c.amount * sign;
  switch (c.kind) {
    case "free":
      return withChanges(l, {});
    case "action":
    case "actions":
      return withChanges(l, { actions: { used: l.actions.used + n, remaining: l.actions.remaining - n } });
    case "bonusAction":
      return withChanges(l, { bonusAction: { granted: l.bonusAction.granted, used: sign === 1 } });
    case "reaction":
      return withChanges(l, { reactions: { perRound: l.reactions.perRound, used: l.reactions.used + n } });
    case "movement":
      return withChanges(l, { movement: { used: l.movement.used + n, remaining: l.movement.remaining - n } });
    case "objectInteraction":
      return withChanges(l, {
        objectInteractions: { free: l.objectInteractions.free, used: l.objectInteractions.used + n },
      });
  }
}

/** Spends an already checked cost; the action helpers build on this. */
export function spendChecked(
  l: TurnLedger,
  p: EconomyPolicies,
  c: CheckedCost,
  options: SpendOptions = {},
): LedgerResult {
  const refusal = refusalFor(l, p, c, options);
  return refusal ?? { ok: true, ledger: applied(l, c, 1) };
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-4 / ECON-5 / INIT-6 / MOV-1: spends a cost from the ledger, or refuses
 * with a code (the ledger is then unchanged). Throws a RuleInputError for a malformed ledger, policy or cost.
 */
export function spendTurnCost(ledger: TurnLedger, policies: EconomyPolicies, cost: TurnCost): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  return spendChecked(l, p, checkTurnCost(cost));
}

function refundRefusal(l: TurnLedger, p: EconomyPolicies, c: CheckedCost): LedgerRefusal | null {
  switch (c.kind) {
    case "free":
      return null;
    case "action":
    case "actions":
      if (c.kind === "actions" && p.kind !== "threeActions") return refuse("wrongEconomy", c.amount, 0);
      if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
      return c.amount > l.actions.used ? refuse("nothingToRefund", c.amount, l.actions.used) : null;
    case "bonusAction":
      if (!l.onTurn) return refuse("notYourTurn", 1, 0);
      return l.bonusAction.used ? null : refuse("nothingToRefund", 1, 0);
    case "reaction":
      return c.amount > l.reactions.used ? refuse("nothingToRefund", c.amount, l.reactions.used) : null;
    case "movement":
      if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
      return c.amount > l.movement.used ? refuse("nothingToRefund", c.amount, l.movement.used) : null;
    case "objectInteraction":
      if (!l.onTurn) return refuse("notYourTurn", c.amount, 0);
      return c.amount > l.objectInteractions.used
        ? refuse("nothingToRefund", c.amount, l.objectInteractions.used)
        : null;
  }
}

/**
 * ECON-1 / ECON-2 / ECON-3 / MOV-1: gives back a cost spent by mistake (an undone move, a cancelled
 * activity). Refuses `nothingToRefund` beyond what was spent, and `notYourTurn` once the turn is over.
 * It reverses only the spend: flags an action helper set (Dash's movement, Dodge…) stay.
 */
export function refundTurnCost(ledger: TurnLedger, policies: EconomyPolicies, cost: TurnCost): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const c = checkTurnCost(cost);
  const refusal = refundRefusal(l, p, c);
  return refusal ?? { ok: true, ledger: applied(l, c, -1) };
}
