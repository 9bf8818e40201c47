/**
 * Why a roll is what it is. Every rules function that changes a roll returns its reasons as sources, so the
 * UI can show "disadvantage: target unseen (ATK-7)" instead of a bare mode. Reasons are stable codes, not
 * prose; the UI localizes them, one language key per reason code.
 */
export const SOURCE_EFFECTS = ["advantage", "disadvantage", "expertiseDie", "modifier", "impossible"] as const;

export type SourceEffect = (typeof SOURCE_EFFECTS)[number];

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
}

/** Builds a source; a helper so callers never misspell the shape. */
export function source(rule: string, reason: string, effect: SourceEffect, value?: number): RollSource {
  return value === undefined ? { rule, reason, effect } : { rule, reason, effect, value };
}
