/**
 * Rows of the item lists on actor sheets (weapons, spells, features, gear), from plain item data. Names and
 * formulas are passed through as they are: the templates escape them.
 */
import { usesView, type UsesView } from "./resources";
import { saveForFamily, weaponPropertiesFor, type StatFamily, type WeaponProperty } from "../../../rules";
import { activationView, strikeActivation, type ActivationView } from "./item/activation";
import {
  ARMOR_CATEGORY_LABELS,
  DAMAGE_TYPE_LABELS,
  SPELL_ATTACK_LABELS,
  ABILITY_ABBREVIATIONS,
  SAVE_LABELS,
  weaponPropertyLabel,
  type ArmorCategory,
  type DamageType,
  type Localizer,
  type SpellAttack,
} from "../../../data/labels";
import type { PlainItem } from "./types";
import { weaponNumbers, withModifier, type Attacker } from "./item/weapon-numbers";

interface RowBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly activation: ActivationView;
}

export interface WeaponRow extends RowBase {
  readonly equipped: boolean;
  /** "+5": the attack bonus of a first attack this turn, or "" when unknown. */
  readonly toHit: string;
  readonly damage: string;
  readonly versatile: string;
  readonly canDamage: boolean;
  readonly range: string;
  readonly properties: string;
  /** ECON-12: a light weapon offers an off-hand attack (5e family: the bonus action after the Attack action). */
  readonly offHand: boolean;
}

export interface SpellRow extends RowBase {
  readonly level: number;
  readonly levelLabel: string;
  readonly canAttack: boolean;
  readonly canDamage: boolean;
  readonly attack: string;
  readonly save: string;
  readonly damage: string;
  readonly range: string;
  readonly concentration: boolean;
}

export interface FeatureRow extends RowBase {
  readonly hasUses: boolean;
  readonly uses: { readonly value: number; readonly max: number };
  /** RES-4: uses with their period, or a recharge power's range and state (src/applications/sheets/context/resources.ts). */
  readonly usesView: UsesView;
  /** RES-5: a legendary option's cost ("" for none). */
  readonly legendaryCost: string;
}

export interface GearRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly equipped: boolean;
  readonly quantity: number;
  readonly summary: string;
  /** RES-4: a consumable's uses (charges) with their period. */
  readonly usesView: UsesView;
}

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * "1d8 + 3 slashing + 1d6 fire": each part's formula and localized type; `modifier` (what the attack ability
 * adds to a weapon's damage) joins the first part, as the damage roll adds it.
 */
export function damageSummary(damage: unknown, i18n: Localizer, modifier = 0): string {
  const parts = Array.isArray(rec(damage).parts) ? (rec(damage).parts as unknown[]) : [];
  return parts
    .map(rec)
    .filter((p) => str(p.formula) !== "")
    .map((p, i) => {
      const formula = i === 0 ? withModifier(str(p.formula), modifier) : str(p.formula);
      const type = str(p.type) as DamageType | "";
      return type && type in DAMAGE_TYPE_LABELS ? `${formula} ${i18n.localize(DAMAGE_TYPE_LABELS[type])}` : formula;
    })
    .join(" + ");
}

/** ATK-8, ATK-10: "80/320 ft" for a ranged weapon or spell, "Reach 10 ft" for melee, "" for none. */
export function rangeSummary(range: unknown, reach: number | null, i18n: Localizer): string {
  const r = rec(range);
  const normal = num(r.normal);
  const long = typeof r.long === "number" ? r.long : null;
  if (normal > 0) {
    return long === null
      ? i18n.format("FRAY.Sheet.Feet", { feet: normal })
      : i18n.format("FRAY.Sheet.RangeFeet", { normal, long });
  }
  return reach === null ? "" : i18n.format("FRAY.Sheet.ReachFeet", { feet: reach });
}

/**
 * ATK-8, ATK-10: where a weapon strikes, in words: "Melee, reach 5 ft" for a melee weapon (its normal range is
 * 0: never "range 0"), "Melee, reach 5 ft; thrown 20/60 ft" for a thrown one, "80/320 ft" for a ranged one.
 */
export function weaponRangeSummary(system: Readonly<Record<string, unknown>>, i18n: Localizer): string {
  const properties = system.properties;
  const thrown = Array.isArray(properties)
    ? properties.includes("thrown")
    : properties instanceof Set && properties.has("thrown");
  const normal = num(rec(system.range).normal);
  const melee = i18n.format("FRAY.Sheet.MeleeReach", { feet: num(system.reach, 5) });
  if (normal === 0) return melee;
  const range = rangeSummary(system.range, null, i18n);
  return thrown ? i18n.format("FRAY.Sheet.MeleeThrown", { melee, range }) : range;
}

