/** RES-1, RES-2: a spell's damage parts for one casting, scaled by its validated `scaling` data. */
import { MAX_SPELL_LEVEL, RuleInputError, scaledSpellParts, type SpellScaling } from "../rules";

interface SpellFacts {
  level: number;
  scaling?: SpellScaling;
}

/** RES-2: the level a caster's cantrips grow by: a character's level, a monster's spellcaster level (0: none). */
export function casterLevelOf(actor: Actor.Implementation | null): number {
  const system = (actor?.system ?? {}) as { level?: unknown; spellcasterLevel?: unknown };
  const level = actor?.type === "npc" ? system.spellcasterLevel : system.level;
  return typeof level === "number" && Number.isInteger(level) && level >= 0 ? Math.min(level, 30) : 0;
}

/**
 * RES-1, RES-2: `parts` of spell `item` cast with a slot of `slotLevel` (null: its own level; a cantrip ignores it):
 * a leveled spell gains its per-slot formula for each level above its own, a cantrip its steps at its caster's
 * levels 5, 11 and 17. Scaling data the rules refuse scales nothing.
 */
export function spellDamageParts<P extends { formula: string; type: string }>(
  item: Item.Implementation,
  parts: P[],
  slotLevel: number | null,
): P[] {
  const spell = item.system as unknown as SpellFacts;
  if (!spell.scaling || spell.scaling.mode === "none") return parts;
  const own = spell.level;
  const castLevel = own === 0 ? 0 : Math.min(MAX_SPELL_LEVEL, Math.max(own, slotLevel ?? own));
  try {
    return scaledSpellParts(parts, {
      spellLevel: own,
      castLevel,
      casterLevel: casterLevelOf(item.actor),
      scaling: spell.scaling,
    });
  } catch (error) {
    if (error instanceof RuleInputError) return parts;
    throw error;
  }
}
