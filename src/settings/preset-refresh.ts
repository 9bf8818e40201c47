import { configureStatusEffects } from "../conditions/configure";
import { rebuildLedgersForEconomy } from "../migrations/combat-ledgers";

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

/** The ledger rebuild under way on each client (`game`), so quick switches rebuild one after the other. */
const rebuilding = new WeakMap<object, Promise<void>>();

/**
 * A preset switch takes effect without a reload: the status effects follow the new preset's conditions, and
 * every world actor and every unlinked token's actor prepares its data again (derived numbers depend on the
 * preset's rules family) and redraws its open sheet. On the active GM's client, then, every started combat's
 * turn ledgers of another economy (5e family ↔ threeAction) are rebuilt for the new one, one Combatant update
 * per combat (ECON-1, ECON-3; src/migrations/combat-ledgers.ts); `ledgerRebuildSettled` waits for it.
 */
export function refreshForPreset(): void {
  configureStatusEffects();
  for (const actor of [...game.actors.contents, ...syntheticActors()]) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
  if (!game.user.isActiveGM) return;
  const key: object = game;
  const next = ledgerRebuildSettled()
    .then(rebuildLedgersForEconomy)
    .catch((error: unknown) => {
      console.error("Fray | could not rebuild the turn ledgers for the new preset", error);
    });
  rebuilding.set(key, next);
}

/** Resolves once this client's ledger rebuilds after preset switches are written (tests and macros wait on it). */
export function ledgerRebuildSettled(): Promise<void> {
  return rebuilding.get(game) ?? Promise.resolve();
}
