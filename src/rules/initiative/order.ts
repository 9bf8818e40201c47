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
export type ManualOrderRefusal = "notATie" | "notTheTiedCombatants" | "splitsGroup" | "changesCharacterOrder";

const DECIDERS = ["gm", "players"] as const;

function idList(value: unknown, field: string, { nonEmpty = false } = {}): string[] {
  const ids = list(value, field).map((id, i) => text(id, `${field}[${i}]`));
  if (nonEmpty && ids.length === 0) throw new RuleInputError(field, "expected at least one id");
  return ids;
}

/** INIT-9..13: one reported manual tie, checked field by field (`result.manual[i].ids`, …). */
function checkManualTie(value: unknown, field: string): ManualTie {
  const raw = record(value, field);
  let tie: ManualTie = {
    ids: idList(raw.ids, `${field}.ids`, { nonEmpty: true }),
    decidedBy: oneOf(raw.decidedBy, `${field}.decidedBy`, DECIDERS),
  };
  if (raw.userIds !== undefined) tie = { ...tie, userIds: idList(raw.userIds, `${field}.userIds`) };
  if (raw.keepTogether !== undefined) {
    const groups = list(raw.keepTogether, `${field}.keepTogether`).map((g, j) =>
      idList(g, `${field}.keepTogether[${j}]`, { nonEmpty: true }),
    );
    tie = { ...tie, keepTogether: groups };
  }
  if (raw.keepRelativeOrder !== undefined) {
    tie = { ...tie, keepRelativeOrder: idList(raw.keepRelativeOrder, `${field}.keepRelativeOrder`) };
  }
  if (raw.within !== undefined) tie = { ...tie, within: idList(raw.within, `${field}.within`, { nonEmpty: true }) };
  return tie;
}

/**
 * INIT-9, INIT-10, INIT-12, INIT-13: settles one reported manual tie with `chosenOrder` (the tied ids, first
 * to act first). Only the combatants of a tie `result.manual` reports may be reordered, only among
 * themselves, in the places they hold; a group stays together in its order; and in a mixed tie the GM keeps
 * the characters' order among themselves (`keepRelativeOrder`: the players' or a roll-off's). Otherwise the
 * reason is returned and nothing changes. A players' tie inside a mixed tie (`within`) trades the
 * characters' places only, before or after the GM decides.
 */
export function applyManualTieOrder(
  result: InitiativeOrderResult,
  tieIds: readonly string[],
  chosenOrder: readonly string[],
):
  | { readonly ok: true; readonly result: InitiativeOrderResult }
  | { readonly ok: false; readonly reason: ManualOrderRefusal } {
  const r = record(result, "result");
  const order = idList(r.order, "result.order");
  const rollOffs = list(r.rollOffs, "result.rollOffs") as InitiativeOrderResult["rollOffs"];
  const manual = list(r.manual, "result.manual").map((t, i) => checkManualTie(t, `result.manual[${i}]`));
  const wanted = new Set(idList(tieIds, "tieIds"));
  const chosen = idList(chosenOrder, "chosenOrder");

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
  // The whole tie must still sit together in the order; its members fill the places they hold there.
  const block = new Set(tie.within ?? tie.ids);
  const blockAt = order.map((id, i) => (block.has(id) ? i : -1)).filter((i) => i >= 0);
  const first = blockAt[0] ?? 0;
  if (blockAt.length !== block.size || blockAt.some((p, k) => p !== first + k)) {
    return { ok: false, reason: "notATie" };
  }
  if (tie.keepRelativeOrder !== undefined) {
    const kept = new Set(tie.keepRelativeOrder);
    const now = order.filter((id) => kept.has(id));
    const after = chosen.filter((id) => kept.has(id));
    if (now.some((id, k) => after[k] !== id)) return { ok: false, reason: "changesCharacterOrder" };
  }
  const next = [...order];
  let k = 0;
  order.forEach((id, i) => {
    if (wanted.has(id)) next[i] = chosen[k++] as string;
  });
  return { ok: true, result: { order: next, rollOffs, manual: manual.filter((_, i) => i !== tieIndex) } };
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
