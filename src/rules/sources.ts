/**
 * Why a roll is what it is. Every rules function that changes a roll returns its reasons as sources, so the
 * UI can show "disadvantage: target unseen (ATK-7)" instead of a bare mode. Reasons are stable codes, not
 * prose; the UI localizes them, one language key per reason code.
 */
export const SOURCE_EFFECTS = ["advantage", "disadvantage", "expertiseDie", "modifier", "impossible"] as const;

export type SourceEffect = (typeof SOURCE_EFFECTS)[number];

/**
 * TA-1: the type of a modifier. Of each typed kind (circumstance, item, status) only the largest bonus and the
 * worst penalty apply; untyped modifiers all add up. A modifier without a type is untyped, which is how every
 * 5e-family modifier stacks.
 */
export const BONUS_TYPES = ["circumstance", "item", "status", "untyped"] as const;

export type BonusType = (typeof BONUS_TYPES)[number];

export interface RollSource {
  /** The RULES.md id of the rule that applies, e.g. "ATK-7". */
  readonly rule: string;
  /** A stable code naming the reason, e.g. "unseenTarget", "longRange", "multipleAttack". */
  readonly reason: string;
  /**
   * - `advantage` / `disadvantage`: a d20 mode source (they cancel, ATK-5);
   * - `expertiseDie`: `value` is the die's faces (4, 6, 8…), the highest applies (ATK-6);
   * - `modifier`: `value` is added to the roll (negative for a penalty);
   * - `impossible`: the roll can't be made at all (out of range, total cover…).
   */
  readonly effect: SourceEffect;
  readonly value?: number;
  /** TA-1: a modifier's type (absent: untyped). Only `modifier` sources carry one. */
  readonly bonusType?: BonusType;
}

/** Builds a source; a helper so callers never misspell the shape. */
export function source(rule: string, reason: string, effect: SourceEffect, value?: number): RollSource {
  return value === undefined ? { rule, reason, effect } : { rule, reason, effect, value };
}

/** TA-1: builds a typed modifier source (a bonus when `value` is positive, a penalty when negative). */
export function typedModifier(rule: string, reason: string, bonusType: BonusType, value: number): RollSource {
  return { rule, reason, effect: "modifier", value, bonusType };
}
