import { activePolicies } from "../settings/policies";
import { DEAD_STATUS_ID, buildStatusEffects } from "./status-effects";

/**
 * CND-1: puts the active preset's conditions into `CONFIG.statusEffects` (replacing core's list) and maps
 * Foundry's special statuses onto them. Called at init and again when the preset changes, so the token HUD
 * offers the new preset's conditions without a reload.
 *
 * Core gives a BLIND token no sight and draws an INVISIBLE one as magically invisible, so those are Fray's
 * `blinded` and `invisible` (every preset has both). `unseen` (merely out of sight, ATK-7) stays Fray's own:
 * mapping INVISIBLE to it would draw every unseen creature as invisible to everyone.
 */
export function configureStatusEffects(): void {
  CONFIG.statusEffects = buildStatusEffects(activePolicies()) as unknown as typeof CONFIG.statusEffects;
  Object.assign(CONFIG.specialStatusEffects, { DEFEATED: DEAD_STATUS_ID, BLIND: "blinded", INVISIBLE: "invisible" });
}
