import { configureStatusEffects } from "../conditions/configure";

/** `setup`: settings are readable now, so the preset's conditions become Foundry status effects (CND-1). */
export function listen(): void {
  Hooks.once("setup", () => {
    configureStatusEffects();
  });
}
