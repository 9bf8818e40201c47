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

/** Key of the world setting `fray.opportunityAllies` (OA-1: allies are asked too; off by default). */
export const OPPORTUNITY_ALLIES_SETTING = "opportunityAllies";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.opportunityAttacks": OpportunityMode;
    "fray.opportunityAllies": boolean;
  }
}

/** Registers `fray.opportunityAttacks` (world, `ask` by default) and `fray.opportunityAllies` (world, off). */
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
  // OA-1 (srd52, delta): the trigger is any creature leaving the reach, a friend included; asking about every
  // friend's step would be noise, so allies are asked only where the GM turns this on.
  game.settings.register(SYSTEM_ID, OPPORTUNITY_ALLIES_SETTING, {
    name: "FRAY.Settings.OpportunityAllies.Name",
    hint: "FRAY.Settings.OpportunityAllies.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
  });
}

/** The world's choice; anything unknown reads as `ask`. */
export function opportunityMode(): OpportunityMode {
  const value = game.settings.get(SYSTEM_ID, OPPORTUNITY_SETTING) as string;
  return value === "auto" || value === "off" ? value : "ask";
}

/** OA-1: whether allies are asked about a creature leaving their reach (where the preset's trigger includes them). */
export function opportunityAsksAllies(): boolean {
  return game.settings.get(SYSTEM_ID, OPPORTUNITY_ALLIES_SETTING);
}
