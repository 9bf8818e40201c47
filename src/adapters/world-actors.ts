/**
 * Every actor of the world: the world's own actors and, for each scene, the synthetic actor each unlinked token
 * carries. A preset switch re-prepares them all; a concentration that ends looks through them all for the
 * conditions its spell applied.
 */
export function everyActor(): Actor.Implementation[] {
  const world = game.actors.contents as unknown as Actor.Implementation[];
  const scenes = (game as { scenes?: Iterable<Scene.Implementation> }).scenes ?? [];
  const unlinked: Actor.Implementation[] = [];
  for (const scene of scenes) {
    for (const token of scene.tokens) {
      if (!token.actorLink && token.actor) unlinked.push(token.actor);
    }
  }
  return [...world, ...unlinked];
}
