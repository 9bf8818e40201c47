import { getPreset } from "../../../src/rules/presets";
import type { AttackRulePolicies } from "../../../src/rules/attack";

/** The policies of a built-in preset. */
export const policiesOf = (id: string): AttackRulePolicies => getPreset(id).policies;

export const SRD52 = policiesOf("srd52");
export const SRD51 = policiesOf("srd51");
export const A5E = policiesOf("a5e");
export const THREE = policiesOf("threeAction");
export const DELTA = policiesOf("delta");

/** srd52 with some attack policies changed, as a world setting would. */
export function withAttack(
  base: AttackRulePolicies,
  attack: Partial<AttackRulePolicies["attack"]>,
): AttackRulePolicies {
  return { ...base, attack: { ...base.attack, ...attack } };
}
