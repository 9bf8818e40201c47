/** Damage resistance, immunity, vulnerability and weakness by damage type. */
export { DEFENSE_MODELS, DEFENSE_EFFECTS, applyDamageDefenses, defenseModelFor } from "./defenses";
export type { DamageDefenses, DamagePart, DefendedPart, DefendedDamage, DefenseEffect, DefenseModel } from "./defenses";
export { damagePartAmounts } from "./part-amounts";
export { partsByType, strikePartAmounts } from "./trait-part-amounts";
