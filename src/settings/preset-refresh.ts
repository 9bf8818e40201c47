import { configureStatusEffects } from "../conditions/configure";

/**
 * A preset switch takes effect without a reload: the status effects follow the new preset's conditions, and
 * every world actor prepares its data again (derived numbers depend on the preset's rules family) and redraws
 * its open sheet.
 */
export function refreshForPreset(): void {
  configureStatusEffects();
  for (const actor of game.actors.contents) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}
