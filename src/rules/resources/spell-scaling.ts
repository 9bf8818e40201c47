/**
 * RES-1, RES-2: how a spell's damage grows, from the spell's scaling data (never from its description): a cantrip
 * adds its scaling formula once at character levels 5, 11 and 17 (or fires one more beam, each its own attack); a
 * leveled spell cast with a higher slot adds it once per slot level above its own.
 */
import { RuleInputError, integerInRange, oneOf, record } from "../errors";
import { blankable } from "./blankable";
import { deepFreeze } from "../plain";
import { checkFormula } from "../stats/item-checks";

/** How a spell's damage scales: not at all, cantrip dice, cantrip beams, or per slot level above its own. */
export const SPELL_SCALING_MODES = ["none", "cantrip", "beams", "slot"] as const;
export type SpellScalingMode = (typeof SPELL_SCALING_MODES)[number];

/** RES-2: the character levels at which a cantrip grows. */
export const CANTRIP_LEVELS = [5, 11, 17] as const;

/** The highest spell level (and slot level). */
export const MAX_SPELL_LEVEL = 9;

export interface SpellScaling {
  readonly mode: SpellScalingMode;
  /** What one step adds (`1d8`); unused for beams. */
  readonly formula: string;
}

/** RES-2: the cantrip steps a caster of `casterLevel` has (0 below 5th, 1 from 5th, 2 from 11th, 3 from 17th). */
export function cantripSteps(casterLevel: number): number {
  const level = integerInRange(casterLevel, "casterLevel", 0, 30);
  return CANTRIP_LEVELS.filter((l) => level >= l).length;
}

/** RES-2: how many beams a beam cantrip (Eldritch Blast) fires for a caster of `casterLevel`. */
export function cantripBeams(casterLevel: number): number {
  return 1 + cantripSteps(casterLevel);
}

const PURE_DICE = /^\s*(\d*)d(\d+)\s*$/;
const FIRST_DICE = /(\d*)d(\d+)/;

/**
 * RES-1, RES-2: `base` with `step` added `times` times. A step of plain dice whose faces match the base's first
 * dice is folded into them (`8d6` + 2 × `1d6` = `10d6`), so the card reads as the book does; anything else is
 * appended (`1d8 + 2` + `1d4 + 1`).
 */
export function addScalingSteps(base: string, step: string, times: number): string {
  const formula = checkFormula(base, "base");
  const n = integerInRange(times, "times", 0, 40);
  if (n === 0 || step.trim() === "") return formula;
  const added = checkFormula(step, "step");
  const pure = PURE_DICE.exec(added);
  const first = FIRST_DICE.exec(formula);
  if (pure && first && pure[2] === first[2]) {
    const count = (first[1] === "" ? 1 : Number(first[1])) + (pure[1] === "" ? 1 : Number(pure[1])) * n;
    return formula.replace(FIRST_DICE, `${count}d${first[2]}`);
  }
  if (pure) return `${formula} + ${(pure[1] === "" ? 1 : Number(pure[1])) * n}d${pure[2]}`;
  return [formula, ...Array.from({ length: n }, () => added)].join(" + ");
}

/** RES-1, RES-2: checks stored scaling data (a spell's `scaling`). */
export function checkSpellScaling(scaling: unknown, field = "scaling"): SpellScaling {
  const s = record(scaling, field);
  const mode = oneOf(s.mode, `${field}.mode`, SPELL_SCALING_MODES);
  const formula = blankable(s.formula, `${field}.formula`).trim();
  if (formula !== "") checkFormula(formula, `${field}.formula`);
  if ((mode === "cantrip" || mode === "slot") && formula === "")
    throw new RuleInputError(`${field}.formula`, `a ${mode} scaling needs the formula one step adds`);
  return deepFreeze({ mode, formula });
}

export interface ScaledSpellInput {
  /** The spell's own level (0: cantrip). */
  readonly spellLevel: number;
  /** The slot it is cast with (the spell's own level for a cantrip or a ritual). */
  readonly castLevel: number;
  /** RES-2: the caster's character level (a monster's spellcaster level). */
  readonly casterLevel: number;
  readonly scaling: SpellScaling;
}

/**
 * RES-1, RES-2: how many scaling steps a casting adds: a cantrip's steps by caster level, a leveled spell's slot
 * levels above its own; 0 for beams (more beams, not more dice) or no scaling. A slot below the spell's level is
 * an error (RES-1: a spell needs a slot of its level or higher).
 */
export function spellScalingSteps(input: ScaledSpellInput): number {
  const i = record(input, "spell");
  const spellLevel = integerInRange(i.spellLevel, "spellLevel", 0, MAX_SPELL_LEVEL);
  const castLevel = integerInRange(i.castLevel, "castLevel", 0, MAX_SPELL_LEVEL);
  const scaling = checkSpellScaling(i.scaling);
  if (castLevel < spellLevel)
    throw new RuleInputError("castLevel", `a level ${spellLevel} spell can't be cast with a level ${castLevel} slot`);
  if (scaling.mode === "cantrip" && spellLevel === 0) return cantripSteps(integer0(i.casterLevel));
  if (scaling.mode === "slot" && spellLevel > 0) return castLevel - spellLevel;
  return 0;
}

const integer0 = (value: unknown): number => integerInRange(value, "casterLevel", 0, 30);

/**
 * RES-1, RES-2: a spell's first damage part scaled for this casting (the other parts as they are): Fireball
 * (`8d6`, `1d6` per slot level) cast at 5th rolls `10d6`; Sacred Flame (`1d8`) for a 5th-level caster `2d8`.
 */
export function scaledSpellParts<P extends { readonly formula: string }>(
  parts: readonly P[],
  input: ScaledSpellInput,
): P[] {
  const steps = spellScalingSteps(input);
  return parts.map((p, n) =>
    n === 0 && steps > 0 ? { ...p, formula: addScalingSteps(p.formula, input.scaling.formula, steps) } : { ...p },
  );
}
