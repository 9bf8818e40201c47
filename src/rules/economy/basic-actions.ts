import { integerInRange, oneOf, record } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, optionalBool, refuse, withChanges } from "./ledger";
import { spendChecked } from "./spend";
import { STEP_FEET, type LedgerResult, type MoveAction, type TurnLedger } from "./types";

/**
 * ECON-7: the basic actions of the 5e family, under every preset's names: srd51 "Use an Object" and "Cast a
 * Spell", srd52/delta "Utilize", "Magic" and "Study", a5e as srd51.
 */
export const BASIC_ACTIONS = [
  "attack",
  "castSpell",
  "magic",
  "dash",
  "disengage",
  "dodge",
  "help",
  "hide",
  "influence",
  "ready",
  "search",
  "study",
  "useObject",
  "utilize",
] as const;
export type BasicAction = (typeof BASIC_ACTIONS)[number];

/** ECON-7: the most attacks one Attack action may allow (Extra Attack, a monster's Multiattack). */
export const MAX_ATTACKS_PER_ACTION = 10;

/**
 * ECON-7: how many attacks one Attack action allows, checked: a whole number from 1 (no Extra Attack) to
 * `MAX_ATTACKS_PER_ACTION`; throws a RuleInputError naming `field` otherwise.
 */
export function checkAttacksPerAction(value: unknown, field = "attacksPerAction"): number {
  return integerInRange(value, field, 1, MAX_ATTACKS_PER_ACTION);
}

/** ECON-13: what a controlled mount may do on its rider's turn. */
export const MOUNT_BASIC_ACTIONS = ["dash", "disengage", "dodge"] as const;

/** Options of `takeBasicAction`. */
export interface BasicActionOptions {
  /** Spend a bonus action instead (a feature such as Cunning Action allows it); default "action". */
  readonly via?: "action" | "bonusAction";
  /** Ready: the readied action is a spell (held with concentration). */
  readonly spell?: boolean;
  /** Attack: how many attacks the Attack action allows (ECON-7: Extra Attack, Multiattack); default 1. */
  readonly attacksPerAction?: number;
}

function effectOf(l: TurnLedger, action: BasicAction, spell: boolean, attacks: number): Partial<TurnLedger> {
  switch (action) {
    case "attack":
      return { attackActionTaken: true, attackActionAttacksLeft: attacks };
    case "dash":
      return {
        movement: { used: l.movement.used, remaining: l.movement.remaining + l.speed },
        movementSpeeds: l.movementSpeeds + 1,
      };
    case "disengage":
      return { disengaged: true };
    case "dodge":
      return { dodging: true };
    case "help":
      return { helping: true };
    case "ready":
      return { readied: { spell, concentration: spell } };
    default:
      return {};
  }
}

/**
 * ECON-7 (ECON-13 for a controlled mount, MOV-1 for Dash): spends the action (or bonus action) and sets
 * what the action does: Attack marks the Attack action taken with `options.attacksPerAction` attacks left
 * (default 1; `attackWithAttackAction` makes one attack of it), Dash adds Speed to the movement left,
 * Disengage lasts the rest of the turn, Dodge and Help until the creature's next turn, Ready holds the
 * action (a readied spell needs concentration). Dodge is refused at Speed 0 where `dodgeNeedsSpeed`.
 */
export function takeBasicAction(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  action: BasicAction,
  options: BasicActionOptions = {},
): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const name = oneOf(action, "action", BASIC_ACTIONS);
  const o = record(options, "options");
  const via = o.via === undefined ? "action" : oneOf(o.via, "options.via", ["action", "bonusAction"] as const);
  const spell = optionalBool(o.spell, "options.spell");
  const attacks =
    o.attacksPerAction === undefined ? 1 : checkAttacksPerAction(o.attacksPerAction, "options.attacksPerAction");
  if (p.kind === "threeActions") return refuse("wrongEconomy", 1, 0);
  const mountAction = l.controlledMount && p.mountActions !== "none";
  if (mountAction && (via !== "action" || !(MOUNT_BASIC_ACTIONS as readonly string[]).includes(name)))
    return refuse("mountLimited", 1, 0);
  if (name === "dodge" && p.dodgeNeedsSpeed && l.speed === 0) return refuse("speedZero", 1, 0);
  const spent = spendChecked(l, p, { kind: via, amount: 1 }, { mountAction });
  if (!spent.ok) return spent;
  return { ok: true, ledger: withChanges(spent.ledger, effectOf(spent.ledger, name, spell, attacks)) };
}

