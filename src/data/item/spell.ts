import {
  ABILITIES,
  CONDITION_IDS,
  SPELL_SCALING_MODES,
  THREE_ACTION_SAVES,
  checkArea,
  checkRange,
  checkSpellScaling,
} from "../../rules";
import { formulaField } from "../fields";
import { wholeNumber } from "../fields";
import { activationField } from "./activation";
import { areaField, checkDamage, damageField, defineItemFields, rangeField } from "./common";
import { migrateSystemSource } from "../source-migrations";

const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

export const SPELL_ATTACKS = ["none", "melee", "ranged"] as const;
/** The save a spell calls for: an ability (5e family) or Fortitude/Reflex/Will (threeAction), or none. */
export const SPELL_SAVES = ["", ...ABILITIES, ...THREE_ACTION_SAVES] as const;

const defineSpellFields = () => ({
  ...defineItemFields(),
  /** Spell level (0 = cantrip) or threeAction rank. */
  level: wholeNumber(1, { min: 0, max: 10 }),
  activation: activationField("action"),
  attack: new StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...SPELL_ATTACKS],
    initial: "none",
  }),
  save: new SchemaField({
    ability: new StringField({ required: true, nullable: false, blank: true, choices: [...SPELL_SAVES], initial: "" }),
    /** A fixed DC; null uses the caster's spell save DC. */
    dc: new NumberField({ required: true, nullable: true, integer: true, min: 1, initial: null }),
  }),
  damage: damageField(),
  range: rangeField(),
  area: areaField(),
  concentration: new BooleanField(),
  /** RES-1: may be cast as a ritual, which spends no slot. */
  ritual: new BooleanField(),
  /**
   * RES-1, RES-2: how its damage grows, as its entry says (never read from the description): `cantrip` adds
   * `formula` at character levels 5, 11 and 17; `beams` fires one more beam there; `slot` adds `formula` per slot
   * level above its own.
   */
  scaling: new SchemaField({
    mode: new StringField({
      required: true,
      nullable: false,
      blank: false,
      choices: [...SPELL_SCALING_MODES],
      initial: "none",
    }),
    formula: formulaField(),
  }),
  /** CND-1: the condition a target that fails the save gets (blank: none); the save card offers to apply it. */
  condition: new StringField({
    required: true,
    nullable: false,
    blank: true,
    choices: [...CONDITION_IDS],
    initial: "",
  }),
});
type SpellSchema = ReturnType<typeof defineSpellFields>;

/** The `spell` item type. */
export class SpellData extends foundry.abstract.TypeDataModel<SpellSchema, Item.Implementation> {
  static override defineSchema(): SpellSchema {
    return defineSpellFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("item", source);
    return super.migrateData(source);
  }

  /** ATK-8, AOE-1, ATK-1, RES-1/RES-2: consistent range, area, damage formulas and scaling. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkRange(data.range, "range");
    checkArea(data.area, "area");
    checkDamage(data.damage as Parameters<typeof checkDamage>[0]);
    // RES-1, RES-2: a scaling that adds dice names a formula in the dice grammar.
    if (data.scaling !== undefined) checkSpellScaling(data.scaling, "scaling");
  }
}
