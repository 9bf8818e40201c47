/** What rolls add and why: attack inputs (ATK-1, ATK-4, ATK-19), target defence and cover (COV-1, COV-2), damage formulas (ATK-2, ATK-3). */
export { ATTACK_ABILITIES, attackAbility, attackRollInputs, weaponDamageModifier } from "./attack-inputs";
export type { AttackAbility, AttackBonusInput, AttackRollInputs } from "./attack-inputs";
export { COVER_STATUS_IDS, coverFromStatuses, attackDefense, saveCoverSources } from "./defense";
export type { AttackDefense } from "./defense";
export { damageRollFormula } from "./damage-formula";
export type { DamageFormula, DamagePartInput } from "./damage-formula";
