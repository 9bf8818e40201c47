import { ABILITIES, abilityModifier, SIZES, THREE_ACTION_SAVES } from "../creature";
import type { Ability, Size, ThreeActionSave } from "../creature";
import { integer, nonNegativeInteger, oneOf, record, RuleInputError } from "../errors";
import { deepFreeze } from "../plain";
import type { EconomyPolicies, InitiativePolicies, SuccessPolicies } from "../presets/policies";
import { checkRank, proficiencyByChallenge, proficiencyByLevel, rankBonus } from "./proficiency";
import { SKILLS, skillStats, skillWithAbility, type SkillId, type SkillStats } from "./skills";
import type { ExpertiseDieFaces } from "../dice/roll-sources";

// Its own file, so skills.ts reads it without importing this one back.
import type { StatFamily } from "./stat-family";
export type { StatFamily } from "./stat-family";

/** How AC is found: from worn armor (or unarmored), or a flat stat-block number. */
export const AC_CALCS = ["armor", "flat"] as const;
export type AcCalc = (typeof AC_CALCS)[number];

/** Worn body armor, as an adapter reads it from the equipped armor item. */
export interface WornArmor {
  /** 5e: the armor's base AC (leather 11). threeAction: the armor's item bonus to AC (leather 1). */
  readonly base: number;
  /** Highest Dexterity modifier the armor allows, or null for no cap. */
  readonly dexCap: number | null;
  /** Magic or other bonus of the armor. */
  readonly bonus: number;
}

/** A plain snapshot of a creature's own numbers, read by an adapter from its data and items. */
export interface CreatureStatsInput {
  readonly kind: "character" | "npc";
  readonly abilities: Readonly<Record<Ability, { readonly score: number; readonly saveRank: number }>>;
  /** Character level, or a threeAction creature's level. */
  readonly level: number;
  /** A 5e-family monster's challenge rating. */
  readonly cr: number;
  /** threeAction save ranks. */
  readonly saveRanks: Readonly<Record<ThreeActionSave, number>>;
  readonly perceptionRank: number;
  readonly ac: { readonly calc: AcCalc; readonly flat: number; readonly bonus: number; readonly rank: number };
  readonly armor: WornArmor | null;
  /** AC bonus of an equipped shield (0 without one). */
  readonly shield: number;
  /**
   * The creature's own initiative check: its ability and, where the check is an ability check (INIT-2, a5e),
   * an optional skill ("" or absent: none). Presets whose initiative is a Dexterity check or Perception read
   * neither.
   */
  readonly initiative: { readonly ability: Ability; readonly skill?: SkillId | ""; readonly bonus: number };
  readonly spellcasting: { readonly ability: Ability; readonly rank: number };
  readonly size: Size;
  /** Extra reactions per round granted by features (ECON-2 gives one). */
  readonly extraReactions: number;
  /** Skill proficiency ranks by skill id (Perception's is `perceptionRank`); a missing one is untrained. */
  readonly skillRanks?: Readonly<Partial<Record<SkillId, number>>>;
}

export interface AbilityStats {
  readonly score: number;
  readonly mod: number;
}

export interface SaveStats {
  readonly id: Ability | ThreeActionSave;
  /** The ability the save adds (threeAction: Fortitude Con, Reflex Dex, Will Wis). */
  readonly ability: Ability;
  readonly rank: number;
  readonly bonus: number;
}

/** What a creature's sheet and rolls read: derived once per data preparation. */
export interface CreatureStats {
  readonly family: StatFamily;
  readonly proficiency: number;
  readonly abilities: Readonly<Record<Ability, AbilityStats>>;
  readonly saves: readonly SaveStats[];
  readonly ac: number;
  /** The initiative roll's ability (or Perception under INIT-3), its skill (INIT-2), total modifier and a5e expertise die. */
  readonly initiative: InitiativeStats;
  /** Perception modifier: Wisdom plus proficiency by rank (5e expertise doubles it, a5e's is a die instead). */
  readonly perception: number;
  /** The preset's skills, Perception among them, with their bonus, a5e expertise die and passive value. */
  readonly skills: readonly SkillStats[];
  readonly spell: { readonly attack: number; readonly dc: number };
  /** Token width and height in grid squares (MOV-12; a Tiny creature is half a square). */
  readonly tokenSize: number;
  readonly reactionsPerRound: number;
}

/**
 * The initiative check a creature's numbers give: Dexterity (INIT-1), Perception (INIT-3), or its own ability
 * and skill (INIT-2, a5e). `bonus` is the whole modifier (the check plus flat initiative bonuses).
 */
export interface InitiativeStats {
  readonly ability: Ability | "perception";
  /** INIT-2: the skill whose proficiency the check adds; null where none is chosen or the preset reads none. */
  readonly skill: SkillId | null;
  readonly bonus: number;
  /** ATK-6 (a5e): the chosen skill's expertise die, rolled with the check; else null. */
  readonly expertiseDie: ExpertiseDieFaces | null;
}

