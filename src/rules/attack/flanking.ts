import { RuleInputError, list, nonNegativeInteger, record } from "../errors";
import { checkSpace, type Space } from "../geometry/grid";
import { deepFreeze } from "../plain";
import type { RollSource } from "../sources";
import { flankingLine, spacesTouch } from "./flank-line";
import { firstBlock, optionalFlag, situation } from "./input";
import { attackFlag, isFiveEFamily, positionalEdge, type AttackRulePolicies } from "./policy-input";

/** A creature's space on the grid, and whether it is incapacitated. */
export interface FlankerSpace extends Space {
  readonly incapacitated?: boolean;
}

export interface GridFlankingInput {
  readonly attacker: FlankerSpace;
  /** The attacker's allies near the target; any one of them may complete the flank. */
  readonly allies: readonly FlankerSpace[];
  readonly target: Space;
  /** The target stands back-to-back with an ally (ATK-15). */
  readonly targetBackToBack?: boolean;
}

export interface FlankingResult {
  readonly flanking: boolean;
  /**
   * `flanking`, or why not: `policyOff`, `backToBack`, `attackerIncapacitated`, `attackerNotAdjacent`,
   * `noOppositeAlly` (grid), `tooFewAttackers` (gridless).
   */
  readonly reason: string;
  /** Grid only: the index in `allies` of the ally completing the flank, −1 when none. */
  readonly allyIndex: number;
  /** The expertise die (advantage where the preset has no expertise dice) on actions against the target. */
  readonly sources: readonly RollSource[];
}

function result(policies: AttackRulePolicies, reason: string, allyIndex = -1): FlankingResult {
  const flanking = reason === "flanking";
  return deepFreeze({
    flanking,
    reason,
    allyIndex,
    // TA-1: the three-action family flanks by TA-6 (off-guard, `threeActionFlanking`), never with an edge on the roll.
    sources: flanking && isFiveEFamily(policies) ? [positionalEdge(policies, "ATK-14", "flanking")] : [],
  });
}

function flankerFlag(value: unknown, field: string): boolean {
  return optionalFlag(record(value, field).incapacitated, `${field}.incapacitated`);
}

/**
 * ATK-14 (grid): the attacker flanks the target when it and an ally that isn't incapacitated both touch the
 * target's space from exactly opposite sides (see `flankingLine`). Never while the attacker is incapacitated,
 * the policy is off, or the target stands back-to-back (ATK-15).
 */
export function gridFlanking(policies: AttackRulePolicies, input: GridFlankingInput): FlankingResult {
  const s = situation(input);
  const attacker = checkSpace(s.attacker, "attacker");
  const attackerDown = flankerFlag(s.attacker, "attacker");
  const target = checkSpace(s.target, "target");
  const allies = list(s.allies, "allies").map((a, i) => ({
    space: checkSpace(a, `allies[${i}]`),
    down: flankerFlag(a, `allies[${i}]`),
  }));
  const backToBack = optionalFlag(s.targetBackToBack, "targetBackToBack");
  const blocked = firstBlock([
    [attackFlag(policies, "flanking"), "policyOff"],
    [!backToBack, "backToBack"],
    [!attackerDown, "attackerIncapacitated"],
    [spacesTouch(attacker, target), "attackerNotAdjacent"],
  ]);
  if (blocked !== "allowed") return result(policies, blocked);
  const index = allies.findIndex(
    (a) => !a.down && spacesTouch(a.space, target) && flankingLine(attacker, a.space, target),
  );
  return index === -1 ? result(policies, "noOppositeAlly") : result(policies, "flanking", index);
}

export interface GridlessFlankingInput {
  /** Creatures, the attacker included, attacking the target in melee (none of them incapacitated). */
  readonly meleeAttackers: number;
  readonly targetBackToBack?: boolean;
}

/** ATK-14 (gridless): the target is flanked while three or more creatures, the attacker included, attack it in melee. */
export function gridlessFlanking(policies: AttackRulePolicies, input: GridlessFlankingInput): FlankingResult {
  const s = situation(input);
  const attackers = nonNegativeInteger(s.meleeAttackers, "meleeAttackers");
  if (attackers < 1) throw new RuleInputError("meleeAttackers", "counts the attacker, so it is at least 1");
  const backToBack = optionalFlag(s.targetBackToBack, "targetBackToBack");
  const reason = firstBlock([
    [attackFlag(policies, "flanking"), "policyOff"],
    [!backToBack, "backToBack"],
    [attackers >= 3, "tooFewAttackers"],
  ]);
  return result(policies, reason === "allowed" ? "flanking" : reason);
}
