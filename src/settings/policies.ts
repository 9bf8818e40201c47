import { getPreset, type PresetPolicies } from "../rules";
import { activePreset } from "./preset";

/**
 * The policies the world plays by right now: its preset's, read at call time so a preset switch needs no
 * reload (STYLE.md: presets are data read at evaluation time).
 */
export function activePolicies(): PresetPolicies {
  return getPreset(activePreset()).policies;
}
