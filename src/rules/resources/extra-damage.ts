/**
 * RES-6: extra damage a feature declares for a hit (Sneak Attack, a smite, a hex): its formula for the creature's
 * level and the slot it spends, and whether its condition held for this attack. The dice join the damage roll
 * (rolled twice on a critical hit, modifiers once: damageRollFormula does that for every part).
 */
import { D20_MODES } from "../dice/d20-mode";
import { RuleInputError, bool, integerInRange, nonNegative, oneOf, record } from "../errors";
import { blankable } from "./blankable";
import { deepFreeze } from "../plain";
import { checkFormula } from "../stats/item-checks";
import { MAX_SPELL_LEVEL, addScalingSteps } from "./spell-scaling";

/** When a feature's extra damage may be added to a hit. */
export const EXTRA_DAMAGE_CONDITIONS = ["always", "weaponHit", "meleeWeaponHit", "sneakAttack"] as const;
export type ExtraDamageCondition = (typeof EXTRA_DAMAGE_CONDITIONS)[number];

/** How often: on every hit that qualifies, or once per turn (any creature's turn: Sneak Attack). */
export const EXTRA_DAMAGE_FREQUENCIES = ["each", "turn"] as const;
export type ExtraDamageFrequency = (typeof EXTRA_DAMAGE_FREQUENCIES)[number];

/** RES-6: a feature's extra damage, as its item declares it. */
export interface ExtraDamage {
  /** The dice at the first level (`1d6`); "" declares none. */
  readonly formula: string;
  /** Its damage type (blank: the item's own first type). */
  readonly type: string;
  readonly condition: ExtraDamageCondition;
  readonly frequency: ExtraDamageFrequency;
  /** Every this many character levels past the first, `levelFormula` is added once (Sneak Attack: 2, `1d6`). */
  readonly levelEvery: number;
  readonly levelFormula: string;
  /** A smite: spends a spell slot of 1st level or higher, adding `slotFormula` per slot level above 1st. */
  readonly slot: boolean;
  readonly slotFormula: string;
}

/** RES-6: checks a feature's stored `extraDamage` (blank formula: the feature declares none). */
export function checkExtraDamage(value: unknown, field = "extraDamage"): ExtraDamage {
  const v = record(value, field);
  const formula = blankable(v.formula, `${field}.formula`).trim();
  if (formula !== "") checkFormula(formula, `${field}.formula`);
  const levelFormula = blankable(v.levelFormula, `${field}.levelFormula`).trim();
  if (levelFormula !== "") checkFormula(levelFormula, `${field}.levelFormula`);
  const slotFormula = blankable(v.slotFormula, `${field}.slotFormula`).trim();
  if (slotFormula !== "") checkFormula(slotFormula, `${field}.slotFormula`);
  const levelEvery = integerInRange(v.levelEvery ?? 0, `${field}.levelEvery`, 0, 20);
  if (levelEvery > 0 && levelFormula === "")
    throw new RuleInputError(`${field}.levelFormula`, "a level scaling needs the formula each step adds");
  return deepFreeze({
    formula,
    type: blankable(v.type, `${field}.type`).trim(),
    condition: oneOf(v.condition ?? "always", `${field}.condition`, EXTRA_DAMAGE_CONDITIONS),
    frequency: oneOf(v.frequency ?? "each", `${field}.frequency`, EXTRA_DAMAGE_FREQUENCIES),
    levelEvery,
    levelFormula,
    slot: bool(v.slot ?? false, `${field}.slot`),
    slotFormula,
  });
}

/**
 * RES-6: the extra damage's formula for a creature of `level` (a monster: 1) spending a slot of `slotLevel`
 * (a smite; ignored otherwise): Sneak Attack (`1d6`, `1d6` every 2 levels) at 5th level is `3d6`; Divine Smite
 * (`2d8`, `1d8` per slot level above 1st) with a 3rd-level slot `4d8`.
 */
