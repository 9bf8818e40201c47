export * from "./proficiency";
export { AC_CALCS, creatureStats, saveForFamily, statFamily, tokenSquares } from "./creature-stats";
export type {
  AcCalc,
  AbilityStats,
  CreatureStats,
  CreatureStatsInput,
  SaveStats,
  StatFamily,
  WornArmor,
} from "./creature-stats";
export { criticalDamagePlan, applyHitPointChange, damageAmount } from "./damage";
export type { CriticalDamagePlan, DamageDice, HitPointState } from "./damage";
export { SPELL_AREA_SHAPES, WEAPON_PROPERTIES, checkArea, checkFormula, checkRange } from "./item-checks";
export type { SpellAreaShape, WeaponProperty } from "./item-checks";
export {
  FIVE_E_SKILLS,
  SKILLS,
  SKILL_ABILITIES,
  THREE_ACTION_SKILLS,
  skillAbility,
  skillStats,
  skillsForFamily,
} from "./skills";
export type { SkillId, SkillStats, SkillStatsInput } from "./skills";
