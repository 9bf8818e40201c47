/** The world's started combats, as Fray's configured Combat class. */
export function startedCombats(): Combat.Implementation[] {
  // fvtt-types types the world collection's contents as the base class; they are Fray's configured class.
  const combats = game.combats.contents as unknown as Combat.Implementation[];
  return combats.filter((combat) => combat.started);
}

/** The started combats `actor` fights in. */
export function combatsOf(actor: Actor.Implementation): Combat.Implementation[] {
  return startedCombats().filter((combat) => combat.combatants.some((c) => c.actor?.uuid === actor.uuid));
}

/** The combatants of `actor` in every started combat. */
export function combatantsOfActor(actor: Actor.Implementation): Combatant.Implementation[] {
  return combatsOf(actor).flatMap((combat) => combat.combatants.filter((c) => c.actor?.uuid === actor.uuid));
}
