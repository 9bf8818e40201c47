import { bool } from "../errors";
import { deepFreeze } from "../plain";
import { situation } from "./input";
import { attackFlag, type AttackRulePolicies } from "./policy-input";

/** ATK-15: the passive Perception bonus of standing back-to-back. */
export const BACK_TO_BACK_PERCEPTION = 2;

export interface BackToBackInput {
  /** The creature used its bonus action to stand back-to-back, and that hasn't expired yet. */
  readonly declared: boolean;
  /** The ally is still adjacent. */
  readonly adjacentToAlly: boolean;
  /** The creature or its ally moved since. */
  readonly eitherMoved: boolean;
}

export interface BackToBackResult {
  readonly active: boolean;
  /** The creature can't be flanked (pass as `targetBackToBack` to the flanking rules). */
  readonly preventsFlanking: boolean;
  readonly passivePerceptionBonus: number;
}

/**
 * ATK-15 (a5e): standing back-to-back with an adjacent ally stops the creature being flanked and adds +2 to
 * its passive Perception. Both end as soon as either of them moves (or the ally is no longer adjacent); the
 * caller ends `declared` at the start of the creature's next turn.
 */
export function backToBackEffect(policies: AttackRulePolicies, input: BackToBackInput): BackToBackResult {
  const s = situation(input);
  const declared = bool(s.declared, "declared");
  const adjacent = bool(s.adjacentToAlly, "adjacentToAlly");
  const moved = bool(s.eitherMoved, "eitherMoved");
  const active = attackFlag(policies, "backToBack") && declared && adjacent && !moved;
  return deepFreeze({
    active,
    preventsFlanking: active,
    passivePerceptionBonus: active ? BACK_TO_BACK_PERCEPTION : 0,
  });
}
