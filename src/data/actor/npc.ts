import { defineCreatureFields, type CreatureSchema } from "./common";

/** The `npc` actor type: monsters and other creatures the GM runs. */
export class NpcData extends foundry.abstract.TypeDataModel<CreatureSchema, Actor.Implementation> {
  static override defineSchema(): CreatureSchema {
    return defineCreatureFields();
  }
}
