import { ABILITIES, MAX_REACH_FEET, WEAPON_PROPERTIES, checkRange } from "../../rules";
import { feetField, rankField, wholeNumber } from "../fields";
import { checkDamage, damageField, defineItemFields, definePhysicalFields, rangeField } from "./common";

const { SetField, StringField } = foundry.data.fields;

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
});
type WeaponSchema = ReturnType<typeof defineWeaponFields>;

/** The `weapon` item type. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return defineWeaponFields();
  }

  /** ATK-8 and ATK-1: a long range never shorter than the normal range; every damage formula a dice formula. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkRange(data.range, "range");
    checkDamage(data.damage as Parameters<typeof checkDamage>[0]);
  }

  /** A weapon with no normal range is a melee weapon (thrown ones have both). */
  get isMelee(): boolean {
    return this.range.normal === 0 || this.properties.has("thrown");
  }
}
