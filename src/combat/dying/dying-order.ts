/**
 * INIT-16 (threeAction): a hero dropped to 0 HP moves in the order to just before the creature whose turn it
 * is. Foundry sorts combatants by initiative (highest first), then `system.tieRank` (0 first), then id; so
 * the move gives the hero the current creature's count and rewrites the tie ranks at that count.
 */
import { moveDyingHeroBeforeCurrent, type InitiativeEntry, type InitiativePolicies } from "../../rules";
import { initiativeEntry, changesFromOrder, writeOrder } from "../initiative";

/** The order as the rules' entries (combatants that have rolled initiative, in turn order). */
function orderOf(combat: Combat.Implementation): InitiativeEntry[] {
  return combat.turns.flatMap((c) => {
    const entry = initiativeEntry(c);
    return entry ? [entry] : [];
  });
}

/**
 * INIT-16: moves `hero` (a combatant of a started combat) to just before the current combatant, in ONE
 * Combatant update (the hero's count and the tie ranks of everyone at that count); the turn stays with the
 * current combatant. Does nothing on the hero's own turn, for a combatant without initiative, or when the
 * preset keeps a dying hero in place.
 */
export async function moveDyingHero(hero: Combatant.Implementation, policies: InitiativePolicies): Promise<void> {
  const combat = hero.combat;
  const current = combat?.combatant;
  if (!combat || !current || current.id === hero.id) return;
  if (typeof hero.initiative !== "number" || typeof current.initiative !== "number") return;
  const result = moveDyingHeroBeforeCurrent(policies, orderOf(combat), hero.id as string, current.id as string);
  if (!result.ok) return;
  await writeOrder(combat, changesFromOrder(combat, result.order));
}
