import { finite, integerInRange, RuleInputError } from "../errors";

/** Proficiency ranks, lowest first. The 5e family reads rank ≥ 1 as "proficient"; threeAction uses all five. */
export const PROFICIENCY_RANKS = ["untrained", "trained", "expert", "master", "legendary"] as const;
export type ProficiencyRank = (typeof PROFICIENCY_RANKS)[number];

/** The highest character or creature level Fray accepts. */
export const MAX_LEVEL = 20;

/** TA-13: the lowest creature level (a threeAction creature may be level −1 or 0; a character starts at 1). */
export const MIN_CREATURE_LEVEL = -1;

/** Challenge ratings a 5e-family monster may have: 0, 1/8, 1/4, 1/2, then 1 to 30. */
export const CHALLENGE_RATINGS: readonly number[] = Object.freeze([
  0,
  0.125,
  0.25,
  0.5,
  ...Array.from({ length: 30 }, (_, i) => i + 1),
]);

/** ATK-18: checks a proficiency rank index (0 untrained … 4 legendary), naming `field` when it is out of range. */
export function checkRank(rank: unknown, field = "rank"): number {
  return integerInRange(rank, field, 0, PROFICIENCY_RANKS.length - 1);
}

/** ATK-18: checks a character or creature level (1–20), naming `field`. */
export function checkLevel(level: unknown, field = "level"): number {
  return integerInRange(level, field, 1, MAX_LEVEL);
}

/** TA-13: checks a threeAction creature level (−1 to 20), naming `field`. */
export function checkCreatureLevel(level: unknown, field = "level"): number {
  return integerInRange(level, field, MIN_CREATURE_LEVEL, MAX_LEVEL);
}

/** ATK-18: checks a monster challenge rating against CHALLENGE_RATINGS, naming `field`. */
export function checkChallengeRating(cr: unknown, field = "cr"): number {
  const value = finite(cr, field);
  if (!CHALLENGE_RATINGS.includes(value)) {
    throw new RuleInputError(field, `must be 0, 1/8, 1/4, 1/2 or a whole number from 1 to 30, got ${value}`);
  }
  return value;
}

/** ATK-1, ATK-18: the 5e-family proficiency bonus of a character of `level`: +2 at 1st level, +1 every 4 levels. */
export function proficiencyByLevel(level: unknown, field = "level"): number {
  return 2 + Math.floor((checkLevel(level, field) - 1) / 4);
}

/** ATK-1, ATK-18: the 5e-family proficiency bonus of a monster of challenge rating `cr` (+2 up to CR 4, … +9 at CR 29–30). */
export function proficiencyByChallenge(cr: unknown, field = "cr"): number {
  const value = checkChallengeRating(cr, field);
  return value < 1 ? 2 : 2 + Math.floor((value - 1) / 4);
}

/**
 * ATK-1, ATK-3, ATK-18, TA-13: threeAction proficiency: untrained adds nothing; trained, expert, master and
 * legendary add the level plus 2, 4, 6 or 8. The level runs from −1 (a level −1 creature's trained bonus is +1).
 */
export function rankBonus(
  rank: unknown,
  level: unknown,
  fields: readonly [string, string] = ["rank", "level"],
): number {
  const r = checkRank(rank, fields[0]);
  const l = checkCreatureLevel(level, fields[1]);
  return r === 0 ? 0 : l + 2 * r;
}
