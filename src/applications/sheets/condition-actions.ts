/**
 * CND-1: what the sheet's conditions panel does, as the token HUD would: a condition is its status effect
 * (`Actor#toggleStatusEffect`, the effect's id being the status's `_id`), and a valued condition's value is that
 * effect's `flags.fray.value`. Only the preset's conditions are accepted; a value stays within 1 and the
 * condition's highest value, and lowering from 1 removes the condition. The owner writes its own actor's
 * effects, as Foundry lets it.
 */
import { conditionsFor } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { conditionLevels } from "../../conditions/levels";
import { statusEffectId } from "../../conditions/status-effects";

/** The preset's definition of `id`, or undefined for an id the world's rules don't have. */
const definitionOf = (id: string) => conditionsFor(activePolicies()).find((c) => c.id === id);

/** Gives the actor the condition (nothing if it has it already or the preset has no such condition). */
export async function addCondition(actor: Actor.Implementation, id: string): Promise<void> {
  if (!definitionOf(id)) return;
  await actor.toggleStatusEffect(id, { active: true });
}

/** Removes the condition's own status effect. */
export async function removeCondition(actor: Actor.Implementation, id: string): Promise<void> {
  if (!definitionOf(id)) return;
  await actor.toggleStatusEffect(id, { active: false });
}

/** Raises (+1) or lowers (−1) a valued condition; lowered from 1, the condition ends. */
export async function stepCondition(actor: Actor.Implementation, id: string, delta: 1 | -1): Promise<void> {
  const max = definitionOf(id)?.maxLevel ?? null;
  const effect = actor.effects.get(statusEffectId(id));
  if (max === null || !effect) return;
  const next = (conditionLevels(actor)[id] ?? 1) + delta;
  if (next < 1) {
    await removeCondition(actor, id);
    return;
  }
  await effect.update({ "flags.fray.value": Math.min(next, max) } as never);
}
