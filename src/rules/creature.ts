import { integerInRange, oneOf } from "./errors";

/** The six abilities of the 5e family, by their usual abbreviations. */
export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

/** threeAction saves (ATK-18). */
export const THREE_ACTION_SAVES = ["fortitude", "reflex", "will"] as const;
export type ThreeActionSave = (typeof THREE_ACTION_SAVES)[number];

/** Creature sizes, smallest first (MOV-12; `titanic` exists in a5e only). */
export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan", "titanic"] as const;
export type Size = (typeof SIZES)[number];

/** Ability modifier of a score (1–30): floor((score − 10) / 2). */
export function abilityModifier(score: number, field = "score"): number {
  return Math.floor((integerInRange(score, field, 1, 30) - 10) / 2);
}

/** Position of `size` in SIZES (tiny = 0); throws a RuleInputError naming `field` for an unknown size. */
export function sizeRank(size: unknown, field = "size"): number {
  return SIZES.indexOf(oneOf(size, field, SIZES));
}

/** How many size categories `a` is larger than `b` (negative when smaller). */
export function sizeDifference(
  a: unknown,
  b: unknown,
  fields: readonly [string, string] = ["size", "otherSize"],
): number {
  return sizeRank(a, fields[0]) - sizeRank(b, fields[1]);
}
