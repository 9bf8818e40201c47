import { RuleInputError, nonNegativeInteger, record } from "../errors";

/** TA-12: quickened gives one extra action each turn. */
export const QUICKENED_ACTIONS = 1;

/**
 * TA-12: how many actions a threeAction turn starts with more (positive) or fewer (negative) than usual, from the
 * creature's conditions (id → value): slowed N takes N, quickened gives one. The ledger never goes below 0 actions.
 */
export function turnActionChange(conditions: Readonly<Record<string, number>>): number {
  const map = record(conditions, "conditions") as Readonly<Record<string, number>>;
  const slowed = map.slowed === undefined ? 0 : nonNegativeInteger(map.slowed, "conditions.slowed");
  const quickened = (map.quickened ?? 0) > 0 ? QUICKENED_ACTIONS : 0;
  return quickened - slowed;
}

/** TA-12: frightened N drops by 1 at the end of each of the creature's turns; 0 means it ends. */
export function frightenedAfterTurn(value: number): number {
  const n = nonNegativeInteger(value, "value");
  if (n === 0) throw new RuleInputError("value", "a frightened creature has a value of at least 1");
  return n - 1;
}
