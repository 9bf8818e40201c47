/**
 * ATK-1, ATK-4, ATK-11: a weapon's attack bonus and damage modifier as the sheet shows them, computed by the
 * same rules the attack and damage rolls use (`attackRollInputs`, `weaponDamageModifier`), so the number on
 * the sheet is the number on the card.
 */
import {
  attackRollInputs,
  statFamily,
  strikeDamageStrength,
  weaponDamageModifier,
  type PresetPolicies,
} from "../../../../rules";
import { attackInput, attackIsMelee } from "../../../../adapters/attack-input";
import { strikeKind, weaponTraits } from "../../../../adapters/weapon-traits";
import type { CreatureSystem, PlainItem } from "../types";

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

/** The weapon's attack bonus and damage modifier, or null when its data can't give one (never throws). */
export function weaponNumbers(item: PlainItem, attacker: Attacker): WeaponNumbers | null {
  const weapon = { type: "weapon", system: item.system };
  const melee = attackIsMelee(weapon);
  try {
    const input = attackInput(weapon, { derived: attacker.system.derived, level: attacker.system.level }, 0);
    const inputs = attackRollInputs(attacker.policies, input);
    if (statFamily(attacker.policies) === "threeAction") {
      // TA-9, TA-13: a Strike's damage adds Strength by how it is made (or the printed number), as the roll does.
      const traits = weaponTraits(weapon);
      const strMod = attacker.system.derived.abilities.str.mod;
      const damageModifier =
        traits.printedDamage ??
        strikeDamageStrength({ strMod, kind: strikeKind(weapon), propulsive: traits.propulsive });
      return { toHit: inputs.bonus, damageModifier };
    }
    return {
      toHit: inputs.bonus,
      // TA-13: the printed damage number where the stat block has one, in every family (as the roll adds it).
      damageModifier:
        weaponTraits(weapon).printedDamage ??
        weaponDamageModifier(attacker.policies, { abilityMod: inputs.parts.ability, melee }),
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