export function extraDamageFormula(extra: ExtraDamage, level: number, slotLevel: number | null): string {
  const e = checkExtraDamage(extra);
  const lvl = integerInRange(level, "level", 1, 30);
  let formula = e.formula;
  if (formula === "") return "";
  if (e.levelEvery > 0) formula = addScalingSteps(formula, e.levelFormula, Math.floor((lvl - 1) / e.levelEvery));
  if (e.slot) {
    const slot = integerInRange(slotLevel, "slotLevel", 1, MAX_SPELL_LEVEL);
    if (e.slotFormula !== "") formula = addScalingSteps(formula, e.slotFormula, slot - 1);
  }
  return formula;
}

/** RES-6: who must stand near the target for Sneak Attack without advantage. */
export const SNEAK_ATTACK_COMPANIONS = ["enemyOfTarget", "allyOfAttacker"] as const;
export type SneakAttackCompanion = (typeof SNEAK_ATTACK_COMPANIONS)[number];

/** RES-6: another enemy of the target (2014: srd51, a5e) or an ally of the attacker (2024: srd52, delta). */
export function sneakAttackCompanionOf(presetId: string): SneakAttackCompanion {
  return presetId === "srd51" || presetId === "a5e" ? "enemyOfTarget" : "allyOfAttacker";
}

/** A creature other than the attacker and the target, as the GM sees it at the attack. */
export interface Bystander {
  /** Its side: 1 friendly, 0 neutral, −1 hostile (token dispositions). */
  readonly side: number;
  readonly incapacitated: boolean;
  /** Distance to the target in feet. */
  readonly distance: number;
}

/**
 * RES-6: whether a creature that qualifies for Sneak Attack stands within 5 ft of the target: not incapacitated,
 * and an enemy of the target (opposite sides) or an ally of the attacker (the attacker's side), per `companion`.
 */
export function sneakAttackCompanionNear(
  companion: SneakAttackCompanion,
  sides: { readonly attacker: number; readonly target: number },
  bystanders: readonly Bystander[],
): boolean {
  const rule = oneOf(companion, "companion", SNEAK_ATTACK_COMPANIONS);
  return bystanders.some((b) => {
    if (b.incapacitated || nonNegative(b.distance, "distance") > 5) return false;
    if (rule === "enemyOfTarget") return b.side !== 0 && sides.target !== 0 && b.side === -sides.target;
    return b.side !== 0 && b.side === sides.attacker;
  });
}

/** The attack an extra damage would be added to, as the GM recorded it. */
export interface ExtraDamageAttack {
  /** Made with a weapon (not a spell). */
  readonly weapon: boolean;
  readonly melee: boolean;
  /** A finesse or a ranged weapon (Sneak Attack). */
  readonly finesseOrRanged: boolean;
  /** The roll mode the attack was rolled with (from its dice). */
  readonly mode: (typeof D20_MODES)[number];
  /** A qualifying creature stood within 5 ft of the target (sneakAttackCompanionNear, measured by the GM). */
  readonly companionNear: boolean;
}

export type ExtraDamageRefusal = "extraNeedsAttack" | "extraCondition" | "extraOncePerTurn";

/**
 * RES-6: whether `extra` may join the damage of `attack` (null: the damage names no attack), given whether the
 * feature was already added this turn. Sneak Attack: a finesse or ranged weapon, and advantage, or no
 * disadvantage with a companion near.
 */
export function extraDamageAllowed(
  extra: Pick<ExtraDamage, "condition" | "frequency">,
  attack: ExtraDamageAttack | null,
  usedThisTurn: boolean,
): { readonly ok: true } | { readonly ok: false; readonly reason: ExtraDamageRefusal } {
  const condition = oneOf(extra.condition, "condition", EXTRA_DAMAGE_CONDITIONS);
  if (extra.frequency === "turn" && usedThisTurn) return { ok: false, reason: "extraOncePerTurn" };
  if (condition === "always") return { ok: true };
  if (attack === null) return { ok: false, reason: "extraNeedsAttack" };
  const mode = oneOf(attack.mode, "attack.mode", D20_MODES);
  const held =
    condition === "weaponHit"
      ? attack.weapon
      : condition === "meleeWeaponHit"
        ? attack.weapon && attack.melee
        : attack.weapon &&
          attack.finesseOrRanged &&
          (mode === "advantage" || (mode !== "disadvantage" && attack.companionNear));
  return held ? { ok: true } : { ok: false, reason: "extraCondition" };
}
