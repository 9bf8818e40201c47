import { oneOf, record } from "../errors";
import { OPPORTUNITY_TRIGGERS, type MovementPolicies, type OpportunityPolicies } from "../presets/policies";
import { costCheckedPath } from "../movement/path-cost";
import { checkPathCostInput } from "../movement/path-input";
import type { PathCost, PathCostInput } from "../movement/types";
import { opportunityExemption } from "./eligibility";
import { exemptResult, scanOpportunityAttacks } from "./opportunity-attacks";
import type { MoveMethod, OpportunityResult } from "./types";

export interface MovePreviewInput extends Omit<PathCostInput, "policies"> {
  readonly policies: { readonly movement: MovementPolicies; readonly opportunity: OpportunityPolicies };
  /** OA-2: how the mover moves (`own` by default). */
  readonly how?: MoveMethod;
  /** OA-3: the mover took the Disengage action this turn. */
  readonly disengaged?: boolean;
}

export interface MovePreview {
  readonly cost: PathCost;
  /** Opportunity attacks along the whole path; compare each `stepIndex` with `cost.stopIndex`. */
  readonly opportunity: OpportunityResult;
}

/**
 * MOV-1..9, MOV-15, OA-1..6: what a ruler shows while a token is dragged — the path's movement cost and the
 * opportunity attacks along it — from one input checked once: `others` are both the obstacles and the
 * possible reactors. Built for every mouse move (the benchmark's "path + OA" case).
 */
export function previewMove(input: MovePreviewInput): MovePreview {
  const i = record(input, "input");
  const checked = checkPathCostInput(input);
  const cost = costCheckedPath(checked);
  const exemption = opportunityExemption(i.how as MoveMethod | undefined, i.disengaged as boolean | undefined);
  const opportunity =
    exemption !== null
      ? exemptResult(exemption)
      : scanOpportunityAttacks({
          path: checked.path,
          side: checked.mover.side,
          disposition: checked.mover.disposition,
          reactors: checked.others,
          trigger: oneOf(
            record(record(i.policies, "policies").opportunity, "policies.opportunity").trigger,
            "policies.opportunity.trigger",
            OPPORTUNITY_TRIGGERS,
          ),
          diagonals: checked.diagonals,
          unit: checked.unit,
          lastIndex: checked.path.length - 1,
          elevations: checked.elevations,
        });
  return Object.freeze({ cost, opportunity });
}
