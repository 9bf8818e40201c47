import { MAX_ATTACKS_PER_ACTION } from "../../rules";
import { wholeNumber } from "../fields";
import { activationField } from "./activation";
import { defineItemFields } from "./common";
import { migrateSystemSource } from "../source-migrations";

const { BooleanField, SchemaField } = foundry.data.fields;

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
  uses: new SchemaField({ value: wholeNumber(0, { min: 0 }), max: wholeNumber(0, { min: 0 }) }),
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

  /** Uses can't exceed their maximum. */
  static override validateJoint(data: Record<string, unknown>): void {
    const uses = data.uses as { value: number; max: number } | undefined;
    if (uses && uses.value > uses.max) {
      throw new Error(`uses.value (${uses.value}) can't exceed uses.max (${uses.max})`);
    }
  }
}
