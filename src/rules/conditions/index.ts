export { CONDITION_IDS, conditionsFor } from "./catalogue";
export type { ConditionDefinition, ConditionId } from "./catalogue";
