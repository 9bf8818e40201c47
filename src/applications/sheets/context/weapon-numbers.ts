/**
 * ATK-1, ATK-4, ATK-11: a weapon's attack bonus and damage modifier as the sheet shows them, computed by the
 * same rules the attack and damage rolls use (`attackRollInputs`, `weaponDamageModifier`), so the number on
 * the sheet is the number on the card.
 */
import { ABILITIES, attackRollInputs, weaponDamageModifier, type Ability, type PresetPolicies } from "../../../rules";
import type { CreatureSystem, PlainItem } from "./types";

/** Who attacks: the world's policies and the attacker's prepared data. */
export interface Attacker {
  readonly policies: PresetPolicies;
  readonly system: CreatureSystem;
}

export interface WeaponNumbers {
  /** Attack bonus of a first attack this turn. */
  readonly toHit: number;
  /** What the attack ability adds to damage (0 where the preset adds none). */
  readonly damageModifier: number;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

/** The weapon's attack bonus and damage modifier, or null when its data can't give one (never throws). */
export function weaponNumbers(item: PlainItem, attacker: Attacker): WeaponNumbers | null {
  const s = item.system;
  const properties = new Set(
    Array.isArray(s.properties) ? s.properties : s.properties instanceof Set ? [...s.properties] : [],
  );
  // As WeaponData#isMelee: no normal range, or a thrown melee weapon.
  const melee = (rec(s.range).normal ?? 0) === 0 || properties.has("thrown");
  const derived = attacker.system.derived;
  try {
    const inputs = attackRollInputs(attacker.policies, {
      source: "weapon",
      ability: (typeof s.ability === "string" ? s.ability : "auto") as Ability | "auto",
      melee,
      finesse: properties.has("finesse"),
      agile: properties.has("agile"),
      rank: typeof s.rank === "number" ? s.rank : 0,
      itemBonus: typeof s.attackBonus === "number" ? s.attackBonus : 0,
      abilityMods: Object.fromEntries(ABILITIES.map((a) => [a, derived.abilities[a].mod])) as Record<Ability, number>,
      proficiency: derived.proficiency,
      level: Math.max(1, attacker.system.level),
      spellAttack: derived.spell.attack,
      attacksThisTurn: 0,
    });
    return {
      toHit: inputs.bonus,
      damageModifier: weaponDamageModifier(attacker.policies, { abilityMod: inputs.parts.ability, melee }),
    };
  } catch {
    return null;
  }
}

/** "1d8 + 3": a damage formula with the modifier the roll adds, as the damage roll will read it. */
export function withModifier(formula: string, modifier: number): string {
  if (formula === "" || modifier === 0) return formula;
  return `${formula} ${modifier > 0 ? "+" : "−"} ${Math.abs(modifier)}`;
}
