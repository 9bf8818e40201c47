import { bool, oneOf, record } from "../errors";
import { source, type RollSource } from "../sources";
import {
  CLOSE_COMBAT_RANGED,
  GRAPPLE_SAVES,
  MUTUAL_UNSEEN,
  ECONOMY_KINDS,
  type AttackPolicies,
  type CloseCombatRanged,
  type GrappleSave,
  type MutualUnseen,
  type PresetPolicies,
} from "../presets/policies";

/**
 * The policies the attack rules read: the `attack`, `success` and `economy` areas of a preset. A whole
 * `preset.policies` object fits, so callers pass that.
 */
export type AttackRulePolicies = Pick<PresetPolicies, "attack" | "success" | "economy">;

/** The on/off attack policies. */
export type AttackFlag = {
  [K in keyof AttackPolicies]: AttackPolicies[K] extends boolean ? K : never;
}[keyof AttackPolicies];

function area(policies: unknown, name: "attack" | "success" | "economy"): Record<string, unknown> {
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

/** True for the 5e family (action, bonus action, reaction), false for the three-action family. */
export function isFiveEFamily(policies: unknown): boolean {
  // The rule family, not the success model: a 5e world that opts into four degrees keeps its 5e rules.
  return oneOf(area(policies, "economy").kind, "policies.economy.kind", ECONOMY_KINDS) === "actionBonusReaction";
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
