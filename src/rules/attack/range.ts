import { RuleInputError, bool, list, nonNegative, record } from "../errors";
import { deepFreeze } from "../plain";
import { source, type RollSource } from "../sources";
import { optionalFeet, situation } from "./input";
import { closeCombatRule, isFiveEFamily, type AttackRulePolicies } from "./policy-input";

/** ATK-8: where a target stands relative to a ranged attack's ranges. */
export const RANGE_BANDS = ["normal", "long", "outOfRange"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export interface RangeInput {
  /** Feet to the target. */
  readonly distance: number;
  /** The normal range, or the only range of a single-range attack. */
  readonly normal: number;
  /** The long range, when the attack has two. */
  readonly long?: number;
}

export interface RangeBandResult {
  readonly band: RangeBand;
  readonly sources: readonly RollSource[];
}

/**
 * ATK-8: the range band of a ranged attack. Within normal range: no effect; beyond it but within long range:
 * disadvantage (`longRange`); beyond long range, or beyond the only range: impossible (`outOfRange`).
 */
export function rangeBand(input: RangeInput): RangeBandResult {
  const s = situation(input);
  const distance = nonNegative(s.distance, "distance");
  const normal = nonNegative(s.normal, "normal");
  const long = optionalFeet(s.long, "long");
  if (long !== undefined && long < normal) {
    throw new RuleInputError("long", `must be at least the normal range (${normal}), got ${long}`);
  }
  if (distance <= normal) return deepFreeze({ band: "normal", sources: [] });
  if (long !== undefined && distance <= long) {
    return deepFreeze({ band: "long", sources: [source("ATK-8", "longRange", "disadvantage")] });
  }
  return deepFreeze({ band: "outOfRange", sources: [source("ATK-8", "outOfRange", "impossible")] });
}

/** ATK-9: a creature near a ranged attacker, as the close-combat rule needs it. */
export interface NearbyCreature {
  /** Feet between it and the attacker. */
  readonly distance: number;
  /** Its reach in feet (5 when absent); used by the a5e rule. */
  readonly reach?: number;
  /** Hostile to the attacker (an enemy). */
  readonly hostile: boolean;
  /** It can see the attacker. */
  readonly canSeeAttacker: boolean;
  readonly incapacitated: boolean;
}

interface Nearby {
  readonly distance: number;
  readonly reach: number;
  readonly hostile: boolean;
  readonly canSeeAttacker: boolean;
  readonly incapacitated: boolean;
}

function nearbyCreature(value: unknown, field: string): Nearby {
  const c = record(value, field);
  return {
    distance: nonNegative(c.distance, `${field}.distance`),
    reach: optionalFeet(c.reach, `${field}.reach`) ?? 5,
    hostile: bool(c.hostile, `${field}.hostile`),
    canSeeAttacker: bool(c.canSeeAttacker, `${field}.canSeeAttacker`),
    incapacitated: bool(c.incapacitated, `${field}.incapacitated`),
  };
}

/**
 * ATK-9: disadvantage on a ranged attack made in close combat, by policy:
 * - `seenEnemyWithin5ft` (srd51, srd52, delta): an enemy within 5 ft sees the attacker and isn't incapacitated;
 * - `hostileReach` (a5e): the attacker is within the reach of a hostile creature (the seed names no exception
 *   for sight or incapacitation, so none is made);
 * - `none`: never.
 * The three-action family has no such rule (TA-1: no 5e disadvantage), whatever the policy says.
 */
export function closeCombatRangedSources(
  policies: AttackRulePolicies,
  nearby: readonly NearbyCreature[],
): readonly RollSource[] {
  const rule = closeCombatRule(policies);
  const creatures = list(nearby, "nearby").map((c, i) => nearbyCreature(c, `nearby[${i}]`));
  const threatened = creatures.some((c) => {
    if (!c.hostile) return false;
    if (rule === "seenEnemyWithin5ft") return c.distance <= 5 && c.canSeeAttacker && !c.incapacitated;
    if (rule === "hostileReach") return c.distance <= c.reach;
    return false;
  });
  return deepFreeze(
    threatened && isFiveEFamily(policies) ? [source("ATK-9", "rangedInCloseCombat", "disadvantage")] : [],
  );
}
