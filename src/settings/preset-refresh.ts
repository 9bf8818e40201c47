import { configureStatusEffects } from "../conditions/configure";

/** The unlinked tokens' actors of every scene (each token carries its own synthetic actor). */
function syntheticActors(): Actor.Implementation[] {
  const scenes = (game as { scenes?: Iterable<Scene.Implementation> }).scenes ?? [];
  const out: Actor.Implementation[] = [];
  for (const scene of scenes) {
    for (const token of scene.tokens) {
      if (!token.actorLink && token.actor) out.push(token.actor);
    }
  }
  return out;
}

/**
 * A preset switch takes effect without a reload: the status effects follow the new preset's conditions, and
 * every world actor and every unlinked token's actor prepares its data again (derived numbers depend on the
 * preset's rules family) and redraws its open sheet.
 */
export function refreshForPreset(): void {
  configureStatusEffects();
  for (const actor of [...game.actors.contents, ...syntheticActors()]) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}
