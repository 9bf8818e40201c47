export * from "./rests";
export * from "./uses";
export * from "./legendary";
/** Resources and damage at the table (RES): spell scaling, slots, extra damage, situational bonus, concentration. */
export {
  SPELL_SCALING_MODES,
  CANTRIP_LEVELS,
  MAX_SPELL_LEVEL,
  cantripSteps,
  cantripBeams,
  addScalingSteps,
  checkSpellScaling,
  spellScalingSteps,
  scaledSpellParts,
} from "./spell-scaling";
export type { SpellScalingMode, SpellScaling, ScaledSpellInput } from "./spell-scaling";
export { SPELL_TURN_RULES, NO_SPELLS_THIS_TURN, spellTurnRuleOf, slotCast, lowestSlotFor } from "./slots";
export type { SpellTurnRule, SpellsThisTurn, SlotCastInput, SlotRefusal, SlotCast } from "./slots";
export {
  EXTRA_DAMAGE_CONDITIONS,
  EXTRA_DAMAGE_FREQUENCIES,
  SNEAK_ATTACK_COMPANIONS,
  checkExtraDamage,
  extraDamageFormula,
  sneakAttackCompanionOf,
  sneakAttackCompanionNear,
  extraDamageAllowed,
} from "./extra-damage";
export type {
  ExtraDamageCondition,
  ExtraDamageFrequency,
  ExtraDamage,
  SneakAttackCompanion,
  Bystander,
  ExtraDamageAttack,
  ExtraDamageRefusal,
} from "./extra-damage";
export { SITUATIONAL_BONUS_LIMIT, checkSituationalBonus } from "./situational";
export { concentrationOnCast } from "./concentration-cast";
