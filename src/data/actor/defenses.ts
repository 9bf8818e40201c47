/**
 * Damage defenses by damage type (5e resistance, immunity, vulnerability; threeAction resistance N and
 * weakness N): lists of `{ type, value }`, the value read only by threeAction (5e halves or doubles).
 */
const { ArrayField, SchemaField, StringField } = foundry.data.fields;
import { wholeNumber } from "../fields";

const typeField = () => new StringField({ required: true, nullable: false, blank: false, initial: "fire" });
const valuedType = () => new SchemaField({ type: typeField(), value: wholeNumber(0, { min: 0 }) });

export const defensesField = () =>
  new SchemaField({
    resistances: new ArrayField(valuedType()),
    immunities: new ArrayField(typeField()),
    vulnerabilities: new ArrayField(valuedType()),
  });

/** The stored shape, as the damage rules read it. */
export interface StoredDefenses {
  resistances?: { type: string; value: number }[];
  immunities?: string[];
  vulnerabilities?: { type: string; value: number }[];
}
