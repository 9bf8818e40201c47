/**
 * ATK-8, AOE-1: how far a spell that asks a save reaches, for the GM's check of a save card's targets (issue 26).
 * A spell's range is its only range (a save spell has no long range). A range of 0 is a range not given (the
 * sheet shows none; touch and self spells are entered with their 5 ft or their area): nothing limits it, so the
 * reach is null. A spell with an area reaches a creature anywhere in an area whose origin is in range, so a
 * target named without a placed template may stand as far as the range and the area's size together; with a
 * template placed, its origin must be in range and the target inside it.
 */
import { RuleInputError, nonNegative } from "../errors";

export interface SpellReachInput {
  /** The spell's range in feet (0: none given). */
  readonly range: number;
  /** Its area's size in feet (radius, length, side or reach), 0 without an area. */
  readonly areaSize: number;
  /** Feet per grid square. */
  readonly gridDistance: number;
}

export interface SpellReach {
  /** The farthest the area's origin may be from the caster's space, in feet. */
  readonly origin: number;
  /** The farthest a target named without a placed area may be from the caster's space, in feet. */
  readonly target: number;
}

/** ATK-8, AOE-1: a save spell's reach (see the file comment); null for a spell with no range given. */
export function spellReach(input: SpellReachInput): SpellReach | null {
  const range = nonNegative(input.range, "range");
  const areaSize = nonNegative(input.areaSize, "areaSize");
  const gridDistance = nonNegative(input.gridDistance, "gridDistance");
  if (gridDistance === 0) throw new RuleInputError("gridDistance", "must be more than 0");
  if (range === 0) return null;
  return { origin: range, target: range + areaSize };
}