const THREE_ACTION_SAVE_ABILITY: Readonly<Record<ThreeActionSave, Ability>> = {
  fortitude: "con",
  reflex: "dex",
  will: "wis",
};

const TOKEN_SIZE: Readonly<Record<Size, number>> = {
  tiny: 0.5,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gargantuan: 4,
  titanic: 5,
};

/** The threeAction save an ability save becomes: Str and Con → Fortitude, Dex → Reflex, Int, Wis and Cha → Will. */
const SAVE_FOR_ABILITY: Readonly<Record<Ability, ThreeActionSave>> = {
  str: "fortitude",
  dex: "reflex",
  con: "fortitude",
  int: "will",
  wis: "will",
  cha: "will",
};

/**
 * ATK-18: the save a creature makes under `family` for a save written for either family, so a spell written
 * with a Dexterity save asks for Reflex in a threeAction world and a Reflex save asks for Dexterity in a 5e one.
 */
export function saveForFamily(save: unknown, family: StatFamily, field = "save"): Ability | ThreeActionSave {
  const s = oneOf(save, field, [...ABILITIES, ...THREE_ACTION_SAVES]);
  const isAbility = (ABILITIES as readonly string[]).includes(s);
  if (family === "threeAction") return isAbility ? SAVE_FOR_ABILITY[s as Ability] : s;
  return isAbility ? s : THREE_ACTION_SAVE_ABILITY[s as ThreeActionSave];
}

/** MOV-12: a creature's token width and height in grid squares (Tiny ½, Small and Medium 1, Large 2 … Titanic 5). */
export function tokenSquares(size: unknown, field = "size"): number {
  return TOKEN_SIZE[oneOf(size, field, SIZES)];
}

/** ATK-18: the stat family a preset's economy marks. */
export function statFamily(policies: { readonly economy: Pick<EconomyPolicies, "kind"> }): StatFamily {
  const economy = record(record(policies, "policies").economy, "policies.economy");
  return economy.kind === "threeActions" ? "threeAction" : "fiveE";
}

function checkArmor(armor: unknown): WornArmor | null {
  if (armor === null) return null;
  const a = record(armor, "armor");
  const dexCap = a.dexCap === null ? null : nonNegativeInteger(a.dexCap, "armor.dexCap");
  return { base: nonNegativeInteger(a.base, "armor.base"), dexCap, bonus: integer(a.bonus, "armor.bonus") };
}

/**
 * ATK-1, ATK-18, INIT-1, INIT-2, INIT-3, MOV-12, ECON-2: a creature's derived numbers under a preset: ability
 * modifiers, proficiency (by level or challenge rating in the 5e family, by rank and level with three actions),
 * the saves the preset uses, AC, the initiative modifier the preset's check adds, Perception and the skills, spell attack and
 * save DC, token size and reactions per round. Throws a RuleInputError naming the first impossible field.
 */
export function creatureStats(
  policies: {
    readonly economy: Pick<EconomyPolicies, "kind">;
    readonly initiative: Pick<InitiativePolicies, "check">;
    readonly success?: Pick<SuccessPolicies, "expertiseDice">;
  },
  input: CreatureStatsInput,
): CreatureStats {
  const family = statFamily(policies);
  const c = record(input, "creature");
  const kind = oneOf(c.kind, "kind", ["character", "npc"] as const);
  const abilitySource = record(c.abilities, "abilities");
  const abilities = {} as Record<Ability, AbilityStats>;
  for (const a of ABILITIES) {
    const entry = record(abilitySource[a], `abilities.${a}`);
    const score = integer(entry.score, `abilities.${a}.score`);
    abilities[a] = { score, mod: abilityModifier(score, `abilities.${a}.score`) };
  }
  const level = c.level;
  const proficiency =
    family === "threeAction"
      ? rankBonus(1, level, ["rank", "level"])
      : kind === "character"
        ? proficiencyByLevel(level)
        : proficiencyByChallenge(c.cr);
  const byRank = (rank: unknown, field: string): number => {
    const r = checkRank(rank, field);
    if (family === "threeAction") return rankBonus(r, level, [field, "level"]);
    return r > 0 ? proficiency : 0;
  };

  const saves: SaveStats[] =
    family === "threeAction"
      ? THREE_ACTION_SAVES.map((id) => {
          const ranks = record(c.saveRanks, "saveRanks");
          const ability = THREE_ACTION_SAVE_ABILITY[id];
          const rank = checkRank(ranks[id], `saveRanks.${id}`);
          return { id, ability, rank, bonus: abilities[ability].mod + byRank(rank, `saveRanks.${id}`) };
        })
      : ABILITIES.map((id) => {
          const rank = checkRank(record(abilitySource[id], `abilities.${id}`).saveRank, `abilities.${id}.saveRank`);
          return { id, ability: id, rank, bonus: abilities[id].mod + byRank(rank, `abilities.${id}.saveRank`) };
        });

  const success = record(policies, "policies").success;
  const skillRanks = c.skillRanks === undefined ? {} : record(c.skillRanks, "skillRanks");
  const skills = skillStats({
    family,
    expertiseDice: success !== undefined && record(success, "policies.success").expertiseDice === true,
    proficiency,
    level: family === "threeAction" ? level : 1,
    abilityMods: Object.fromEntries(ABILITIES.map((a) => [a, abilities[a].mod])) as Record<Ability, number>,
    ranks: { ...skillRanks, perception: checkRank(c.perceptionRank, "perceptionRank") },
  });
  const perception = skills.find((s) => s.id === "perception")?.bonus ?? abilities.wis.mod;
  const ac = armorClass(family, abilities.dex.mod, c, byRank);

  const check = record(record(policies, "policies").initiative, "policies.initiative").check;
  const initiative = initiativeStats(check, c.initiative, abilities, skills, perception);

  const casting = record(c.spellcasting, "spellcasting");
  const castAbility = oneOf(casting.ability, "spellcasting.ability", ABILITIES);
  const castBonus = abilities[castAbility].mod + byRank(casting.rank, "spellcasting.rank");
  const spell = { attack: castBonus, dc: (family === "threeAction" ? 10 : 8) + castBonus };

  const size = c.size;
  return deepFreeze({
    family,
    proficiency,
    abilities,
    saves,
    ac,
    initiative,
    perception,
    skills,
    spell,
    tokenSize: tokenSquares(size),
    reactionsPerRound: 1 + nonNegativeInteger(c.extraReactions, "extraReactions"),
  });
}

