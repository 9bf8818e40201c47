import { dieResult, integer, integerInRange, oneOf, record } from "../errors";
import { SUCCESS_MODELS } from "../presets/policies";
import type { SuccessModel, SuccessPolicies } from "../presets/policies";
import { attackOutcome } from "./attack-outcome";
import { degreeOfSuccess } from "./degrees";
import type { DegreeOfSuccess } from "./degrees";

/** What a judged d20 roll was made for. */
export const ROLL_KINDS = ["attack", "check", "save"] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

export interface JudgeRollInput {
  readonly natural: number;
  readonly total: number;
  /** AC for an attack, DC for a check or a save. */
  readonly target: number;
  readonly kind: RollKind;
}

export interface RollJudgement {
  readonly model: SuccessModel;
  readonly kind: RollKind;
  /**
   * The result on the four-degree scale. The 5e model uses `criticalSuccess` only for a critical hit, and
   * never `criticalFailure` (a natural 1 on an attack is a plain miss).
   */
  readonly degree: DegreeOfSuccess;
  /** True for `success` and `criticalSuccess`. */
  readonly success: boolean;
}

const FROM_ATTACK = { criticalHit: "criticalSuccess", hit: "success", miss: "failure" } as const;

/**
 * ATK-1, ATK-2, ATK-3, ATK-18: judges a d20 roll with the success model the preset (or a GM override)
 * selects. `fiveE`: an attack follows ATK-1/ATK-2 (critical range, natural 1 misses); a check or a save
 * succeeds when the total meets the DC, and its natural 20 or 1 has no effect of its own. `fourDegrees`: every
 * kind of roll gets four degrees (ATK-3); the critical range is not used.
 */
export function judgeRoll(
  success: Pick<SuccessPolicies, "model" | "criticalRange">,
  input: JudgeRollInput,
): RollJudgement {
  const policies = record(success, "success");
  const model = oneOf(policies.model, "success.model", SUCCESS_MODELS);
  const criticalRange = integerInRange(policies.criticalRange, "success.criticalRange", 2, 20);
  const roll = record(input, "roll");
  const kind = oneOf(roll.kind, "kind", ROLL_KINDS);
  const natural = dieResult(roll.natural, "natural", 20);
  const total = integer(roll.total, "total");
  const target = integer(roll.target, "target");
  let degree: DegreeOfSuccess;
  if (model === "fourDegrees") degree = degreeOfSuccess({ natural, total, dc: target });
  else if (kind === "attack") degree = FROM_ATTACK[attackOutcome({ natural, total, ac: target, criticalRange })];
  else degree = total >= target ? "success" : "failure";
  return Object.freeze({ model, kind, degree, success: degree === "success" || degree === "criticalSuccess" });
}
