/**
 * RES-1, RES-3: a character's spell slots per spell level (1st–9th): `max` is what the character has (the owner
 * edits it, as hit points), `value` what is left. Casting spends (RES-1), a long rest refills (RES-3). Pact
 * slots are out of scope.
 */
const { SchemaField } = foundry.data.fields;
import { wholeNumber } from "../fields";

/** The spell levels that have slots. */
export const SLOT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type SlotLevel = (typeof SLOT_LEVELS)[number];

/** Most slots of one level any character has is 4; a table's homebrew may give more, never an absurd count. */
export const MAX_SLOTS_PER_LEVEL = 20;

const slotField = () =>
  new SchemaField({
    value: wholeNumber(0, { min: 0, max: MAX_SLOTS_PER_LEVEL }),
    max: wholeNumber(0, { min: 0, max: MAX_SLOTS_PER_LEVEL }),
  });

export const spellSlotsField = () =>
  new SchemaField({
    1: slotField(),
    2: slotField(),
    3: slotField(),
    4: slotField(),
    5: slotField(),
    6: slotField(),
    7: slotField(),
    8: slotField(),
    9: slotField(),
  });

/** The stored shape: `system.slots["3"].value` is the 3rd-level slots left. */
export type StoredSpellSlots = Record<`${SlotLevel}`, { value: number; max: number }>;
