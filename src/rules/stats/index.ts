export * from "./proficiency";
export { AC_CALCS, creatureStats, saveForFamily, statFamily, tokenSquares } from "./creature-stats";
export type {
  AcCalc,
  AbilityStats,
  CreatureStats,
  CreatureStatsInput,
  InitiativeStats,
  SaveStats,
  StatFamily,
  WornArmor,
} from "./creature-stats";
export { criticalDamagePlan, applyHitPointChange, damageAmount } from "./damage";
export type { CriticalDamagePlan, DamageDice, HitPointState } from "./damage";
export { SPELL_AREA_SHAPES, checkArea, checkFormula, checkRange } from "./item-checks";
export type { SpellAreaShape } from "./item-checks";
export {
  DAMAGE_TYPES,
  FIVE_E_DAMAGE_TYPES,
  FIVE_E_WEAPON_PROPERTIES,
  THREE_ACTION_DAMAGE_TYPES,
  THREE_ACTION_WEAPON_PROPERTIES,
  WEAPON_PROPERTIES,
  damageTypesFor,
  weaponPropertiesFor,
} from "./item-choices";
export type { DamageType, WeaponProperty } from "./item-choices";
export {
  FIVE_E_SKILLS,
  SKILLS,
  SKILL_ABILITIES,
  THREE_ACTION_SKILLS,
  skillAbility,
  skillStats,
  skillWithAbility,
  skillsForFamily,
} from "./skills";
export type { SkillId, SkillStats, SkillStatsInput } from "./skills";
export * from "./printed-numbers";
export {
  ARMOR_PIECE_CATEGORIES,
  HEAVY_ARMOR_SPEED_PENALTY,
  NO_ARMOR_EFFECTS,
  armorEffects,
  armorPreventsSpellcasting,
  armorRollSources,
} from "./armor";
export type { ArmorEffects, ArmorEffectsInput, ArmorPieceCategory, ArmorRoll, WornArmorPiece } from "./armor";
