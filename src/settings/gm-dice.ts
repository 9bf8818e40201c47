import { SYSTEM_ID } from "../constants";

/** Key of the world setting `fray.gmRollsPlayerDice`. */
export const GM_ROLLS_PLAYER_DICE_SETTING = "gmRollsPlayerDice";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.gmRollsPlayerDice": boolean;
  }
}

/**
 * Registers `fray.gmRollsPlayerDice` (world, off by default): the active GM's client rolls the damage and the saves
 * players ask for from cards, and only GM-rolled damage and saves are applied. v13 rolls dice in the asking user's
 * browser, so without it a die reported at its highest face can't be told from luck (README, "Security").
 */
export function registerGmDiceSetting(): void {
  game.settings.register(SYSTEM_ID, GM_ROLLS_PLAYER_DICE_SETTING, {
    name: "FRAY.Settings.GmRollsPlayerDice.Name",
    hint: "FRAY.Settings.GmRollsPlayerDice.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
}

/** True when the world has GMs roll the damage and saves its players ask for. */
export function gmRollsPlayerDice(): boolean {
  return game.settings.get(SYSTEM_ID, GM_ROLLS_PLAYER_DICE_SETTING);
}
