import { ABILITIES, tokenSquares } from "../../rules";
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

  /** MOV-12: a new creature's prototype token takes the size of its space. */
  override async _preCreate(
    ...args: Parameters<foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preCreate"]>
  ) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const squares = tokenSquares(this.size, "system.size");
    this.parent.updateSource({ prototypeToken: { width: squares, height: squares } });
    return allowed;
  }

  /** MOV-12: changing a creature's size resizes its prototype token in the same update. */
  override async _preUpdate(
    ...args: Parameters<foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preUpdate"]>
  ) {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    const changes = args[0] as { system?: { size?: unknown }; prototypeToken?: Record<string, unknown> };
    const size = changes.system?.size;
    if (size !== undefined) {
      const squares = tokenSquares(size, "system.size");
      changes.prototypeToken = { ...changes.prototypeToken, width: squares, height: squares };
    }
    return allowed;
  }

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
