import { SYSTEM_ID } from "../constants";

/** Keys of the world settings for the optional initiative rules a preset leaves to the table. */
export const GROUP_INITIATIVE_SETTING = "groupInitiative";
export const INITIATIVE_REORDER_SETTING = "initiativeReorder";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.groupInitiative": boolean;
    "fray.initiativeReorder": boolean;
  }
}

/**
 * Registers `fray.groupInitiative` (INIT-4: identical creatures share one roll where the preset makes group
 * initiative optional, i.e. delta) and `fray.initiativeReorder` (INIT-14: the delta reorder phase before
 * round 1). Both are world settings, off by default, read when initiative is rolled: no reload.
 */
export function registerInitiativeSettings(): void {
  game.settings.register(SYSTEM_ID, GROUP_INITIATIVE_SETTING, {
    name: "FRAY.Settings.GroupInitiative.Name",
    hint: "FRAY.Settings.GroupInitiative.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
  game.settings.register(SYSTEM_ID, INITIATIVE_REORDER_SETTING, {
    name: "FRAY.Settings.InitiativeReorder.Name",
    hint: "FRAY.Settings.InitiativeReorder.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
}

/** INIT-4: the world's choice for optional group initiative. */
export const groupInitiativeOptional = (): boolean => game.settings.get(SYSTEM_ID, GROUP_INITIATIVE_SETTING);

/** INIT-14: the world's choice for the optional reorder phase. */
export const initiativeReorderEnabled = (): boolean => game.settings.get(SYSTEM_ID, INITIATIVE_REORDER_SETTING);
