import { nonNegative } from "../errors";
import { optionalFeet, optionalFlag, situation } from "./input";

/** ATK-10: the reach of a creature with no stated reach, in feet. */
export const DEFAULT_REACH = 5;
/** ATK-10: what a reach weapon adds, in feet. */
export const REACH_WEAPON_BONUS = 5;

export interface MeleeReachInput {
  /** The creature's own reach (5 ft when absent; more for some large creatures). */
  readonly base?: number;
  /** The weapon has the reach property: +5 ft. */
  readonly reachWeapon?: boolean;
  /** A reach stated by the attack itself (a stat block's "reach 10 ft."); it replaces the rest. */
  readonly stated?: number;
}

/**
 * ATK-10: the reach of one melee attack in feet: the attack's stated reach when it has one, otherwise the
 * creature's base reach (5 ft by default) plus 5 ft for a reach weapon.
 */
export function meleeReach(input: MeleeReachInput = {}): number {
  const s = situation(input);
  const stated = optionalFeet(s.stated, "stated");
  const base = optionalFeet(s.base, "base") ?? DEFAULT_REACH;
  const reachWeapon = optionalFlag(s.reachWeapon, "reachWeapon");
  if (stated !== undefined) return stated;
  return base + (reachWeapon ? REACH_WEAPON_BONUS : 0);
}

/** ATK-10: true when a target `distance` feet away is within `reach` feet. */
export function withinReach(distance: number, reach: number): boolean {
  return nonNegative(distance, "distance") <= nonNegative(reach, "reach");
}
