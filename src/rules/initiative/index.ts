/**
 * Initiative (INIT-1..17) and the shape of a combat (CMB-2, CMB-3): roll inputs, group rolls, the turn order
 * and its ties, and the changes an order may take once set.
 */
export { INITIATIVE_CONTROLLERS, type InitiativeController, type InitiativeEntry } from "./entry";
export {
  initiativeRollInputs,
  type ChosenInitiativeCheck,
  type InitiativeCheckKind,
  type InitiativeCombatant,
  type InitiativeRollInputs,
} from "./roll-inputs";
export {
  groupInitiativeApplies,
  initiativeGroups,
  initiativeFromGroupRolls,
  type GroupableCombatant,
  type GroupedInitiative,
  type InitiativeGroupOptions,
  type InitiativeRollGroup,
} from "./groups";
export { MAX_ROLL_OFF_ROUNDS, type InitiativeRollOff, type ManualTie, type RollOffRoll } from "./ties";
export {
  applyManualTieOrder,
  nextInInitiative,
  orderInitiative,
  type InitiativeOrderResult,
  type ManualOrderRefusal,
} from "./order";
export {
  canSwapInitiative,
  reorderProposers,
  swapInitiative,
  type InitiativeReorderState,
  type SwapRefusal,
  type SwapResult,
} from "./reorder";
export { mountTakesRiderInitiative, type MountInitiativeResult } from "./mount";
export { moveDyingHeroBeforeCurrent, type DyingMoveResult } from "./dying";
export { insertLateJoiner, type LateJoinOptions, type LateJoinResult } from "./late-joiner";
export {
  COMBAT_STEPS,
  COMBAT_STEP_IDS,
  combatStepsFor,
  initiativeReorderApplies,
  type CombatStepId,
  type CombatSteps,
  type InitiativeReorderOptions,
} from "./combat-steps";
