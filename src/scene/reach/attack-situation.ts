/**
 * TA-2, TA-5, TA-6: what one attacker's sight and position do to one target under threeAction, read the same way
 * by the roller (FrayItem#rollAttack) and by the GM judging a card (hidden outcomes, damage trust, cover rulings):
 * the off-guard the target takes against this attacker (flanked, an attacker it can't see), and the flat check the
 * attack needs first (a concealed, hidden or undetected target). Perception states are tracked for everyone, not
 * per observer (the statuses `concealed`, `hidden`, `undetected`; blinded and dazzled on the viewer).
 */
import {
  flatCheckFor,
  perceivedState,
  statFamily,
  unseenAttackerOffGuard,
  type FlatCheckNeed,
  type PerceptionState,
  type RollSource,
} from "../../rules";
import { conditionLevels } from "../../conditions/levels";
import { activePolicies } from "../../settings/policies";
import type { AttackWeapon } from "../../adapters/attack-input";
import type { AttackPositions } from "./positions";
import { targetPositions } from "./target-positions";
import type { TargetRef } from "../cover";

export interface AttackSituationRead {
  /** The target as the attacker perceives it. */
  readonly targetState: PerceptionState;
  /** TA-5: the flat check before the attack roll, or null. */
  readonly flatCheck: FlatCheckNeed | null;
  /** TA-2, TA-6: modifiers to the target's AC against this attacker (off-guard). */
  readonly targetAc: readonly RollSource[];
  /** Where the two tokens stand (null without both tokens on the scene). */
  readonly positions: AttackPositions | null;
}

/** TA-2, TA-5, TA-6: the situation of `attacker`'s attack on `target` with `weapon` (nothing outside threeAction). */
export function attackSituation(
  attacker: Actor.Implementation,
  target: TargetRef,
  weapon: AttackWeapon,
): AttackSituationRead {
  const positions = targetPositions(attacker, target, weapon);
  if (statFamily(activePolicies()) !== "threeAction") {
    return { targetState: "observed", flatCheck: null, targetAc: [], positions };
  }
  const mine = conditionLevels(attacker);
  const theirs = conditionLevels(target.actor);
  const targetState = perceivedState(mine, theirs);
  const sight = unseenAttackerOffGuard(perceivedState(theirs, mine));
  return {
    targetState,
    flatCheck: flatCheckFor(targetState),
    targetAc: [...sight, ...(positions?.targetAc ?? [])],
    positions,
  };
}
