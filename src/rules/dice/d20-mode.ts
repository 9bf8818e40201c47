import { RuleInputError, dieResult, list, oneOf } from "../errors";
import { deepFreeze } from "../plain";
import type { RollSource } from "../sources";
import { checkRollSources } from "./roll-sources";

/** ATK-5: how many d20s a roll uses and which one it keeps. */
export const D20_MODES = ["normal", "advantage", "disadvantage"] as const;
export type D20Mode = (typeof D20_MODES)[number];

export interface D20ModeResult {
  readonly mode: D20Mode;
  /** Every advantage source, in input order (all of them, even when cancelled). */
  readonly advantage: readonly RollSource[];
  /** Every disadvantage source, in input order. */
  readonly disadvantage: readonly RollSource[];
}

/**
 * ATK-5: advantage and disadvantage. Any number of advantage sources give advantage, any number of
 * disadvantage sources give disadvantage, and when both are present they cancel to a normal roll however many
 * of each there are. Other effects in `sources` are ignored here.
 */
export function resolveD20Mode(sources: readonly RollSource[]): D20ModeResult {
  const checked = checkRollSources(sources);
  const advantage = checked.filter((s) => s.effect === "advantage");
  const disadvantage = checked.filter((s) => s.effect === "disadvantage");
  return deepFreeze({ mode: modeFromCounts(advantage.length, disadvantage.length), advantage, disadvantage });
}

/** ATK-5: the mode given how many advantage and disadvantage sources apply (both present cancel). */
export function modeFromCounts(advantage: number, disadvantage: number): D20Mode {
  if (advantage > 0 && disadvantage === 0) return "advantage";
  if (disadvantage > 0 && advantage === 0) return "disadvantage";
  return "normal";
}

/** ATK-5: how many d20s a roll in `mode` throws. */
export function d20Count(mode: D20Mode): 1 | 2 {
  return oneOf(mode, "mode", D20_MODES) === "normal" ? 1 : 2;
}

/**
 * ATK-5: the d20 a roll keeps. A normal roll takes exactly one result; advantage keeps the highest and
 * disadvantage the lowest of two or more results (more than two covers features that add a die).
 */
export function keptD20(results: readonly number[], mode: D20Mode): number {
  const checkedMode = oneOf(mode, "mode", D20_MODES);
  const dice = list(results, "results").map((r, i) => dieResult(r, `results[${i}]`, 20));
  if (checkedMode === "normal") {
    if (dice.length !== 1)
      throw new RuleInputError("results", `a normal roll keeps its single d20, got ${dice.length} results`);
  } else if (dice.length < 2) {
    throw new RuleInputError("results", `${checkedMode} needs at least two d20 results, got ${dice.length}`);
  }
  return checkedMode === "disadvantage" ? Math.min(...dice) : Math.max(...dice);
}
