/** The AC an attack on a creature is judged against, read the same way by the roller and by the GM. */
import { attackDefense, type CoverDegree } from "../rules";
import { activePolicies } from "../settings/policies";
import { derivedOf } from "../data/actor/common";

/**
 * COV-1: the target's AC (10 for a creature without one) plus what `cover` adds under the world's policies;
 * `targetable` is false under total cover. FrayItem#rollAttack reads it before rolling; with hidden outcomes
 * the GM reads it again from the documents to judge the roll (src/dice/hidden-outcome.ts).
 */
export function targetDefense(actor: Actor.Implementation, cover: CoverDegree): ReturnType<typeof attackDefense> {
  return attackDefense(activePolicies().cover, { ac: derivedOf(actor)?.ac ?? 10, cover });
}
