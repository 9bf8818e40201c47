import { SYSTEM_ID } from "../constants";

/** Who sees roll outcomes against targets (and their AC or DC) on cards: everyone, or the GM only. */
export const OUTCOME_VISIBILITY = ["all", "gm"] as const;
export type OutcomeVisibility = (typeof OUTCOME_VISIBILITY)[number];

/** Key of the world setting `fray.outcomeVisibility`. */
export const OUTCOME_VISIBILITY_SETTING = "outcomeVisibility";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.outcomeVisibility": OutcomeVisibility;
  }
}

/** Registers `fray.outcomeVisibility` (world, `all` by default). */
export function registerOutcomeVisibilitySetting(): void {
  game.settings.register(SYSTEM_ID, OUTCOME_VISIBILITY_SETTING, {
    name: "FRAY.Settings.OutcomeVisibility.Name",
    hint: "FRAY.Settings.OutcomeVisibility.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { all: "FRAY.Settings.OutcomeVisibility.All", gm: "FRAY.Settings.OutcomeVisibility.Gm" },
    default: "all",
    requiresReload: false,
  });
}

/** True when the world hides outcomes, and the AC or DC they are judged against, from players. */
export function outcomesHiddenFromPlayers(): boolean {
  return game.settings.get(SYSTEM_ID, OUTCOME_VISIBILITY_SETTING) === "gm";
}

/** True when the current user may see outcomes: always for a GM, for players only when the setting says all. */
export function outcomesVisible(): boolean {
  return game.user.isGM || !outcomesHiddenFromPlayers();
}
