/**
 * RES-8: what the armor an actor wears does beyond its AC, from its equipped armor items under the world's rules
 * family (the pure rule: src/rules/stats/armor.ts). Read into `system.derived.armor` with the creature's other
 * derived numbers, where the turn ledger's Speed, the d20 rolls, the spell uses and the sheet find it.
 */
import { NO_ARMOR_EFFECTS, armorEffects, statFamily, type ArmorEffects, type WornArmorPiece } from "../../rules";
import { activePolicies } from "../../settings/policies";

/** An item as the armor effects read it. */
export interface ArmorItemLike {
  readonly type: string;
  readonly name?: string | null;
  readonly system: unknown;
}

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The equipped armor among `items`, as the rule reads it (a nameless one is called by its category). */
function wornPieces(items: readonly ArmorItemLike[]): WornArmorPiece[] {
  return items.flatMap((item) => {
    const s = (item.system ?? {}) as Record<string, unknown>;
    if (item.type !== "armor" || s.equipped !== true) return [];
    const category = typeof s.category === "string" ? s.category : "light";
    return [
      {
        name: item.name?.trim() ? item.name : category,
        category: category as WornArmorPiece["category"],
        strength: Math.min(30, Math.max(0, Math.floor(num(s.strength)))),
        stealthDisadvantage: s.stealthDisadvantage === true,
        speedPenalty: Math.max(0, num(s.speedPenalty)),
        proficient: s.proficient !== false,
      },
    ];
  });
}

/**
 * RES-8: the effects of the armor among `items` on a wearer of Strength `strengthScore`, under the world's rules
 * family. Never throws (derived data must always prepare): data the rule refuses brings no effect.
 */
export function wornArmorEffects(items: readonly ArmorItemLike[], strengthScore: number): ArmorEffects {
  try {
    const score = Math.min(30, Math.max(0, Math.floor(num(strengthScore))));
    return armorEffects({ family: statFamily(activePolicies()), strengthScore: score, worn: wornPieces(items) });
  } catch {
    return NO_ARMOR_EFFECTS;
  }
}
