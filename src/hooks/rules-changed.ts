/**
 * What follows a change of the world's rules (src/settings/rules-changed.ts), subscribed at `init` in this order:
 * the status effects follow the new preset's conditions; every world actor and every unlinked token's actor
 * prepares its data again (derived numbers depend on the preset's rules family) and redraws its open sheet; on
 * the active GM's client every started combat's turn ledgers of another economy are rebuilt (ECON-1, ECON-3;
 * src/migrations/combat-ledgers.ts); and a new preset is told to the table in chat (src/chat/preset-changed.ts).
 */
import { onRulesChanged } from "../settings/rules-changed";
import { configureStatusEffects } from "../conditions/configure";
import { scheduleLedgerRebuild } from "../migrations/combat-ledgers";
import { announcePresetChange } from "../chat/preset-changed";

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

/** A preset switch takes effect without a reload: every actor's derived data and open sheet follow it. */
function refreshActors(): void {
  for (const actor of [...game.actors.contents, ...syntheticActors()]) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}

/** Subscribes the status effects, the actors, the turn ledgers and the chat note to a change of the rules. */
export function subscribeToRulesChanges(): void {
  onRulesChanged("statusEffects", () => {
    configureStatusEffects();
  });
  onRulesChanged("actors", refreshActors);
  onRulesChanged("ledgers", scheduleLedgerRebuild);
  onRulesChanged("presetNote", ({ preset }) => {
    if (preset === null) return;
    announcePresetChange(preset).catch((error: unknown) => {
      console.error("Fray | could not announce the preset change", error);
    });
  });
}
