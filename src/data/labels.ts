/**
 * Language keys of everything a sheet names: written out in full, one literal per value, so the language
 * check (tests/lang) sees each one. Typed against the rules' and the data models' value lists, so a value
 * added there without a label fails to compile. Type-only imports: this file loads without Foundry.
 */
import type { Ability, Size, StatFamily, ThreeActionSave, SpellAreaShape, WeaponProperty } from "../rules";
import type { ActivationType } from "./item/activation";
import type { FEATURE_BASIC_ACTIONS } from "./item/feature";
import type { ARMOR_CATEGORIES } from "./item/armor";
import type { DAMAGE_TYPES } from "./item/common";
import type { SPELL_ATTACKS } from "./item/spell";

export type DamageType = (typeof DAMAGE_TYPES)[number];
export type ArmorCategory = (typeof ARMOR_CATEGORIES)[number];
export type SpellAttack = (typeof SPELL_ATTACKS)[number];
export type ItemType = "weapon" | "armor" | "spell" | "feature" | "equipment";

/** What a context function needs of `game.i18n` (the preview passes its own). */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, unknown>): string;
}

export const ABILITY_LABELS: Readonly<Record<Ability, string>> = {
  str: "FRAY.Ability.str",
  dex: "FRAY.Ability.dex",
  con: "FRAY.Ability.con",
  int: "FRAY.Ability.int",
  wis: "FRAY.Ability.wis",
  cha: "FRAY.Ability.cha",
};

export const ABILITY_ABBREVIATIONS: Readonly<Record<Ability, string>> = {
  str: "FRAY.Ability.Abbr.str",
  dex: "FRAY.Ability.Abbr.dex",
  con: "FRAY.Ability.Abbr.con",
  int: "FRAY.Ability.Abbr.int",
  wis: "FRAY.Ability.Abbr.wis",
  cha: "FRAY.Ability.Abbr.cha",
};

export const SAVE_LABELS: Readonly<Record<ThreeActionSave, string>> = {
  fortitude: "FRAY.Save.fortitude",
  reflex: "FRAY.Save.reflex",
  will: "FRAY.Save.will",
};

export const SIZE_LABELS: Readonly<Record<Size, string>> = {
  tiny: "FRAY.Size.tiny",
  small: "FRAY.Size.small",
  medium: "FRAY.Size.medium",
  large: "FRAY.Size.large",
  huge: "FRAY.Size.huge",
  gargantuan: "FRAY.Size.gargantuan",
  titanic: "FRAY.Size.titanic",
};

/** By rank index: 0 untrained … 4 legendary. */
export const RANK_LABELS: readonly string[] = [
  "FRAY.Rank.untrained",
  "FRAY.Rank.trained",
  "FRAY.Rank.expert",
  "FRAY.Rank.master",
  "FRAY.Rank.legendary",
];

export const ACTIVATION_LABELS: Readonly<Record<ActivationType, string>> = {
  action: "FRAY.Activation.action",
  bonus: "FRAY.Activation.bonus",
  reaction: "FRAY.Activation.reaction",
  free: "FRAY.Activation.free",
  actions: "FRAY.Activation.actions",
  passive: "FRAY.Activation.passive",
  minute: "FRAY.Activation.minute",
  hour: "FRAY.Activation.hour",
};

type FeatureBasicAction = (typeof FEATURE_BASIC_ACTIONS)[number];

/** ECON-7 / MOV-1 / MOV-11: the basic action a feature takes (the actions pack's entries). */
export const FEATURE_ACTION_LABELS: Readonly<Record<"none" | FeatureBasicAction, string>> = {
  none: "FRAY.BasicAction.none",
  attack: "FRAY.BasicAction.attack",
  castSpell: "FRAY.BasicAction.castSpell",
  magic: "FRAY.BasicAction.magic",
  dash: "FRAY.BasicAction.dash",
  disengage: "FRAY.BasicAction.disengage",
  dodge: "FRAY.BasicAction.dodge",
  help: "FRAY.BasicAction.help",
  hide: "FRAY.BasicAction.hide",
  influence: "FRAY.BasicAction.influence",
  ready: "FRAY.BasicAction.ready",
  search: "FRAY.BasicAction.search",
  study: "FRAY.BasicAction.study",
  useObject: "FRAY.BasicAction.useObject",
  utilize: "FRAY.BasicAction.utilize",
  stride: "FRAY.BasicAction.stride",
  step: "FRAY.BasicAction.step",
  crawl: "FRAY.BasicAction.crawl",
  dropProne: "FRAY.BasicAction.dropProne",
  standUp: "FRAY.BasicAction.standUp",
  sprint: "FRAY.BasicAction.sprint",
  seek: "FRAY.BasicAction.seek",
};

