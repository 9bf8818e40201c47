import {
  RuleInputError,
  applyOverrides,
  deepFreeze,
  getPreset,
  validatePolicies,
  type Preset,
  type PolicyOverrides,
  type PresetPolicies,
} from "../rules";
import { SYSTEM_ID } from "../constants";
import { activePreset } from "./preset";
import { POLICY_OVERRIDES_SETTING, policyOverrides, warnIgnoredOverrides } from "./policy-overrides";

const FIELD = `${SYSTEM_ID}.${POLICY_OVERRIDES_SETTING}`;

/** The policies for one preset and overrides, or the field the rules refused in them. */
interface Combined {
  readonly preset: Preset;
  readonly overrides: string;
  readonly policies: PresetPolicies;
  readonly refused: string | null;
}

let cache: Combined | null = null;

function combine(preset: Preset, overrides: PolicyOverrides, json: string): Combined {
  const policies = applyOverrides(preset.policies, overrides);
  try {
    validatePolicies(policies, FIELD);
    return { preset, overrides: json, policies: deepFreeze(policies), refused: null };
  } catch (error) {
    if (!(error instanceof RuleInputError)) throw error;
    return { preset, overrides: json, policies: preset.policies, refused: error.field };
  }
}

/**
 * The policies the world plays by right now: its preset's with the GM's overrides (`fray.policyOverrides`)
 * laid on top, read at call time so a preset switch or an override needs no reload (STYLE.md: presets are
 * data read at evaluation time). The result is frozen and reused while preset and overrides are unchanged.
 * Overrides that no longer fit the preset as a whole (kept across a preset switch, stored by an older version)
 * are ignored with one warning to the GM: the preset's own policies apply.
 */
export function activePolicies(): PresetPolicies {
  const preset = getPreset(activePreset());
  const overrides = policyOverrides();
  if (Object.keys(overrides).length === 0) return preset.policies;
  const json = JSON.stringify(overrides);
  if (cache?.preset !== preset || cache.overrides !== json) cache = combine(preset, overrides, json);
  if (cache.refused !== null) warnIgnoredOverrides(cache.refused, `${preset.id}:${json}`);
  return cache.policies;
}
