import { dieResult, integer, integerInRange, record } from "../errors";

/** ATK-1 / ATK-2: the three results of a 5e-family attack roll. */
export const ATTACK_OUTCOMES = ["criticalHit", "hit", "miss"] as const;
export type AttackOutcome = (typeof ATTACK_OUTCOMES)[number];

export interface AttackRollInput {
  /** The kept d20 (1–20). */
  readonly natural: number;
  /** The d20 plus every modifier. */
  readonly total: number;
  /** The target's Armor Class. */
  readonly ac: number;
  /** Lowest natural roll that is a critical hit, 2–20 (default 20). */
  readonly criticalRange?: number;
}

/**
 * ATK-1, ATK-2: a 5e-family attack. A natural roll in the critical range (20 unless a feature widens it) is a
 * critical hit and hits whatever the total; a natural 1 misses whatever the total; otherwise the attack hits
 * when the total meets or beats the AC.
 */
export function attackOutcome(input: AttackRollInput): AttackOutcome {
  const roll = record(input, "roll");
  const natural = dieResult(roll.natural, "natural", 20);
  const total = integer(roll.total, "total");
  const ac = integer(roll.ac, "ac");
  const criticalRange =
    roll.criticalRange === undefined ? 20 : integerInRange(roll.criticalRange, "criticalRange", 2, 20);
  if (natural >= criticalRange) return "criticalHit";
  if (natural === 1) return "miss";
  return total >= ac ? "hit" : "miss";
}
