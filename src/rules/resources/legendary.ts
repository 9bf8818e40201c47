import { integerInRange, nonNegativeInteger, record } from "../errors";
import { deepFreeze } from "../plain";

/** RES-5: the most legendary actions (or resistances) a monster may have per round (day); SRD blocks give 3–5. */
export const MAX_LEGENDARY = 10;
/** RES-5: the most one legendary option may cost ("Costs 3 Actions"). */
export const MAX_LEGENDARY_COST = 3;

/** RES-5: a monster's legendary actions this round: `max` per round, `spent` since its own turn began. */
export interface LegendaryPool {
  readonly max: number;
  readonly spent: number;
}

function checkPool(value: unknown, field = "pool"): LegendaryPool {
  const r = record(value, field);
  const max = integerInRange(r.max, `${field}.max`, 0, MAX_LEGENDARY);
  return { max, spent: nonNegativeInteger(r.spent, `${field}.spent`) };
}

/** RES-5: the legendary actions left this round. */
export function legendaryLeft(pool: LegendaryPool): number {
  const p = checkPool(pool);
  return Math.max(0, p.max - p.spent);
}

/** RES-5: at the start of the monster's own turn its legendary actions come back. */
export function legendaryAtTurnStart(pool: LegendaryPool): LegendaryPool {
  return deepFreeze({ ...checkPool(pool), spent: 0 });
}

/** What the rules need to know of the moment a legendary action is offered or taken. */
export interface LegendaryMoment {
  /** The monster is incapacitated. */
  readonly incapacitated: boolean;
  /** The turn that just ended was the monster's own (no legendary action after it). */
  readonly ownTurn: boolean;
}

/** RES-5: why a legendary action or resistance is refused. */
export const LEGENDARY_REFUSALS = ["incapacitated", "ownTurn", "notEnoughLegendary", "noLegendaryResistance"] as const;
export type LegendaryRefusal = (typeof LEGENDARY_REFUSALS)[number];

export type LegendaryResult =
  | { readonly ok: true; readonly pool: LegendaryPool }
  | { readonly ok: false; readonly reason: LegendaryRefusal; readonly needed: number; readonly available: number };

/**
 * RES-5: the options (by cost) a monster may take right after another creature's turn: those it can pay for,
 * none while incapacitated or after its own turn.
 */
export function legendaryChoices<T extends { readonly cost: number }>(
  pool: LegendaryPool,
  options: readonly T[],
  moment: LegendaryMoment,
): T[] {
  if (moment.incapacitated || moment.ownTurn) return [];
  const left = legendaryLeft(pool);
  return options.filter((o) => integerInRange(o.cost, "option.cost", 1, MAX_LEGENDARY_COST) <= left);
}

/** RES-5: takes one legendary option of `cost`; refused while incapacitated, after its own turn, or without enough left. */
export function takeLegendaryAction(pool: LegendaryPool, cost: number, moment: LegendaryMoment): LegendaryResult {
  const p = checkPool(pool);
  const price = integerInRange(cost, "cost", 1, MAX_LEGENDARY_COST);
  const left = Math.max(0, p.max - p.spent);
  if (moment.incapacitated) return deepFreeze({ ok: false, reason: "incapacitated", needed: price, available: left });
  if (moment.ownTurn) return deepFreeze({ ok: false, reason: "ownTurn", needed: price, available: left });
  if (price > left) return deepFreeze({ ok: false, reason: "notEnoughLegendary", needed: price, available: left });
  return deepFreeze({ ok: true, pool: { ...p, spent: p.spent + price } });
}

/** RES-5: legendary resistances per day: `value` left of `max`. */
export interface LegendaryResistance {
  readonly value: number;
  readonly max: number;
}

export type ResistanceResult =
  | { readonly ok: true; readonly resistance: LegendaryResistance }
  | { readonly ok: false; readonly reason: "noLegendaryResistance"; readonly needed: 1; readonly available: 0 };

/** RES-5: a failed save turned into a success spends one legendary resistance; refused with none left. */
export function useLegendaryResistance(resistance: LegendaryResistance): ResistanceResult {
  const r = record(resistance, "resistance");
  const max = integerInRange(r.max, "resistance.max", 0, MAX_LEGENDARY);
  const value = integerInRange(r.value, "resistance.value", 0, max);
  if (value === 0) return deepFreeze({ ok: false, reason: "noLegendaryResistance", needed: 1, available: 0 });
  return deepFreeze({ ok: true, resistance: { value: value - 1, max } });
}
