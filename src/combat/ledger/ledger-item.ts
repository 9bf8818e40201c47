/**
 * What using an item spends from its owner's turn ledger, while the owner fights in the active combat
 * (`game.combat`, started). Outside combat nothing is spent. The cost comes from the item: a weapon attack is
 * the Attack action (5e family) or a Strike (threeAction), and off its own turn an attack is a reaction (an
 * opportunity attack, OA-1, or a reactive strike, OA-5); spells and features spend their activation. The cost
 * is spent before the roll, as a reservation given back if the roll is cancelled (ledger-reserve.ts), and one
 * item is used once at a time on a client (a double click posts one card).
 */
import { BASIC_ACTIONS, type EconomyKind, type TurnCost, type TurnLedger } from "../../rules";
import { activePolicies } from "../../settings/policies";
import type { ActivationType } from "../../data/item/activation";
import type { LedgerSpendRequest } from "./ledger-request";
import { commitLedgerSpend, prepareLedgerSpend, type LedgerPlan } from "./ledger-spend";
import { ledgerOf } from "../combatant-system";
import { settleReservation } from "./ledger-reserve";

interface ActivationLike {
  type: ActivationType;
  cost: number;
}

/**
 * The actor's combatant in the active, started combat: the one whose turn it is when the actor has several,
 * else the first; null outside combat.
 */
export function activeCombatantOf(actor: Actor.Implementation): Combatant.Implementation | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const mine = combat.combatants.filter((c) => c.actor?.uuid === actor.uuid);
  const current = combat.combatant;
  return mine.find((c) => c === current) ?? mine[0] ?? null;
}

/**
 * ECON-1 / ECON-3 / ATK-19: the cost of an activation — an action is one of threeAction's actions, 1–3 actions
 * count as the single action in the 5e family; free, passive and long activations spend nothing (null).
 */
