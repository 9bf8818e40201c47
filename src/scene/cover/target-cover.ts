/**
 * COV-1, COV-4, COV-5, COV-7: the cover an attack's target has, as the attack roll and its dialog read it: the
 * cover measured on the viewed scene between the attacker's token and the target's (cover-hooks.ts) and the
 * target's cover status a GM set by hand, the better of the two (sources of cover never add up, COV-4).
 */
import { bestCover, coverFromStatuses, coverRank, takeCoverDegree, type CoverDegree } from "../../rules";
import { TAKING_COVER_STATUS } from "../../conditions/status-effects";
import type { CoverOrigin } from "../../dice/d20-roll";
import { measuredCover, type TokenLike } from "./cover-hooks";
import { activePolicies } from "../../settings/policies";

/** A target as a roll receives it: its actor, and its token when the user targeted one. */
export interface TargetRef {
  readonly actor: Actor.Implementation;
  readonly token: TokenLike | null;
}

export interface TargetCover {
  readonly degree: CoverDegree;
  /** Where the degree came from; null without cover. */
  readonly from: CoverOrigin | null;
  /** The lines the scene measurement found blocked (0–4), or null when nothing was measured. */
  readonly blockedLines: number | null;
}

/**
 * TA-4 / TA-7: a creature that has Taken Cover (threeAction) has its cover raised a step (`takeCoverDegree`): standard
 * to greater, less to standard, and greater against a ranged attack while prone.
 */
export function tookCover(actor: Actor.Implementation, degree: CoverDegree, ranged: boolean): CoverDegree {
  if (activePolicies().economy.kind !== "threeActions" || !actor.statuses.has(TAKING_COVER_STATUS)) return degree;
  return takeCoverDegree(degree, { prone: actor.statuses.has("prone"), ranged });
}

/** COV-1: the target's cover against `attacker` (see the file comment). */
export function targetCover(attacker: Actor.Implementation, target: TargetRef, melee: boolean): TargetCover {
  const status = coverFromStatuses(target.actor.statuses);
  const measured = measuredCover(attacker, target, melee);
  const degree = tookCover(target.actor, bestCover([status, measured?.degree ?? "none"]), !melee);
  const from: CoverOrigin | null =
    degree === "none" ? null : measured && coverRank(measured.degree) >= coverRank(status) ? "map" : "status";
  // TA-4: the centre line is one line; the card names where the cover came from, not a count of lines.
  const centre = activePolicies().cover.method === "centreLine";
  return { degree, from, blockedLines: measured && !centre ? measured.blockedLines : null };
}
