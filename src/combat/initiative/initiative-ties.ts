/**
 * INIT-9, INIT-10, INIT-12, INIT-13, INIT-14: the order changes people make once initiative is rolled:
 * settling a tie left to them (players among their own characters, the GM the rest), and the delta swap
 * phase before round 1. Each is checked by the rules; a refused change writes nothing.
 */
import {
  applyManualTieOrder,
  canSwapInitiative,
  type InitiativeEntry,
  type InitiativeOrderResult,
  type InitiativePolicies,
  type ManualTie,
} from "../../rules";
import { combatantSystem } from "../combatant-system";
import { combatantsOf, initiativeEntry } from "./initiative-entries";
import { changesFromOrder } from "./initiative-apply";
import { compareOrder, orderedCombatant, type OrderChange } from "./initiative-order";

const tieKey = (tie: ManualTie): string => JSON.stringify(tie);

/** INIT-9..13: the ties still waiting for someone, each once, in turn order of their first member. */
export function openTies(combat: Combat.Implementation): ManualTie[] {
  const seen = new Map<string, ManualTie>();
  const sorted = combatantsOf(combat).sort((a, b) => compareOrder(orderedCombatant(a), orderedCombatant(b)));
  for (const c of sorted) for (const tie of combatantSystem(c).ties) seen.set(tieKey(tie), tie);
  return [...seen.values()];
}

/** Who may settle `tie`: the GM any tie; a player only a players' tie naming them. */
export function mayDecide(tie: ManualTie, user: { readonly id: string; readonly isGM: boolean }): boolean {
  if (user.isGM) return true;
  return tie.decidedBy === "players" && (tie.userIds ?? []).includes(user.id);
}

/** The combatants sharing `count`, in turn order. */
function block(combat: Combat.Implementation, count: number | null): Combatant.Implementation[] {
  return combatantsOf(combat)
    .filter((c) => c.initiative === count)
    .sort((a, b) => compareOrder(orderedCombatant(a), orderedCombatant(b)));
}

/** The tie's members in their current order (a players' tie inside a mixed one: only its own members). */
function tieOrder(combat: Combat.Implementation, tie: ManualTie): string[] {
  const first = combat.combatants.get(tie.ids[0] ?? "");
  const members = new Set(tie.ids);
  return block(combat, first?.initiative ?? null)
    .map((c) => c.id ?? "")
    .filter((id) => members.has(id));
}

/** INIT-4: the tie's members as units that move together: a group sharing a roll is one unit. */
function tieUnits(order: readonly string[], tie: ManualTie): string[][] {
  const groupOf = new Map<string, readonly string[]>();
  for (const group of tie.keepTogether ?? []) for (const id of group) groupOf.set(id, group);
  const units: string[][] = [];
  for (const id of order) {
    const group = groupOf.get(id);
    const last = units.at(-1);
    if (group && last && group.includes(last[0] as string)) last.push(id);
    else units.push([id]);
  }
  return units;
}

/** The rules' view of the tie's count: its order, and every tie still open there. */
function blockResult(combat: Combat.Implementation, tie: ManualTie): InitiativeOrderResult {
  const first = combat.combatants.get(tie.ids[0] ?? "");
  const members = block(combat, first?.initiative ?? null);
  const manual = new Map<string, ManualTie>();
  for (const c of members) for (const t of combatantSystem(c).ties) manual.set(tieKey(t), t);
  return { order: members.map((c) => c.id ?? ""), rollOffs: [], manual: [...manual.values()] };
}

/**
 * A move of `combatantId` one place up (-1) or down (1) inside an open tie `user` may settle (a group member
 * moves with its whole group, past the next combatant or group), or null.
 */
export function tieMove(
  combat: Combat.Implementation,
  combatantId: string,
  direction: -1 | 1,
  user: { readonly id: string; readonly isGM: boolean },
): { readonly tie: ManualTie; readonly order: string[] } | null {
  const combatant = combat.combatants.get(combatantId);
  if (!combatant) return null;
  for (const tie of combatantSystem(combatant).ties) {
    if (!mayDecide(tie, user)) continue;
    const units = tieUnits(tieOrder(combat, tie), tie);
    const from = units.findIndex((unit) => unit.includes(combatantId));
    const to = from + direction;
    if (from < 0 || to < 0 || to >= units.length) continue;
    [units[from], units[to]] = [units[to] as string[], units[from] as string[]];
    const order = units.flat();
    const checked = applyManualTieOrder(blockResult(combat, tie), tie.ids, order);
    if (checked.ok) return { tie, order };
  }
  return null;
}

/**
 * INIT-9, INIT-10, INIT-12, INIT-13: the changes that settle the tie of `tieIds` in `chosen` order, or the
 * rules' refusal. Members' tie ranks follow the new order; the settled tie leaves their open ties.
 */
export function settleTie(
  combat: Combat.Implementation,
  tieIds: readonly string[],
  chosen: readonly string[],
  user: { readonly id: string; readonly isGM: boolean },
): { readonly ok: true; readonly changes: Map<string, OrderChange> } | { readonly ok: false; readonly reason: string } {
  const first = combat.combatants.get(tieIds[0] ?? "");
  const wanted = new Set(tieIds);
  const tie = first
    ? combatantSystem(first).ties.find((t) => t.ids.length === wanted.size && t.ids.every((id) => wanted.has(id)))
    : undefined;
  if (!tie) return { ok: false, reason: "notATie" };
  if (!mayDecide(tie, user)) return { ok: false, reason: "notYourTie" };
  const result = applyManualTieOrder(blockResult(combat, tie), tieIds, chosen);
  if (!result.ok) return result;
  const changes = new Map<string, OrderChange>();
  result.result.order.forEach((id, rank) => {
    const c = combat.combatants.get(id);
    if (!c) return;
    const system = combatantSystem(c);
    const ties = result.result.manual.filter((t) => t.ids.includes(id));
    const change: OrderChange = {};
    if (system.tieRank !== rank) change["system.tieRank"] = rank;
    if (JSON.stringify(ties) !== JSON.stringify(system.ties)) change["system.ties"] = ties;
    if (Object.keys(change).length > 0) changes.set(id, change);
  });
  return { ok: true, changes };
}

/** INIT-14: the order entries of a combat, in turn order (combatants without initiative left out). */
function entriesInOrder(combat: Combat.Implementation): InitiativeEntry[] {
  return combatantsOf(combat)
    .sort((a, b) => compareOrder(orderedCombatant(a), orderedCombatant(b)))
    .flatMap((c) => {
      const entry = initiativeEntry(c);
      return entry ? [entry] : [];
    });
}

/**
 * INIT-14 (delta, optional): the changes that swap `aId` and `bId` for `requester` ("gm" or a player's user
 * id), or the rules' refusal. The two trade counts and places; one leaving a group's count leaves the group.
 */
export function swapChanges(
  combat: Combat.Implementation,
  policies: InitiativePolicies,
  requester: string,
  aId: string,
  bId: string,
  reorderEnabled: boolean,
): { readonly ok: true; readonly changes: Map<string, OrderChange> } | { readonly ok: false; readonly reason: string } {
  const order = entriesInOrder(combat);
  const surprisedIds = combatantsOf(combat)
    .filter((c) => combatantSystem(c).surprised && order.some((e) => e.id === c.id))
    .map((c) => c.id ?? "");
  const swapped = canSwapInitiative(policies, { round: combat.round, order, surprisedIds }, requester, aId, bId, {
    reorderEnabled,
  });
  if (!swapped.ok) return swapped;
  const changes = changesFromOrder(combat, swapped.order);
  return { ok: true, changes };
}
