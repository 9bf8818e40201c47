/**
 * Skills per rule family: the eighteen 5e skills (with proficiency and expertise; a5e's expertise is a die) and
 * the threeAction skills with proficiency ranks, Perception among both lists. Pure: ids and numbers, no labels.
 */
import { ABILITIES, type Ability } from "../creature";
import { integer, oneOf, record } from "../errors";
import { checkRank, rankBonus } from "./proficiency";
import type { ExpertiseDieFaces } from "../dice/roll-sources";
import type { StatFamily } from "./stat-family";

/** Every skill id either family uses; a creature's data keeps a rank for each (Perception's lives in `perception`). */
export const SKILL_ABILITIES = {
  acrobatics: "dex",
  animalHandling: "wis",
  arcana: "int",
  athletics: "str",
  crafting: "int",
  deception: "cha",
  diplomacy: "cha",
  history: "int",
  insight: "wis",
  intimidation: "cha",
  investigation: "int",
  medicine: "wis",
  nature: "int",
  occultism: "int",
  perception: "wis",
  performance: "cha",
  persuasion: "cha",
  religion: "wis",
  sleightOfHand: "dex",
  society: "int",
  stealth: "dex",
  survival: "wis",
  thievery: "dex",
} as const satisfies Record<string, Ability>;
export type SkillId = keyof typeof SKILL_ABILITIES;
export const SKILLS = Object.freeze(Object.keys(SKILL_ABILITIES)) as readonly SkillId[];

/** The eighteen skills of the 5e family (srd51, srd52, a5e, delta). */
export const FIVE_E_SKILLS: readonly SkillId[] = Object.freeze([
  "acrobatics",
  "animalHandling",
  "arcana",
  "athletics",
  "deception",
  "history",
  "insight",
  "intimidation",
  "investigation",
  "medicine",
  "nature",
  "perception",
  "performance",
  "persuasion",
  "religion",
  "sleightOfHand",
  "stealth",
  "survival",
]);

/** The threeAction skills, Perception among them (Religion keys off Wisdom here, Intelligence in 5e). */
export const THREE_ACTION_SKILLS: readonly SkillId[] = Object.freeze([
  "acrobatics",
  "arcana",
  "athletics",
  "crafting",
  "deception",
  "diplomacy",
  "intimidation",
  "medicine",
  "nature",
  "occultism",
  "perception",
  "performance",
  "religion",
  "society",
  "stealth",
  "survival",
  "thievery",
]);

/** Religion is Intelligence in the 5e family and Wisdom with three actions. */
const FIVE_E_ABILITY_OVERRIDES: Partial<Record<SkillId, Ability>> = { religion: "int" };

/** The skills a family uses, in sheet order. Source: SRD 5.1 and 5.2, Skills; Beginner Box, Skills. */
export function skillsForFamily(family: StatFamily): readonly SkillId[] {
  return family === "threeAction" ? THREE_ACTION_SKILLS : FIVE_E_SKILLS;
}

/**
 * The ability a skill's check adds under `family` (Religion: Intelligence in 5e, Wisdom with three actions).
 * Source: SRD 5.1 and 5.2, Skills; Beginner Box, Skills.
 */
export function skillAbility(skill: SkillId, family: StatFamily): Ability {
  return (family === "fiveE" ? FIVE_E_ABILITY_OVERRIDES[skill] : undefined) ?? SKILL_ABILITIES[skill];
}

/** A skill as the sheet shows it and the roll adds it. */
export interface SkillStats {
  readonly id: SkillId;
  readonly ability: Ability;
  /** 5e family: 0 none, 1 proficient, 2+ expertise. threeAction: untrained … legendary. */
  readonly rank: number;
  /** Ability modifier plus proficiency (doubled for srd expertise; by rank and level with three actions). */
  readonly bonus: number;
  /** a5e expertise: the die added to the check (rank 2 d4, 3 d6, 4 d8, as ATK-6 steps it), else null. */
  readonly expertiseDie: ExpertiseDieFaces | null;
  /** 5e family: 10 + the bonus; null where the preset has no passive values (threeAction). */
  readonly passive: number | null;
}

/** What `skillStats` needs: the family, whether expertise is a die (a5e), the numbers it adds. */
export interface SkillStatsInput {
  readonly family: StatFamily;
  readonly expertiseDice: boolean;
  readonly proficiency: number;
  /** The creature's level (threeAction ranks add it); checked only there. */
  readonly level: unknown;
  readonly abilityMods: Readonly<Record<Ability, number>>;
  /** Ranks by skill id; a missing one is 0 (untrained). */
  readonly ranks: Readonly<Partial<Record<SkillId, unknown>>>;
}

const EXPERTISE_BY_RANK: readonly (ExpertiseDieFaces | null)[] = [null, null, 4, 6, 8];

/**
 * Skills: a 5e-family skill adds its ability modifier, the proficiency bonus when proficient and, with
 * expertise, the bonus again (srd51, srd52, delta) or an expertise die (a5e, ATK-6); its passive value is 10 +
 * the bonus. A threeAction skill adds its ability modifier and the rank's bonus (level + 2 per rank, ATK-18), and
 * has no passive value. Throws a RuleInputError naming a rank out of range.
 */
export function skillStats(input: SkillStatsInput): SkillStats[] {
  const { family } = input;
  return skillsForFamily(family).map((id) => {
    const ability = skillAbility(id, family);
    const mod = input.abilityMods[ability];
    const rank = checkRank(input.ranks[id] ?? 0, `skills.${id}.rank`);
    if (family === "threeAction") {
      const bonus = mod + rankBonus(rank, input.level, [`skills.${id}.rank`, "level"]);
      return { id, ability, rank, bonus, expertiseDie: null, passive: null };
    }
    const proficient = rank > 0 ? input.proficiency : 0;
    const doubled = rank > 1 && !input.expertiseDice ? input.proficiency : 0;
    const bonus = mod + proficient + doubled;
    const expertiseDie = input.expertiseDice ? (EXPERTISE_BY_RANK[rank] ?? null) : null;
    return { id, ability, rank, bonus, expertiseDie, passive: 10 + bonus };
  });
}

/**
 * INIT-2, ECON-11: a skill's check made with another ability than its own, e.g. a5e's Con (Athletics) to keep
 * sprinting or Wis (Perception) for initiative: the skill's proficiency (and srd expertise, or a5e expertise
 * die) with `ability`'s modifier instead of its own. The passive value moves with the bonus. Throws a
 * RuleInputError for an unknown ability or a modifier that isn't a whole number.
 */
export function skillWithAbility(
  skill: SkillStats,
  ability: Ability,
  abilityMods: Readonly<Record<Ability, number>>,
): SkillStats {
  const s = record(skill, "skill");
  const own = oneOf(s.ability, "skill.ability", ABILITIES);
  const used = oneOf(ability, "ability", ABILITIES);
  const mods = record(abilityMods, "abilityMods");
  const shift = integer(mods[used], `abilityMods.${used}`) - integer(mods[own], `abilityMods.${own}`);
  const bonus = integer(s.bonus, "skill.bonus") + shift;
  return { ...skill, ability: used, bonus, passive: skill.passive === null ? null : skill.passive + shift };
}
