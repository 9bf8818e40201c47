import { RuleInputError, finiteResult, integer, integerInRange, nonNegative, oneOf, record } from "../errors";
import { optionalBool, optionalFeet } from "./inputs";
import { JUMP_FORMULAS, type JumpFormula } from "../presets/policies";

/** MOV-10: a long (horizontal) or high (vertical) jump. */
export const JUMP_KINDS = ["long", "high"] as const;
export type JumpKind = (typeof JUMP_KINDS)[number];

/**
 * MOV-10: which jump formula applies: `strengthModifier` (delta: long 5 × Str modifier) or `strengthScore`
 * (the SRD rules: long jump = Str score in feet, high jump = 3 + Str modifier).
 */
export { JUMP_FORMULAS, type JumpFormula };

/** The run-up that makes a jump a running jump (MOV-10), in feet. */
export const JUMP_RUN_UP_FEET = 10;
/** MOV-10: the Acrobatics DC of landing in difficult terrain. */
export const JUMP_LANDING_DC = 10;

export interface JumpInput {
  readonly kind: JumpKind;
  /** Strength modifier (`strengthModifier` formula; also the SRD high jump). */
  readonly strengthModifier?: number;
  /** Strength score (`strengthScore` formula). */
  readonly strengthScore?: number;
  /** Feet moved on foot immediately before the jump; 10 or more makes it a running jump (0 by default). */
  readonly runUp?: number;
  readonly formula?: JumpFormula;
}

/**
 * MOV-10: the farthest (long) or highest (high) jump in feet, rounded down. delta: a running long jump reaches
 * 5 × Str modifier, a standing one half; a running high jump half the running long jump, a standing one a
 * quarter of it. SRD (`strengthScore`): long = Str score, high = 3 + Str modifier, each halved standing.
 * Never below 0. A Strength modifier so large that the distance is not a finite number is refused.
 */
export function jumpDistance(input: JumpInput): number {
  const i = record(input, "input");
  const kind = oneOf(i.kind, "kind", JUMP_KINDS);
  const formula = i.formula === undefined ? "strengthModifier" : oneOf(i.formula, "formula", JUMP_FORMULAS);
  const running = optionalFeet(i.runUp, "runUp", 0) >= JUMP_RUN_UP_FEET;
  if (formula === "strengthScore") {
    const base =
      kind === "long"
        ? integerInRange(i.strengthScore, "strengthScore", 1, 30)
        : 3 + integer(i.strengthModifier, "strengthModifier");
    return finiteResult(Math.max(0, Math.floor(running ? base : base / 2)), "strengthModifier");
  }
  const long = 5 * integer(i.strengthModifier, "strengthModifier");
  const divisor = (kind === "long" ? 1 : 2) * (running ? 1 : 2);
  return finiteResult(Math.max(0, Math.floor(long / divisor)), "strengthModifier");
}

/** MOV-10: a planned jump, checked. */
export interface JumpPlan {
  /** The farthest or highest the jump may go. */
  readonly max: number;
  /** The jump fits within `max` and the movement left. */
  readonly legal: boolean;
  readonly reason: "tooFar" | "noMovement" | null;
  /** Movement it costs: each foot jumped costs a foot. */
  readonly cost: number;
  /** Landing in difficult terrain calls for a DC 10 Dexterity (Acrobatics) check, prone on a failure. */
  readonly landingCheck: { readonly dc: number; readonly skill: "acrobatics"; readonly onFailure: "prone" } | null;
}

/**
 * MOV-10: checks a jump of `feet` against the jump's maximum and the movement left, and what it costs (a foot of
 * movement per foot jumped); landing in difficult terrain needs a DC 10 Acrobatics check or the jumper is prone.
 */
export function planJump(
  input: JumpInput & { readonly feet: number; readonly movementLeft?: number; readonly landsInDifficult?: boolean },
): JumpPlan {
  const i = record(input, "input");
  const feet = nonNegative(i.feet, "feet");
  const max = jumpDistance(input);
  const left = i.movementLeft === undefined ? Infinity : nonNegative(i.movementLeft, "movementLeft");
  const difficult = optionalBool(i.landsInDifficult, "landsInDifficult", false);
  if (feet === 0) throw new RuleInputError("feet", "a jump covers more than 0 ft");
  const reason = feet > max ? "tooFar" : feet > left ? "noMovement" : null;
  return {
    max,
    legal: reason === null,
    reason,
    cost: feet,
    landingCheck: difficult ? { dc: JUMP_LANDING_DC, skill: "acrobatics", onFailure: "prone" } : null,
  };
}
