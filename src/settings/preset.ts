import { DEFAULT_PRESET, presets, presetsInListOrder } from "../rules";
import { SYSTEM_ID } from "../constants";
import { shownValue, warnOnce } from "../adapters/warn-once";
import { rulesChanged } from "./rules-changed";
import { registerPolicyOverridesSetting } from "./policy-overrides";

/** Key of the world setting holding the active preset. */
export const PRESET_SETTING = "preset";

/** The label (a localization key) of every registered preset, built-ins first, by id. */
function registeredChoices(): Record<string, string> {
  return Object.fromEntries(presetsInListOrder(presets).map((preset) => [preset.id, preset.label]));
}

/**
 * Registers the `fray.preset` world setting (a registered preset's id, `srd52` by default) and beside it
 * `fray.policyOverrides`, the GM's per-policy changes to that preset. Its choices are every preset registered
 * so far; presets registered later join them through `syncPresetChoices`.
 */
export function registerPresetSetting(): void {
  game.settings.register(SYSTEM_ID, PRESET_SETTING, {
    name: "FRAY.Settings.Preset.Name",
    hint: "FRAY.Settings.Preset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: registeredChoices(),
    default: DEFAULT_PRESET,
    requiresReload: false,
    // What follows a switch (status effects, actors, ledgers, the chat note) subscribes: src/hooks/init.ts.
    onChange: (value) => {
      rulesChanged({ preset: presets.has(value) ? value : DEFAULT_PRESET });
    },
  });
  registerPolicyOverridesSetting();
}

/**
 * Adds every preset registered since `fray.preset` was registered (a module's, at its `init`) to the setting's
 * choices, so the settings list offers it and the setting accepts it. Foundry keeps each registered setting's
 * config in `game.settings.settings` (v13 `ClientSettings#settings`) and reads its `choices` when the settings
 * list renders; the object is extended in place, never replaced, so whatever holds it sees the new presets.
 * Nothing is removed: a preset stays a choice for the rest of the session. Does nothing before registration.
 */
export function syncPresetChoices(): void {
  const setting = game.settings.settings.get(`${SYSTEM_ID}.${PRESET_SETTING}`) as
    { choices?: Record<string, string> } | undefined;
  if (!setting) return;
  const choices = (setting.choices ??= {});
  for (const [id, label] of Object.entries(registeredChoices())) {
    if (!Object.hasOwn(choices, id)) choices[id] = label;
  }
}

/**
 * The world's active preset: a built-in's id or a module's. A stored value that is no registered preset (a
 * module's preset, the module since removed or not registering it at `init`) falls back to the default preset,
 * with one warning to the GM: the world keeps working, by the default's rules, until a GM picks a preset again.
 */
export function activePreset(): string {
  const stored: unknown = game.settings.get(SYSTEM_ID, PRESET_SETTING);
  if (typeof stored === "string" && presets.has(stored)) return stored;
  warnOnce(
    `preset:${shownValue(stored)}`,
    game.i18n.format("FRAY.Settings.Preset.Unknown", {
      preset: shownValue(stored),
      fallback: game.i18n.localize(presets.get(DEFAULT_PRESET).label),
    }),
  );
  return DEFAULT_PRESET;
}
