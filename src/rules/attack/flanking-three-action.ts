import { list, nonNegative, oneOf, record } from "../errors";
import { checkSpace, spaceDistance, type Space } from "../geometry/grid";
import { DIAGONAL_RULES, type DiagonalRule } from "../presets/policies";
import { deepFreeze } from "../plain";
import type { RollSource } from "../sources";
import { centreLineFlanks } from "./flank-line";
import { firstBlock, optionalFeet, optionalFlag, situation } from "./input";
import { situationOffGuard } from "./off-guard";
import { DEFAULT_REACH } from "./reach";

/** A flanker: its space, its melee reach in feet (5 when absent) and whether it can't act. */
export interface ThreeActionFlanker extends Space {
  readonly reach?: number;
  /** It can't act (unconscious, paralyzed, stunned…). */
  readonly cannotAct?: boolean;
}

export interface ThreeActionFlankingInput {
  readonly attacker: ThreeActionFlanker;
  /** The attacker's allies on the scene; any one of them may complete the flank. */
  readonly allies: readonly ThreeActionFlanker[];
  readonly target: Space;
  readonly diagonals: DiagonalRule;
  /** Feet per grid square. */
  readonly gridDistance: number;
}

export interface ThreeActionFlankingResult {
  readonly flanking: boolean;
  /** `flanking`, or why not: `attackerCannotAct`, `attackerOutOfReach`, `noOppositeAlly`. */
  readonly reason: string;
  /** The index in `allies` of the ally completing the flank, −1 when none. */
  readonly allyIndex: number;
  /** TA-2: the target's off-guard (−2 circumstance to AC) against the flankers, or none. */
  readonly targetAc: readonly RollSource[];
}

interface Flanker {
  readonly space: Space;
  readonly reach: number;
  readonly cannotAct: boolean;
}

function flanker(value: unknown, field: string): Flanker {
  const f = record(value, field);
  return {
    space: checkSpace(f, field),
    reach: optionalFeet(f.reach, `${field}.reach`) ?? DEFAULT_REACH,
    cannotAct: optionalFlag(f.cannotAct, `${field}.cannotAct`),
  };
}

/**
 * TA-6: the target is flanked by the attacker and an ally when both can act, both threaten it with their melee
 * reach (the distance between the spaces by the preset's diagonal rule is within it), and the line between the
 * centres of their spaces passes through opposite sides or corners of its space (`centreLineFlanks`). A flanked
 * target is off-guard to them (TA-2).
 */
export function threeActionFlanking(input: ThreeActionFlankingInput): ThreeActionFlankingResult {
  const s = situation(input);
  const attacker = flanker(s.attacker, "attacker");
  const target = checkSpace(s.target, "target");
  const rule = oneOf(s.diagonals, "diagonals", DIAGONAL_RULES);
  const feet = nonNegative(s.gridDistance, "gridDistance");
  const allies = list(s.allies, "allies").map((a, i) => flanker(a, `allies[${i}]`));
  const threatens = (f: Flanker) => spaceDistance(f.space, target, rule, feet) <= f.reach;
  const blocked = firstBlock([
    [!attacker.cannotAct, "attackerCannotAct"],
    [threatens(attacker), "attackerOutOfReach"],
  ]);
  const result = (reason: string, allyIndex = -1) =>
    deepFreeze({
      flanking: reason === "flanking",
      reason,
      allyIndex,
      targetAc: reason === "flanking" ? [situationOffGuard("targetFlanked")] : [],
    });
  if (blocked !== "allowed") return result(blocked);
  const index = allies.findIndex(
    (a) => !a.cannotAct && threatens(a) && centreLineFlanks(attacker.space, a.space, target),
  );
  return index === -1 ? result("noOppositeAlly") : result("flanking", index);
}
