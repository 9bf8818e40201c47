/**
 * COV-1: a creature behind total cover can't be targeted directly, by a spell that asks a save as much as by an
 * attack. The save targets of a spell are split into those it may reach and those total cover keeps out: measured
 * from the placed area's origin when the spell placed one (cover-hooks.ts `areaCover`), else between the caster's
 * token and the target's, or from the target's cover status (target-cover.ts), the better of the two.
 *
 * ATK-8, AOE-1 (issue 26 attack 9): with the spell named, a target it can't reach (beyond its range, or outside its
 * placed area) is left out too, as the GM would refuse its condition (src/chat/saves/save-reach.ts, measured here on the
 * caster's own client).
 */
import { bestCover, coverBenefit, coverFromStatuses } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { areaCover, type TemplateLike, targetCover, type TargetRef } from "../../scene/cover";
import { saveTargetOutOfReach } from "../../chat/saves";

export interface DirectTargets {
  /** The targets the spell may reach, in the order given. */
  readonly reached: readonly Actor.Implementation[];
  /** The targets behind total cover, left out. */
  readonly covered: readonly Actor.Implementation[];
  /** The targets the spell can't reach (its range, its placed area), left out. */
  readonly unreached: readonly Actor.Implementation[];
}

/** The spell whose reach is checked: its item (range, area) and the template it placed, if any. */
export interface ReachingSpell {
  readonly item: { readonly uuid: string; readonly system?: unknown };
  readonly templateUuid: string | null;
}

/** COV-1: `targets` of `caster`'s save spell, split by total cover (see the file comment). */
export function directSaveTargets(
  caster: Actor.Implementation,
  targets: readonly TargetRef[],
  template: TemplateLike | null,
  spell: ReachingSpell | null = null,
): DirectTargets {
  const policies = activePolicies().cover;
  const reached: Actor.Implementation[] = [];
  const covered: Actor.Implementation[] = [];
  const unreached: Actor.Implementation[] = [];
  for (const target of targets) {
    if (spell && saveTargetOutOfReach({ actor: caster, item: spell.item }, spell.templateUuid, target.actor)) {
      unreached.push(target.actor);
      continue;
    }
    const degree = template
      ? bestCover([coverFromStatuses(target.actor.statuses), areaCover(template, target.actor)?.degree ?? "none"])
      : targetCover(caster, target, false).degree;
    (coverBenefit(policies, degree).targetable ? reached : covered).push(target.actor);
  }
  return { reached, covered, unreached };
}
