import { bool, nonNegative, oneOf } from "../errors";
import { deepFreeze } from "../plain";
import { source, typedModifier, type RollSource } from "../sources";
import { firstBlock, optionalFlag, situation } from "./input";
import { ATTACK_KINDS, type AttackKind } from "./kinds";
import { attackFlag, isFiveEFamily, type AttackRulePolicies } from "./policy-input";

export interface ProneAttackInput {
  readonly kind: AttackKind;
  readonly attackerProne: boolean;
  readonly targetProne: boolean;
  /** Feet between attacker and target. */
  readonly distance: number;
}

/**
 * ATK-13 (5e family): a prone attacker has disadvantage (`attackerProne`) on every attack roll, ranged too
 * (srd51, srd52, delta), or on melee attacks only where `attack.proneMeleeOnly` is on (a5e); an attack against
 * a prone target has advantage from within 5 ft (`proneTargetNear`) and disadvantage from farther
 * (`proneTargetFar`). TA-7 (threeAction): a prone attacker takes −2 circumstance to its attack rolls; what a prone
 * target gives (off-guard, TA-2) is not an attack source here.
 */
export function proneAttackSources(policies: AttackRulePolicies, input: ProneAttackInput): readonly RollSource[] {
  const s = situation(input);
  const kind = oneOf(s.kind, "kind", ATTACK_KINDS);
  const attackerProne = bool(s.attackerProne, "attackerProne");
  const targetProne = bool(s.targetProne, "targetProne");
  const distance = nonNegative(s.distance, "distance");
  // TA-7: a prone creature takes a −2 circumstance penalty to its attack rolls, melee and ranged alike.
  if (!isFiveEFamily(policies))
    return deepFreeze(attackerProne ? [typedModifier("TA-7", "attackerProne", "circumstance", -2)] : []);
  const sources: RollSource[] = [];
  const meleeOnly = attackFlag(policies, "proneMeleeOnly");
  if (attackerProne && (kind === "melee" || !meleeOnly))
    sources.push(source("ATK-13", "attackerProne", "disadvantage"));
  if (targetProne) {
    sources.push(
      distance <= 5
        ? source("ATK-13", "proneTargetNear", "advantage")
        : source("ATK-13", "proneTargetFar", "disadvantage"),
    );
  }
  return deepFreeze(sources);
}

export interface DropProneInput {
  /** The triggering attack is a ranged attack. */
  readonly rangedAttack: boolean;
  /** The creature can see the attack coming. */
  readonly seesAttack: boolean;
  /** The creature still has its reaction this round. */
  readonly reactionAvailable: boolean;
  readonly alreadyProne?: boolean;
}

/** Why a reaction or manoeuvre is or isn't available: `allowed` or the first reason it isn't. */
export interface Availability {
  readonly allowed: boolean;
  readonly reason: string;
}

/**
 * ATK-13 (a5e): whether a creature targeted by an attack may drop prone as a reaction: only where the policy
 * is on, against a ranged attack it can see, with its reaction unspent and while not already prone.
 * Reasons: `allowed`, `policyOff`, `notRanged`, `attackUnseen`, `noReaction`, `alreadyProne`.
 */
export function dropProneReaction(policies: AttackRulePolicies, input: DropProneInput): Availability {
  const s = situation(input);
  const ranged = bool(s.rangedAttack, "rangedAttack");
  const sees = bool(s.seesAttack, "seesAttack");
  const reaction = bool(s.reactionAvailable, "reactionAvailable");
  const prone = optionalFlag(s.alreadyProne, "alreadyProne");
  const reason = firstBlock([
    [attackFlag(policies, "dropProneReaction"), "policyOff"],
    [ranged, "notRanged"],
    [sees, "attackUnseen"],
    [reaction, "noReaction"],
    [!prone, "alreadyProne"],
  ]);
  return deepFreeze({ allowed: reason === "allowed", reason });
}
