import { ABILITIES, THREE_ACTION_SAVES } from "../creature";
import type { Ability, ThreeActionSave } from "../creature";
import { ECONOMY_KINDS } from "../presets/policies";
import type { EconomyPolicies } from "../presets/policies";
import { oneOf, record } from "../errors";

/**
 * ATK-18: the saving throws creatures have under a preset: the six ability saves in the 5e family, Fortitude,
 * Reflex and Will with three actions. The turn economy decides (it marks the rules family); overriding only
 * the success model keeps the six ability saves and judges them in four degrees (see judgeRoll).
 */
export function saveKinds(policies: {
  readonly economy: Pick<EconomyPolicies, "kind">;
}): readonly Ability[] | readonly ThreeActionSave[] {
  const economy = record(record(policies, "policies").economy, "policies.economy");
  return oneOf(economy.kind, "policies.economy.kind", ECONOMY_KINDS) === "threeActions"
    ? THREE_ACTION_SAVES
    : ABILITIES;
}
