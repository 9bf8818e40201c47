import { bool, oneOf, record } from "../errors";
import { source, type RollSource } from "../sources";
import {
  CLOSE_COMBAT_RANGED,
  GRAPPLE_SAVES,
  MUTUAL_UNSEEN,
  SUCCESS_MODELS,
  type AttackPolicies,
  type CloseCombatRanged,
  type GrappleSave,
  type MutualUnseen,
  type PresetPolicies,
} from "../presets/policies";

/**
 * The policies the attack rules read: the `attack` and `success` areas of a preset. A whole
 * `preset.policies` object fits, so callers pass that.
 */
export type AttackRulePolicies = Pick<PresetPolicies, "attack" | "success">;

/** The on/off attack policies. */
export type AttackFlag = {
  [K in keyof AttackPolicies]: AttackPolicies[K] extends boolean ? K : never;
}[keyof AttackPolicies];

function area(policies: unknown, name: "attack" | "success"): Record<string, unknown> {
  return record(record(policies, "policies")[name], `policies.${name}`);
}

/** An on/off attack policy, checked. */
export function attackFlag(policies: unknown, key: AttackFlag): boolean {
  return bool(area(policies, "attack")[key], `policies.attack.${key}`);
}

/** ATK-9: the close-combat rule for ranged attacks, checked. */
export function closeCombatRule(policies: unknown): CloseCombatRanged {
  return oneOf(area(policies, "attack").closeCombatRanged, "policies.attack.closeCombatRanged", CLOSE_COMBAT_RANGED);
}

/** ATK-7: what mutual unseen does, checked. */
export function mutualUnseenRule(policies: unknown): MutualUnseen {
  return oneOf(area(policies, "attack").mutualUnseen, "policies.attack.mutualUnseen", MUTUAL_UNSEEN);
}

/** ATK-12: the save against a grapple or shove, checked. */
export function grappleSaveRule(policies: unknown): GrappleSave {
  return oneOf(area(policies, "attack").grappleSave, "policies.attack.grappleSave", GRAPPLE_SAVES);
}

/** True for the 5e family (a d20 with advantage), false for four degrees of success. */
export function isFiveEFamily(policies: unknown): boolean {
  return oneOf(area(policies, "success").model, "policies.success.model", SUCCESS_MODELS) === "fiveE";
}

/**
 * ATK-6 / ATK-14 / ATK-16: a positional edge. Where the preset has expertise dice it is a d4 expertise die;
 * where a GM switched the rule on in a preset without them it is advantage, as the common 5e variant of
 * flanking gives.
 */
export function positionalEdge(policies: unknown, rule: string, reason: string): RollSource {
  return bool(area(policies, "success").expertiseDice, "policies.success.expertiseDice")
    ? source(rule, reason, "expertiseDie", 4)
    : source(rule, reason, "advantage");
}
