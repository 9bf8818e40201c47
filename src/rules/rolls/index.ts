/** What rolls add and why: attack inputs (ATK-1, ATK-4, ATK-19), target defence and cover (COV-1, COV-2, COV-3), damage formulas (ATK-2, ATK-3), rolls read back from chat. */
export { ATTACK_ABILITIES, attackAbility, attackRollInputs, weaponDamageModifier } from "./attack-inputs";
export type { AttackAbility, AttackBonusInput, AttackRollInputs } from "./attack-inputs";
export {
  COVER_STATUS_IDS,
  HIDE_SKILLS,
  coverFromStatuses,
  attackDefense,
  hideCoverSources,
  saveCoverSources,
} from "./defense";
export type { AttackDefense } from "./defense";
export { damageRollFormula } from "./damage-formula";
export type { DamageFormula, DamagePartInput } from "./damage-formula";
export { strikeDamageFormula } from "./trait-damage";
export type { CriticalTraits, StrikeDamageFormula } from "./trait-damage";
export { RECORDED_ROLL_PROBLEMS, checkRecordedRoll, parseRollFormula, sameFormula } from "./recorded-roll";
export type {
  FormulaDice,
  FormulaTerm,
  ParsedFormula,
  RecordedDice,
  RecordedRollCheck,
  RecordedRollProblem,
} from "./recorded-roll";
