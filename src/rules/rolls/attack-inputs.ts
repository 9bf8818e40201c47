import { ABILITIES, type Ability } from "../creature";
import { bool, integer, nonNegativeInteger, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import type { PresetPolicies } from "../presets/policies";
import type { RollSource } from "../sources";
import { multipleAttackPenalty } from "../attack/multiple-attack";
import { rankBonus } from "../stats/proficiency";
import { statFamily } from "../stats/creature-stats";

/** The ability an attack adds: a fixed one, or `auto` (Strength melee, Dexterity ranged, the better with finesse). */
export const ATTACK_ABILITIES = ["auto", ...ABILITIES] as const;
export type AttackAbility = (typeof ATTACK_ABILITIES)[number];

/** A plain snapshot of one weapon or spell attack, read by an adapter from the item and its owner. */
export interface AttackBonusInput {
  /** `weapon`: ability + proficiency by rank + item bonus; `spell`: the caster's spell attack. */
  readonly source: "weapon" | "spell";
  readonly ability: AttackAbility;
  readonly melee: boolean;
  readonly finesse: boolean;
  readonly agile: boolean;
  /** Proficiency rank with the weapon (0 untrained … 4 legendary). */
  readonly rank: number;
  /** Magic or other bonus of the item. */
  readonly itemBonus: number;
  /** The attacker's ability modifiers. */
  readonly abilityMods: Readonly<Record<Ability, number>>;
  /** The attacker's 5e-family proficiency bonus. */
  readonly proficiency: number;
  /** The attacker's level (threeAction proficiency adds it). */
  readonly level: number;
  /** The caster's spell attack modifier (spells only). */
  readonly spellAttack: number;
  /** Attacks the attacker already made this turn (ATK-4). */
  readonly attacksThisTurn: number;
  /** TA-13: the stat block's printed attack modifier of this attack (every family), or null/absent to derive it. */
  readonly printedAttack?: number | null;
}

/** What an attack roll adds and why, before any die is thrown. */
export interface AttackRollInputs {
  /** The ability used, or null for a spell attack (its modifier is part of the spell attack). */
  readonly ability: Ability | null;
  /** The roller's own bonus: ability + proficiency + item bonus, or the spell attack. */
  readonly bonus: number;
  readonly parts: { readonly ability: number; readonly proficiency: number; readonly item: number };
  /** Situational sources (the multiple attack penalty); cover belongs to each target's defence. */
  readonly sources: readonly RollSource[];
}

/** ATK-1: the ability a weapon attack adds: Strength in melee, Dexterity at range, the better with finesse. */
export function attackAbility(
  ability: AttackAbility,
  melee: boolean,
  finesse: boolean,
  mods: Readonly<Record<Ability, number>>,
): Ability {
  const chosen = oneOf(ability, "ability", ATTACK_ABILITIES);
  if (chosen !== "auto") return chosen;
  const m = record(mods, "abilityMods");
  const str = integer(m.str, "abilityMods.str");
  const dex = integer(m.dex, "abilityMods.dex");
  if (bool(finesse, "finesse")) return dex > str ? "dex" : "str";
  return bool(melee, "melee") ? "str" : "dex";
}

/**
 * ATK-1, ATK-4, ATK-19: what one weapon or spell attack roll adds under the preset: the ability (ATK-1 `auto`
 * rules), proficiency by rank (any rank in the 5e family adds the proficiency bonus; threeAction adds level +
 * 2 × rank), the item's bonus, or the caster's spell attack; and the multiple attack penalty (ATK-4, −5/−10,
 * agile −4/−8) where the preset has one. TA-13: a creature's attack with a printed modifier uses it as the bonus, in
 * every family (a 5e stat block's to-hit, such as the SRD 5.1 Rat's +0, need not follow its ability scores).
 */
export function attackRollInputs(
  policies: Pick<PresetPolicies, "attack" | "success" | "economy">,
  input: AttackBonusInput,
): AttackRollInputs {
  const a = record(input, "attack");
  const kind = oneOf(a.source, "source", ["weapon", "spell"] as const);
  const attacksThisTurn = nonNegativeInteger(a.attacksThisTurn, "attacksThisTurn");
  const agile = bool(a.agile, "agile");
  const sources = multipleAttackPenalty(policies, { attacksThisTurn, agile });
  if (kind === "spell") {
    const spell = integer(a.spellAttack, "spellAttack");
    return deepFreeze({ ability: null, bonus: spell, parts: { ability: 0, proficiency: 0, item: spell }, sources });
  }
  const mods = record(a.abilityMods, "abilityMods") as Record<Ability, number>;
  const ability = attackAbility(a.ability as AttackAbility, a.melee as boolean, a.finesse as boolean, mods);
  const abilityMod = integer(mods[ability], `abilityMods.${ability}`);
  const rank = nonNegativeInteger(a.rank, "rank");
  const proficiency =
    statFamily(policies) === "threeAction"
      ? rankBonus(rank, a.level, ["rank", "level"])
      : rank > 0
        ? integer(a.proficiency, "proficiency")
        : 0;
  const item = integer(a.itemBonus, "itemBonus");
  // TA-13: a creature's printed attack modifier is its attack bonus, whatever the arithmetic would give.
  const printed =
    a.printedAttack === undefined || a.printedAttack === null ? null : integer(a.printedAttack, "printedAttack");
  if (printed !== null) {
    return deepFreeze({
      ability,
      bonus: printed,
      parts: { ability: abilityMod, proficiency: printed - abilityMod - item, item },
      sources,
    });
  }
  return deepFreeze({
    ability,
    bonus: abilityMod + proficiency + item,
    parts: { ability: abilityMod, proficiency, item },
    sources,
  });
}

/**
 * ATK-1: the ability modifier a weapon's damage adds: the attack's ability modifier in the 5e family; with three
 * actions only melee (and thrown) attacks add it, ranged ones don't.
 */
export function weaponDamageModifier(
  policies: Pick<PresetPolicies, "economy">,
  input: { readonly abilityMod: number; readonly melee: boolean },
): number {
  const i = record(input, "input");
  const mod = integer(i.abilityMod, "abilityMod");
  if (statFamily(policies) === "threeAction" && !bool(i.melee, "melee")) return 0;
  return mod;
}
