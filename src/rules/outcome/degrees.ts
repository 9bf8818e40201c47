import { dieResult, integer, oneOf, record } from "../errors";

/** ATK-3: the four degrees of success, worst first. */
export const DEGREES_OF_SUCCESS = ["criticalFailure", "failure", "success", "criticalSuccess"] as const;
export type DegreeOfSuccess = (typeof DEGREES_OF_SUCCESS)[number];

type DegreeIndex = 0 | 1 | 2 | 3;

function clampIndex(index: number): DegreeIndex {
  return Math.min(3, Math.max(0, index)) as DegreeIndex;
}

export interface DegreeRollInput {
  /** The d20 as rolled (1–20). */
  readonly natural: number;
  /** The d20 plus every modifier. */
  readonly total: number;
  /** The DC (or AC for an attack). */
  readonly dc: number;
}

/**
 * ATK-3: four degrees of success. Beating the DC by 10 or more is a critical success, meeting it a success,
 * missing it by 10 or more a critical failure, anything else a failure; then a natural 20 moves the result
 * one step better and a natural 1 one step worse, never past either end.
 */
export function degreeOfSuccess(input: DegreeRollInput): DegreeOfSuccess {
  const roll = record(input, "roll");
  const natural = dieResult(roll.natural, "natural", 20);
  const total = integer(roll.total, "total");
  const dc = integer(roll.dc, "dc");
  let index: DegreeIndex;
  if (total >= dc + 10) index = 3;
  else if (total >= dc) index = 2;
  else if (total <= dc - 10) index = 0;
  else index = 1;
  if (natural === 20) index = clampIndex(index + 1);
  if (natural === 1) index = clampIndex(index - 1);
  return DEGREES_OF_SUCCESS[index];
}

/** ATK-3: `degree` moved `steps` steps (positive = better), clamped to the four degrees. */
export function shiftDegree(degree: DegreeOfSuccess, steps: number): DegreeOfSuccess {
  const index = DEGREES_OF_SUCCESS.indexOf(oneOf(degree, "degree", DEGREES_OF_SUCCESS));
  return DEGREES_OF_SUCCESS[clampIndex(index + integer(steps, "steps"))];
}
