/** Dying and wounded at 0 HP, threeAction (CND-2, CND-3, CND-4). */
export { DEATH_DYING_VALUE, checkDyingState, healthyDyingState, dyingRulesApply } from "./state";
export type { DyingState } from "./state";
export { ZERO_HP_OUTCOMES, onReducedToZero } from "./zero-hp";
export type { ZeroHpOutcome, ZeroHpResult } from "./zero-hp";
export { RECOVERY_OUTCOMES, recoveryCheckDC, resolveRecoveryCheck } from "./recovery";
export type { RecoveryOutcome, RecoveryResult } from "./recovery";
export { HEALING_OUTCOMES, onHealed } from "./healing";
export type { HealingOutcome, HealingResult } from "./healing";
export {
  DEATH_SAVE_LIMIT,
  DEATH_SAVE_OUTCOMES,
  checkDeathSaveState,
  damageAtZeroHp,
  deathSavesAfterHealing,
  instantDeath,
  isStable,
  resolveDeathSave,
} from "./death-saves";
export type { DeathSaveOutcome, DeathSaveResult, DeathSaveState } from "./death-saves";
