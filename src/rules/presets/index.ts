export * from "./ids";
export * from "./policies";
export { POLICY_SCHEMA, validateOverrides, validatePolicies } from "./schema";
export { SRD52, SRD51, A5E, THREE_ACTION, DELTA, BUILTIN_PRESETS } from "./builtin";
export {
  PresetRegistry,
  applyOverrides,
  createPresetRegistry,
  presets,
  presetsInListOrder,
  registerPreset,
  getPreset,
  resolvePreset,
} from "./registry";
