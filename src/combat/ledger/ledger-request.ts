/**
 * What one spend from a combatant's turn ledger asks for, checked as untrusted data, and what the rules make
 * of it. Shared by the asking client (to warn before anything happens) and the active GM (to re-check a
 * player's query before writing): the rules decide, this file only picks which rules function to call.
 */
import {
  RuleInputError,
  attackWithAttackAction,
  checkTurnCost,
  offHandAttack,
  recordAttack,
  spendTurnCost,
  takeBasicAction,
  dropProneCost,
  standUpCost,
  takeSprint,
  takeCrawl,
  takeStep,
  takeStride,
  takeStrike,
  type EconomyPolicies,
  type LedgerResult,
  type TurnCost,
  type TurnLedger,
} from "../../rules";
import { NO_ACTOR_FACTS, type LedgerActorFacts } from "./ledger-actor";

/**
 * How a spend goes through the rules:
 * - `cost`: `spendTurnCost` (ECON-1 / ECON-2 / ECON-3 / MOV-1);
 * - `strike`: threeAction's Strike, `takeStrike` (one action, one attack counted, ECON-3 / ATK-4);
 * - `attackAction`: a 5e-family weapon attack, ECON-7's Attack action (`attackWithAttackAction`): an attack
 *   the Attack action taken this turn still allows spends nothing; otherwise it takes a new Attack action,
 *   which allows the creature's attacks per action (Extra Attack, Multiattack: `LedgerActorFacts`);
 * - `offHand`: ECON-12's off-hand attack with the weapon `itemId` (`offHandAttack`), the bonus action after
 *   the Attack action;
 * - `basicAction`: a 5e-family basic action (ECON-7's `takeBasicAction`: Dash adds Speed, Disengage, Dodge, Help,
 *   Ready…) taken with the feature `itemId`, which names the action and whether a bonus action takes it: read from
 *   the creature's item by whoever checks (`LedgerActorFacts`), never from the request;
 * - `stride`: threeAction's Stride (MOV-1 `takeStride`: one action, movement equal to Speed);
 * - `step` / `crawl`: threeAction's Step and Crawl (TA-8 `takeStep`, TA-7 `takeCrawl`: one action, 5 ft; a Step
 *   provokes nothing); Stride and Step refused while prone, Crawl unless prone (the checker reads the prone status);
 * - `dropProne` / `standUp`: the 5e family's change of stance (MOV-11 `dropProneCost`, `standUpCost`): dropping
 *   prone is free but not at Speed 0, standing up takes half the Speed from the movement left; both on the turn;
 * - `sprint`: a5e's Sprint (ECON-11 `takeSprint`: the whole turn, Speed ×4 or ×3 in heavy armor, not while
 *   fatigued), what it reads of the creature derived by whoever checks (`LedgerActorFacts`).
 */
export const LEDGER_STEPS = [
  "cost",
  "strike",
  "attackAction",
  "offHand",
  "basicAction",
  "stride",
  "step",
  "crawl",
  "dropProne",
  "standUp",
  "sprint",
] as const;
export type LedgerStep = (typeof LEDGER_STEPS)[number];

/** One spend. `attack` also counts an attack for the multiple attack penalty (ATK-4, `recordAttack`). */
export interface LedgerSpendRequest {
  readonly step: LedgerStep;
  readonly cost: TurnCost;
  readonly attack: boolean;
  /** What the spend is for, shown in warnings and kept with a GM override (an item's name, "movement"…). */
  readonly reason: string;
  /** `offHand`: the id of the off-hand weapon; `basicAction`: the feature's; one of the combatant's actor's items. */
  readonly itemId?: string;
}

/** A request read back from untrusted data; throws a RuleInputError naming the bad field. */
export function checkSpendRequest(value: unknown, field = "request"): LedgerSpendRequest {
  if (typeof value !== "object" || value === null) throw new RuleInputError(field, "expected an object");
  const r = value as Record<string, unknown>;
  const step = r.step;
  if (typeof step !== "string" || !(LEDGER_STEPS as readonly string[]).includes(step)) {
    throw new RuleInputError(`${field}.step`, `expected one of ${LEDGER_STEPS.join(", ")}`);
  }
  if (typeof r.attack !== "boolean") throw new RuleInputError(`${field}.attack`, "expected true or false");
  if (typeof r.reason !== "string") throw new RuleInputError(`${field}.reason`, "expected a string");
  const cost = checkTurnCost(r.cost, `${field}.cost`);
  if (r.itemId !== undefined && typeof r.itemId !== "string") {
    throw new RuleInputError(`${field}.itemId`, "expected an item id");
  }
  const itemId = typeof r.itemId === "string" ? { itemId: r.itemId } : {};
  return { step: step as LedgerStep, cost, attack: r.attack, reason: r.reason, ...itemId };
}

