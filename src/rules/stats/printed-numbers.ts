/**
 * TA-13: a threeAction creature's stat block prints its final numbers, and monsters don't follow a character's
 * arithmetic, so where a printed number is stored it replaces the derived one. Source: Pathfinder Bestiary and
 * Beginner Box (OGL 1.0a), Reading a Stat Block.
 */
import { integerInRange, record } from "../errors";
import { deepFreeze } from "../plain";
import type { CreatureStats } from "./creature-stats";

/** The stat block numbers an NPC may store: null where the derived number is the printed one. */
export interface PrintedNumbers {
  readonly fortitude: number | null;
  readonly reflex: number | null;
  readonly will: number | null;
  readonly perception: number | null;
}

/** The largest printed modifier Fray accepts (a level 25 creature's best save is far below it). */
export const MAX_PRINTED_MODIFIER = 100;

/** TA-13: checks stored printed numbers (each null or a whole number from −100 to 100), naming the bad field. */
export function checkPrintedNumbers(value: unknown, field = "printed"): PrintedNumbers {
  const v = record(value, field);
  const one = (key: keyof PrintedNumbers) =>
    v[key] === null || v[key] === undefined
      ? null
      : integerInRange(v[key], `${field}.${key}`, -MAX_PRINTED_MODIFIER, MAX_PRINTED_MODIFIER);
  return { fortitude: one("fortitude"), reflex: one("reflex"), will: one("will"), perception: one("perception") };
}

/**
 * TA-13: `stats` with the printed saves and Perception in place of the derived ones (threeAction only; the 5e
 * family's numbers are returned unchanged). A printed Perception is also the Perception skill's bonus and, where
 * initiative rolls Perception, the initiative check's (with the creature's flat initiative bonus kept).
 */
export function withPrintedNumbers(stats: CreatureStats, printed: unknown): CreatureStats {
  if (stats.family !== "threeAction") return stats;
  const p = checkPrintedNumbers(printed);
  const saves = stats.saves.map((s) => {
    const value = s.id === "fortitude" || s.id === "reflex" || s.id === "will" ? p[s.id] : null;
    return value === null ? s : { ...s, bonus: value };
  });
  const perception = p.perception ?? stats.perception;
  const skills = stats.skills.map((s) => (s.id === "perception" ? { ...s, bonus: perception } : s));
  const initiative =
    stats.initiative.ability === "perception"
      ? { ...stats.initiative, bonus: stats.initiative.bonus - stats.perception + perception }
      : stats.initiative;
  return deepFreeze({ ...stats, saves, perception, skills, initiative });
}
