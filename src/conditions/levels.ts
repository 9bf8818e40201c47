/**
 * CND-1: a creature's conditions as the rules read them (`conditionRollSources`, `conditionDefense`): each of
 * its statuses with its value, 1 for a condition without one. A valued condition (frightened 2, exhaustion 3)
 * keeps its value on the status effect as `flags.fray.value`; the largest of the effects carrying the status
 * counts, and a disabled effect none.
 */
export function conditionLevels(actor: Actor.Implementation): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const id of actor.statuses) levels[id] = 1;
  for (const effect of actor.effects) {
    if (effect.disabled) continue;
    const value = (effect.flags as { fray?: { value?: unknown } } | undefined)?.fray?.value;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) continue;
    for (const id of effect.statuses) if (actor.statuses.has(id)) levels[id] = Math.max(levels[id] ?? 1, value);
  }
  return levels;
}
