/**
 * CND-1 / MOV-11: the status a used feature gives its user (Drop Prone: prone) and the one it ends (Stand:
 * prone), from the feature's own `applies` and `ends`. A status the active preset's list lacks is left alone (a
 * threeAction-only status on a five-e world). Run by the user who used the item, who owns the actor.
 */
export async function applyActionStatuses(item: Item.Implementation, actor: Actor.Implementation): Promise<void> {
  if (item.type !== "feature") return;
  const system = item.system as unknown as { applies?: string; ends?: string };
  const known = (id: string | undefined): id is string =>
    !!id && CONFIG.statusEffects.some((status) => status.id === id);
  if (known(system.ends) && actor.statuses.has(system.ends)) {
    await actor.toggleStatusEffect(system.ends, { active: false });
  }
  if (known(system.applies) && !actor.statuses.has(system.applies)) {
    await actor.toggleStatusEffect(system.applies, { active: true });
  }
}
