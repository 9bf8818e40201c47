import { BASIC_ACTIONS, CONDITION_IDS, MAX_ATTACKS_PER_ACTION, checkArea, checkExtraDamage } from "../../rules";
import { extraDamageField } from "./extra-damage";
import { wholeNumber } from "../fields";
import { activationField } from "./activation";
import { checkItemUses, usesField } from "./uses";
import { areaField, checkDamage, damageField, defineItemFields } from "./common";
import { SPELL_SAVES } from "./spell";
import { migrateSystemSource } from "../source-migrations";

const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** A feature that is no basic action (most features); otherwise one of `FEATURE_BASIC_ACTIONS`. */
export const NO_BASIC_ACTION = "none";

/**
 * The basic actions a feature may take: ECON-7's five-e ones, threeAction's Stride (MOV-1), Step (TA-8) and Crawl
 * (TA-7), the five-e change
 * of stance (MOV-11: drop prone, stand up) and a5e's Sprint (ECON-11).
 */
export const FEATURE_BASIC_ACTIONS = [
  ...BASIC_ACTIONS,
  "stride",
  "step",
  "crawl",
  "dropProne",
  "standUp",
  "sprint",
  "seek",
] as const;

const defineFeatureFields = () => ({
  ...defineItemFields(),
  activation: activationField("passive"),
  /** What the feature gives its owner that the combat rules read. */
  grants: new SchemaField({
    /** ECON-2: extra reactions per round. */
    reactions: wholeNumber(0, { min: 0, max: 5 }),
    /** OA-5: a reaction that strikes a creature leaving reach (threeAction's reactive strike). */
    opportunityAttack: new BooleanField(),
    /** ECON-7: attacks the Attack action allows (Extra Attack: 2); 1 is no Extra Attack. */
    attacks: wholeNumber(1, { min: 1, max: MAX_ATTACKS_PER_ACTION }),
  }),
  /** RES-4: limited uses, their recovery period and a monster's Recharge N–6. */
  uses: usesField(),
  /** RES-5: a monster's legendary action option and what it costs (1–3 actions); 0 is no legendary option. */
  legendaryCost: wholeNumber(0, { min: 0, max: 3 }),
  /** AOE-1: the area it covers (a breath weapon's cone); using it places the area's template (issue 13 item 4). */
  area: areaField(),
  /**
   * ATK-18: the save it calls for (a breath weapon's Dexterity save), as a spell's: blank asks none; a null DC is
   * its owner's spell save DC. Issue 30 item 1: a monster's save ability prints its DC, so packs store it.
   */
  save: new SchemaField({
    ability: new StringField({ required: true, nullable: false, blank: true, choices: [...SPELL_SAVES], initial: "" }),
    dc: new NumberField({ required: true, nullable: true, integer: true, min: 1, initial: null }),
  }),
  /** ATK-18: the damage a save ability deals (a breath weapon's 26d6 fire; half on a success is the GM's button). */
  damage: damageField(),
  /** CND-1: the condition a creature that fails its save gets (Frightful Presence: frightened); blank none. */
  condition: new StringField({
    required: true,
    nullable: false,
    blank: true,
    choices: [...CONDITION_IDS],
    initial: "",
  }),
  /**
   * ECON-7 / MOV-1: the basic action using it takes (Dash, Disengage, Dodge…, threeAction's Stride: the ledger
   * applies its effect), or none.
   */
  basicAction: new StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [NO_BASIC_ACTION, ...FEATURE_BASIC_ACTIONS],
    initial: NO_BASIC_ACTION,
  }),
  /**
   * ECON-7 / ATK-12 / ATK-4: made in place of one attack of the Attack action (Grapple, Shove, a5e's basic
   * maneuvers), or as a Strike with threeAction's multiple attack penalty (Grapple, Escape).
   */
  replacesAttack: new BooleanField(),
  /** CND-1 / MOV-11: a status using it gives its user (Drop Prone: prone) and one it ends (Stand: prone); "" none. */
  applies: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
  ends: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
  /** RES-6: extra damage it adds to a hit (Sneak Attack, a smite, a hex); a blank formula adds none. */
  extraDamage: extraDamageField(),
});
type FeatureSchema = ReturnType<typeof defineFeatureFields>;

/** The `feature` item type: class features, monster traits, reactions such as a reactive strike. */
export class FeatureData extends foundry.abstract.TypeDataModel<FeatureSchema, Item.Implementation> {
  static override defineSchema(): FeatureSchema {
    return defineFeatureFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("item", source);
    return super.migrateData(source);
  }

  /** RES-4: uses can't exceed their maximum; AOE-1: a consistent area; RES-6: valid extra damage. */
  static override validateJoint(data: Record<string, unknown>): void {
    if (data.area !== undefined) checkArea(data.area, "area");
    // ATK-18: a save ability's damage formulas in the dice grammar.
    if (data.damage !== undefined) checkDamage(data.damage as Parameters<typeof checkDamage>[0]);
    // RES-6: the extra damage's formulas in the dice grammar, a level scaling with its formula.
    if (data.extraDamage !== undefined) checkExtraDamage(data.extraDamage, "extraDamage");
    checkItemUses(data);
  }
}