export function activationCost(activation: ActivationLike, economy: EconomyKind): TurnCost | null {
  const threeActions = economy === "threeActions";
  switch (activation.type) {
    case "action":
      return threeActions ? { kind: "actions", amount: 1 } : { kind: "action" };
    case "actions":
      return threeActions ? { kind: "actions", amount: activation.cost } : { kind: "action" };
    case "bonus":
      return { kind: "bonusAction" };
    case "reaction":
      return { kind: "reaction" };
    default:
      return null;
  }
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-7 / ECON-12 / ATK-4 / OA-1: what using `item` asks of a ledger (`onTurn`: the
 * owner's own turn), or null when it spends nothing. `offHand`: a weapon's off-hand attack, the bonus action
 * after the Attack action (the rules refuse it off the owner's turn or under threeAction).
 */
export function itemSpendRequest(
  item: Item.Implementation,
  economy: EconomyKind,
  onTurn: boolean,
  offHand = false,
): LedgerSpendRequest | null {
  const reason = item.name;
  if (item.type === "weapon" && offHand) {
    return { step: "offHand", cost: { kind: "bonusAction" }, attack: true, reason, itemId: item.id ?? "" };
  }
  if (item.type === "weapon") {
    if (!onTurn) return { step: "cost", cost: { kind: "reaction" }, attack: true, reason };
    return economy === "threeActions"
      ? { step: "strike", cost: { kind: "actions", amount: 1 }, attack: true, reason }
      : { step: "attackAction", cost: { kind: "action" }, attack: true, reason };
  }
  const system = item.system as FeatureLike;
  if (!system.activation) return null;
  if (item.type === "feature") {
    const action = featureActionRequest(item, system, economy);
    if (action) return action;
  }
  const cost = activationCost(system.activation, economy);
  if (!cost) return null;
  const attack = item.type === "spell" && system.attack !== undefined && system.attack !== "none";
  return { step: "cost", cost, attack, reason };
}

interface FeatureLike {
  activation?: ActivationLike;
  attack?: string;
  basicAction?: string;
  replacesAttack?: boolean;
}

/**
 * A feature that is a basic action: one made in place of an attack is one attack of the Attack action (ECON-7) or
 * a Strike (threeAction, ATK-4); a five-e basic action (Dash, Dodge…) goes to the rules' `takeBasicAction`, which
 * spends it and applies its effect (a bonus action when the feature's activation is one, as Cunning Action's);
 * threeAction's Stride gives a Speed of movement; dropping prone and standing up (MOV-11) cost what the rules say
 * from the movement left (the request's cost is only what the ledger shows; the checker recomputes it). Off the creature's turn the rules refuse it. Null for any other
 * feature, which spends its activation.
 */
function featureActionRequest(
  item: Item.Implementation,
  system: FeatureLike,
  economy: EconomyKind,
): LedgerSpendRequest | null {
  const reason = item.name;
  const threeActions = economy === "threeActions";
  const basic = system.basicAction ?? "none";
  if (system.replacesAttack === true) {
    return threeActions
      ? { step: "strike", cost: { kind: "actions", amount: 1 }, attack: true, reason }
      : { step: "attackAction", cost: { kind: "action" }, attack: true, reason };
  }
  if (threeActions && (basic === "stride" || basic === "step" || basic === "crawl")) {
    return { step: basic, cost: { kind: "actions", amount: 1 }, attack: false, reason };
  }
  if (!threeActions && basic === "sprint") {
    return { step: "sprint", cost: { kind: "action" }, attack: false, reason };
  }
  if (!threeActions && (basic === "dropProne" || basic === "standUp")) {
    return { step: basic, cost: { kind: "movement", amount: 0 }, attack: false, reason };
  }
  if (!threeActions && (BASIC_ACTIONS as readonly string[]).includes(basic)) {
    const cost: TurnCost = system.activation?.type === "bonus" ? { kind: "bonusAction" } : { kind: "action" };
    return { step: "basicAction", cost, attack: false, reason, itemId: item.id ?? "" };
  }
  return null;
}

/** What rollAttack and use need: a plan to spend around the roll, the attacks already made this turn. */
export interface ItemSpend {
  /** The spend to reserve before the roll; null when nothing is spent. */
  readonly plan: LedgerPlan | null;
  /** ATK-4: attacks made this turn before this one, from the ledger (0 outside combat or off turn). */
  readonly attacksThisTurn: number;
  /** What the spend is for, whose card settles its reservation: the item's id, or `USED_BY_CHECK`. */
  readonly usedBy?: string;
}

function onTurn(ledger: TurnLedger | null, combatant: Combatant.Implementation): boolean {
  return ledger?.onTurn ?? combatant.combat?.combatant === combatant;
}

/**
 * ECON-1 / ECON-3 / ECON-12 / ATK-4: checks what using `item` spends before it is used (`offHand`: as an off-hand
 * attack). Null when the use is refused (the user was warned, or a GM declined to override) or a
 * `fray.turnLedgerSpend` handler cancelled it.
 */
export async function prepareItemSpend(
  item: Item.Implementation,
  options: { offHand?: boolean } = {},
): Promise<ItemSpend | null> {
  const actor = item.actor;
  const combatant = actor ? activeCombatantOf(actor) : null;
  if (!combatant) return { plan: null, attacksThisTurn: 0 };
  const ledger = ledgerOf(combatant);
  const turn = onTurn(ledger, combatant);
  const attacksThisTurn = turn ? (ledger?.attacksThisTurn ?? 0) : 0;
  const request = itemSpendRequest(item, activePolicies().economy.kind, turn, options.offHand === true);
  if (!request) return { plan: null, attacksThisTurn };
  const plan = await prepareLedgerSpend(combatant, request);
  return plan ? { plan, attacksThisTurn, usedBy: item.id ?? "" } : null;
}

/**
 * ECON-1 / ECON-2 / ECON-3: spends what using an item costs before its roll (a reservation, written by the GM
 * one spend at a time, so two uses can't both take the last action), then runs `roll`: a posted result makes the
 * spend final; a cancelled roll (null) or one that throws gives it back. Null, and nothing rolled, when the
 * spend is refused (the user is told why).
 */
export async function spendAround<T>(spend: ItemSpend, roll: () => Promise<T | null>): Promise<T | null> {
  if (!spend.plan) return roll();
  const spent = await commitLedgerSpend(spend.plan, { reserve: true, usedBy: spend.usedBy ?? "" });
  if (!spent.ok) return null;
  let result: T | null = null;
  try {
    result = await roll();
  } finally {
    await settleReservation(spend.plan.combatant.name ?? "", spent.reservation ?? "", result !== null);
  }
  return result;
}

const inFlight = new Set<string>();

/**
 * A double click posts one card: while a use of `item` runs on this client, another use of it does nothing and
 * resolves to null. Keyed by this client's user (one browser is one user; a test harness runs several).
 */
export async function oneUseAtATime<T>(item: Item.Implementation, use: () => Promise<T | null>): Promise<T | null> {
  const key = `${game.user.id}:${item.uuid}`;
  if (inFlight.has(key)) return null;
  inFlight.add(key);
  try {
    return await use();
  } finally {
    inFlight.delete(key);
  }
}
