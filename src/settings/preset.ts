import { DEFAULT_PRESET, PRESET_IDS, PRESET_LABEL_KEYS, assertPresetId, isPresetId, type PresetId } from "../rules";
import { SYSTEM_ID } from "../constants";
import { shownValue, warnOnce } from "../adapters/warn-once";
import { announcePresetChange } from "../chat/preset-changed";
import { refreshForPreset } from "./preset-refresh";
import { registerPolicyOverridesSetting } from "./policy-overrides";

/** Key of the world setting holding the active preset. */
export const PRESET_SETTING = "preset";

/**
 * Registers the `fray.preset` world setting (one of the five presets, `srd52` by default) and beside it
 * `fray.policyOverrides`, the GM's per-policy changes to that preset.
 */
export function registerPresetSetting(): void {
  const choices = Object.fromEntries(PRESET_IDS.map((id) => [id, PRESET_LABEL_KEYS[id]])) as Record<PresetId, string>;
  game.settings.register(SYSTEM_ID, PRESET_SETTING, {
    name: "FRAY.Settings.Preset.Name",
    hint: "FRAY.Settings.Preset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices,
    default: DEFAULT_PRESET,
    requiresReload: false,
    onChange: (value) => {
      refreshForPreset();
      announcePresetChange(assertPresetId(value, "fray.preset")).catch((error: unknown) => {
        console.error("Fray | could not announce the preset change", error);
      });
    },
  });
  registerPolicyOverridesSetting();
}

/**
 * The world's active preset. A stored value that is no preset any more (a module's preset, the module since
 * removed) falls back to the default preset, with one warning to the GM: the world keeps working, by the
 * default's rules, until a GM picks a preset again.
 */
export function activePreset(): PresetId {
  const stored: unknown = game.settings.get(SYSTEM_ID, PRESET_SETTING);
  if (isPresetId(stored)) return stored;
  warnOnce(
    `preset:${shownValue(stored)}`,
    game.i18n.format("FRAY.Settings.Preset.Unknown", {
      preset: shownValue(stored),
      fallback: game.i18n.localize(PRESET_LABEL_KEYS[DEFAULT_PRESET]),
    }),
  );
  return DEFAULT_PRESET;
}
