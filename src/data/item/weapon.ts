import {
  ABILITIES,
  CONDITION_IDS,
  DAMAGE_TYPES,
  MAX_RIDER_DC,
  ON_HIT_SAVE_DAMAGE,
  SIZES,
  checkOnHitRiders,
  MAX_REACH_FEET,
  MAX_TRAIT_FEET,
  TRAIT_DICE,
  WEAPON_PROPERTIES,
  checkRange,
  checkTraitDie,
  checkTraitFeet,
} from "../../rules";
import { feetField, printedField, rankField, wholeNumber } from "../fields";
import { checkDamage, damageField, defineItemFields, definePhysicalFields, rangeField } from "./common";

const { ArrayField, NumberField, SchemaField, SetField, StringField } = foundry.data.fields;

/** A choice among `choices` or "" (none). */
const optionalChoice = (choices: readonly string[]) =>
  new StringField({ required: true, nullable: false, blank: true, initial: "", choices: ["", ...choices] });
/** A DC from 1 to MAX_RIDER_DC, or null (none). */
const riderDcField = () =>
  new NumberField({ required: true, nullable: true, integer: true, initial: null, min: 1, max: MAX_RIDER_DC });

/** Issue 30 item 3: one on-hit rider (see `checkOnHitRider` in src/rules/attack/on-hit.ts). */
const riderField = () =>
  new SchemaField({
    save: optionalChoice(ABILITIES),
    dc: riderDcField(),
    condition: optionalChoice(CONDITION_IDS),
    damage: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
    damageType: optionalChoice(DAMAGE_TYPES),
    onSave: new StringField({ required: true, nullable: false, initial: "none", choices: [...ON_HIT_SAVE_DAMAGE] }),
    maxSize: optionalChoice(SIZES),
    escapeDc: riderDcField(),
  });

/** TA-9: a trait's die (deadly d10 is 10), 0 for a weapon without the trait. */
const traitDieField = () =>
  new NumberField({ required: true, nullable: false, integer: true, initial: 0, choices: [...TRAIT_DICE] });

/** `auto`: Strength for melee, Dexterity for ranged, the better of the two with finesse. */
export const WEAPON_ABILITIES = ["auto", ...ABILITIES] as const;

const defineWeaponFields = () => ({
  ...defineItemFields(),
  ...definePhysicalFields(),
  ability: new StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...WEAPON_ABILITIES],
    initial: "auto",
  }),
  /** Proficiency rank with the weapon (5e: any rank above untrained adds the proficiency bonus). */
  rank: rankField(1),
  /** Magic or other bonus to attack rolls. */
  attackBonus: wholeNumber(0),
  damage: damageField(),
  range: rangeField(),
  /** ATK-10: melee reach in feet, at most MAX_REACH_FEET (1000 ft). */
  reach: feetField(5, MAX_REACH_FEET),
  properties: new SetField(new StringField({ required: true, blank: false, choices: [...WEAPON_PROPERTIES] })),
  /**
   * TA-9: the threeAction traits that carry a value: deadly and fatal dice (0 none), volley and range increment
   * in feet (0 none; a weapon without a range increment is judged by its normal range).
   */
  traits: new SchemaField({
    deadly: traitDieField(),
    fatal: traitDieField(),
    volley: feetField(0, MAX_TRAIT_FEET),
    rangeIncrement: feetField(0, MAX_TRAIT_FEET),
  }),
  /**
   * TA-13: a creature's attack as its stat block prints it, where that differs from the derivation: the attack
   * modifier and the number added to damage (every family: a threeAction Strike, or a 5e stat block's to-hit and
   * a flat damage such as the Hawk's 1, stored as formula "1" with damage 0; null: derived).
   */
  printed: new SchemaField({ attack: printedField(), damage: printedField() }),
  /**
   * Issue 30 item 3: what a hit brings besides the damage (a save, a condition, extra damage), as the stat block
   * prints it; the damage card states each rider.
   */
  onHit: new ArrayField(riderField()),
});
type WeaponSchema = ReturnType<typeof defineWeaponFields>;

/** The `weapon` item type. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return defineWeaponFields();
  }

  /**
   * ATK-8 and ATK-1: a long range never shorter than the normal range; every damage formula a dice formula.
   * TA-9: trait dice of 4 to 12 faces, trait distances within 1000 ft. Issue 30 item 3: riders as the card states them.
   */
  static override validateJoint(data: Record<string, unknown>): void {
    checkRange(data.range, "range");
    checkDamage(data.damage as Parameters<typeof checkDamage>[0]);
    // Issue 30 item 3: a rider the card can state (a save with its DC, damage with its type…).
    if (data.onHit !== undefined) checkOnHitRiders(data.onHit, "onHit");
    const traits = data.traits as Record<string, unknown> | undefined;
    if (traits) {
      checkTraitDie(traits.deadly ?? 0, "traits.deadly");
      checkTraitDie(traits.fatal ?? 0, "traits.fatal");
      checkTraitFeet(traits.volley ?? 0, "traits.volley");
      checkTraitFeet(traits.rangeIncrement ?? 0, "traits.rangeIncrement");
    }
  }

  /** A weapon with no normal range is a melee weapon (thrown ones have both). */
  get isMelee(): boolean {
    return this.range.normal === 0 || this.properties.has("thrown");
  }
}
