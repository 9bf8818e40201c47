/**
 * RES-5: a monster's legendary actions per round and legendary resistances per day. Its legendary options are its
 * features with a `legendaryCost`; the pool spent this round is kept on its combatant (`system.legendarySpent`).
 * `resistance.lair` is SRD 5.2's extra use in the monster's lair: data for the GM, not applied by Fray.
 */
import { MAX_LEGENDARY } from "../../rules";
import { wholeNumber } from "../fields";

const { SchemaField } = foundry.data.fields;

export const legendaryField = () =>
  new SchemaField({
    actions: wholeNumber(0, { min: 0, max: MAX_LEGENDARY }),
    resistance: new SchemaField({
      value: wholeNumber(0, { min: 0, max: MAX_LEGENDARY }),
      max: wholeNumber(0, { min: 0, max: MAX_LEGENDARY }),
      lair: wholeNumber(0, { min: 0, max: MAX_LEGENDARY }),
    }),
  });

/** RES-5: never more legendary resistances left than the monster has per day. */
export function checkLegendary(data: Record<string, unknown>): void {
  const resistance = (data.legendary as { resistance?: { value?: unknown; max?: unknown } } | undefined)?.resistance;
  if (
    typeof resistance?.value === "number" &&
    typeof resistance.max === "number" &&
    resistance.value > resistance.max
  ) {
    throw new Error(
      `legendary.resistance.value (${resistance.value}) can't exceed legendary.resistance.max (${resistance.max})`,
    );
  }
}
