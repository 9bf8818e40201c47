import { SYSTEM_ID } from "../constants";

/**
 * OA-2 / MOV-1: what a player's teleport (core `blink`, or any movement action with `teleport`) is in the active
 * combat: `refused` (default) — the move is put back, and the player is told which setting refused it; `walk` —
 * it is charged and scanned for opportunity attacks as a walk. A GM's teleport is always free and provokes nothing.
 */
export const PLAYER_TELEPORT = ["refused", "walk"] as const;
export type PlayerTeleport = (typeof PLAYER_TELEPORT)[number];

/** Key of the world setting `fray.playerTeleport`. */
export const PLAYER_TELEPORT_SETTING = "playerTeleport";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.playerTeleport": PlayerTeleport;
  }
}

/** Registers `fray.playerTeleport` (world, `refused` by default). */
export function registerPlayerTeleportSetting(): void {
  game.settings.register(SYSTEM_ID, PLAYER_TELEPORT_SETTING, {
    name: "FRAY.Settings.PlayerTeleport.Name",
    hint: "FRAY.Settings.PlayerTeleport.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { refused: "FRAY.Settings.PlayerTeleport.Refused", walk: "FRAY.Settings.PlayerTeleport.Walk" },
    default: "refused",
    requiresReload: false,
  });
}

/** The world's choice; anything unknown (or a client reading before `init`) reads as `refused`. */
export function playerTeleport(): PlayerTeleport {
  try {
    return game.settings.get(SYSTEM_ID, PLAYER_TELEPORT_SETTING) === "walk" ? "walk" : "refused";
  } catch {
    return "refused";
  }
}
