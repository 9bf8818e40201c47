import { bool, record } from "../errors";
import type { InitiativePolicies } from "../presets/policies";
import { checkEntries, indexOfEntry, moveEntry, type InitiativeEntry } from "./entry";

export type DyingMoveResult =
  | {
      readonly ok: true;
      readonly order: readonly InitiativeEntry[];
      /** The hero's new count: the current creature's, so counts still never rise down the order. */
      readonly initiative: number;
      /** Where the current creature now sits (it moves down one when the hero came from below it). */
      readonly currentIndex: number;
    }
  | { readonly ok: false; readonly reason: "dyingKeepsPlace" };

/**
 * INIT-16 (threeAction): a hero dropped to 0 HP moves in the order to just before `currentId`, the creature
 * whose turn it was, and takes that creature's count; everyone else keeps their place. The order itself,
 * not the counts, says who goes first between the two. A hero knocked out on its own turn stays put.
 */
export function moveDyingHeroBeforeCurrent(
  policies: InitiativePolicies,
  order: readonly InitiativeEntry[],
  heroId: string,
  currentId: string,
): DyingMoveResult {
  const moves = bool(record(policies, "policies").dyingMovesBeforeCurrent, "policies.dyingMovesBeforeCurrent");
  const entries = checkEntries(order, "order");
  const from = indexOfEntry(entries, heroId, "heroId");
  const currentAt = indexOfEntry(entries, currentId, "currentId");
  if (!moves) return { ok: false, reason: "dyingKeepsPlace" };
  const current = entries[currentAt] as InitiativeEntry;
  if (from === currentAt) return { ok: true, order: entries, initiative: current.initiative, currentIndex: currentAt };
  const to = from < currentAt ? currentAt - 1 : currentAt;
  const hero = { ...(entries[from] as InitiativeEntry), initiative: current.initiative };
  return { ok: true, order: moveEntry(entries, from, to, hero), initiative: current.initiative, currentIndex: to + 1 };
}