export const WEAPON_PROPERTY_LABELS: Readonly<Record<WeaponProperty, string>> = {
  agile: "FRAY.WeaponProperty.agile",
  ammunition: "FRAY.WeaponProperty.ammunition",
  backstabber: "FRAY.WeaponProperty.backstabber",
  disarm: "FRAY.WeaponProperty.disarm",
  finesse: "FRAY.WeaponProperty.finesse",
  forceful: "FRAY.WeaponProperty.forceful",
  heavy: "FRAY.WeaponProperty.heavy",
  light: "FRAY.WeaponProperty.light",
  loading: "FRAY.WeaponProperty.loading",
  nonlethal: "FRAY.WeaponProperty.nonlethal",
  propulsive: "FRAY.WeaponProperty.propulsive",
  reach: "FRAY.WeaponProperty.reach",
  shove: "FRAY.WeaponProperty.shove",
  sweep: "FRAY.WeaponProperty.sweep",
  thrown: "FRAY.WeaponProperty.thrown",
  trip: "FRAY.WeaponProperty.trip",
  twoHanded: "FRAY.WeaponProperty.twoHanded",
  versatile: "FRAY.WeaponProperty.versatile",
};

/** Where the three-action family names a property otherwise: its two-hand trait is 5e's versatile. */
export const THREE_ACTION_PROPERTY_LABELS: Readonly<Partial<Record<WeaponProperty, string>>> = {
  versatile: "FRAY.WeaponProperty.twoHand",
};

/** The label of a weapon property as `family` names it. */
export function weaponPropertyLabel(property: WeaponProperty, family: StatFamily): string {
  return (
    (family === "threeAction" ? THREE_ACTION_PROPERTY_LABELS[property] : undefined) ?? WEAPON_PROPERTY_LABELS[property]
  );
}

export const DAMAGE_TYPE_LABELS: Readonly<Record<DamageType, string>> = {
  acid: "FRAY.Damage.acid",
  bludgeoning: "FRAY.Damage.bludgeoning",
  cold: "FRAY.Damage.cold",
  electricity: "FRAY.Damage.electricity",
  fire: "FRAY.Damage.fire",
  force: "FRAY.Damage.force",
  lightning: "FRAY.Damage.lightning",
  mental: "FRAY.Damage.mental",
  necrotic: "FRAY.Damage.necrotic",
  negative: "FRAY.Damage.negative",
  piercing: "FRAY.Damage.piercing",
  poison: "FRAY.Damage.poison",
  positive: "FRAY.Damage.positive",
  psychic: "FRAY.Damage.psychic",
  radiant: "FRAY.Damage.radiant",
  slashing: "FRAY.Damage.slashing",
  sonic: "FRAY.Damage.sonic",
  thunder: "FRAY.Damage.thunder",
  healing: "FRAY.Damage.healing",
};

export const ARMOR_CATEGORY_LABELS: Readonly<Record<ArmorCategory, string>> = {
  light: "FRAY.Item.ArmorCategory.light",
  medium: "FRAY.Item.ArmorCategory.medium",
  heavy: "FRAY.Item.ArmorCategory.heavy",
  shield: "FRAY.Item.ArmorCategory.shield",
};

export const SPELL_ATTACK_LABELS: Readonly<Record<SpellAttack, string>> = {
  none: "FRAY.Item.SpellAttack.none",
  melee: "FRAY.Item.SpellAttack.melee",
  ranged: "FRAY.Item.SpellAttack.ranged",
};

export const AREA_SHAPE_LABELS: Readonly<Record<SpellAreaShape, string>> = {
  none: "FRAY.Item.AreaShape.none",
  cone: "FRAY.Item.AreaShape.cone",
  cube: "FRAY.Item.AreaShape.cube",
  cylinder: "FRAY.Item.AreaShape.cylinder",
  emanation: "FRAY.Item.AreaShape.emanation",
  line: "FRAY.Item.AreaShape.line",
  sphere: "FRAY.Item.AreaShape.sphere",
};

export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  weapon: "TYPES.Item.weapon",
  armor: "TYPES.Item.armor",
  spell: "TYPES.Item.spell",
  feature: "TYPES.Item.feature",
  equipment: "TYPES.Item.equipment",
};

export const SPEED_LABELS = {
  walk: "FRAY.Sheet.Speed.walk",
  climb: "FRAY.Sheet.Speed.climb",
  swim: "FRAY.Sheet.Speed.swim",
  fly: "FRAY.Sheet.Speed.fly",
  burrow: "FRAY.Sheet.Speed.burrow",
} as const;
export type SpeedKind = keyof typeof SPEED_LABELS;

export const SENSE_LABELS = {
  darkvision: "FRAY.Sheet.Sense.darkvision",
  blindsight: "FRAY.Sheet.Sense.blindsight",
  tremorsense: "FRAY.Sheet.Sense.tremorsense",
  truesight: "FRAY.Sheet.Sense.truesight",
} as const;
export type SenseKind = keyof typeof SENSE_LABELS;

/** `{value, label}` choices for selectOptions, labels localized. */
export function choices<K extends string>(
  labels: Readonly<Record<K, string>>,
  i18n: Localizer,
): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: i18n.localize(labels[value]) }));
}

/** Rank choices (`value` is the rank index), optionally only the first `count`. */
export function rankChoices(i18n: Localizer, count = RANK_LABELS.length): { value: number; label: string }[] {
  return RANK_LABELS.slice(0, count).map((key, value) => ({ value, label: i18n.localize(key) }));
}

/** A modifier with its sign: +3, +0, −1. */
export function signed(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : `+${n}`;
}
