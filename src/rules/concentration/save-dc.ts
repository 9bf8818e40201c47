import { bool, integerInRange, nonNegative, record } from "../errors";
import type { AttackPolicies } from "../presets/policies";

/** ATK-21: the highest concentration DC in srd52 and delta. */
export const CONCENTRATION_MAX_DC = 30;

/**
 * ATK-21: the Constitution save DC to keep concentrating after `damage`: half the damage rounded down, at
 * least 10, at most `maxDc` (30 by default; pass null for no cap).
 */
export function concentrationSaveDC(damage: number, maxDc: number | null = CONCENTRATION_MAX_DC): number {
  const half = Math.floor(nonNegative(damage, "damage") / 2);
  const dc = Math.max(10, half);
  return maxDc === null ? dc : Math.min(dc, integerInRange(maxDc, "maxDc", 10, Number.MAX_SAFE_INTEGER));
}

/** ATK-21: whether the preset calls for concentration saves (policies.attack.concentration). */
export function concentrationChecksEnabled(policies: {
  readonly attack: Pick<AttackPolicies, "concentration">;
}): boolean {
  const attack = record(record(policies, "policies").attack, "policies.attack");
  return bool(attack.concentration, "policies.attack.concentration");
}
