/**
 * COV-1: a creature behind total cover can't be targeted directly, by a spell that asks a save as much as by an
 * attack. The save targets of a spell are split into those it may reach and those total cover keeps out: measured
 * from the placed area's origin when the spell placed one (cover-hooks.ts `areaCover`), else between the caster's
 * token and the target's, or from the target's cover status (target-cover.ts), the better of the two.
 */
import { bestCover, coverBenefit, coverFromStatuses } from "../rules";
import { activePolicies } from "../settings/policies";
import { areaCover, type TemplateLike } from "./cover-hooks";
import { targetCover, type TargetRef } from "./target-cover";

export interface DirectTargets {
  /** The targets the spell may reach, in the order given. */
  readonly reached: readonly Actor.Implementation[];
  /** The targets behind total cover, left out. */
  readonly covered: readonly Actor.Implementation[];
}

/** COV-1: `targets` of `caster`'s save spell, split by total cover (see the file comment). */
export function directSaveTargets(
  caster: Actor.Implementation,
  targets: readonly TargetRef[],
  template: TemplateLike | null,
): DirectTargets {
  const policies = activePolicies().cover;
  const reached: Actor.Implementation[] = [];
  const covered: Actor.Implementation[] = [];
  for (const target of targets) {
    const degree = template
      ? bestCover([coverFromStatuses(target.actor.statuses), areaCover(template, target.actor)?.degree ?? "none"])
      : targetCover(caster, target, false).degree;
    (coverBenefit(policies, degree).targetable ? reached : covered).push(target.actor);
  }
  return { reached, covered };
}
