import { RuleInputError, integer, oneOf, record } from "../errors";
import type { Cell } from "../geometry/grid";
import { DIAGONAL_RULES, OPPORTUNITY_TRIGGERS, type DiagonalRule, type OpportunityTrigger } from "../presets/policies";
import { heightGap } from "../geometry/elevation";
import { checkElevations, checkGridDistance, checkMover, checkOthers, checkPath, type Other } from "../movement/inputs";
import { opportunityExemption, opportunitySkipReason } from "./eligibility";
import { reachTables } from "./reach-table";
import type {
  OpportunityAttack,
  OpportunityExemption,
  OpportunityInput,
  OpportunityResult,
  OpportunitySkip,
} from "./types";

/** What the reach scan needs, checked. */
export interface CheckedOpportunityInput {
  readonly path: readonly Cell[];
  readonly side: number;
  readonly disposition: number;
  readonly reactors: readonly Other[];
  readonly trigger: OpportunityTrigger;
  readonly diagonals: DiagonalRule;
  readonly unit: number;
  readonly lastIndex: number;
  /** OA-6: the mover's elevation in feet at each path cell. */
  readonly elevations: readonly number[];
}

const NONE: OpportunityResult = Object.freeze({
  exemption: null,
  attacks: Object.freeze([]),
  skipped: Object.freeze([]),
});

/** OA-2 / OA-3: the frozen result of a move that provokes nothing. */
export function exemptResult(exemption: OpportunityExemption): OpportunityResult {
  return Object.freeze({ exemption, attacks: NONE.attacks, skipped: NONE.skipped });
}

/**
 * OA-1..6: who may make an opportunity attack on a mover along a path, and exactly when. For each reactor the
 * path is scanned once for the first step at which the mover leaves its reach — in reach at `path[i]`, out of
 * it at `path[i + 1]` — measured between the two spaces (OA-6, Large creatures' corners exact; in height between
 * their boxes, each from its elevation up, as tall as it is wide); the attack
 * comes at `stepIndex: i`, before the mover leaves. Entering reach never triggers, and a creature that leaves,
 * re-enters and leaves again is struck once (one reaction). Under `reactionFeature` (threeAction, OA-5) the
 * trigger is leaving any square within reach, and only creatures with the feature react. Reactors that can't
 * strike are listed in `skipped` with a reason (OA-1, OA-4, OA-5); a teleport, forced movement or Disengage
 * gives an `exemption` instead (OA-2, OA-3).
 */
export function opportunityAttacks(input: OpportunityInput): OpportunityResult {
  const i = record(input, "input");
  const exemption = opportunityExemption(i.how as OpportunityInput["how"], i.disengaged as boolean | undefined);
  if (exemption !== null) return exemptResult(exemption);
  const path = checkPath(i.path, "path", true);
  const mover = checkMover(i.mover, "mover", false);
  const policies = record(i.policies, "policies");
  const opportunity = record(policies.opportunity, "policies.opportunity");
  const movement = record(policies.movement, "policies.movement");
  let lastIndex = path.length - 1;
  if (i.lastIndex !== undefined) {
    const last = integer(i.lastIndex, "lastIndex");
    if (last < 0 || last >= path.length) {
      throw new RuleInputError("lastIndex", `must be an index of path (0 to ${path.length - 1}), got ${last}`);
    }
    lastIndex = last;
  }
  return scanOpportunityAttacks({
    path,
    side: mover.side,
    disposition: mover.disposition,
    reactors: checkOthers(i.reactors, "reactors"),
    trigger: oneOf(opportunity.trigger, "policies.opportunity.trigger", OPPORTUNITY_TRIGGERS),
    diagonals: oneOf(movement.diagonals, "policies.movement.diagonals", DIAGONAL_RULES),
    unit: checkGridDistance(i.gridDistance),
    lastIndex,
    elevations: checkElevations(i.elevation, path.length, "elevation"),
  });
}

/** OA-1, OA-4..6: `opportunityAttacks` on checked input, after the exemptions (hot path, see previewMove). */
export function scanOpportunityAttacks(c: CheckedOpportunityInput): OpportunityResult {
  const { path, side, lastIndex } = c;
  if (lastIndex < 1 || c.reactors.length === 0) return NONE;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k <= lastIndex; k++) {
    const cell = path[k] as Cell;
    if (cell.x < minX) minX = cell.x;
    if (cell.y < minY) minY = cell.y;
    if (cell.x > maxX) maxX = cell.x;
    if (cell.y > maxY) maxY = cell.y;
  }
  maxX += side - 1;
  maxY += side - 1;
  const tableFor = reachTables(c.diagonals, c.unit);
  const anySquare = c.trigger === "reactionFeature";
  const attacks: OpportunityAttack[] = [];
  const skipped: OpportunitySkip[] = [];

  for (const r of c.reactors) {
    const s = r.space;
    const { span, limits } = tableFor(r.reach);
    const sx1 = s.x + s.side - 1;
    const sy1 = s.y + s.side - 1;
    // Cheap range filter: the path's bounding box never comes within `span` cells of the reactor.
    if (maxX < s.x - span || minX > sx1 + span || maxY < s.y - span || minY > sy1 + span) continue;
    let stepIndex = -1;
    let wasIn = false;
    for (let k = 0; k <= lastIndex; k++) {
      const cell = path[k] as Cell;
      const gx = Math.max(0, s.x - (cell.x + side - 1), cell.x - sx1);
      const gy = Math.max(0, s.y - (cell.y + side - 1), cell.y - sy1);
      const gz = heightGap(c.elevations[k] as number, side, r.elevation, s.side, c.unit);
      const inReach = gz === 0 ? gx <= span && gy <= (limits[gx] as number) : inReach3d(gx, gy, gz, span, limits);
      if (wasIn && (anySquare || !inReach)) {
        stepIndex = k - 1;
        break;
      }
      wasIn = inReach;
    }
    if (stepIndex < 0) continue;
    const hostile = (c.disposition === 1 && r.disposition === -1) || (c.disposition === -1 && r.disposition === 1);
    const reason = opportunitySkipReason(r, hostile, c.trigger);
    const base = r.id === undefined ? { reactor: r.index, stepIndex } : { reactor: r.index, id: r.id, stepIndex };
    if (reason === null) attacks.push(Object.freeze({ ...base, hostile }));
    else skipped.push(Object.freeze({ ...base, reason }));
  }
  attacks.sort((a, b) => a.stepIndex - b.stepIndex || a.reactor - b.reactor);
  skipped.sort((a, b) => a.stepIndex - b.stepIndex || a.reactor - b.reactor);
  return Object.freeze({ exemption: null, attacks: Object.freeze(attacks), skipped: Object.freeze(skipped) });
}

/**
 * OA-6: a gap across, down and up (cells) within reach: the two largest gaps measured as a gap on the grid (the
 * reach table's), the smallest taken as the diagonal steps that cover it alongside.
 */
function inReach3d(gx: number, gy: number, gz: number, span: number, limits: ArrayLike<number>): boolean {
  const most = Math.max(gx, gy, gz);
  const least = Math.min(gx, gy, gz);
  const middle = gx + gy + gz - most - least;
  return most <= span && middle <= (limits[most] as number);
}
