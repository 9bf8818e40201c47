/** RES-6: the extra damage a feature adds to a hit, as validated data (src/rules/resources/extra-damage.ts). */
import { EXTRA_DAMAGE_CONDITIONS, EXTRA_DAMAGE_FREQUENCIES } from "../../rules";
import { formulaField, wholeNumber } from "../fields";
import { DAMAGE_TYPES } from "./common";

const { BooleanField, SchemaField, StringField } = foundry.data.fields;

const choice = (choices: readonly string[], initial: string) =>
  new StringField({ required: true, nullable: false, blank: false, choices: [...choices], initial });

/**
 * RES-6: `formula` at the first level (blank: none) and its damage type (blank: the item's own); when it may be
 * added (`condition`) and how often (`frequency`: each hit, or once per turn on any turn); `levelFormula` added
 * every `levelEvery` levels past the first (Sneak Attack: 2, `1d6`); `slot`: a smite, spending a spell slot, with
 * `slotFormula` per slot level above 1st.
 */
export const extraDamageField = () =>
  new SchemaField({
    formula: formulaField(),
    type: new StringField({ required: true, nullable: false, blank: true, initial: "", choices: [...DAMAGE_TYPES] }),
    condition: choice(EXTRA_DAMAGE_CONDITIONS, "always"),
    frequency: choice(EXTRA_DAMAGE_FREQUENCIES, "each"),
    levelEvery: wholeNumber(0, { min: 0, max: 20 }),
    levelFormula: formulaField(),
    slot: new BooleanField(),
    slotFormula: formulaField(),
  });
