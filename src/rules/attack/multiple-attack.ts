import { nonNegativeInteger } from "../errors";
import { deepFreeze } from "../plain";
import { source, typedModifier, type RollSource } from "../sources";
import { optionalFlag, situation } from "./input";
import { attackFlag, isFiveEFamily, type AttackRulePolicies } from "./policy-input";

/** ATK-4: the penalties of the second and of the third and later attacks of a turn, plain and agile. */
export const MULTIPLE_ATTACK_PENALTIES = {
  plain: { second: -5, later: -10 },
  agile: { second: -4, later: -8 },
} as const;

/** ATK-4 input: how many attacks this creature already made this turn (from the turn ledger). */
export interface MultipleAttackInput {
  readonly attacksThisTurn: number;
  /** The weapon has the agile trait. */
  readonly agile?: boolean;
}

/**
 * ATK-4: the multiple attack penalty of the next attack: none for the first attack of a turn, −5 for the
 * second and −10 for any later one (−4 / −8 with an agile weapon); nothing where the policy is off. Under the
 * three-action family it is an untyped modifier (TA-1: it adds to every other penalty).
 */
export function multipleAttackPenalty(policies: AttackRulePolicies, input: MultipleAttackInput): readonly RollSource[] {
  const s = situation(input);
  const earlier = nonNegativeInteger(s.attacksThisTurn, "attacksThisTurn");
  const agile = optionalFlag(s.agile, "agile");
  if (!attackFlag(policies, "multipleAttackPenalty") || earlier === 0) return deepFreeze([]);
  const steps = agile ? MULTIPLE_ATTACK_PENALTIES.agile : MULTIPLE_ATTACK_PENALTIES.plain;
  const value = earlier === 1 ? steps.second : steps.later;
  const reason = agile ? "multipleAttackAgile" : "multipleAttack";
  if (!isFiveEFamily(policies)) return deepFreeze([typedModifier("ATK-4", reason, "untyped", value)]);
  return deepFreeze([source("ATK-4", reason, "modifier", value)]);
}
