import { SYSTEM_ID } from "../constants";

/** Key of the client setting `fray.showRuleIds`. */
export const SHOW_RULE_IDS_SETTING = "showRuleIds";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.showRuleIds": boolean;
  }
}

/**
 * Registers `fray.showRuleIds` (client, off by default): a player who wants to see the rule ID beside each
 * reason on a roll card (ATK-5 "Prone attacker … ATK-13") turns it on for their own browser. GMs always see them.
 */
export function registerRuleIdsSetting(): void {
  game.settings.register(SYSTEM_ID, SHOW_RULE_IDS_SETTING, {
    name: "FRAY.Settings.ShowRuleIds.Name",
    hint: "FRAY.Settings.ShowRuleIds.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
}

/** True when this user sees rule IDs on cards: every GM, and a player who turned the client setting on. */
export function ruleIdsVisible(): boolean {
  return game.user.isGM || game.settings.get(SYSTEM_ID, SHOW_RULE_IDS_SETTING);
}
