/**
 * The skills panel both actor sheets show: the preset's skills (`system.derived.skills`, computed by the rules)
 * with their rank control, bonus, a5e expertise die and passive value.
 */
import { SKILL_LABELS } from "../../../chat/labels";
import { ABILITY_ABBREVIATIONS, ABILITY_LABELS, rankChoices, signed, type Localizer } from "../../../data/labels";
import type { ActorSheetInput } from "./types";

export interface SkillView {
  /** The skill id, as `actor.rollSkill` takes it. */
  readonly id: string;
  readonly label: string;
  readonly abbr: string;
  readonly bonus: string;
  readonly rank: number;
  /** The field holding the rank: `system.skills.<id>.rank`, or `system.perception.rank` for Perception. */
  readonly rankField: string;
  /** Any rank above untrained: the row is marked on the sheet. */
  readonly trained: boolean;
  /** "d4" for an a5e expertise skill, else "". */
  readonly expertiseDie: string;
  /** 10 + the bonus in the 5e family; null where the preset has no passive values. */
  readonly passive: number | null;
}

export interface SkillsContext {
  readonly skills: readonly SkillView[];
  /** The rank select's choices: none / proficient / expertise (a5e: expertise d4, d6, d8), or the five ranks. */
  readonly skillRanks: readonly { value: number; label: string }[];
  /** Whether the preset has passive values (the passive column shows). */
  readonly skillPassives: boolean;
  readonly initiativeCheck: InitiativeCheckView;
  /** ATK-12: the actor has the grappled status: the skills panel offers the escape check. */
  readonly escapeGrapple: boolean;
}

/** How the initiative panel offers the creature's own check (INIT-1, INIT-2, INIT-3). */
export interface InitiativeCheckView {
  /** The check the preset fixes ("Dexterity", "Perception"), or "" where the creature picks its ability (a5e). */
  readonly fixed: string;
  /** INIT-2 (a5e): the skill select's choices, "None" first; empty where the preset reads no initiative skill. */
  readonly skills: readonly { value: string; label: string }[];
}

/** INIT-1..3: Dexterity or Perception fixed by the preset, or (a5e) an ability and skill of the creature's choice. */
function initiativeCheckView(input: Pick<ActorSheetInput, "policies" | "i18n">, skills: readonly SkillView[]) {
  const { i18n } = input;
  const check = input.policies.initiative.check;
  if (check === "perception") return { fixed: i18n.localize(SKILL_LABELS.perception ?? ""), skills: [] };
  if (check !== "abilityCheck") return { fixed: i18n.localize(ABILITY_LABELS.dex), skills: [] };
  const none = { value: "", label: i18n.localize("FRAY.Sheet.InitiativeSkillNone") };
  return { fixed: "", skills: [none, ...skills.map((s) => ({ value: s.id, label: s.label }))] };
}

/** 5e-family rank choices; with expertise dice (a5e) the higher ranks name the die they give. */
function fiveERankChoices(expertiseDice: boolean, i18n: Localizer): { value: number; label: string }[] {
  const base = [
    { value: 0, label: i18n.localize("FRAY.Sheet.SkillRank.none") },
    { value: 1, label: i18n.localize("FRAY.Sheet.SkillRank.proficient") },
  ];
  if (!expertiseDice) return [...base, { value: 2, label: i18n.localize("FRAY.Sheet.SkillRank.expertise") }];
  return [
    ...base,
    ...[4, 6, 8].map((faces, i) => ({
      value: 2 + i,
      label: i18n.format("FRAY.Sheet.SkillRank.expertiseDie", { faces }),
    })),
  ];
}

/** The preset's skills, Perception among them, as the sheets print them. */
export function skillsContext(
  input: Pick<ActorSheetInput, "system" | "policies" | "i18n" | "statuses">,
): SkillsContext {
  const { system, i18n } = input;
  const threeAction = system.derived.family === "threeAction";
  const skills = system.derived.skills.map((s) => ({
    id: s.id,
    label: i18n.localize(SKILL_LABELS[s.id] ?? s.id),
    abbr: i18n.localize(ABILITY_ABBREVIATIONS[s.ability]),
    bonus: signed(s.bonus),
    rank: s.rank,
    rankField: s.id === "perception" ? "system.perception.rank" : `system.skills.${s.id}.rank`,
    trained: s.rank > 0,
    expertiseDie: s.expertiseDie === null ? "" : `d${s.expertiseDie}`,
    passive: s.passive,
  }));
  return {
    skills,
    skillRanks: threeAction ? rankChoices(i18n) : fiveERankChoices(input.policies.success.expertiseDice, i18n),
    skillPassives: !threeAction,
    initiativeCheck: initiativeCheckView(input, skills),
    escapeGrapple: input.statuses?.includes("grappled") === true,
  };
}
