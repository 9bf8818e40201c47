export {
  MOVE_METHODS,
  OPPORTUNITY_EXEMPTIONS,
  OPPORTUNITY_SKIPS,
  type MoveMethod,
  type OpportunityExemption,
  type OpportunitySkipReason,
  type OpportunityInput,
  type OpportunityAttack,
  type OpportunitySkip,
  type OpportunityResult,
} from "./types";
export { opportunityAttacks } from "./opportunity-attacks";
export { opportunityExemption, opportunitySkipReason } from "./eligibility";
export { previewMove, type MovePreviewInput, type MovePreview } from "./preview";
