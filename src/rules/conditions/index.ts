export { CONDITION_IDS, conditionsFor } from "./catalogue";
export type { ConditionDefinition, ConditionId } from "./catalogue";
export { CONDITION_BASES, CONDITION_ROLLS, conditionDefense, conditionRollSources } from "./effects";
export type { ConditionDefense, ConditionRoll, ConditionRollBase, ConditionRollInput } from "./effects";
export { UNCONSCIOUS_PENALTY, statusPenalties, strikeBlockedBy, threeActionDefense } from "./three-action-effects";
export type { ThreeActionDefense } from "./three-action-effects";
export { GRABBED_MANIPULATE_DC, manipulateGate } from "./manipulate";
export type { ManipulateGate } from "./manipulate";
export { QUICKENED_ACTIONS, frightenedAfterTurn, turnActionChange } from "./valued-turns";
