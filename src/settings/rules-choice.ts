import { applyOverrides, getPreset, validateOverrides, validatePolicies, type PolicyOverrides } from "../rules";
import { SYSTEM_ID } from "../constants";
import { PRESET_SETTING, activePreset, syncPresetChoices } from "./preset";
import { POLICY_OVERRIDES_SETTING, policyOverrides } from "./policy-overrides";

const FIELD = `${SYSTEM_ID}.${POLICY_OVERRIDES_SETTING}`;

/**
 * Checks a preset and overrides together before anything is stored: each override must be a known policy with
 * an allowed value, and the preset's policies with the overrides applied must still form a valid whole (a
 * round length among its choices, at least two actions in a three-action economy). Throws a RuleInputError
 * naming the field (`fray.policyOverrides.economy.actionsPerTurn: …`).
 */
export function checkRulesChoice(preset: string, overrides: unknown): asserts overrides is PolicyOverrides {
  const { policies } = getPreset(preset, `${SYSTEM_ID}.${PRESET_SETTING}`);
  validateOverrides(overrides, FIELD);
  validatePolicies(applyOverrides(policies, overrides), FIELD);
}

/**
 * Stores the rules menu's choice: `fray.preset`, then `fray.policyOverrides`, each only when it changed, both
 * through `game.settings.set` (Foundry lets only a GM change a world setting; a player's attempt is refused
 * before anything is written). Both take effect at once, without a reload. `preset` may be a module's preset.
 */
export async function saveRulesChoice(preset: string, overrides: unknown): Promise<void> {
  checkRulesChoice(preset, overrides);
  // A preset a module registered after `setup` straight into the rules' registry is offered here too.
  syncPresetChoices();
  if (preset !== activePreset()) await game.settings.set(SYSTEM_ID, PRESET_SETTING, preset);
  if (JSON.stringify(overrides) !== JSON.stringify(policyOverrides())) {
    await game.settings.set(SYSTEM_ID, POLICY_OVERRIDES_SETTING, overrides);
  }
}
