/**
 * RES-4: an item's limited uses and when they come back (src/rules/resources/uses.ts): `value` left of `max` (0:
 * no limit), the recovery period `per`, and for a monster's "Recharge N–6" (`per: "recharge"`) the lowest d6 that
 * brings it back.
 */
import { USE_PERIODS, checkUses } from "../../rules";
import { wholeNumber } from "../fields";

const { SchemaField, StringField } = foundry.data.fields;

/** The most uses one item may hold (a wand's 7 charges, a homebrew's more), never an absurd count. */
export const MAX_USES = 100;

export const usesField = () =>
  new SchemaField({
    value: wholeNumber(0, { min: 0, max: MAX_USES }),
    max: wholeNumber(0, { min: 0, max: MAX_USES }),
    per: new StringField({ required: true, nullable: false, blank: true, initial: "", choices: [...USE_PERIODS] }),
    /** Recharge N–6: the lowest d6 roll that recharges it (2–6), read when `per` is `recharge`. */
    recharge: wholeNumber(6, { min: 2, max: 6 }),
  });

/** RES-4: uses never above their maximum (the rules name the bad field: `uses.value`). */
export function checkItemUses(data: Record<string, unknown>): void {
  if (data.uses !== undefined) checkUses(data.uses, "uses");
}
