import { integerInRange, record } from "../errors";
import { checkDyingState } from "./state";
import type { DyingState } from "./state";

/** CND-4: what healing did. */
export const HEALING_OUTCOMES = ["healed", "revived", "dead"] as const;
export type HealingOutcome = (typeof HEALING_OUTCOMES)[number];

export interface HealingResult {
  readonly state: DyingState;
  readonly outcome: HealingOutcome;
}

/**
 * CND-4: healing `amount` HP (capped at `maxHp` when given). A hero at 0 HP who is dying or unconscious
 * wakes (`revived`) with the prone condition; if it was dying, the dying condition ends and it gains wounded
 * (+1). Healing does nothing for the dead (`dead`).
 */
export function onHealed(state: DyingState, heal: { readonly amount: number; readonly maxHp?: number }): HealingResult {
  const current = checkDyingState(state);
  const h = record(heal, "heal");
  const amount = integerInRange(h.amount, "heal.amount", 1, Number.MAX_SAFE_INTEGER);
  const maxHp =
    h.maxHp === undefined ? Number.MAX_SAFE_INTEGER : integerInRange(h.maxHp, "heal.maxHp", 1, Number.MAX_SAFE_INTEGER);
  if (current.dead) return Object.freeze({ state: Object.freeze(current), outcome: "dead" });
  const hp = Math.min(current.hp + amount, Math.max(maxHp, current.hp));
  const down = current.hp === 0 && (current.dying > 0 || current.unconscious);
  if (!down) return Object.freeze({ state: Object.freeze({ ...current, hp }), outcome: "healed" });
  const wounded = current.dying > 0 ? current.wounded + 1 : current.wounded;
  return Object.freeze({
    state: Object.freeze({ ...current, hp, dying: 0, wounded, unconscious: false, prone: true }),
    outcome: "revived",
  });
}
