import { MAX_PRINTED_MODIFIER, PROFICIENCY_RANKS } from "../rules";

const { NumberField, StringField } = foundry.data.fields;

/**
 * A whole number, never null, with an initial value and optional bounds. Unbounded it still stays a safe integer
 * (issue 26): JavaScript writes a whole number from 1e21 up in exponent notation (`1e+21`), which no dice
 * formula may hold, and beyond 2^53 a whole number is not exact anyway.
 */
export const wholeNumber = (initial: number, { min, max }: { min?: number; max?: number } = {}) =>
  new NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    min: min ?? Number.MIN_SAFE_INTEGER,
    max: max ?? Number.MAX_SAFE_INTEGER,
  });

/** A proficiency rank index: 0 untrained … 4 legendary (ATK-18). */
export const rankField = (initial = 0) => wholeNumber(initial, { min: 0, max: PROFICIENCY_RANKS.length - 1 });

/** A distance in feet, never negative, and at most `max` when given. */
export const feetField = (initial: number, max?: number) =>
  wholeNumber(initial, max === undefined ? { min: 0 } : { min: 0, max });

/** A string limited to `choices`, never blank. */
export const choiceField = <const T extends string>(choices: readonly T[], initial: T) =>
  new StringField({ required: true, nullable: false, blank: false, choices: [...choices], initial });

/** A dice formula, blank allowed; its syntax is checked in the model's validateJoint with checkFormula. */
export const formulaField = (initial = "") =>
  new StringField({ required: true, nullable: false, blank: true, initial });

/** TA-13: a stat block's printed number (a modifier, a damage bonus), null where Fray's derivation is used. */
export const printedField = () =>
  new NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    min: -MAX_PRINTED_MODIFIER,
    max: MAX_PRINTED_MODIFIER,
  });
