import { SYSTEM_ID } from "../constants";

/**
 * OA-1 … OA-6 on real moves: what happens when a move leaves a hostile creature's reach in the active combat.
 * `ask` (default): the move stops on the square before, the reactor's owner (or the GM) is asked whether to
 * strike and with what; `auto`: the GM's client strikes at once with the reactor's best reaching weapon;
 * `off`: moves are not checked for opportunity attacks.
 */
export const OPPORTUNITY_MODES = ["ask", "auto", "off"] as const;
export type OpportunityMode = (typeof OPPORTUNITY_MODES)[number];

/** Key of the world setting `fray.opportunityAttacks`. */
export const OPPORTUNITY_SETTING = "opportunityAttacks";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.opportunityAttacks": OpportunityMode;
  }
}

/** Registers `fray.opportunityAttacks` (world, `ask` by default). */
export function registerOpportunitySetting(): void {
  game.settings.register(SYSTEM_ID, OPPORTUNITY_SETTING, {
    name: "FRAY.Settings.OpportunityAttacks.Name",
    hint: "FRAY.Settings.OpportunityAttacks.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      ask: "FRAY.Settings.OpportunityAttacks.Ask",
      auto: "FRAY.Settings.OpportunityAttacks.Auto",
      off: "FRAY.Settings.OpportunityAttacks.Off",
    },
    default: "ask",
    requiresReload: false,
  });
}

/** The world's choice; anything unknown reads as `ask`. */
export function opportunityMode(): OpportunityMode {
  const value = game.settings.get(SYSTEM_ID, OPPORTUNITY_SETTING) as string;
  return value === "auto" || value === "off" ? value : "ask";
}
