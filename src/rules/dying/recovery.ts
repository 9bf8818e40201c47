import { RuleInputError, dieResult, integerInRange, oneOf, record } from "../errors";
import { DEGREES_OF_SUCCESS, degreeOfSuccess } from "../outcome/degrees";
import type { DegreeOfSuccess } from "../outcome/degrees";
import { DEATH_DYING_VALUE, checkDyingState } from "./state";
import type { DyingState } from "./state";

/** CND-3: what a recovery check did. */
export const RECOVERY_OUTCOMES = ["improved", "worsened", "stabilized", "dead"] as const;
export type RecoveryOutcome = (typeof RECOVERY_OUTCOMES)[number];

export interface RecoveryResult {
  readonly state: DyingState;
  readonly dc: number;
  readonly degree: DegreeOfSuccess;
  readonly outcome: RecoveryOutcome;
}

/** CND-3: how each degree of a recovery check moves the dying value. */
const DYING_CHANGE: Readonly<Record<DegreeOfSuccess, number>> = {
  criticalSuccess: -2,
  success: -1,
  failure: 1,
  criticalFailure: 2,
};

/** CND-3: the DC of a recovery check: 10 + the dying value (1–3). */
export function recoveryCheckDC(dying: number): number {
  return 10 + integerInRange(dying, "dying", 1, DEATH_DYING_VALUE - 1);
}

/**
 * CND-3, CND-4: a dying hero's recovery check, a flat d20 (nothing added) against 10 + dying, judged in four
 * degrees (ATK-3). Success lowers dying by 1 (critical success by 2), failure raises it by 1 (critical
 * failure by 2). Dying 4 kills; dying 0 ends the dying condition, the hero stays unconscious and gains
 * wounded (+1). Pass the natural d20 or, when another rule already judged it, the degree.
 */
export function resolveRecoveryCheck(
  state: DyingState,
  roll: { readonly natural: number } | { readonly degree: DegreeOfSuccess },
): RecoveryResult {
  const current = checkDyingState(state);
  if (current.dead) throw new RuleInputError("state.dead", "a dead hero makes no recovery check");
  if (current.dying < 1 || current.dying >= DEATH_DYING_VALUE)
    throw new RuleInputError("state.dying", `a recovery check needs dying 1–3, got ${current.dying}`);
  const dc = recoveryCheckDC(current.dying);
  const r = record(roll, "roll");
  let degree: DegreeOfSuccess;
  if (r.degree === undefined) {
    const natural = dieResult(r.natural, "roll.natural", 20);
    degree = degreeOfSuccess({ natural, total: natural, dc });
  } else {
    degree = oneOf(r.degree, "roll.degree", DEGREES_OF_SUCCESS);
  }
  const dying = current.dying + DYING_CHANGE[degree];
  let next: DyingState;
  let outcome: RecoveryOutcome;
  if (dying >= DEATH_DYING_VALUE) {
    next = { ...current, dying: DEATH_DYING_VALUE, dead: true };
    outcome = "dead";
  } else if (dying <= 0) {
    next = { ...current, dying: 0, unconscious: true, wounded: current.wounded + 1 };
    outcome = "stabilized";
  } else {
    next = { ...current, dying };
    outcome = dying < current.dying ? "improved" : "worsened";
  }
  return Object.freeze({ state: Object.freeze(next), dc, degree, outcome });
}
