import { RuleInputError, nonNegative } from "../errors";
import { deepFreeze } from "../plain";
import { source, typedModifier, type RollSource } from "../sources";
import { situation } from "./input";

/** TA-3: the penalty of each range increment beyond the first. */
export const RANGE_INCREMENT_PENALTY = -2;
/** TA-3: a Strike reaches at most this many increments. */
export const MAX_RANGE_INCREMENTS = 6;

export interface RangeIncrementInput {
  /** Feet to the target. */
  readonly distance: number;
  /** The weapon's range increment in feet (more than 0). */
  readonly increment: number;
}

export interface RangeIncrementResult {
  /** Which increment the target is in (1 for the first), or 0 at no distance. */
  readonly increment: number;
  readonly sources: readonly RollSource[];
}

/**
 * TA-3: a ranged or thrown Strike's range increments: within the first no penalty; −2 untyped for each further
 * increment (`rangeIncrement`, so it adds to every other penalty, TA-1); beyond the sixth the Strike can't be made
 * (`beyondSixthIncrement`). A target exactly on an increment's edge is still in it.
 */
export function rangeIncrementSources(input: RangeIncrementInput): RangeIncrementResult {
  const s = situation(input);
  const distance = nonNegative(s.distance, "distance");
  const size = nonNegative(s.increment, "increment");
  if (size === 0) throw new RuleInputError("increment", "a range increment is more than 0 ft");
  const increment = Math.ceil(distance / size);
  if (increment > MAX_RANGE_INCREMENTS) {
    return deepFreeze({ increment, sources: [source("TA-3", "beyondSixthIncrement", "impossible")] });
  }
  const steps = Math.max(0, increment - 1);
  const sources =
    steps === 0 ? [] : [typedModifier("TA-3", "rangeIncrement", "untyped", RANGE_INCREMENT_PENALTY * steps)];
  return deepFreeze({ increment, sources });
}
