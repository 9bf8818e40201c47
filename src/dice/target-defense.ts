/** The AC an attack on a creature is judged against, read the same way by the roller and by the GM. */
import { attackDefense, conditionDefense, raisedShieldSources, type CoverDegree, type RollSource } from "../rules";
import { SHIELD_RAISED_STATUS } from "../conditions/status-effects";
import { equippedShield } from "../data/item/armor";
import { conditionLevels } from "../conditions/levels";
import { activePolicies } from "../settings/policies";
import { derivedOf } from "../data/actor/common";

/**
 * COV-1, CND-1: the target's AC (10 for a creature without one) plus what `cover` and its conditions add under the
 * world's policies;
 * `targetable` is false under total cover. FrayItem#rollAttack reads it before rolling; with hidden outcomes
 * the GM reads it again from the documents to judge the roll (src/dice/hidden-outcome.ts).
 */
export function targetDefense(actor: Actor.Implementation, cover: CoverDegree): ReturnType<typeof attackDefense> {
  const policies = activePolicies();
  const defense = attackDefense(policies.cover, {
    ac: derivedOf(actor)?.ac ?? 10,
    cover,
    modifiers: policies.economy.kind === "threeActions" ? raisedShield(actor) : [],
  });
  // CND-1 (threeAction): off-guard, frightened, sickened and clumsy lower the AC the attack is judged against.
  const conditions = conditionDefense(policies, conditionLevels(actor));
  if (conditions.ac === 0) return defense;
  return { ...defense, ac: defense.ac + conditions.ac, sources: [...defense.sources, ...conditions.sources] };
}

/**
 * TA-11: the circumstance bonus of `actor`'s raised shield (threeAction): its equipped shield's bonus while it has
 * the raised-shield status, none for a broken shield or without one.
 */
export function raisedShield(actor: Actor.Implementation): readonly RollSource[] {
  if (!actor.statuses.has(SHIELD_RAISED_STATUS)) return [];
  const shield = equippedShield(actor);
  return shield ? raisedShieldSources(shield.bonus, shield.broken) : [];
}
