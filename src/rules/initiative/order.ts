import type { Roller } from "../dice-roller";
import { RuleInputError, list, oneOf, record, text } from "../errors";
import { TIE_STEPS, type TieStep } from "../presets/policies";
import { checkEntries, type InitiativeEntry } from "./entry";
import { breakTies, tieUnits, type InitiativeRollOff, type ManualTie, type TieLog } from "./ties";

/** The initiative order set at the start of combat, and how its ties were settled. */
export interface InitiativeOrderResult {
  /** Combatant ids, first to act first. */
  readonly order: readonly string[];
  /** Every roll-off made, in the order it was rolled. */
  readonly rollOffs: readonly InitiativeRollOff[];
  /** Ties still waiting for the GM or the players (see `applyManualTieOrder`). */
  readonly manual: readonly ManualTie[];
}

/** INIT-9..13: checks a list of tie steps. */
export function checkTieSteps(value: unknown, field = "ties"): readonly TieStep[] {
  return list(value, field).map((step, i) => oneOf(step, `${field}[${i}]`, TIE_STEPS));
}

/**
 * INIT-9, INIT-10, INIT-11, INIT-12, INIT-13, CMB-2: the turn order, highest initiative first, ties broken by
 * `ties` (a preset's `initiative.ties`) in order. Group members tied on their shared count stay together and
 * roll as one. A `roller` is needed only when a roll-off step is reached. Ties no step settles, and the order
 * inside a manual tie until someone decides, fall back to id order. The same input always gives the same
 * order; the order is set once and kept every round (CMB-2).
 */
export function orderInitiative(
  entries: readonly InitiativeEntry[],
  ties: readonly TieStep[],
  roller?: Roller,
): InitiativeOrderResult {
  const clean = checkEntries(entries, "entries");
  const steps = checkTieSteps(ties);
  const log: TieLog = { rollOffs: [], manual: [] };
  const units = breakTies(tieUnits(clean), steps, roller, log);
  return { order: units.flatMap((u) => u.ids), rollOffs: log.rollOffs, manual: log.manual };
}

/** Why a manual tie order was refused. */
export type ManualOrderRefusal = "notATie" | "notTheTiedCombatants" | "splitsGroup";

/**
 * INIT-9, INIT-12, INIT-13: settles one reported manual tie with `chosenOrder` (the tied ids, first to act
 * first). Only the combatants of a tie `result.manual` reports may be reordered, only among themselves, and a
 * group stays together in its order; otherwise the reason is returned and nothing changes.
 */
export function applyManualTieOrder(
  result: InitiativeOrderResult,
  tieIds: readonly string[],
  chosenOrder: readonly string[],
):
  | { readonly ok: true; readonly result: InitiativeOrderResult }
  | { readonly ok: false; readonly reason: ManualOrderRefusal } {
  const r = record(result, "result");
  const order = list(r.order, "result.order").map((id, i) => text(id, `result.order[${i}]`));
  const manual = list(r.manual, "result.manual") as readonly ManualTie[];
  const wanted = new Set(list(tieIds, "tieIds").map((id, i) => text(id, `tieIds[${i}]`)));
  const chosen = list(chosenOrder, "chosenOrder").map((id, i) => text(id, `chosenOrder[${i}]`));

  const sameSet = (ids: readonly string[], set: ReadonlySet<string>): boolean =>
    ids.length === set.size && new Set(ids).size === ids.length && ids.every((id) => set.has(id));
  const tieIndex = manual.findIndex((t) => sameSet(t.ids, wanted));
  const tie = manual[tieIndex];
  if (tie === undefined) return { ok: false, reason: "notATie" };
  if (!sameSet(chosen, wanted)) return { ok: false, reason: "notTheTiedCombatants" };
  for (const group of tie.keepTogether ?? []) {
    const start = chosen.indexOf(group[0] as string);
    if (group.some((id, k) => chosen[start + k] !== id)) return { ok: false, reason: "splitsGroup" };
  }
  const positions = order.map((id, i) => (wanted.has(id) ? i : -1)).filter((i) => i >= 0);
  const start = positions[0] ?? 0;
  if (positions.length !== wanted.size || positions.some((p, k) => p !== start + k)) {
    return { ok: false, reason: "notATie" };
  }
  const next = [...order.slice(0, start), ...chosen, ...order.slice(start + chosen.length)];
  return {
    ok: true,
    result: {
      order: next,
      rollOffs: r.rollOffs as InitiativeOrderResult["rollOffs"],
      manual: manual.filter((_, i) => i !== tieIndex),
    },
  };
}

/** CMB-2: who acts after `currentId` in the fixed order; `newRound` when the order wraps to the top. */
export function nextInInitiative(
  order: readonly string[],
  currentId: string | null,
): { readonly id: string; readonly newRound: boolean } {
  const ids = list(order, "order").map((id, i) => text(id, `order[${i}]`));
  const first = ids[0];
  if (first === undefined) throw new RuleInputError("order", "no combatants in the order");
  if (currentId === null) return { id: first, newRound: false };
  const index = ids.indexOf(text(currentId, "currentId"));
  if (index < 0) throw new RuleInputError("currentId", `unknown combatant "${currentId}"`);
  const next = ids[index + 1];
  return next === undefined ? { id: first, newRound: true } : { id: next, newRound: false };
}
