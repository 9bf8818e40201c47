import { bool, integerInRange, nonNegativeInteger, oneOf, record } from "../errors";
import { ZERO_HP_MODELS } from "../presets/policies";
import type { DyingPolicies } from "../presets/policies";

/** CND-3: dying 4 is death. */
export const DEATH_DYING_VALUE = 4;

/** CND-2..4: what the dying rules track for one creature. */
export interface DyingState {
  readonly hp: number;
  /** The dying value, 0 (not dying) to 4 (dead). */
  readonly dying: number;
  readonly wounded: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly prone: boolean;
}

/** CND-2..4: checks a dying state and returns a fresh copy; throws a RuleInputError naming the bad field. */
export function checkDyingState(state: unknown): DyingState {
  const s = record(state, "state");
  return {
    hp: nonNegativeInteger(s.hp, "state.hp"),
    dying: integerInRange(s.dying, "state.dying", 0, DEATH_DYING_VALUE),
    wounded: nonNegativeInteger(s.wounded, "state.wounded"),
    unconscious: bool(s.unconscious, "state.unconscious"),
    dead: bool(s.dead, "state.dead"),
    prone: bool(s.prone, "state.prone"),
  };
}

/** CND-2..4: a healthy creature with `hp` hit points. */
export function healthyDyingState(hp: number): DyingState {
  return Object.freeze({
    hp: nonNegativeInteger(hp, "hp"),
    dying: 0,
    wounded: 0,
    unconscious: false,
    dead: false,
    prone: false,
  });
}

/** CND-2: whether the preset uses dying and wounded at 0 HP (policies.dying.model `dyingWounded`). */
export function dyingRulesApply(policies: { readonly dying: Pick<DyingPolicies, "model"> }): boolean {
  const dying = record(record(policies, "policies").dying, "policies.dying");
  return oneOf(dying.model, "policies.dying.model", ZERO_HP_MODELS) === "dyingWounded";
}
