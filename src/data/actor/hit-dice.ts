/**
 * RES-3: a character's Hit Dice: as many as its level, of one size (`die`: 6, 8, 10 or 12 faces), `spent` of them
 * used on short rests; a long rest gives spent ones back (src/rules/resources/rests.ts).
 */
import { HIT_DIE_FACES, MAX_LEVEL } from "../../rules";
import { wholeNumber } from "../fields";

const { NumberField, SchemaField } = foundry.data.fields;

export const hitDiceField = () =>
  new SchemaField({
    die: new NumberField({ required: true, nullable: false, integer: true, initial: 8, choices: [...HIT_DIE_FACES] }),
    spent: wholeNumber(0, { min: 0, max: MAX_LEVEL }),
  });

/** RES-3: never more Hit Dice spent than the character has (its level). */
export function checkHitDice(data: Record<string, unknown>): void {
  const hitDice = data.hitDice as { spent?: unknown } | undefined;
  const level = data.level;
  if (typeof hitDice?.spent === "number" && typeof level === "number" && hitDice.spent > level) {
    throw new Error(`hitDice.spent (${hitDice.spent}) can't exceed the character's level (${level})`);
  }
}
