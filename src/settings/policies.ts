import { applyOverrides, deepFreeze, getPreset, type Preset, type PresetPolicies } from "../rules";
import { activePreset } from "./preset";
import { policyOverrides } from "./policy-overrides";

let cache: { preset: Preset; overrides: string; policies: PresetPolicies } | null = null;

/**
 * The policies the world plays by right now: its preset's with the GM's overrides (`fray.policyOverrides`)
 * laid on top, read at call time so a preset switch or an override needs no reload (STYLE.md: presets are
 * data read at evaluation time). The result is frozen and reused while preset and overrides are unchanged.
 */
export function activePolicies(): PresetPolicies {
  const preset = getPreset(activePreset());
  const overrides = policyOverrides();
  if (Object.keys(overrides).length === 0) return preset.policies;
  const json = JSON.stringify(overrides);
  if (cache?.preset !== preset || cache.overrides !== json) {
    cache = { preset, overrides: json, policies: deepFreeze(applyOverrides(preset.policies, overrides)) };
  }
  return cache.policies;
}