/**
 * INIT-1, INIT-2, INIT-3: the initiative modifier under the preset's check. Perception (threeAction): the
 * Perception bonus. An ability check (a5e): the creature's ability, plus, with a skill of its family chosen, that
 * skill's proficiency and a5e expertise die (`skillWithAbility`); a skill the family lacks is ignored. A
 * Dexterity check (srd51, srd52, delta): Dexterity, whatever ability or skill the data names (a preset switch
 * keeps them for a5e). Flat initiative bonuses add in every case.
 */
function initiativeStats(
  check: unknown,
  value: unknown,
  abilities: Readonly<Record<Ability, AbilityStats>>,
  skills: readonly SkillStats[],
  perception: number,
): InitiativeStats {
  const init = record(value, "initiative");
  const ability = oneOf(init.ability, "initiative.ability", ABILITIES);
  const chosen = init.skill === undefined || init.skill === "" ? null : oneOf(init.skill, "initiative.skill", SKILLS);
  const bonus = integer(init.bonus, "initiative.bonus");
  if (check === "perception")
    return { ability: "perception", skill: null, bonus: perception + bonus, expertiseDie: null };
  if (check !== "abilityCheck")
    return { ability: "dex", skill: null, bonus: abilities.dex.mod + bonus, expertiseDie: null };
  const skill = chosen === null ? undefined : skills.find((s) => s.id === chosen);
  if (!skill) return { ability, skill: null, bonus: abilities[ability].mod + bonus, expertiseDie: null };
  const mods = Object.fromEntries(ABILITIES.map((a) => [a, abilities[a].mod])) as Record<Ability, number>;
  const used = skillWithAbility(skill, ability, mods);
  return { ability, skill: skill.id, bonus: used.bonus + bonus, expertiseDie: used.expertiseDie };
}

/**
 * ATK-1: Armor Class. Flat: the stat block's number plus bonuses. Armor, 5e family: the armor's base plus the
 * Dexterity modifier up to its cap (10 + Dex unarmored). Armor, threeAction: 10 + capped Dex + the armor's item
 * bonus + proficiency by the armor rank. Other bonuses add on top in both; an equipped shield too in the 5e family
 * (threeAction: only a raised one, TA-11, on the attack).
 */
function armorClass(
  family: StatFamily,
  dexMod: number,
  c: Record<string, unknown>,
  byRank: (rank: unknown, field: string) => number,
): number {
  const ac = record(c.ac, "ac");
  const calc = oneOf(ac.calc, "ac.calc", AC_CALCS);
  const bonus = integer(ac.bonus, "ac.bonus");
  // TA-11: under threeAction a shield adds to AC only while raised (a circumstance bonus on the attack), never here.
  const shield = family === "threeAction" ? 0 : nonNegativeInteger(c.shield, "shield");
  if (calc === "flat") return nonNegativeInteger(ac.flat, "ac.flat") + bonus + shield;
  const armor = checkArmor(c.armor);
  const dex = armor?.dexCap == null ? dexMod : Math.min(dexMod, armor.dexCap);
  const worn =
    family === "threeAction"
      ? 10 + dex + (armor ? armor.base + armor.bonus : 0) + byRank(ac.rank, "ac.rank")
      : armor
        ? armor.base + dex + armor.bonus
        : 10 + dex;
  if (worn < 0) throw new RuleInputError("ac", `armor class can't be negative, got ${worn}`);
  return worn + bonus + shield;
}
