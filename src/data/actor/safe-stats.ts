/**
 * Preparing a creature's numbers never throws. An active effect, a module or an old world can leave a value the
 * rules refuse (a Strength of 40, a level of 25, a rank of 9, a NaN bonus); `creatureStats` would throw a
 * RuleInputError, and a throw in `prepareDerivedData` leaves the actor, its sheet and the world half-loaded.
 * So the snapshot is clamped into the ranges the rules accept first, and what was changed is reported (the
 * caller warns once per actor and field). What the rules still refuse falls back step by step: without the
 * worn armor, then with a plain default creature. No rule maths here: only ranges and fallbacks.
 */
import {
  ABILITIES,
  AC_CALCS,
  CHALLENGE_RATINGS,
  DEFAULT_PRESET,
  FORMULA_LIMITS,
  MAX_LEVEL,
  MIN_CREATURE_LEVEL,
  PROFICIENCY_RANKS,
  SIZES,
  SKILLS,
  THREE_ACTION_SAVES,
  RuleInputError,
  creatureStats,
  getPreset,
  type Ability,
  type CreatureStats,
  type CreatureStatsInput,
  type WornArmor,
} from "../../rules";

/** A value preparation could not use as it was, by its data path, and what was used instead. */
export interface DataFix {
  /** Where the value lives: `system.abilities.str.value`, or `armor.base` for the worn armor. */
  readonly field: string;
  readonly value: unknown;
  /** The value used instead, or null when the rules refused a combination and defaults stood in. */
  readonly used: unknown;
}

/** The policies `creatureStats` reads. */
export type StatPolicies = Parameters<typeof creatureStats>[0];

const TOP_RANK = PROFICIENCY_RANKS.length - 1;
const BONUS = FORMULA_LIMITS.bonus;

/** Collects fixes while clamping one snapshot. */
class Clamp {
  readonly fixes: DataFix[] = [];

