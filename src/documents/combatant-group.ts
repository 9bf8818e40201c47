/**
 * Fray's CombatantGroup (v13): the identical creatures that share one initiative roll (INIT-4). FrayCombat
 * creates one per shared roll; the members keep the count they were given.
 */
export class FrayCombatantGroup<
  out SubType extends CombatantGroup.SubType = CombatantGroup.SubType,
> extends CombatantGroup<SubType> {
  /**
   * INIT-4: the count every member shares, or null when the group has no members or they no longer agree (a
   * member swapped places, INIT-14, or became a mount acting on its rider's count, INIT-15).
   */
  get sharedInitiative(): number | null {
    const counts = new Set([...this.members].map((m) => m.initiative));
    const [only] = counts;
    return counts.size === 1 && only !== undefined ? only : null;
  }
}
