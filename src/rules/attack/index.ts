/**
 * Attacks (RULES.md ATK-4, ATK-7 to ATK-17, ATK-20): the situational sources of an attack roll — range, reach,
 * sight, prone, position, water, the multiple attack penalty — and unarmed strikes, grapples and shoves.
 * Each function takes the preset's policies and plain situation data and returns plain frozen data.
 */
export type { AttackRulePolicies } from "./policy-input";
export * from "./kinds";
export * from "./multiple-attack";
export * from "./range";
export * from "./unseen";
export * from "./reach";
export * from "./prone";
export { centreLineFlanks, flankingLine } from "./flank-line";
export * from "./flanking-three-action";
export * from "./off-guard";
export * from "./perception-state";
export * from "./range-increment";
export * from "./shield";
export * from "./flanking";
export * from "./back-to-back";
export * from "./elevation";
export * from "./drag-ally";
export * from "./underwater";
export * from "./unarmed";
export * from "./grapple";
export * from "./attack-sources";
export * from "./weapon-traits";
export * from "./on-hit";