/** ECON-7: the Attack action taken this turn still allows an attack, so the next one spends nothing. */
const attackLeft = (ledger: TurnLedger): boolean =>
  ledger.onTurn && ledger.attackActionTaken && ledger.attackActionAttacksLeft > 0;

/** The cost the rules actually spend for `request` from `ledger` (an attack the Attack action still allows is free). */
export function spentCost(ledger: TurnLedger, request: LedgerSpendRequest): TurnCost {
  if (request.step === "attackAction" && attackLeft(ledger)) return { kind: "free" };
  // MOV-11: standing up takes half the Speed the ledger holds, whatever the request says.
  if (request.step === "standUp") return { kind: "movement", amount: Math.floor(ledger.speed / 2) };
  return request.cost;
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-7 / ECON-12 / ATK-4 / MOV-1: the ledger after `request`, or the rules'
 * refusal (the ledger unchanged). `actor` is what the checking client derived from the combatant's documents
 * (attacks per Attack action, the off-hand weapons). Throws a RuleInputError for a malformed ledger or one kept
 * under another economy.
 */
export function ledgerAfter(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  request: LedgerSpendRequest,
  actor: LedgerActorFacts = NO_ACTOR_FACTS,
): LedgerResult {
  const counted = (result: LedgerResult): LedgerResult =>
    result.ok && request.attack ? { ok: true, ledger: recordAttack(result.ledger) } : result;
  switch (request.step) {
    case "strike":
      return takeStrike(ledger, policies);
    case "attackAction":
      return counted(attackWithAttackAction(ledger, policies, actor.attacksPerAction));
    case "offHand": {
      if (!actor.offHand) return { ok: false, reason: "offHandNotEligible", needed: 1, available: 0 };
      const result = offHandAttack(ledger, policies, actor.offHand);
      return counted(result.ok ? { ok: true, ledger: result.ledger } : result);
    }
    case "basicAction": {
      const basic = actor.basicAction;
      if (!basic) throw new RuleInputError("request.itemId", "names no basic action of the creature's");
      return takeBasicAction(ledger, policies, basic.action, {
        via: basic.via,
        attacksPerAction: actor.attacksPerAction,
      });
    }
    case "stride":
      return takeStride(ledger, policies, { prone: actor.prone });
    case "step":
      return takeStep(ledger, policies, { prone: actor.prone });
    case "crawl":
      return takeCrawl(ledger, policies, { prone: actor.prone });
    case "dropProne":
    case "standUp": {
      const speed = { speed: ledger.speed, movementLeft: ledger.movement.remaining };
      const stance = request.step === "dropProne" ? dropProneCost(speed) : standUpCost(speed);
      if (!stance.allowed) {
        const reason = stance.reason === "speedZero" ? "speedZero" : "notEnoughMovement";
        return { ok: false, reason, needed: stance.cost, available: ledger.movement.remaining };
      }
      return spendTurnCost(ledger, policies, { kind: "movement", amount: stance.cost });
    }
    case "sprint": {
      if (!actor.sprint) throw new RuleInputError("request", "Sprint needs the creature's Constitution and fatigue");
      const result = takeSprint(ledger, policies, actor.sprint);
      return result.ok ? { ok: true, ledger: result.ledger } : result;
    }
    case "cost":
      return counted(spendTurnCost(ledger, policies, request.cost));
  }
}

/**
 * A GM override: the rules have no "spend anyway" path, so nothing is taken from the ledger; only an attack is
 * still counted (`recordAttack` refuses nothing) so the multiple attack penalty stays right. The override itself
 * is recorded next to the ledger (see `LedgerOverride`).
 */
export function ledgerOverridden(ledger: TurnLedger, request: LedgerSpendRequest): TurnLedger {
  return request.attack ? recordAttack(ledger) : ledger;
}

// The stored shape belongs to the Combatant's system data (combatant-system.ts), which needs nothing from the ledger.
export type { LedgerOverride } from "../combatant-system";
