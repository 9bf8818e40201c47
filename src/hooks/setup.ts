import { configureStatusEffects } from "../conditions/configure";
import { syncPresetChoices } from "../settings/preset";

/**
 * `setup`: every module's `init` has run, so the presets modules registered there join the `fray.preset`
 * setting's choices; settings are readable now, so the preset's conditions become Foundry status effects (CND-1).
 */
export function listen(): void {
  Hooks.once("setup", () => {
    syncPresetChoices();
    configureStatusEffects();
  });
}
