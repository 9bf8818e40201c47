/**
 * The built-in rule presets (RULES.md, "Presets"). A world runs exactly one of them; the full policy data of
 * each preset lives beside this file. Labels are localization keys: the rules never hold prose.
 */
export const PRESET_IDS = ["srd51", "srd52", "a5e", "threeAction", "delta"] as const;

export type PresetId = (typeof PRESET_IDS)[number];

/** The preset a new world starts with. */
export const DEFAULT_PRESET: PresetId = "srd52";

/** Localization key of each built-in preset's label, written out in full so key checks can see them. */
export const PRESET_LABEL_KEYS: Readonly<Record<PresetId, string>> = {
  srd51: "FRAY.Preset.srd51",
  srd52: "FRAY.Preset.srd52",
  a5e: "FRAY.Preset.a5e",
  threeAction: "FRAY.Preset.threeAction",
  delta: "FRAY.Preset.delta",
};

/** True when `value` names a built-in preset. */
export function isPresetId(value: unknown): value is PresetId {
  return typeof value === "string" && (PRESET_IDS as readonly string[]).includes(value);
}

/**
 * Returns `value` as a preset id, or throws an error naming `field` and the accepted ids.
 * Used wherever a preset id crosses from stored or user data into the rules.
 */
export function assertPresetId(value: unknown, field = "preset"): PresetId {
  if (isPresetId(value)) return value;
  const shown = typeof value === "string" ? `"${value}"` : String(value);
  throw new RangeError(`${field}: unknown preset ${shown}; expected one of ${PRESET_IDS.join(", ")}`);
}
