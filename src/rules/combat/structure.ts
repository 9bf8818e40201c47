import { RuleInputError, bool, integer, list, oneOf, record } from "../errors";
import type { CombatPolicies } from "../presets/policies";

/**
 * CMB-1: the length of a round in seconds. Every preset has 6-second rounds; a5e lets the GM pick another
 * length per encounter from `roundSecondsChoices` (6 s, 10 s, 1 min, 10 min). A length the preset doesn't
 * offer is refused.
 */
export function roundSeconds(policies: CombatPolicies, chosen?: number): number {
  if (chosen === undefined) return policies.roundSeconds;
  const seconds = integer(chosen, "roundSeconds");
  if (!policies.roundSecondsChoices.includes(seconds)) {
    throw new RuleInputError(
      "roundSeconds",
      `this preset offers ${policies.roundSecondsChoices.join(", ")} seconds, got ${seconds}`,
    );
  }
  return seconds;
}

/** A combatant as CMB-4 sees it. `defeated`: dead, unconscious, surrendered or fled. */
export interface SideMember {
  readonly id: string;
  /** Token disposition: 1 friendly, 0 neutral, -1 hostile, -2 secret. */
  readonly disposition: number;
  readonly defeated: boolean;
}

const DISPOSITIONS = ["1", "0", "-1", "-2"] as const;

/**
 * CMB-4: the sides (dispositions) whose every combatant is defeated, so the GM may be offered to end combat.
 * Neutral (0) and secret (-2) combatants never form a side of their own. Returns the defeated dispositions
 * and whether to offer the end (a defeated side exists while another side still stands).
 */
export function defeatedSides(members: readonly SideMember[]): {
  readonly defeated: readonly number[];
  readonly offerEnd: boolean;
} {
  const sides = new Map<number, { total: number; down: number }>();
  list(members, "combatants").forEach((entry, i) => {
    const m = record(entry, `combatants[${i}]`);
    const disposition = Number(oneOf(String(m.disposition), `combatants[${i}].disposition`, DISPOSITIONS));
    const down = bool(m.defeated, `combatants[${i}].defeated`);
    if (disposition !== 1 && disposition !== -1) return;
    const side = sides.get(disposition) ?? { total: 0, down: 0 };
    side.total++;
    if (down) side.down++;
    sides.set(disposition, side);
  });
  const defeated = [...sides]
    .filter(([, s]) => s.down === s.total)
    .map(([d]) => d)
    .sort((a, b) => b - a);
  const standing = [...sides].some(([, s]) => s.down < s.total);
  return { defeated, offerEnd: defeated.length > 0 && standing };
}
