import { dieResult, integer, integerInRange, record } from "../errors";
import { degreeOfSuccess } from "./degrees";
import type { DegreeOfSuccess } from "./degrees";

/** ATK-19: actions a threeAction spell costs. */
export type SpellActionCost = 1 | 2 | 3;

/** ATK-19: checks the action cost of a threeAction spell: 1, 2 (the usual) or 3. */
export function spellActionCost(cost: unknown, field = "cost"): SpellActionCost {
  return integerInRange(cost, field, 1, 3) as SpellActionCost;
}

export interface SpellAttackInput {
  /** The d20 as rolled. */
  readonly natural: number;
  /** The caster's spell attack modifier. */
  readonly spellAttack: number;
  /** The target's AC. */
  readonly ac: number;
}

export interface SpellAttackResult {
  readonly total: number;
  readonly degree: DegreeOfSuccess;
}

/** ATK-19, ATK-3: a threeAction spell attack: d20 + spell attack against AC, judged in four degrees. */
export function spellAttackRoll(input: SpellAttackInput): SpellAttackResult {
  const roll = record(input, "roll");
  const natural = dieResult(roll.natural, "natural", 20);
  const total = natural + integer(roll.spellAttack, "spellAttack");
  const degree = degreeOfSuccess({ natural, total, dc: integer(roll.ac, "ac") });
  return Object.freeze({ total, degree });
}
