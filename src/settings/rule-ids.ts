import { SYSTEM_ID } from "../constants";

/** Key of the client setting `fray.showRuleIds`. */
export const SHOW_RULE_IDS_SETTING = "showRuleIds";

/** The setting's values: by role (GMs see rule IDs, players don't), always, or never. */
export const RULE_ID_CHOICES = ["role", "show", "hide"] as const;
export type RuleIdChoice = (typeof RULE_ID_CHOICES)[number];

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.showRuleIds": RuleIdChoice;
  }
}

/**
 * Registers `fray.showRuleIds` (client): whether this browser shows the rule ID beside each reason on roll cards
 * and in the roll dialog (ATK-5 "Prone attacker … ATK-13"). By default it follows the user's role, on for a GM and
 * off for a player; either may choose always or never for their own browser.
 */
export function registerRuleIdsSetting(): void {
  game.settings.register(SYSTEM_ID, SHOW_RULE_IDS_SETTING, {
    name: "FRAY.Settings.ShowRuleIds.Name",
    hint: "FRAY.Settings.ShowRuleIds.Hint",
    scope: "client",
    config: true,
    type: String,
    choices: {
      role: "FRAY.Settings.ShowRuleIds.Role",
      show: "FRAY.Settings.ShowRuleIds.Show",
      hide: "FRAY.Settings.ShowRuleIds.Hide",
    },
    default: "role",
    requiresReload: false,
  });
}

/** Whether `choice` shows rule IDs to a user who is (or is not) a GM; a value stored by the old on/off box counts. */
export function showsRuleIds(choice: unknown, isGM: boolean): boolean {
  if (choice === "show" || choice === true || choice === "true") return true;
  if (choice === "hide" || choice === false || choice === "false") return false;
  return isGM;
}

/** True when this user sees rule IDs on cards and in the roll dialog (the client setting, by role by default). */
export function ruleIdsVisible(): boolean {
  return showsRuleIds(game.settings.get(SYSTEM_ID, SHOW_RULE_IDS_SETTING), game.user.isGM);
}
