import { defineCreatureFields, type CreatureSchema } from "./common";

/** The `character` actor type: a player's hero. */
export class CharacterData extends foundry.abstract.TypeDataModel<CreatureSchema, Actor.Implementation> {
  static override defineSchema(): CreatureSchema {
    return defineCreatureFields();
  }
}
