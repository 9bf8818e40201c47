/** Melee or ranged: the two kinds of attack. */
export const ATTACK_KINDS = ["melee", "ranged"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];
