import { SYSTEM_ID } from "../constants";

/** Key of the world setting `fray.autoApplyCardActions`. */
export const AUTO_APPLY_CARD_ACTIONS_SETTING = "autoApplyCardActions";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.autoApplyCardActions": boolean;
  }
}

/**
 * Registers `fray.autoApplyCardActions` (world, off by default): whether the GM's client applies a checked card
 * action (damage, healing, a condition) to a creature the asking player doesn't own without asking the GM first.
 */
export function registerCardActionSetting(): void {
  game.settings.register(SYSTEM_ID, AUTO_APPLY_CARD_ACTIONS_SETTING, {
    name: "FRAY.Settings.AutoApplyCardActions.Name",
    hint: "FRAY.Settings.AutoApplyCardActions.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
}

/** True when the world lets card actions on others' creatures through without the GM's confirmation. */
export function cardActionsApplyAutomatically(): boolean {
  return game.settings.get(SYSTEM_ID, AUTO_APPLY_CARD_ACTIONS_SETTING);
}
