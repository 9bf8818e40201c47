import { bool, finiteResult, nonNegative } from "../errors";
import { deepFreeze } from "../plain";
import { firstBlock, situation } from "./input";
import { attackFlag, type AttackRulePolicies } from "./policy-input";

/** ATK-17: extra feet of movement each foot costs while dragging an ally. */
export const DRAG_EXTRA_FEET_PER_FOOT = 2;

export interface DragAllyInput {
  /** The ally is adjacent. */
  readonly adjacent: boolean;
  /** The ally is willing to be dragged. */
  readonly willing: boolean;
  /** The dragging creature still has its reaction. */
  readonly reactionAvailable: boolean;
}

export interface DragAllyResult {
  readonly allowed: boolean;
  /** `allowed`, or `policyOff`, `notAdjacent`, `unwilling`, `noReaction`. */
  readonly reason: string;
  /** It costs the dragger's reaction. */
  readonly costsReaction: boolean;
  /** Extra feet of the dragger's movement per foot moved, on top of the usual cost. */
  readonly extraFeetPerFoot: number;
  /** The dragged ally can't take reactions while dragged. */
  readonly allyCanReact: boolean;
  /** The movement provokes opportunity attacks as usual. */
  readonly provokes: boolean;
}

/**
 * ATK-17 (a5e): dragging an adjacent willing ally along with a reaction, even one with no movement left. Each
 * foot costs the dragger 2 extra feet, the ally can't react, and the movement provokes as usual.
 */
export function dragAlly(policies: AttackRulePolicies, input: DragAllyInput): DragAllyResult {
  const s = situation(input);
  const reason = firstBlock([
    [attackFlag(policies, "dragAlly"), "policyOff"],
    [bool(s.adjacent, "adjacent"), "notAdjacent"],
    [bool(s.willing, "willing"), "unwilling"],
    [bool(s.reactionAvailable, "reactionAvailable"), "noReaction"],
  ]);
  return deepFreeze({
    allowed: reason === "allowed",
    reason,
    costsReaction: true,
    extraFeetPerFoot: DRAG_EXTRA_FEET_PER_FOOT,
    allyCanReact: false,
    provokes: true,
  });
}

/**
 * ATK-17: the extra movement a dragger spends to move `feet` with an ally in tow (2 ft per foot), added to what
 * the move costs anyway, so it stacks with difficult terrain and crawling. A distance so large that the cost is
 * not a finite number is refused.
 */
export function dragExtraCost(feet: number): number {
  return finiteResult(nonNegative(feet, "feet") * DRAG_EXTRA_FEET_PER_FOOT, "feet");
}
