/** The AC an attack on a creature is judged against, read the same way by the roller and by the GM. */
import {
  attackDefense,
  conditionDefense,
  raisedShieldSources,
  statFamily,
  typedModifier,
  type CoverDegree,
  type RollSource,
} from "../rules";
import { SHIELD_RAISED_STATUS } from "../conditions/status-effects";
import { equippedShield } from "../data/item/armor";
import { conditionLevels } from "../conditions/levels";
import { activePolicies } from "../settings/policies";
import { derivedOf } from "../data/actor/common";

/** TA-1: cover is a circumstance bonus under threeAction (a source that already has a type keeps it). */
function asCircumstance(s: RollSource): RollSource {
  return s.effect === "modifier" && s.bonusType === undefined
    ? typedModifier(s.rule, s.reason, "circumstance", s.value ?? 0)
    : s;
}

/**
 * COV-1, CND-1, TA-1, TA-2: the target's AC (10 for a creature without one) plus what `cover` and its conditions
 * add under the world's policies; `targetable` is false under total cover. Under threeAction `situation` adds the
 * modifiers this attacker's position and sight give (flanked, an unseen attacker: off-guard), and every modifier
 * is typed and stacked by type (cover +2 and off-guard −2 both apply; two off-guards only once).
 * FrayItem#rollAttack reads it before rolling; with hidden outcomes the GM reads it again from the documents to
 * judge the roll (src/dice/hidden-outcome.ts).
 */
export function targetDefense(
  actor: Actor.Implementation,
  cover: CoverDegree,
  situation: readonly RollSource[] = [],
): ReturnType<typeof attackDefense> {
  const policies = activePolicies();
  const threeAction = statFamily(policies) === "threeAction";
  // TA-11: a raised shield's circumstance bonus, stacked by type with cover.
  const defense = attackDefense(policies.cover, {
    ac: derivedOf(actor)?.ac ?? 10,
    cover,
    modifiers: threeAction ? raisedShield(actor) : [],
  });
  if (threeAction) {
    const typed = defense.sources.map(asCircumstance);
    const modifiers = typed.filter((s) => s.effect === "modifier");
    const conditions = conditionDefense(policies, conditionLevels(actor), [...modifiers, ...situation]);
    const others = typed.filter((s) => s.effect !== "modifier");
    return { ...defense, ac: defense.baseAc + conditions.ac, sources: [...others, ...conditions.sources] };
  }
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
