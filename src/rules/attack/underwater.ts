import { RuleInputError, bool, oneOf } from "../errors";
import { deepFreeze } from "../plain";
import { source, type RollSource } from "../sources";
import { optionalFeet, optionalFlag, situation } from "./input";
import { attackFlag, type AttackRulePolicies, isFiveEFamily } from "./policy-input";
import { ATTACK_KINDS, type AttackKind } from "./kinds";

export interface UnderwaterAttackInput {
  /** The fight is underwater. */
  readonly underwater: boolean;
  readonly kind: AttackKind;
  /** The attack is made with a weapon (spell and unarmed attacks are not). */
  readonly weaponAttack: boolean;
  /** Melee: the attacker has a swim speed. */
  readonly hasSwimSpeed?: boolean;
  /** Melee: the weapon deals piercing damage. */
  readonly piercing?: boolean;
  /** Ranged: feet to the target and the weapon's normal range. */
  readonly distance?: number;
  readonly normalRange?: number;
}

export interface UnderwaterAttackResult {
  readonly sources: readonly RollSource[];
  /** The attack misses without a roll (a ranged weapon attack beyond normal range). */
  readonly autoMiss: boolean;
}

function ranged(distance: number | undefined, normal: number | undefined): UnderwaterAttackResult {
  if (distance === undefined) throw new RuleInputError("distance", "a ranged attack underwater needs the distance");
  if (normal === undefined)
    throw new RuleInputError("normalRange", "a ranged attack underwater needs the normal range");
  return distance > normal
    ? { sources: [source("ATK-20", "underwaterBeyondNormal", "impossible")], autoMiss: true }
    : { sources: [source("ATK-20", "underwaterRanged", "disadvantage")], autoMiss: false };
}

/**
 * ATK-20 (srd51, srd52, delta): weapon attacks underwater. Melee: disadvantage (`underwaterMelee`) unless the
 * attacker has a swim speed or the weapon deals piercing damage. Ranged: an automatic miss beyond normal range
 * (`underwaterBeyondNormal`, shown as impossible) and disadvantage within it (`underwaterRanged`).
 */
export function underwaterAttack(policies: AttackRulePolicies, input: UnderwaterAttackInput): UnderwaterAttackResult {
  const s = situation(input);
  const underwater = bool(s.underwater, "underwater");
  const kind = oneOf(s.kind, "kind", ATTACK_KINDS);
  const weapon = bool(s.weaponAttack, "weaponAttack");
  const swims = optionalFlag(s.hasSwimSpeed, "hasSwimSpeed");
  const piercing = optionalFlag(s.piercing, "piercing");
  const distance = optionalFeet(s.distance, "distance");
  const normal = optionalFeet(s.normalRange, "normalRange");
  // TA-1: a 5e-family rule; the three-action family never gets its disadvantage, whatever a preset says.
  if (!attackFlag(policies, "underwater") || !underwater || !weapon || !isFiveEFamily(policies))
    return deepFreeze({ sources: [], autoMiss: false });
  if (kind === "ranged") return deepFreeze(ranged(distance, normal));
  const hampered = !swims && !piercing;
  return deepFreeze({
    sources: hampered ? [source("ATK-20", "underwaterMelee", "disadvantage")] : [],
    autoMiss: false,
  });
}

/** ATK-20: true when a creature or object underwater resists fire damage (where the policy is on). */
export function underwaterResistsFire(policies: AttackRulePolicies, underwater: boolean): boolean {
  return bool(underwater, "underwater") && attackFlag(policies, "underwater");
}
