import { finite, integer, integerInRange, list, nonNegativeInteger, oneOf, record, RuleInputError } from "../errors";
import { CRITICAL_DAMAGE } from "../presets/policies";
import type { SuccessPolicies } from "../presets/policies";

/** One group of dice in a damage roll, e.g. 2d6 → `{ count: 2, faces: 6 }`. */
export interface DamageDice {
  readonly count: number;
  readonly faces: number;
}

/** A critical hit's change to a damage roll, for the adapter that builds the dice. */
export interface CriticalDamagePlan {
  /** Factor on each group's dice count (2 when every die is rolled twice). */
  readonly diceMultiplier: number;
  /** Factor on the whole total, modifiers included (2 when the total doubles). */
  readonly totalMultiplier: number;
  readonly dice: readonly DamageDice[];
}

/**
 * ATK-2, ATK-3: how a critical hit changes damage under the preset: `doubleDice` rolls each damage die twice
 * and adds modifiers once (5e family); `doubleTotal` doubles the whole result (threeAction's critical Strike).
 * `dice` lists the groups the adapter rolls.
 */
export function criticalDamagePlan(
  success: Pick<SuccessPolicies, "criticalDamage">,
  dice: readonly DamageDice[],
): CriticalDamagePlan {
  const kind = oneOf(record(success, "success").criticalDamage, "success.criticalDamage", CRITICAL_DAMAGE);
  const groups = list(dice, "dice").map((d, i) => {
    const g = record(d, `dice[${i}]`);
    return {
      count: nonNegativeInteger(g.count, `dice[${i}].count`),
      faces: integerInRange(g.faces, `dice[${i}].faces`, 1, 1000),
    };
  });
  const diceMultiplier = kind === "doubleDice" ? 2 : 1;
  return Object.freeze({
    diceMultiplier,
    totalMultiplier: kind === "doubleTotal" ? 2 : 1,
    dice: Object.freeze(groups.map((g) => Object.freeze({ count: g.count * diceMultiplier, faces: g.faces }))),
  });
}

/** Damage after resistance-free application: temp HP absorb first, then HP, never below 0. */
export interface HitPointState {
  readonly value: number;
  readonly max: number;
  readonly temp: number;
}

/**
 * CND-2, ATK-21: applies `amount` damage (positive) or healing (negative) to hit points: temporary hit points
 * absorb damage first; healing never raises HP above the maximum and never restores temporary HP. Returns the
 * new state and the damage actually taken (what a concentration check reads).
 */
export function applyHitPointChange(
  hp: HitPointState,
  amount: number,
): { readonly hp: HitPointState; readonly damageTaken: number; readonly healed: number } {
  const h = record(hp, "hp");
  const max = nonNegativeInteger(h.max, "hp.max");
  const value = nonNegativeInteger(h.value, "hp.value");
  const temp = nonNegativeInteger(h.temp, "hp.temp");
  const change = integer(amount, "amount");
  if (change >= 0) {
    const fromTemp = Math.min(temp, change);
    const fromHp = Math.min(value, change - fromTemp);
    return Object.freeze({
      hp: Object.freeze({ value: value - fromHp, max, temp: temp - fromTemp }),
      damageTaken: change,
      healed: 0,
    });
  }
  const healed = Math.max(0, Math.min(max - value, -change));
  return Object.freeze({ hp: Object.freeze({ value: value + healed, max, temp }), damageTaken: 0, healed });
}

/**
 * ATK-1, CND-2: the hit point change a damage card applies: the full total (multiplier 1), half rounded down
 * (0.5), or the total as healing (−1, a negative change).
 */
export function damageAmount(total: unknown, multiplier: unknown): number {
  const t = nonNegativeInteger(total, "total");
  const m = finite(multiplier, "multiplier");
  if (m === -1) return -t;
  if (m === 1 || m === 0.5) return Math.floor(t * m);
  throw new RuleInputError("multiplier", `must be 1, 0.5 or -1, got ${m}`);
}