/**
 * ECON-7: one attack made with the Attack action. While the Attack action taken this turn still allows an
 * attack (`attackActionAttacksLeft`, from Extra Attack or Multiattack) the attack spends nothing and uses one
 * up; otherwise it takes a new Attack action (`takeBasicAction`) allowing `attacksPerAction` attacks (1–10,
 * default 1), this one the first. With the Attack action's attacks used and no action left it is refused
 * `noAttacksLeft`. The attack itself is counted with `recordAttack` (ATK-4).
 */
export function attackWithAttackAction(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  attacksPerAction = 1,
): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const attacks = checkAttacksPerAction(attacksPerAction);
  if (p.kind === "threeActions") return refuse("wrongEconomy", 1, 0);
  if (l.onTurn && l.attackActionTaken && l.attackActionAttacksLeft > 0) {
    if (l.incapacitated) return refuse("incapacitated", 1, 0);
    return { ok: true, ledger: withChanges(l, { attackActionAttacksLeft: l.attackActionAttacksLeft - 1 }) };
  }
  const taken = takeBasicAction(l, p, "attack", { attacksPerAction: attacks });
  if (!taken.ok) {
    return taken.reason === "notEnoughActions" && l.attackActionTaken ? refuse("noAttacksLeft", 1, 0) : taken;
  }
  return { ok: true, ledger: withChanges(taken.ledger, { attackActionAttacksLeft: attacks - 1 }) };
}

/** ECON-7 Ready: the trigger happens and the creature acts, spending its reaction; the readied action is used. */
export function triggerReadiedAction(ledger: TurnLedger, policies: EconomyPolicies): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  if (l.readied === null) return refuse("nothingReadied", 1, 0);
  const spent = spendChecked(l, p, { kind: "reaction", amount: 1 });
  return spent.ok ? { ok: true, ledger: withChanges(spent.ledger, { readied: null }) } : spent;
}

/** TA-7 / TA-8: what a threeAction move action needs to know of the creature: whether it is prone. */
export interface MoveActionOptions {
  readonly prone?: boolean;
}

function moveAction(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  action: MoveAction,
  options: MoveActionOptions,
): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const prone = optionalBool(record(options, "options").prone, "options.prone");
  if (p.kind !== "threeActions") return refuse("wrongEconomy", 1, 0);
  // TA-7: while prone the only moves are Crawl and Stand; Crawl is a prone creature's only.
  if (prone && action !== "crawl") return refuse("prone", 1, 0);
  if (!prone && action === "crawl") return refuse("notProne", 1, 0);
  const spent = spendChecked(l, p, { kind: "actions", amount: 1 });
  if (!spent.ok) return spent;
  const feet = action === "stride" ? l.speed : Math.min(STEP_FEET, l.speed);
  return {
    ok: true,
    ledger: withChanges(spent.ledger, {
      movement: { used: l.movement.used, remaining: feet },
      movementSpeeds: action === "stride" ? 1 : 0,
      movementFrom: l.movement.used,
      moveAction: action,
    }),
  };
}

/**
 * MOV-1 / TA-8 (threeAction): Stride spends one action and gives a Speed of movement; each Stride is its own move
 * (what is left of an earlier one, or of a Step, is lost). Refused `prone` while prone (TA-7).
 */
export function takeStride(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  options: MoveActionOptions = {},
): LedgerResult {
  return moveAction(ledger, policies, "stride", options);
}

/**
 * TA-8 (threeAction): Step spends one action and gives 5 ft of movement (less at a lower Speed), which provokes no
 * reaction to moving (the opportunity scan reads `moveAction`); difficult terrain costs 10 ft, more than a Step
 * gives, so a Step can't enter it. Refused `prone` while prone (TA-7).
 */
export function takeStep(ledger: TurnLedger, policies: EconomyPolicies, options: MoveActionOptions = {}): LedgerResult {
  return moveAction(ledger, policies, "step", options);
}

/** TA-7 (threeAction): Crawl spends one action and gives a prone creature 5 ft of movement; refused `notProne`. */
export function takeCrawl(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  options: MoveActionOptions = {},
): LedgerResult {
  return moveAction(ledger, policies, "crawl", options);
}

/** ECON-3 / ATK-4 (threeAction): Strike spends one action and counts one attack this turn. */
export function takeStrike(ledger: TurnLedger, policies: EconomyPolicies): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  if (p.kind !== "threeActions") return refuse("wrongEconomy", 1, 0);
  const spent = spendChecked(l, p, { kind: "actions", amount: 1 });
  if (!spent.ok) return spent;
  return { ok: true, ledger: withChanges(spent.ledger, { attacksThisTurn: l.attacksThisTurn + 1 }) };
}
