import { integer, nonNegativeInteger, oneOf } from "../errors";
import type { Ability } from "../creature";
import { sizeDifference } from "../creature";
import { deepFreeze } from "../plain";
import { firstBlock, situation, strengthModifierInput } from "./input";
import { grappleSaveRule, type AttackRulePolicies } from "./policy-input";

/** ATK-12: the two unarmed manoeuvres. */
export const GRAPPLE_MANOEUVRES = ["grapple", "shove"] as const;
export type GrappleManoeuvre = (typeof GRAPPLE_MANOEUVRES)[number];
/** ATK-12: what a successful shove may do, the attacker's choice. */
export const SHOVE_OUTCOMES = ["push", "prone"] as const;
/** ATK-12: how far a shove pushes, in feet. */
export const SHOVE_PUSH_FEET = 5;
/** ATK-12: the largest size difference a grapple or shove allows (target at most one size larger). */
export const GRAPPLE_MAX_SIZE_STEP = 1;

export interface GrappleInput {
  readonly manoeuvre: GrappleManoeuvre;
  readonly strengthModifier: number;
  readonly proficiencyBonus: number;
  readonly size: string;
  readonly targetSize: string;
  /** Hands (or equivalent parts) free and not already grappling; a grapple needs one (a shove ignores it). */
  readonly freeHands?: number;
}

export interface GrappleResult {
  readonly allowed: boolean;
  /** `allowed`, `targetTooLarge` or `noFreeHand`. */
  readonly reason: string;
  /** `save`: the target saves against `dc`; `contest`: an opposed check (srd51, a5e) and `dc` is null. */
  readonly resolution: "save" | "contest";
  readonly dc: number | null;
  /** The abilities the target may save with (it picks one when there are two). */
  readonly saveAbilities: readonly Ability[];
  /** Shove: what a failed save allows. Grapple: none. */
  readonly outcomes: readonly (typeof SHOVE_OUTCOMES)[number][];
}

const SAVE_ABILITIES = {
  constitution: ["con"],
  strengthOrDexterity: ["str", "dex"],
  none: [],
} as const satisfies Record<string, readonly Ability[]>;

/** ATK-12: the grapple (and shove) DC, 8 + Strength modifier + proficiency bonus; null where it is a contest. */
export function grappleDc(
  policies: AttackRulePolicies,
  strengthModifier: number,
  proficiencyBonus: number,
): number | null {
  const str = strengthModifierInput(strengthModifier);
  const proficiency = nonNegativeInteger(proficiencyBonus, "proficiencyBonus");
  return grappleSaveRule(policies) === "none" ? null : 8 + str + proficiency;
}

/**
 * ATK-12: a grapple or shove made with an unarmed strike. The target may be at most one size larger; a grapple
 * also needs a free hand (one creature per hand). The target saves per policy: Constitution (delta), Strength
 * or Dexterity of its choice (srd52), or it is a contest (srd51, a5e). A shove then pushes 5 ft or knocks prone.
 */
export function grappleAttempt(policies: AttackRulePolicies, input: GrappleInput): GrappleResult {
  const s = situation(input);
  const manoeuvre = oneOf(s.manoeuvre, "manoeuvre", GRAPPLE_MANOEUVRES);
  const dc = grappleDc(policies, s.strengthModifier as number, s.proficiencyBonus as number);
  const step = sizeDifference(s.targetSize, s.size, ["targetSize", "size"]);
  const handFree = manoeuvre === "shove" || nonNegativeInteger(s.freeHands, "freeHands") > 0;
  const reason = firstBlock([
    [step <= GRAPPLE_MAX_SIZE_STEP, "targetTooLarge"],
    [handFree, "noFreeHand"],
  ]);
  const rule = grappleSaveRule(policies);
  return deepFreeze({
    allowed: reason === "allowed",
    reason,
    resolution: rule === "none" ? "contest" : "save",
    dc,
    saveAbilities: [...SAVE_ABILITIES[rule]],
    outcomes: manoeuvre === "shove" ? [...SHOVE_OUTCOMES] : [],
  });
}

export interface GrappleEscape {
  /** Escaping takes the grappled creature's action. */
  readonly costs: "action";
  /** It picks one of these checks. */
  readonly skills: readonly ["athletics", "acrobatics"];
  /** The grapple's DC; null where escape is a contest. */
  readonly dc: number | null;
}

/** ATK-12: how a grappled creature escapes: its action, an Athletics or Acrobatics check against the grapple DC. */
export function grappleEscape(
  policies: AttackRulePolicies,
  grappler: { strengthModifier: number; proficiencyBonus: number },
): GrappleEscape {
  const s = situation(grappler, "grappler");
  return deepFreeze({
    costs: "action",
    skills: ["athletics", "acrobatics"],
    dc: grappleDc(policies, s.strengthModifier as number, s.proficiencyBonus as number),
  });
}

/** What `escapeSkill` compares of each skill: its bonus and a5e expertise die. */
export interface EscapeSkillOption {
  readonly bonus: number;
  readonly expertiseDie: number | null;
}

/**
 * ATK-12: the better of the two checks a grappled creature may escape with: the higher bonus, an a5e expertise
 * die counted at its average (a d4 as 2.5); Athletics on a tie.
 */
export function escapeSkill(skills: {
  readonly athletics: EscapeSkillOption;
  readonly acrobatics: EscapeSkillOption;
}): "athletics" | "acrobatics" {
  const s = situation(skills, "skills");
  const expected = (id: "athletics" | "acrobatics"): number => {
    const skill = situation(s[id], `skills.${id}`);
    const die =
      skill.expertiseDie === null ? 0 : (nonNegativeInteger(skill.expertiseDie, `skills.${id}.expertiseDie`) + 1) / 2;
    return integer(skill.bonus, `skills.${id}.bonus`) + die;
  };
  return expected("acrobatics") > expected("athletics") ? "acrobatics" : "athletics";
}
