/**
 * TA-9: what a weapon's traits do to a threeAction Strike, as pure functions of plain inputs. Source: Pathfinder
 * Beginner Box and Core Rulebook (OGL 1.0a), Weapon Traits; Player Core (ORC), Weapons.
 */
import { RuleInputError, bool, integer, integerInRange, nonNegativeInteger, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import { typedModifier, type RollSource } from "../sources";

/** The damage dice a trait may name (deadly d8, fatal d12…); 0 stands for "no such trait". */
export const TRAIT_DICE = [0, 4, 6, 8, 10, 12] as const;

/** The longest distance a volley trait or a range increment may name (ft). */
export const MAX_TRAIT_FEET = 1000;

/** TA-9: how a Strike is made: in melee, by throwing the weapon, or by shooting it. */
export const STRIKE_KINDS = ["melee", "thrown", "ranged"] as const;
export type StrikeKind = (typeof STRIKE_KINDS)[number];

/** TA-9: checks a trait die (0 none, else 4, 6, 8, 10 or 12), naming `field`. */
export function checkTraitDie(value: unknown, field: string): number {
  const faces = integer(value, field);
  if (!(TRAIT_DICE as readonly number[]).includes(faces)) {
    throw new RuleInputError(field, `must be 0 (none) or a die of 4, 6, 8, 10 or 12 faces, got ${faces}`);
  }
  return faces;
}

/** TA-9: checks a distance in feet a trait names (0 none … MAX_TRAIT_FEET), naming `field`. */
export function checkTraitFeet(value: unknown, field: string): number {
  return integerInRange(value, field, 0, MAX_TRAIT_FEET);
}

/**
 * TA-9: the ability modifier a Strike adds to damage: melee and thrown Strikes add Strength (finesse changes only
 * the attack roll, never the damage); a ranged Strike adds none, except a propulsive weapon: half a positive
 * Strength modifier (rounded down), or the whole of a negative one.
 */
export function strikeDamageStrength(input: {
  readonly strMod: number;
  readonly kind: StrikeKind;
  readonly propulsive: boolean;
}): number {
  const i = record(input, "strike");
  const str = integer(i.strMod, "strMod");
  const kind = oneOf(i.kind, "kind", STRIKE_KINDS);
  if (kind !== "ranged") return str;
  if (!bool(i.propulsive, "propulsive")) return 0;
  return str > 0 ? Math.floor(str / 2) : str;
}

/** Sizes at which a reach weapon reaches 10 ft; any other wielder reaches 5 ft beyond its own reach. */
const TEN_FOOT_REACH_SIZES: readonly string[] = ["small", "medium"];

/**
 * TA-9: the reach of a weapon with the reach trait: 10 ft for a Small or Medium wielder, otherwise 5 ft more than
 * the wielder's own reach (a Large ogre with 10 ft reaches 15 ft).
 */
export function reachTraitFeet(input: { readonly size: string; readonly creatureReach: number }): number {
  const i = record(input, "wielder");
  const size = typeof i.size === "string" ? i.size : "";
  const own = nonNegativeInteger(i.creatureReach, "creatureReach");
  return TEN_FOOT_REACH_SIZES.includes(size) ? 10 : own + 5;
}

/** TA-9: volley N: a −2 untyped penalty to attacks against a target within N feet (none beyond, none without it). */
export function volleySources(input: { readonly volley: number; readonly distance: number }): readonly RollSource[] {
  const i = record(input, "volley");
  const volley = checkTraitFeet(i.volley, "volley");
  const distance = nonNegativeInteger(i.distance, "distance");
  if (volley === 0 || distance > volley) return deepFreeze([]);
  return deepFreeze([typedModifier("TA-9", "volley", "untyped", -2)]);
}

/**
 * TA-9: sweep: a +1 circumstance bonus to the attack when the creature already attacked another target this
 * turn. `earlierTargets` are the targets of its earlier attacks this turn, `target` this attack's lone target.
 */
export function sweepSources(input: {
  readonly sweep: boolean;
  readonly target: string;
  readonly earlierTargets: readonly string[];
}): readonly RollSource[] {
  const i = record(input, "sweep");
  if (!bool(i.sweep, "sweep")) return deepFreeze([]);
  const target = typeof i.target === "string" ? i.target : "";
  const earlier = Array.isArray(i.earlierTargets) ? (i.earlierTargets as unknown[]) : [];
  const other = target !== "" && earlier.some((t) => typeof t === "string" && t !== target);
  return deepFreeze(other ? [typedModifier("TA-9", "sweep", "circumstance", 1)] : []);
}

/**
 * TA-9: forceful: the circumstance bonus to damage of an attack with a forceful weapon: none on the first attack
 * with it this turn, its number of damage dice on the second, twice that on the third and later.
 */
export function forcefulDamageBonus(input: {
  readonly forceful: boolean;
  readonly damageDice: number;
  readonly earlierWithWeapon: number;
}): number {
  const i = record(input, "forceful");
  const dice = nonNegativeInteger(i.damageDice, "damageDice");
  const earlier = nonNegativeInteger(i.earlierWithWeapon, "earlierWithWeapon");
  if (!bool(i.forceful, "forceful") || earlier === 0) return 0;
  return earlier === 1 ? dice : 2 * dice;
}
