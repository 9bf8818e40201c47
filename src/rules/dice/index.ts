/**
 * Dice of a d20 roll: advantage and disadvantage (ATK-5), expertise dice (ATK-6), impossible rolls; the limits a
 * formula must respect before it is rolled.
 */
export { EXPERTISE_DIE_FACES, checkRollSources, checkExpertiseFaces } from "./roll-sources";
export type { ExpertiseDieFaces } from "./roll-sources";
export { D20_MODES, resolveD20Mode, d20Count, keptD20 } from "./d20-mode";
export type { D20Mode, D20ModeResult } from "./d20-mode";
export { resolveExpertiseDie } from "./expertise";
export { d20RollPlan, d20FormulaParts } from "./roll-plan";
export type { D20RollPlan, D20FormulaParts } from "./roll-plan";
export { FORMULA_LIMITS, FORMULA_PROBLEMS, checkRollFormula } from "./formula-limits";
export type { FormulaCheck, FormulaProblem } from "./formula-limits";
export { stackModifiers } from "./typed-modifiers";
export type { StackedModifiers } from "./typed-modifiers";
