/**
 * RES-8 (5e family): what the armor a creature wears does beyond its AC.
 * - Heavy armor whose Strength requirement the wearer's Strength score doesn't meet reduces its Speed by 10 ft
 *   (the armor's own `speedPenalty` when it records one).
 * - Armor marked for Stealth gives disadvantage on Stealth checks.
 * - Armor (light, medium or heavy) the wearer isn't proficient with (srd52: has no training with) gives
 *   disadvantage on ability checks, saves and attack rolls that use Strength or Dexterity, and prevents
 *   spellcasting. A shield's lack of training is left out: SRD 5.2 takes only its AC bonus away (not modelled here).
 * threeAction has no such rules here: nothing applies.
 * Each effect names the armor that brings it, so the UI can say why.
 */
import { RuleInputError, bool, integerInRange, list, nonNegative, oneOf, record, text } from "../errors";
import { deepFreeze } from "../plain";
import { source, type RollSource } from "../sources";
import type { StatFamily } from "./creature-stats";

/** RES-8: the categories of worn armor the armor rules read. */
export const ARMOR_PIECE_CATEGORIES = ["light", "medium", "heavy", "shield"] as const;
export type ArmorPieceCategory = (typeof ARMOR_PIECE_CATEGORIES)[number];

/** RES-8: the Speed a heavy armor takes away without its Strength, when the armor records none of its own. */
export const HEAVY_ARMOR_SPEED_PENALTY = 10;

/** One piece of armor the creature wears (equipped). */
export interface WornArmorPiece {
  readonly name: string;
  readonly category: ArmorPieceCategory;
  /** The Strength score needed (0: none). */
  readonly strength: number;
  readonly stealthDisadvantage: boolean;
  /** Feet of Speed lost without the Strength; 0 for the rule's 10 ft. */
  readonly speedPenalty: number;
  /** The wearer is proficient with it (srd52: trained). */
  readonly proficient: boolean;
}

export interface ArmorEffectsInput {
  readonly family: StatFamily;
  /** The wearer's Strength score. */
  readonly strengthScore: number;
  readonly worn: readonly WornArmorPiece[];
}

/** RES-8: what the worn armor does; each effect names the armor that brings it (null: none). */
export interface ArmorEffects {
  /** Feet taken off the walking Speed. */
  readonly speedPenalty: number;
  /** The heavy armor too heavy for the wearer's Strength. */
  readonly tooHeavy: { readonly name: string; readonly strength: number } | null;
  /** The armor that gives disadvantage on Stealth checks. */
  readonly noisy: string | null;
  /** The armor worn without proficiency (training). */
  readonly untrained: string | null;
}

/** No effect at all (threeAction, or nothing worn). */
export const NO_ARMOR_EFFECTS: ArmorEffects = deepFreeze({
  speedPenalty: 0,
  tooHeavy: null,
  noisy: null,
  untrained: null,
});

function piece(value: unknown, field: string): WornArmorPiece {
  const p = record(value, field);
  return {
    name: text(p.name, `${field}.name`),
    category: oneOf(p.category, `${field}.category`, ARMOR_PIECE_CATEGORIES),
    strength: integerInRange(p.strength, `${field}.strength`, 0, 30),
    stealthDisadvantage: bool(p.stealthDisadvantage, `${field}.stealthDisadvantage`),
    speedPenalty: nonNegative(p.speedPenalty, `${field}.speedPenalty`),
    proficient: bool(p.proficient, `${field}.proficient`),
  };
}

/** RES-8: the effects of the armor a creature wears (see the file comment). Throws a RuleInputError on bad input. */
export function armorEffects(input: ArmorEffectsInput): ArmorEffects {
  const i = record(input, "input");
  const family = oneOf(i.family, "family", ["fiveE", "threeAction"] as const);
  const score = integerInRange(i.strengthScore, "strengthScore", 0, 30);
  const worn = list(i.worn, "worn").map((p, n) => piece(p, `worn.${n}`));
  if (family !== "fiveE") return NO_ARMOR_EFFECTS;
  const heavy = worn.find((p) => p.category === "heavy" && p.strength > score) ?? null;
  const speedPenalty = heavy ? (heavy.speedPenalty > 0 ? heavy.speedPenalty : HEAVY_ARMOR_SPEED_PENALTY) : 0;
  const noisy = worn.find((p) => p.stealthDisadvantage && p.category !== "shield") ?? null;
  const untrained = worn.find((p) => !p.proficient && p.category !== "shield") ?? null;
  return deepFreeze({
    speedPenalty,
    tooHeavy: heavy ? { name: heavy.name, strength: heavy.strength } : null,
    noisy: noisy?.name ?? null,
    untrained: untrained?.name ?? null,
  });
}

/** A d20 roll as RES-8 reads it: its kind, the ability it uses (a 5e save's is its own), a check's skill. */
export interface ArmorRoll {
  readonly kind: "check" | "save" | "attack";
  readonly ability: string | null;
  readonly skill?: string | null;
}

/** RES-8: the disadvantages `effects` give `roll` (untrained armor on Strength and Dexterity; Stealth). */
export function armorRollSources(effects: ArmorEffects, roll: ArmorRoll): readonly RollSource[] {
  const r = record(roll, "roll");
  const kind = oneOf(r.kind, "roll.kind", ["check", "save", "attack"] as const);
  if (r.ability !== null && typeof r.ability !== "string")
    throw new RuleInputError("roll.ability", "expected text or null");
  const sources: RollSource[] = [];
  if (effects.untrained !== null && (r.ability === "str" || r.ability === "dex")) {
    sources.push(source("RES-8", "untrainedArmor", "disadvantage"));
  }
  if (effects.noisy !== null && kind === "check" && r.skill === "stealth") {
    sources.push(source("RES-8", "armorStealth", "disadvantage"));
  }
  return deepFreeze(sources);
}

/** RES-8: the armor that keeps its wearer from casting spells (worn without proficiency), or null. */
export function armorPreventsSpellcasting(effects: ArmorEffects): string | null {
  return effects.untrained;
}
