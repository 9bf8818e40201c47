import { ABILITIES, tokenSquares, type Ability } from "../../rules";
import { shownValue, warnOnce } from "../../adapters/warn-once";
import { deriveCreature, type CreatureSchema, type CreatureSystemShape, type DerivedCreature } from "./common";
import type { DataFix } from "./safe-stats";
import { newPrototypeToken } from "./prototype-token";

/** Warns once per actor and field that a value was clamped or replaced while its numbers were prepared. */
function warnFix(actor: { name?: string | null; uuid?: string | null } | null, fix: DataFix): void {
  const name = actor?.name ?? "";
  const message =
    fix.used === null
      ? game.i18n.format("FRAY.Data.Warning.Fallback", { actor: name, field: fix.field })
      : game.i18n.format("FRAY.Data.Warning.Clamped", {
          actor: name,
          field: fix.field,
          value: shownValue(fix.value),
          used: shownValue(fix.used),
        });
  warnOnce(`actor:${actor?.uuid ?? name}:${fix.field}`, message);
}

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
  /** ECON-7: the attacks per Attack action the creature's own data gives (an NPC's Multiattack); 1 by default. */
  protected get ownAttacksPerAction(): number {
    return 1;
  }

  /**
   * MOV-12: a new creature's prototype token takes the size of its space. Issue 24 §3.1: a new character's token is
   * linked, friendly and sees, an NPC's hostile, unless the creation data sets these itself.
   */
  override async _preCreate(
    ...args: Parameters<foundry.abstract.TypeDataModel<Schema, Actor.Implementation>["_preCreate"]>
  ) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const squares = tokenSquares(this.size, "system.size");
    const token = newPrototypeToken(this.kind, args[0]);
    this.parent.updateSource({ prototypeToken: { ...token, width: squares, height: squares } });
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

  /**
   * Derives the creature's numbers. Never throws: a value the rules refuse (an active effect raising Strength to
   * 40, a level of 25) is clamped or replaced by a default, with one warning per actor and field (deriveCreature).
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const system = this as unknown as CreatureSystemShape & {
      abilities: Record<string, { mod?: number; save?: number }>;
    };
    const actor = this.parent as
      (Actor.Implementation & { items?: Iterable<{ type: string; system: unknown }> }) | null | undefined;
    const { derived, fixes } = deriveCreature(
      this.kind,
      system,
      this.statLevel,
      this.statChallenge,
      actor?.items ?? [],
      this.ownAttacksPerAction,
    );
    this.derived = derived;
    for (const fix of fixes) warnFix(actor ?? null, fix);
    for (const a of ABILITIES) {
      const ability = system.abilities[a] as { mod?: number };
      ability.mod = this.derived.abilities[a].mod;
    }
    // Issue 30 item 3: a healing spell adds its caster's spellcasting modifier (`1d8 + @spellcasting.mod`), which
    // is the modifier of the spellcasting ability, whichever it is.
    const casting = system.spellcasting as { ability: Ability; mod?: number };
    casting.mod = (this.derived.abilities as Partial<Record<Ability, { mod: number }>>)[casting.ability]?.mod ?? 0;
  }
}
