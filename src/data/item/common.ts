import { DAMAGE_TYPES as RULES_DAMAGE_TYPES, SPELL_AREA_SHAPES, checkFormula } from "../../rules";
import { feetField, formulaField, wholeNumber } from "../fields";

const { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** Fields every Fray item has: its description. */
export const defineItemFields = () => ({
  description: new HTMLField({ required: true, blank: true }),
});

/** Fields of an item a creature carries and may equip. */
export const definePhysicalFields = () => ({
  quantity: wholeNumber(1, { min: 0 }),
  weight: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
  equipped: new BooleanField(),
});

/**
 * Damage types a damage part may store (blank: untyped): both rule families' and healing (src/rules), so a part
 * keeps its type through a preset switch; the sheet offers the family's (`damageTypesFor`).
 */
export const DAMAGE_TYPES = RULES_DAMAGE_TYPES;

/** A list of damage parts (`1d8 + @mod` slashing…) and, for versatile weapons, the two-handed formula. */
export const damageField = () =>
  new SchemaField({
    parts: new ArrayField(
      new SchemaField({
        formula: formulaField(),
        type: new StringField({
          required: true,
          nullable: false,
          blank: true,
          initial: "",
          choices: [...DAMAGE_TYPES],
        }),
      }),
    ),
    versatile: formulaField(),
  });

/** ATK-8: normal range (0 for a melee weapon) and optional long range. */
export const rangeField = () =>
  new SchemaField({
    normal: wholeNumber(0, { min: 0 }),
    long: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
  });

/** AOE-1: an item's area of effect: a shape (`none` for no area) and the sizes in feet it takes. */
export const areaField = () =>
  new SchemaField({
    shape: new StringField({
      required: true,
      nullable: false,
      blank: false,
      choices: [...SPELL_AREA_SHAPES],
      initial: "none",
    }),
    size: feetField(0),
    width: feetField(0),
    height: feetField(0),
  });

/** Checks every damage formula of a `damageField`, naming the bad one (`damage.parts.1.formula`). */
export function checkDamage(damage: { parts: readonly { formula: string }[]; versatile: string }): void {
  damage.parts.forEach((part, i) => {
    if (part.formula !== "") checkFormula(part.formula, `damage.parts.${i}.formula`);
  });
  if (damage.versatile !== "") checkFormula(damage.versatile, "damage.versatile");
}

export type ItemSchema = ReturnType<typeof defineItemFields>;
