/**
 * Literal localization keys for what roll cards and the roll dialog name: abilities, saves, modes, outcomes,
 * kinds of roll, cover degrees. Pure (no Foundry global), so the preview builds the same contexts.
 */
import type { BonusType, CoverDegree, D20Mode, DegreeOfSuccess, SuccessModel } from "../rules";

/** Anything with Foundry's `game.i18n` localize/format shape (the preview passes its own). */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

export const ABILITY_LABELS: Readonly<Record<string, string>> = {
  str: "FRAY.Roll.Ability.Str",
  dex: "FRAY.Roll.Ability.Dex",
  con: "FRAY.Roll.Ability.Con",
  int: "FRAY.Roll.Ability.Int",
  wis: "FRAY.Roll.Ability.Wis",
  cha: "FRAY.Roll.Ability.Cha",
};

export const SAVE_LABELS: Readonly<Record<string, string>> = {
  ...ABILITY_LABELS,
  fortitude: "FRAY.Roll.Save.Fortitude",
  reflex: "FRAY.Roll.Save.Reflex",
  will: "FRAY.Roll.Save.Will",
};

/** Every skill either family uses (SKILL_ABILITIES in the rules). */
export const SKILL_LABELS: Readonly<Record<string, string>> = {
  acrobatics: "FRAY.Roll.Skill.Acrobatics",
  animalHandling: "FRAY.Roll.Skill.AnimalHandling",
  arcana: "FRAY.Roll.Skill.Arcana",
  athletics: "FRAY.Roll.Skill.Athletics",
  crafting: "FRAY.Roll.Skill.Crafting",
  deception: "FRAY.Roll.Skill.Deception",
  diplomacy: "FRAY.Roll.Skill.Diplomacy",
  history: "FRAY.Roll.Skill.History",
  insight: "FRAY.Roll.Skill.Insight",
  intimidation: "FRAY.Roll.Skill.Intimidation",
  investigation: "FRAY.Roll.Skill.Investigation",
  medicine: "FRAY.Roll.Skill.Medicine",
  nature: "FRAY.Roll.Skill.Nature",
  occultism: "FRAY.Roll.Skill.Occultism",
  perception: "FRAY.Roll.Skill.Perception",
  performance: "FRAY.Roll.Skill.Performance",
  persuasion: "FRAY.Roll.Skill.Persuasion",
  religion: "FRAY.Roll.Skill.Religion",
  sleightOfHand: "FRAY.Roll.Skill.SleightOfHand",
  society: "FRAY.Roll.Skill.Society",
  stealth: "FRAY.Roll.Skill.Stealth",
  survival: "FRAY.Roll.Skill.Survival",
  thievery: "FRAY.Roll.Skill.Thievery",
};

/** TA-1: the name of each modifier type, as a card or the roll dialog prints it next to the modifier. */
export const BONUS_TYPE_LABELS: Readonly<Record<BonusType, string>> = {
  circumstance: "FRAY.Chat.BonusType.circumstance",
  item: "FRAY.Chat.BonusType.item",
  status: "FRAY.Chat.BonusType.status",
  untyped: "FRAY.Chat.BonusType.untyped",
};

/** TA-5: each perception state a flat check is rolled for, as the card names it. */
export const FLAT_CHECK_STATE_LABELS: Readonly<Record<"concealed" | "hidden" | "undetected", string>> = {
  concealed: "FRAY.Chat.FlatCheck.State.concealed",
  hidden: "FRAY.Chat.FlatCheck.State.hidden",
  undetected: "FRAY.Chat.FlatCheck.State.undetected",
};

export const MODE_LABELS: Readonly<Record<D20Mode, string>> = {
  normal: "FRAY.Roll.Mode.Normal",
  advantage: "FRAY.Roll.Mode.Advantage",
  disadvantage: "FRAY.Roll.Mode.Disadvantage",
};

/** COV-1: where a target's cover came from (RollTarget#coverFrom). */
export const COVER_FROM_LABELS: Readonly<Record<"map" | "status" | "gm", string>> = {
  map: "FRAY.Chat.CoverFrom.Map",
  status: "FRAY.Chat.CoverFrom.Status",
  gm: "FRAY.Chat.CoverFrom.Gm",
};

export const COVER_LABELS: Readonly<Record<CoverDegree, string>> = {
  none: "FRAY.Roll.Cover.None",
  lesser: "FRAY.Roll.Cover.Lesser",
  half: "FRAY.Roll.Cover.Half",
  threeQuarters: "FRAY.Roll.Cover.ThreeQuarters",
  total: "FRAY.Roll.Cover.Total",
};

/** TA-4: threeAction's names of the degrees (standard and greater are stored as half and three-quarters). */
export const CENTRE_COVER_LABELS: Readonly<Record<CoverDegree, string>> = {
  none: "FRAY.Roll.Cover.None",
  lesser: "FRAY.Roll.Cover.Lesser",
  half: "FRAY.Roll.Cover.Standard",
  threeQuarters: "FRAY.Roll.Cover.Greater",
  total: "FRAY.Roll.Cover.NoLineOfEffect",
};

/** COV-1 / TA-4: the language key of a cover degree, by threeAction's names when `centreLine`. */
export function coverLabelKey(degree: CoverDegree, centreLine: boolean): string {
  return (centreLine ? CENTRE_COVER_LABELS : COVER_LABELS)[degree];
}

const FIVE_E_ATTACK: Readonly<Record<DegreeOfSuccess, string>> = {
  criticalSuccess: "FRAY.Chat.Outcome.CriticalHit",
  success: "FRAY.Chat.Outcome.Hit",
  failure: "FRAY.Chat.Outcome.Miss",
  criticalFailure: "FRAY.Chat.Outcome.Miss",
};

const DEGREES: Readonly<Record<DegreeOfSuccess, string>> = {
  criticalSuccess: "FRAY.Chat.Outcome.CriticalSuccess",
  success: "FRAY.Chat.Outcome.Success",
  failure: "FRAY.Chat.Outcome.Failure",
  criticalFailure: "FRAY.Chat.Outcome.CriticalFailure",
};

/** The label of an outcome: hit/miss/critical hit for a 5e attack, the four degrees or success/failure otherwise. */
export function outcomeLabelKey(model: SuccessModel, kind: string, degree: DegreeOfSuccess): string {
  return model === "fiveE" && kind === "attack" ? FIVE_E_ATTACK[degree] : DEGREES[degree];
}

/** `+3`, `−2`: a modifier as the cards print it. */
export function signed(value: number): string {
  return value >= 0 ? `+${value}` : `−${-value}`;
}
