import { ABILITIES } from "../../rules";
import { deriveCreature, type CreatureSchema, type CreatureSystemShape, type DerivedCreature } from "./common";

/**
 * The shared base of the character and NPC models: after active effects and items are prepared it derives the
 * creature's numbers with the world's active policies and copies the ability modifiers next to the scores, so
 * roll data reads `@abilities.str.mod`.
 */
export abstract class CreatureData<Schema extends CreatureSchema> extends foundry.abstract.TypeDataModel<
  Schema,
  Actor.Implementation
> {
  /** The derived numbers (`creatureStats` plus what items grant); set by prepareDerivedData. */
  declare derived: DerivedCreature;

  protected abstract get kind(): "character" | "npc";
  protected abstract get statLevel(): number;
  protected abstract get statChallenge(): number;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const system = this as unknown as CreatureSystemShape & {
      abilities: Record<string, { mod?: number; save?: number }>;
    };
    const items = (this.parent as { items?: Iterable<{ type: string; system: unknown }> } | null)?.items ?? [];
    this.derived = deriveCreature(this.kind, system, this.statLevel, this.statChallenge, items);
    for (const a of ABILITIES) {
      const ability = system.abilities[a] as { mod?: number };
      ability.mod = this.derived.abilities[a].mod;
    }
  }
}
