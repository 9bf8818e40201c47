const { HTMLField, NumberField, SchemaField } = foundry.data.fields;

/** A whole number of hit points, never negative. */
const hitPointField = (initial: number) =>
  new NumberField({ required: true, nullable: false, integer: true, min: 0, initial });

/**
 * Fields every Fray creature has from the first release: hit points (the token bar, `primaryTokenAttribute`)
 * and a biography. Abilities, defences and speeds come with the full character and NPC models.
 */
export const defineCreatureFields = () => ({
  hp: new SchemaField({
    value: hitPointField(10),
    max: hitPointField(10),
    temp: hitPointField(0),
  }),
  biography: new HTMLField({ required: true, blank: true }),
});

export type CreatureSchema = ReturnType<typeof defineCreatureFields>;
