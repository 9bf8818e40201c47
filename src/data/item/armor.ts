import { feetField, wholeNumber } from "../fields";
import { defineItemFields, definePhysicalFields } from "./common";
import { migrateSystemSource } from "../source-migrations";

const { BooleanField, NumberField, StringField } = foundry.data.fields;

/** Armor categories; a heavy armor can't be sprinted in at full speed (ECON-11), a shield adds to AC. */
export const ARMOR_CATEGORIES = ["light", "medium", "heavy", "shield"] as const;

const defineArmorFields = () => ({
  ...defineItemFields(),
  ...definePhysicalFields(),
  category: new StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...ARMOR_CATEGORIES],
    initial: "light",
  }),
  /** 5e: the armor's base AC (leather 11) or a shield's bonus (2); threeAction: the item bonus to AC. */
  base: wholeNumber(11, { min: 0 }),
  /** Highest Dexterity modifier the armor allows; null for none. */
  dexCap: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
  bonus: wholeNumber(0),
  /** Strength score needed to wear it without losing speed (0: none). */
  strength: wholeNumber(0, { min: 0, max: 30 }),
  stealthDisadvantage: new BooleanField(),
  /** Speed lost by a wearer without the Strength (feet; 0 for RES-8's 10 ft). */
  speedPenalty: feetField(0),
  /** RES-8 (5e family): the wearer is proficient with it (srd52: trained); without, Str/Dex rolls suffer, no spells. */
  proficient: new BooleanField({ initial: true }),
});
type ArmorSchema = ReturnType<typeof defineArmorFields>;

/** The `armor` item type (shields included). */
export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return defineArmorFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("item", source);
    return super.migrateData(source);
  }

  get isHeavy(): boolean {
    return this.category === "heavy";
  }
}
