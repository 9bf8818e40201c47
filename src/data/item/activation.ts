import { wholeNumber } from "../fields";

const { SchemaField, StringField } = foundry.data.fields;

/**
 * How an item is used: an action, a bonus action, a reaction (with its trigger), free, passive, or 1–3 actions
 * with three actions (ECON-1, ECON-2, ECON-3, ATK-19), or a longer casting time.
 */
export const ACTIVATION_TYPES = [
  "action",
  "bonus",
  "reaction",
  "free",
  "actions",
  "passive",
  "minute",
  "hour",
] as const;
export type ActivationType = (typeof ACTIVATION_TYPES)[number];

export const activationField = (type: ActivationType = "action") =>
  new SchemaField({
    type: new StringField({
      required: true,
      nullable: false,
      blank: false,
      choices: [...ACTIVATION_TYPES],
      initial: type,
    }),
    /** Actions spent with three actions (1–3), or minutes/hours for a long casting time. */
    cost: wholeNumber(1, { min: 1, max: 3 }),
    /** A reaction's trigger, in the creator's words. */
    trigger: new StringField({ required: true, nullable: false, blank: true, initial: "" }),
  });
