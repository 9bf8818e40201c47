import { finite } from "../errors";
import { sizeDifference } from "../creature";
import { deepFreeze } from "../plain";
import type { RollSource } from "../sources";
import { optionalFlag, situation } from "./input";
import { attackFlag, isFiveEFamily, positionalEdge, type AttackRulePolicies } from "./policy-input";

/** ATK-16: the least height difference, in feet, that counts as above or below. */
export const HEIGHT_EDGE_FEET = 5;

export interface ElevationInput {
  /** The creature's elevation in feet. */
  readonly elevation: number;
  /** The other creature's elevation in feet. */
  readonly targetElevation: number;
  /** The creature is grappled or restrained. */
  readonly grappledOrRestrained?: boolean;
  /** Sizes (tiny…titanic); needed for pulling from below. */
  readonly size: string;
  readonly targetSize: string;
}

export interface ElevationResult {
  /** Attacking from above: on the creature's melee attack rolls against the target. */
  readonly meleeAttacks: readonly RollSource[];
  /** Pulling from below: on its Strength checks and saving throws against the target. */
  readonly strengthChecksAndSaves: readonly RollSource[];
}

/**
 * ATK-16 (a5e): height over a foe. At least 5 ft above it: an expertise die on melee attacks against it
 * (`attackingFromAbove`); at least 5 ft below a foe of its size or smaller: an expertise die on Strength checks
 * and saves against it (`pullingFromBelow`). Neither while grappled or restrained, nor where the policy is off.
 * Where a preset with the policy on has no expertise dice, the edge is advantage.
 */
export function elevationEdge(policies: AttackRulePolicies, input: ElevationInput): ElevationResult {
  const s = situation(input);
  const height = finite(s.elevation, "elevation") - finite(s.targetElevation, "targetElevation");
  const held = optionalFlag(s.grappledOrRestrained, "grappledOrRestrained");
  const notLarger = sizeDifference(s.targetSize, s.size, ["targetSize", "size"]) <= 0;
  // TA-1: a 5e-family rule; the three-action family gets no advantage from height.
  const on = attackFlag(policies, "aboveBelow") && !held && isFiveEFamily(policies);
  const above = on && height >= HEIGHT_EDGE_FEET;
  const below = on && -height >= HEIGHT_EDGE_FEET && notLarger;
  return deepFreeze({
    meleeAttacks: above ? [positionalEdge(policies, "ATK-16", "attackingFromAbove")] : [],
    strengthChecksAndSaves: below ? [positionalEdge(policies, "ATK-16", "pullingFromBelow")] : [],
  });
}
