import { bool } from "../errors";
import { deepFreeze } from "../plain";
import { source, type RollSource } from "../sources";
import { optionalFlag, situation } from "./input";
import { isFiveEFamily, mutualUnseenRule, type AttackRulePolicies } from "./policy-input";

export interface VisibilityInput {
  /** The attacker can see the target. */
  readonly attackerSeesTarget: boolean;
  /** The target can see the attacker. */
  readonly targetSeesAttacker: boolean;
  /** The attacker is hidden (Hide succeeded); a hidden attacker counts as unseen by the target. */
  readonly attackerHidden?: boolean;
}

export interface VisibilityResult {
  readonly sources: readonly RollSource[];
  /** The attack gives away a hidden attacker's location (ATK-7); the caller ends the hidden state. */
  readonly revealsAttacker: boolean;
}

/**
 * ATK-7: sight between attacker and target. Unseen target: disadvantage (`unseenTarget`); attacker unseen by
 * the target: advantage (`unseenAttacker`). When neither sees the other, `cancel` (5e family) returns both so
 * they cancel, while `disadvantage` (a5e) returns a single `mutualUnseen` disadvantage. Attacking reveals a
 * hidden attacker. The three-action family gets no sources here: its unseen creatures need a flat check and
 * make their targets off-guard instead (TA-5, perception-state.ts).
 */
export function visibilitySources(policies: AttackRulePolicies, input: VisibilityInput): VisibilityResult {
  const s = situation(input);
  const seesTarget = bool(s.attackerSeesTarget, "attackerSeesTarget");
  const hidden = optionalFlag(s.attackerHidden, "attackerHidden");
  const seen = bool(s.targetSeesAttacker, "targetSeesAttacker") && !hidden;
  const rule = mutualUnseenRule(policies);
  const sources: RollSource[] = [];
  if (!isFiveEFamily(policies)) return deepFreeze({ sources, revealsAttacker: hidden });
  if (!seesTarget && !seen && rule === "disadvantage") {
    sources.push(source("ATK-7", "mutualUnseen", "disadvantage"));
  } else {
    if (!seesTarget) sources.push(source("ATK-7", "unseenTarget", "disadvantage"));
    if (!seen) sources.push(source("ATK-7", hidden ? "hiddenAttacker" : "unseenAttacker", "advantage"));
  }
  return deepFreeze({ sources, revealsAttacker: hidden });
}
