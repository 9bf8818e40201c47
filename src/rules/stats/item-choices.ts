/**
 * What an item may be under each rule family: its weapon properties (5e) or traits (three actions) and the
 * damage types a damage part may name. A sheet offers the family's list; the data models accept the union, so
 * an item keeps what it stores through a preset switch (nothing is dropped, the other family's entries are only
 * not offered). Identifiers, not prose: labels live in the UI layer.
 */
import type { StatFamily } from "./creature-stats";

/**
 * Every weapon property or trait an item may store: the 5e weapon properties and the Beginner Box's weapon
 * traits that take no value. The rules read agile (ATK-4), finesse (ATK-1), light, heavy and thrown (ECON-12,
 * ATK-8) and reach; the others are recorded and shown for the table to apply.
 */
export const WEAPON_PROPERTIES = [
  "agile",
  "ammunition",
  "backstabber",
  "disarm",
  "finesse",
  "forceful",
  "heavy",
  "light",
  "loading",
  "nonlethal",
  "propulsive",
  "reach",
  "shove",
  "sweep",
  "thrown",
  "trip",
  "twoHanded",
  "versatile",
] as const;
export type WeaponProperty = (typeof WEAPON_PROPERTIES)[number];

/** The SRD 5.1/5.2 weapon properties that take no value (range and versatile damage have fields of their own). */
export const FIVE_E_WEAPON_PROPERTIES = [
  "ammunition",
  "finesse",
  "heavy",
  "light",
  "loading",
  "reach",
  "thrown",
  "twoHanded",
  "versatile",
] as const satisfies readonly WeaponProperty[];

/**
 * The three-action (PF2e Beginner Box) weapon traits Fray records. `versatile` stands for the two-hand trait (a
 * larger damage die held in two hands: the item's versatile formula); `twoHanded` for a weapon held in two
 * hands. Traits that carry a value Fray has no field for (deadly d10, fatal, volley 30 ft, versatile P/S) are
 * not offered: write them in the description.
 */
export const THREE_ACTION_WEAPON_PROPERTIES = [
  "agile",
  "backstabber",
  "disarm",
  "finesse",
  "forceful",
  "nonlethal",
  "propulsive",
  "reach",
  "shove",
  "sweep",
  "thrown",
  "trip",
  "twoHanded",
  "versatile",
] as const satisfies readonly WeaponProperty[];

/**
 * ATK-4, ATK-8: the weapon properties (5e) or traits (three actions) a sheet offers under `family`.
 * Source: SRD 5.1 and 5.2, Weapon Properties; the PF2e Beginner Box's weapon traits.
 */
export function weaponPropertiesFor(family: StatFamily): readonly WeaponProperty[] {
  return family === "threeAction" ? THREE_ACTION_WEAPON_PROPERTIES : FIVE_E_WEAPON_PROPERTIES;
}

/** The thirteen SRD 5.1/5.2 damage types. Source: SRD 5.1 and 5.2, Damage Types. */
export const FIVE_E_DAMAGE_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "fire",
  "force",
  "lightning",
  "necrotic",
  "piercing",
  "poison",
  "psychic",
  "radiant",
  "slashing",
  "thunder",
] as const;

/**
 * The damage types the PF2e Beginner Box names: physical (bludgeoning, piercing, slashing), energy (acid, cold,
 * electricity, fire, sonic, positive, negative, force), mental and poison. Positive and negative are the Beginner
 * Box's words (the remastered rules call them vitality and void).
 */
export const THREE_ACTION_DAMAGE_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "electricity",
  "fire",
  "force",
  "mental",
  "negative",
  "piercing",
  "poison",
  "positive",
  "slashing",
  "sonic",
] as const;

/** Every damage type a damage part may store (blank: untyped): both families' and `healing`, which heals. */
export const DAMAGE_TYPES = [
  ...new Set([...FIVE_E_DAMAGE_TYPES, ...THREE_ACTION_DAMAGE_TYPES]),
  "healing",
] as unknown as readonly DamageType[];
export type DamageType = (typeof FIVE_E_DAMAGE_TYPES)[number] | (typeof THREE_ACTION_DAMAGE_TYPES)[number] | "healing";

/**
 * The damage types a sheet offers under `family`, `healing` last (it stays available in every family).
 * Source: SRD 5.1 and 5.2, Damage Types; the PF2e Beginner Box's damage types.
 */
export function damageTypesFor(family: StatFamily): readonly DamageType[] {
  return [...(family === "threeAction" ? THREE_ACTION_DAMAGE_TYPES : FIVE_E_DAMAGE_TYPES), "healing"];
}
