/**
 * CMB-2, INIT-4, INIT-9..15, INIT-17: the turn order of a Foundry combat, kept as each combatant's
 * `initiative` plus `system.tieRank` (its place among combatants with the same count). Given new counts for
 * some combatants, `planOrder` works out every combatant's place with the rules (tie steps and roll-offs for
 * a combat not yet started, the late-joiner rule once it has), and returns only what changes.
 */
import {
  insertLateJoiner,
  mountTakesRiderInitiative,
  orderInitiative,
  type InitiativeEntry,
  type InitiativePolicies,
  type InitiativeRollOff,
  type ManualTie,
  type Roller,
} from "../../rules";
import { combatantSystem } from "../combatant-system";
import { groupIdOf, initiativeEntry } from "./initiative-entries";

/** What the order needs of a combatant; also what `_sortCombatants` compares. */
export interface OrderedCombatant {
  readonly id: string;
  readonly initiative: number | null;
  readonly tieRank: number | null;
}

/** CMB-2: initiative highest first (none last), then the tie rank (none last), then id. */
export function compareOrder(a: OrderedCombatant, b: OrderedCombatant): number {
  const ia = a.initiative ?? -Infinity;
  const ib = b.initiative ?? -Infinity;
  if (ia !== ib) return ib - ia;
  const ra = a.tieRank ?? Infinity;
  const rb = b.tieRank ?? Infinity;
  if (ra !== rb) return ra < rb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const orderedCombatant = (c: Combatant.Implementation): OrderedCombatant => ({
  id: c.id ?? "",
  initiative: c.initiative,
  tieRank: combatantSystem(c).tieRank,
});

/** A combatant's order fields after a change: only the keys that differ are written. */
export interface OrderChange {
  initiative?: number;
  group?: string | null;
  "system.tieRank"?: number;
  "system.rollOffs"?: number[];
  "system.ties"?: ManualTie[];
}

/** New counts for some combatants (and the CombatantGroup id a shared roll gives them). */
export interface NewCount {
  readonly initiative: number;
  readonly groupId?: string | null;
}

export interface PlanOptions {
  readonly policies: InitiativePolicies;
  /** Once the combat has started, newcomers enter without moving anyone (INIT-17). */
  readonly started: boolean;
  /** Rolls roll-off dice; only used before the combat starts. */
  readonly roller?: Roller;
}

export interface OrderPlan {
  readonly changes: ReadonlyMap<string, OrderChange>;
  readonly rollOffs: readonly InitiativeRollOff[];
}

/**
 * INIT-9..13, INIT-15, INIT-17, CMB-2: every combatant's order fields once `counts` are applied, with the
 * roll-offs rolled on the way. Before the combat starts, each count a new result lands on is ordered afresh
 * by the preset's tie steps (roll-offs with `roller`, manual ties recorded on their members); afterwards a
 * newcomer is inserted by the late-joiner rule and anyone it still ties with is left for the GM. A controlled
 * mount then takes its rider's count and place (INIT-15).
 */
export function planOrder(
  combatants: readonly Combatant.Implementation[],
  counts: ReadonlyMap<string, NewCount>,
  options: PlanOptions,
): OrderPlan {
  const byId = new Map(combatants.map((c) => [c.id ?? "", c]));
  const current = combatants
    .map(orderedCombatant)
    .filter((c) => c.initiative !== null && !counts.has(c.id))
    .sort(compareOrder)
    .map((c) => initiativeEntry(byId.get(c.id) as Combatant.Implementation) as InitiativeEntry);
  const incoming = [...counts.entries()].flatMap(([id, count]) => {
    const c = byId.get(id);
    const entry = c ? initiativeEntry(c, count) : null;
    return entry ? [entry] : [];
  });
  const ties = new Map<string, ManualTie[]>();
  const addTie = (tie: ManualTie) => {
    tie.ids.forEach((id) => ties.set(id, [...(ties.get(id) ?? []), tie]));
  };
  let rollOffs: readonly InitiativeRollOff[] = [];
  let order: InitiativeEntry[];

  if (options.started) {
    order = [...current];
    for (const entry of incoming.sort((a, b) => b.initiative - a.initiative)) {
      const joined = insertLateJoiner(order, entry, { ties: options.policies.ties });
      order = [...joined.order];
      if (joined.tiedWith.length > 0) addTie({ ids: [...joined.tiedWith, entry.id], decidedBy: "gm" });
    }
  } else {
    const landed = new Set(incoming.map((e) => e.initiative));
    const all = [...current, ...incoming];
    const countsDesc = [...new Set(all.map((e) => e.initiative))].sort((a, b) => b - a);
    const found: InitiativeRollOff[] = [];
    order = countsDesc.flatMap((count) => {
      const block = all.filter((e) => e.initiative === count);
      if (!landed.has(count) || block.length < 2) return block;
      const result = orderInitiative(block, options.policies.ties, options.roller);
      found.push(...result.rollOffs);
      result.manual.forEach(addTie);
      const ids = new Map(block.map((e) => [e.id, e]));
      return result.order.map((id) => ids.get(id) as InitiativeEntry);
    });
    rollOffs = found;
  }

  for (const c of combatants) {
    const riderId = combatantSystem(c).riderId;
    const rider = order.find((e) => e.id === riderId);
    if (!riderId || !rider || !options.policies.mountUsesRiderInitiative) continue;
    if (!order.some((e) => e.id === c.id)) {
      // A mount that never rolled joins at its rider's count; the rule below puts it right after the rider.
      const joining = initiativeEntry(c, { initiative: rider.initiative, groupId: null });
      if (joining) order.push(joining);
    }
    const mounted = mountTakesRiderInitiative(options.policies, order, c.id ?? "", riderId);
    if (mounted.ok) order = [...mounted.order];
  }

  return { changes: diffOrder(combatants, order, counts, ties, rollOffs), rollOffs };
}

/** CMB-2: each entry's place among the entries of `order` (in turn order) that share its count, 0 first. */
export function ranksOf(order: readonly InitiativeEntry[]): Map<string, number> {
  const ranks = new Map<string, number>();
  let previous: number | null = null;
  let rank = 0;
  for (const entry of order) {
    rank = entry.initiative === previous ? rank + 1 : 0;
    previous = entry.initiative;
    ranks.set(entry.id, rank);
  }
  return ranks;
}

/** The order fields each combatant must change to match `order` (a combatant left out keeps its own). */
function diffOrder(
  combatants: readonly Combatant.Implementation[],
  order: readonly InitiativeEntry[],
  counts: ReadonlyMap<string, NewCount>,
  ties: ReadonlyMap<string, ManualTie[]>,
  rollOffs: readonly InitiativeRollOff[],
): Map<string, OrderChange> {
  const ranks = ranksOf(order);
  const rolled = new Map<string, number[]>();
  for (const off of rollOffs) {
    for (const round of off.rolls) {
      for (const roll of round) for (const id of roll.ids) rolled.set(id, [...(rolled.get(id) ?? []), roll.result]);
    }
  }
  const touchedCounts = new Set(order.filter((e) => counts.has(e.id) || rolled.has(e.id)).map((e) => e.initiative));
  const changes = new Map<string, OrderChange>();
  const entries = new Map(order.map((e) => [e.id, e]));
  for (const c of combatants) {
    const id = c.id ?? "";
    const entry = entries.get(id);
    if (!entry) continue;
    const system = combatantSystem(c);
    const change: OrderChange = {};
    if (c.initiative !== entry.initiative) change.initiative = entry.initiative;
    const count = counts.get(id);
    if (count !== undefined && count.groupId !== undefined) {
      const currentGroup = groupIdOf(c);
      if (currentGroup !== count.groupId) change.group = count.groupId;
    }
    const newRank = ranks.get(id) ?? 0;
    if (system.tieRank !== newRank) change["system.tieRank"] = newRank;
    if (touchedCounts.has(entry.initiative) || counts.has(id)) {
      const offs = rolled.get(id) ?? (counts.has(id) ? [] : system.rollOffs);
      if (JSON.stringify(offs) !== JSON.stringify(system.rollOffs)) change["system.rollOffs"] = offs;
    }
    const openTies = keptTies(system.ties, counts, id, ties.get(id));
    if (JSON.stringify(openTies) !== JSON.stringify(system.ties)) change["system.ties"] = openTies;
    if (Object.keys(change).length > 0) changes.set(id, change);
  }
  return changes;
}

/** A member's open ties: the new ones found for it, else its old ones minus any whose members got new counts. */
function keptTies(
  old: readonly ManualTie[],
  counts: ReadonlyMap<string, NewCount>,
  id: string,
  found: ManualTie[] | undefined,
): ManualTie[] {
  if (found !== undefined) return found;
  if (counts.has(id)) return [];
  return old.filter((tie) => !tie.ids.some((member) => counts.has(member)));
}
