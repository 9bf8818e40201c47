/**
 * The pure rules of Fray: plain data in, plain data out, no Foundry, no DOM, no hidden randomness.
 * Module authors reach these exports as `game.fray.rules`; docs/API.md documents each one.
 */
export { PRESET_IDS, DEFAULT_PRESET, PRESET_LABEL_KEYS, isPresetId, assertPresetId } from "./presets/ids";
export type { PresetId } from "./presets/ids";
