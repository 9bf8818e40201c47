/**
 * Literal localization keys for what roll cards and the roll dialog name: abilities, saves, modes, outcomes,
 * kinds of roll, cover degrees. Pure (no Foundry global), so the preview builds the same contexts.
 */
import type { CoverDegree, D20Mode, DegreeOfSuccess, SuccessModel } from "../rules";

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

export const MODE_LABELS: Readonly<Record<D20Mode, string>> = {
  normal: "FRAY.Roll.Mode.Normal",
  advantage: "FRAY.Roll.Mode.Advantage",
  disadvantage: "FRAY.Roll.Mode.Disadvantage",
};

export const COVER_LABELS: Readonly<Record<CoverDegree, string>> = {
  none: "FRAY.Roll.Cover.None",
  half: "FRAY.Roll.Cover.Half",
  threeQuarters: "FRAY.Roll.Cover.ThreeQuarters",
  total: "FRAY.Roll.Cover.Total",
};

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