/** A weapon row; with an `attacker`, its attack bonus and damage as the rolls will compute them. */
export function weaponRow(item: PlainItem, family: StatFamily, i18n: Localizer, attacker?: Attacker): WeaponRow {
  const s = item.system;
  const properties = (
    Array.isArray(s.properties) ? s.properties : s.properties instanceof Set ? [...s.properties] : []
  ) as WeaponProperty[];
  const numbers = attacker ? weaponNumbers(item, attacker) : null;
  const modifier = numbers?.damageModifier ?? 0;
  const damage = damageSummary(s.damage, i18n, modifier);
  const versatile = properties.includes("versatile") ? withModifier(str(rec(s.damage).versatile), modifier) : "";
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    activation: strikeActivation(family, i18n),
    equipped: s.equipped === true,
    toHit: numbers
      ? i18n.format("FRAY.Sheet.ToHit", { bonus: `${numbers.toHit < 0 ? "−" : "+"}${Math.abs(numbers.toHit)}` })
      : "",
    damage,
    versatile,
    canDamage: damage !== "" || versatile !== "",
    range: weaponRangeSummary(s, i18n),
    // The family's properties (5e) or traits (three actions); the other family's stay stored, unshown.
    properties: weaponPropertiesFor(family)
      .filter((p) => properties.includes(p))
      .map((p) => i18n.localize(weaponPropertyLabel(p, family)))
      .join(", "),
    offHand: family === "fiveE" && properties.includes("light"),
  };
}

export function spellRow(item: PlainItem, family: StatFamily, i18n: Localizer): SpellRow {
  const s = item.system;
  const level = num(s.level);
  const attack = (str(s.attack) || "none") as SpellAttack;
  // ATK-18: the save as the family rolls it (a Dexterity save is Reflex with three actions), as the roll asks.
  const stored = str(rec(s.save).ability);
  const known = stored in ABILITY_ABBREVIATIONS || stored in SAVE_LABELS;
  const saveId = known ? saveForFamily(stored, family) : stored;
  const saveLabel =
    saveId in ABILITY_ABBREVIATIONS
      ? i18n.localize(ABILITY_ABBREVIATIONS[saveId as keyof typeof ABILITY_ABBREVIATIONS])
      : saveId in SAVE_LABELS
        ? i18n.localize(SAVE_LABELS[saveId as keyof typeof SAVE_LABELS])
        : "";
  const dc = rec(s.save).dc;
  const damage = damageSummary(s.damage, i18n);
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    activation: activationView(s.activation, family, i18n),
    level,
    levelLabel: level === 0 ? i18n.localize("FRAY.Sheet.Cantrip") : i18n.format("FRAY.Sheet.SpellLevel", { level }),
    canAttack: attack !== "none",
    canDamage: damage !== "",
    attack: attack !== "none" && attack in SPELL_ATTACK_LABELS ? i18n.localize(SPELL_ATTACK_LABELS[attack]) : "",
    save: saveLabel
      ? typeof dc === "number"
        ? i18n.format("FRAY.Sheet.SaveWithDc", { save: saveLabel, dc })
        : i18n.format("FRAY.Sheet.SaveSpellDc", { save: saveLabel })
      : "",
    damage,
    range:
      attack === "melee" && num(rec(s.range).normal) === 0
        ? i18n.localize("FRAY.Sheet.Melee")
        : rangeSummary(s.range, null, i18n),
    concentration: s.concentration === true,
  };
}

export function featureRow(item: PlainItem, family: StatFamily, i18n: Localizer): FeatureRow {
  const uses = rec(item.system.uses);
  const max = num(uses.max);
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    activation: activationView(item.system.activation, family, i18n),
    hasUses: max > 0,
    uses: { value: num(uses.value), max },
    usesView: usesView(item.system.uses, i18n),
    legendaryCost:
      num(item.system.legendaryCost) > 0
        ? i18n.format("FRAY.Legendary.Cost", { cost: String(num(item.system.legendaryCost)) })
        : "",
  };
}

export function gearRow(item: PlainItem, i18n: Localizer): GearRow {
  const s = item.system;
  let summary = "";
  if (item.type === "armor") {
    const category = str(s.category) as ArmorCategory;
    const label = category in ARMOR_CATEGORY_LABELS ? i18n.localize(ARMOR_CATEGORY_LABELS[category]) : "";
    const value = num(s.base) + num(s.bonus);
    summary = i18n.format(category === "shield" ? "FRAY.Sheet.ShieldSummary" : "FRAY.Sheet.ArmorSummary", {
      category: label,
      value,
    });
  }
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    type: item.type,
    equipped: s.equipped === true,
    quantity: num(s.quantity, 1),
    summary,
    usesView: usesView(s.uses, i18n),
  };
}

/** Items of one type, in their sort order as given. */
export function ofType(items: readonly PlainItem[], type: string): PlainItem[] {
  return items.filter((i) => i.type === type);
}
