import { RuleInputError, record } from "../errors";
import { deepFreeze } from "../plain";
import { typedModifier, type RollSource } from "../sources";

/** TA-2: off-guard is a −2 circumstance penalty to AC. */
export const OFF_GUARD_PENALTY = -2;

/**
 * TA-2, TA-12: the target's conditions that make it off-guard, each with the reason code its card line shows.
 * Off-guard itself (a GM's status), prone, grabbed, restrained and unconscious, and paralyzed (which carries it).
 */
export const OFF_GUARD_CONDITIONS: Readonly<Record<string, string>> = Object.freeze({
  offGuard: "targetOffGuard",
  prone: "targetProne",
  grabbed: "targetGrabbed",
  restrained: "targetRestrained",
  unconscious: "targetUnconscious",
  paralyzed: "targetParalyzed",
});

/** TA-2: why a creature is off-guard to one attacker in particular (its position or sight, not its conditions). */
export const OFF_GUARD_SITUATIONS = ["targetFlanked", "hiddenAttacker", "undetectedAttacker"] as const;
export type OffGuardSituation = (typeof OFF_GUARD_SITUATIONS)[number];

/** TA-2: one off-guard source (a −2 circumstance modifier to AC) with its reason. */
export function offGuardSource(reason: string, rule = "TA-2"): RollSource {
  return typedModifier(rule, reason, "circumstance", OFF_GUARD_PENALTY);
}

/**
 * TA-2: the off-guard sources a target's conditions give (id → value, as the Foundry layer reads its statuses).
 * Every one is listed so the card names each reason; being circumstance penalties, only one applies once stacked.
 */
export function conditionOffGuard(conditions: Readonly<Record<string, number>>): readonly RollSource[] {
  const map = record(conditions, "conditions") as Readonly<Record<string, number>>;
  const out: RollSource[] = [];
  for (const [id, reason] of Object.entries(OFF_GUARD_CONDITIONS)) {
    if ((map[id] ?? 0) > 0) out.push(offGuardSource(reason));
  }
  return deepFreeze(out);
}

/** TA-2: the off-guard source of a situation (flanked, an attacker the target can't see); a bad code is refused. */
export function situationOffGuard(situation: OffGuardSituation): RollSource {
  if (!(OFF_GUARD_SITUATIONS as readonly string[]).includes(situation)) {
    throw new RuleInputError("situation", `expected one of ${OFF_GUARD_SITUATIONS.join(", ")}, got ${situation}`);
  }
  return deepFreeze(offGuardSource(situation, situation === "targetFlanked" ? "TA-6" : "TA-2"));
}
