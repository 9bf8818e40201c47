import { nonNegativeInteger } from "../errors";
import { deepFreeze } from "../plain";
import { situation, strengthModifierInput } from "./input";
import { attackFlag, type AttackRulePolicies } from "./policy-input";

export interface UnarmedStrikeInput {
  readonly strengthModifier: number;
  readonly proficiencyBonus: number;
}

export interface UnarmedStrikeResult {
  /** Added to the d20: Strength modifier + proficiency bonus. */
  readonly attackBonus: number;
  /** Flat bludgeoning damage, 1 + Strength modifier (never below 0); null where the preset rolls its own. */
  readonly damage: { readonly amount: number; readonly type: "bludgeoning" } | null;
}

/**
 * ATK-11: an unarmed strike adds Strength modifier + proficiency bonus to the attack roll and, where the policy
 * is on (srd51, srd52, a5e, delta), deals 1 + Strength modifier bludgeoning damage. A negative total deals 0.
 */
export function unarmedStrike(policies: AttackRulePolicies, input: UnarmedStrikeInput): UnarmedStrikeResult {
  const s = situation(input);
  const str = strengthModifierInput(s.strengthModifier);
  const proficiency = nonNegativeInteger(s.proficiencyBonus, "proficiencyBonus");
  const damage = attackFlag(policies, "unarmedStrikeDamage")
    ? { amount: Math.max(0, 1 + str), type: "bludgeoning" as const }
    : null;
  return deepFreeze({ attackBonus: str + proficiency, damage });
}
