import { bool, record } from "../errors";
import { DEATH_DYING_VALUE, checkDyingState } from "./state";
import type { DyingState } from "./state";

/** CND-2: what happened when a creature dropped to 0 HP. */
export const ZERO_HP_OUTCOMES = ["removedFromPlay", "dying", "dead", "alreadyDown"] as const;
export type ZeroHpOutcome = (typeof ZERO_HP_OUTCOMES)[number];

export interface ZeroHpResult {
  readonly state: DyingState;
  readonly outcome: ZeroHpOutcome;
}

/**
 * CND-2: a creature reduced to 0 HP. A monster is removed from play (`removedFromPlay`; the state marks it
 * dead so the adapter can mark it defeated). A hero falls unconscious with dying 1, or dying 2 when the blow
 * was a critical success, increased by its wounded value; reaching dying 4 this way kills it (`dead`). A hero
 * already at 0 HP and unconscious, or dead, is left as it is (`alreadyDown`).
 */
export function onReducedToZero(
  state: DyingState,
  blow: { readonly critical: boolean; readonly isHero: boolean },
): ZeroHpResult {
  const current = checkDyingState(state);
  const b = record(blow, "blow");
  const critical = bool(b.critical, "blow.critical");
  const isHero = bool(b.isHero, "blow.isHero");
  if (current.dead || (current.hp === 0 && current.unconscious)) {
    return Object.freeze({ state: Object.freeze(current), outcome: "alreadyDown" });
  }
  if (!isHero) {
    return Object.freeze({ state: Object.freeze({ ...current, hp: 0, dead: true }), outcome: "removedFromPlay" });
  }
  const dying = (critical ? 2 : 1) + current.wounded;
  const dead = dying >= DEATH_DYING_VALUE;
  return Object.freeze({
    state: Object.freeze({ ...current, hp: 0, dying: Math.min(dying, DEATH_DYING_VALUE), unconscious: true, dead }),
    outcome: dead ? "dead" : "dying",
  });
}
