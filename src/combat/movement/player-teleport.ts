/**
 * OA-2 / MOV-1: a player's teleport in the active combat (core `blink`, or any movement action with `teleport`):
 * under the world setting `fray.playerTeleport` at `refused` (default) it is refused on the mover's client and put
 * back by the active GM's client; at `walk` it is charged and scanned as a walk (movement-actions.ts `stepMethod`
 * makes a player's teleport step its own movement either way). A GM's teleport is free and never provokes.
 */
import { playerTeleport } from "../../settings/player-teleport";

/** The parts of v13 `TokenMovementData` read here. */
interface TeleportingMovement {
  readonly passed: { readonly waypoints: readonly { readonly action?: string }[] };
  readonly pending?: { readonly waypoints: readonly { readonly action?: string }[] };
}

/** OA-2: whether movement action `action` teleports (v13 `CONFIG.Token.movement.actions[action].teleport`). */
export function isTeleportAction(action: string | undefined): boolean {
  const actions = CONFIG.Token.movement.actions as Record<string, { teleport?: boolean } | undefined>;
  return action !== undefined && actions[action]?.teleport === true;
}

/** OA-2: whether a player's move `movement` teleports and the world setting refuses it. */
export function refusedTeleport(movement: TeleportingMovement): boolean {
  if (playerTeleport() !== "refused") return false;
  const waypoints = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])];
  return waypoints.some((w) => isTeleportAction(w.action));
}

/** The warning that names the setting that refused a player's teleport (lang/en.json). */
export function teleportRefusedText(name: string): string {
  return game.i18n.format("FRAY.TurnLedger.Warning.TeleportRefused", {
    name,
    setting: game.i18n.localize("FRAY.Settings.PlayerTeleport.Name"),
  });
}
