/** Whether a d20 roll succeeds: 5e attacks (ATK-1, ATK-2), four degrees (ATK-3), saves (ATK-18), spells (ATK-19). */
export { ATTACK_OUTCOMES, attackOutcome } from "./attack-outcome";
export type { AttackOutcome, AttackRollInput } from "./attack-outcome";
export { DEGREES_OF_SUCCESS, degreeOfSuccess, shiftDegree } from "./degrees";
export type { DegreeOfSuccess, DegreeRollInput } from "./degrees";
export { ROLL_KINDS, judgeRoll } from "./judge";
export type { RollKind, JudgeRollInput, RollJudgement } from "./judge";
export { saveKinds } from "./saves";
export { spellActionCost, spellAttackRoll } from "./spells";
export type { SpellActionCost, SpellAttackInput, SpellAttackResult } from "./spells";
