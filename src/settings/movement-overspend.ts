import { SYSTEM_ID } from "../constants";

/**
 * What the GM's client does with a player's move that the rules refuse once it has happened (longer than the
 * movement left, off the creature's turn…): `flag` lets it stand, records it and warns the GM; `revert` moves
 * the token back to where the move began.
 */
export const MOVEMENT_OVERSPEND = ["flag", "revert"] as const;
export type MovementOverspend = (typeof MOVEMENT_OVERSPEND)[number];

/** Key of the world setting `fray.movementOverspend`. */
export const MOVEMENT_OVERSPEND_SETTING = "movementOverspend";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.movementOverspend": MovementOverspend;
  }
}

/** Registers `fray.movementOverspend` (world, `flag` by default). */
export function registerMovementOverspendSetting(): void {
  game.settings.register(SYSTEM_ID, MOVEMENT_OVERSPEND_SETTING, {
    name: "FRAY.Settings.MovementOverspend.Name",
    hint: "FRAY.Settings.MovementOverspend.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { flag: "FRAY.Settings.MovementOverspend.Flag", revert: "FRAY.Settings.MovementOverspend.Revert" },
    default: "flag",
    requiresReload: false,
  });
}

/** The world's choice; anything unknown reads as `flag`. */
export function movementOverspend(): MovementOverspend {
  return game.settings.get(SYSTEM_ID, MOVEMENT_OVERSPEND_SETTING) === "revert" ? "revert" : "flag";
}