  /** A whole number in [min, max]: a fraction is rounded toward zero, anything else not a number is `fallback`. */
  whole(value: unknown, field: string, min: number, max: number, fallback: number): number {
    const used =
      typeof value === "number" && !Number.isNaN(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
    if (!Object.is(used, value)) this.fixes.push({ field, value, used });
    return used;
  }

  rank(value: unknown, field: string, fallback = 0): number {
    return this.whole(value, field, 0, TOP_RANK, fallback);
  }

  bonus(value: unknown, field: string): number {
    return this.whole(value, field, -BONUS, BONUS, 0);
  }

  choice<const T extends string>(value: unknown, field: string, choices: readonly T[], fallback: T): T {
    if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
    this.fixes.push({ field, value, used: fallback });
    return fallback;
  }

  /** The challenge rating nearest to `value` (0.3 → 1/4, 40 → 30); 1 when it is not a number. */
  challenge(value: unknown, field: string): number {
    let used = 1;
    if (typeof value === "number" && !Number.isNaN(value)) {
      used = CHALLENGE_RATINGS.reduce((best, cr) => (Math.abs(cr - value) < Math.abs(best - value) ? cr : best), 0);
    }
    if (!Object.is(used, value)) this.fixes.push({ field, value, used });
    return used;
  }
}

function clampArmor(c: Clamp, armor: WornArmor | null): WornArmor | null {
  if (armor === null) return null;
  const dexCap = armor.dexCap === null ? null : c.whole(armor.dexCap, "armor.dexCap", 0, BONUS, 0);
  return {
    base: c.whole(armor.base, "armor.base", 0, BONUS, 0),
    dexCap,
    bonus: c.bonus(armor.bonus, "armor.bonus"),
  };
}

/**
 * The snapshot with every value inside the range `creatureStats` accepts (ability scores 1–30, ranks 0–4,
 * level 1–20, a listed challenge rating, known choices, bonuses within ±10,000), and the fixes made, each named
 * by its data path.
 */
export function clampStatsInput(input: CreatureStatsInput): { input: CreatureStatsInput; fixes: DataFix[] } {
  const c = new Clamp();
  const kind = input.kind === "npc" ? "npc" : "character";
  const abilities = Object.fromEntries(
    ABILITIES.map((a) => {
      const entry = input.abilities[a];
      return [
        a,
        {
          score: c.whole(entry.score, `system.abilities.${a}.value`, 1, 30, 10),
          saveRank: c.rank(entry.saveRank, `system.abilities.${a}.saveRank`),
        },
      ];
    }),
  ) as Record<Ability, { score: number; saveRank: number }>;
  const saveRanks = Object.fromEntries(
    THREE_ACTION_SAVES.map((s) => [s, c.rank(input.saveRanks[s], `system.saves.${s}.rank`, 1)]),
  ) as CreatureStatsInput["saveRanks"];
  const clamped: CreatureStatsInput = {
    kind,
    abilities,
    // TA-13: a threeAction creature's level runs from −1; a character's from 1.
    level: c.whole(input.level, "system.level", kind === "npc" ? MIN_CREATURE_LEVEL : 1, MAX_LEVEL, 1),
    cr: kind === "npc" ? c.challenge(input.cr, "system.cr") : 0,
    saveRanks,
    perceptionRank: c.rank(input.perceptionRank, "system.perception.rank", 1),
    ac: {
      calc: c.choice(input.ac.calc, "system.ac.calc", AC_CALCS, kind === "npc" ? "flat" : "armor"),
      flat: c.whole(input.ac.flat, "system.ac.flat", 0, BONUS, 10),
      bonus: c.bonus(input.ac.bonus, "system.ac.bonus"),
      rank: c.rank(input.ac.rank, "system.ac.rank", 1),
    },
    armor: clampArmor(c, input.armor),
    shield: c.whole(input.shield, "shield", 0, BONUS, 0),
    initiative: {
      ability: c.choice(input.initiative.ability, "system.initiative.ability", ABILITIES, "dex"),
      ...(input.initiative.skill === undefined
        ? {}
        : { skill: c.choice(input.initiative.skill, "system.initiative.skill", ["", ...SKILLS] as const, "") }),
      bonus: c.bonus(input.initiative.bonus, "system.initiative.bonus"),
    },
    spellcasting: {
      ability: c.choice(input.spellcasting.ability, "system.spellcasting.ability", ABILITIES, "int"),
      rank: c.rank(input.spellcasting.rank, "system.spellcasting.rank"),
    },
    size: c.choice(input.size, "system.size", SIZES, "medium"),
    extraReactions: c.whole(input.extraReactions, "extraReactions", 0, 100, 0),
    ...(input.skillRanks === undefined ? {} : { skillRanks: clampSkillRanks(c, input.skillRanks) }),
  };
  return { input: clamped, fixes: c.fixes };
}

/** Skill ranks 0–4, each skill the snapshot names (Perception's rank is clamped as `perceptionRank`). */
function clampSkillRanks(c: Clamp, ranks: NonNullable<CreatureStatsInput["skillRanks"]>): Record<string, number> {
  const known = SKILLS.filter((s) => s !== "perception" && s in ranks);
  return Object.fromEntries(known.map((s) => [s, c.rank(ranks[s], `system.skills.${s}.rank`)]));
}

/** A plain creature of `kind`: every score 10, level 1, CR 1, trained saves, unarmored. */
function defaultInput(kind: CreatureStatsInput["kind"]): CreatureStatsInput {
  return {
    kind,
    abilities: Object.fromEntries(
      ABILITIES.map((a) => [a, { score: 10, saveRank: 0 }]),
    ) as CreatureStatsInput["abilities"],
    level: 1,
    cr: 1,
    saveRanks: { fortitude: 1, reflex: 1, will: 1 },
    perceptionRank: 1,
    ac: { calc: kind === "npc" ? "flat" : "armor", flat: 10, bonus: 0, rank: 1 },
    armor: null,
    shield: 0,
    initiative: { ability: "dex", bonus: 0 },
    spellcasting: { ability: "int", rank: 0 },
    size: "medium",
    extraReactions: 0,
  };
}

/**
 * `creatureStats` that never throws: the snapshot clamped (clampStatsInput); if the rules still refuse it (a
 * negative armor class from cursed armor) the worn armor is left out, then a default creature stands in,
 * then the default preset's policies. Each refusal adds a fix naming the field the RuleInputError named.
 */
export function safeCreatureStats(
  policies: StatPolicies,
  input: CreatureStatsInput,
): { stats: CreatureStats; fixes: DataFix[] } {
  const { input: clamped, fixes } = clampStatsInput(input);
  const attempts: [StatPolicies, CreatureStatsInput][] = [
    [policies, clamped],
    [policies, { ...clamped, armor: null }],
    [policies, defaultInput(clamped.kind)],
  ];
  for (const [p, attempt] of attempts) {
    try {
      return { stats: creatureStats(p, attempt), fixes };
    } catch (error) {
      fixes.push({ field: error instanceof RuleInputError ? error.field : "system", value: null, used: null });
    }
  }
  return { stats: creatureStats(getPreset(DEFAULT_PRESET).policies, defaultInput(clamped.kind)), fixes };
}
