import { integer, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import type { CoverPolicies, CoverSave } from "../presets/policies";
import type { RollSource } from "../sources";
import { checkRollSources } from "../dice/roll-sources";
import { stackModifiers } from "../dice/typed-modifiers";
import { coverBenefit } from "../cover/benefit";
import { COVER_DEGREES, type CoverDegree } from "../cover/types";

/** Status effect ids that mark a token's cover against the current attack (set by the cover layer or the GM). */
export const COVER_STATUS_IDS: Readonly<Record<Exclude<CoverDegree, "none" | "lesser">, string>> = {
  half: "coverHalf",
  threeQuarters: "coverThreeQuarters",
  total: "coverTotal",
};

/** COV-1, COV-4: the degree of cover a creature's statuses give it: the best one present, `none` without any. */
export function coverFromStatuses(statuses: Iterable<string>): CoverDegree {
  const held = new Set(statuses);
  if (held.has(COVER_STATUS_IDS.total)) return "total";
  if (held.has(COVER_STATUS_IDS.threeQuarters)) return "threeQuarters";
  if (held.has(COVER_STATUS_IDS.half)) return "half";
  return "none";
}

/** One target's defence against an attack. */
export interface AttackDefense {
  /** The AC the attack is judged against: the target's AC plus its cover bonus. */
  readonly ac: number;
  readonly baseAc: number;
  readonly cover: CoverDegree;
  /** False under total cover: the target can't be attacked directly (COV-1). */
  readonly targetable: boolean;
  /** Why the AC changed (cover), for the card. */
  readonly sources: readonly RollSource[];
}

/**
 * COV-1: a target's AC against an attack: half and three-quarters cover raise it; total cover forbids the attack.
 * TA-1 / TA-11: `modifiers` are other AC modifiers of the target (a raised shield's circumstance bonus); with the
 * cover's they stack by type (of two circumstance bonuses, cover's and a shield's, only the larger applies).
 */
export function attackDefense(
  policies: CoverPolicies,
  target: { ac: number; cover: CoverDegree; modifiers?: readonly RollSource[] },
): AttackDefense {
  const t = record(target, "target");
  const baseAc = integer(t.ac, "target.ac");
  const cover = oneOf(t.cover, "target.cover", COVER_DEGREES);
  const benefit = coverBenefit(policies, cover);
  const modifiers = [...benefit.sources.ac, ...checkRollSources(t.modifiers ?? [], "target.modifiers")];
  return deepFreeze({
    ac: baseAc + stackModifiers(modifiers, "target.modifiers").total,
    baseAc,
    cover,
    targetable: benefit.targetable,
    sources: [...modifiers, ...benefit.sources.target],
  });
}

/**
 * COV-1, COV-2: the cover bonus to a saving throw: only the save the preset names (Dexterity; Constitution in
 * delta; Reflex with three actions) gets it. Returns the sources to add to that save.
 */
export function saveCoverSources(policies: CoverPolicies, save: string, cover: CoverDegree): readonly RollSource[] {
  const benefit = coverBenefit(policies, oneOf(cover, "cover", COVER_DEGREES));
  const names: Readonly<Record<CoverSave, string>> = { dexterity: "dex", constitution: "con", reflex: "reflex" };
  return names[benefit.save.ability] === save ? benefit.sources.save : deepFreeze([]);
}

/** COV-3: the skills whose checks are made to hide. */
export const HIDE_SKILLS: readonly string[] = Object.freeze(["stealth"]);

/**
 * COV-3 (a5e): the cover bonus to an ability check made to hide — a Stealth check — where the preset's
 * `cover.hideBonus` says so (half +2, three-quarters +5); no sources for any other check, in other presets, or
 * without cover.
 */
export function hideCoverSources(policies: CoverPolicies, skill: string, cover: CoverDegree): readonly RollSource[] {
  const benefit = coverBenefit(policies, oneOf(cover, "cover", COVER_DEGREES));
  return HIDE_SKILLS.includes(skill) ? benefit.sources.hide : deepFreeze([]);
}
