export {
  MOVEMENT_MODES,
  SPEED_KINDS,
  EXTRA_COST_MODELS,
  MOVE_BLOCKS,
  type MovementMode,
  type SpeedKind,
  type ExtraCostModel,
  type MoveBlock,
  type Speeds,
  type MoverSnapshot,
  type CreatureSnapshot,
  type CellSet,
  type TerrainInput,
  type MovementBudgetInput,
  type PathCostInput,
  type MovementStep,
  type PathCost,
} from "./types";
export { pathMovementCost } from "./path-cost";
export {
  dispositionRelation,
  occupiedSpaceEffect,
  sharedSpaceAtTurnEnd,
  type DispositionRelation,
  type OccupiedSpaceEffect,
  type SharedSpaceAtTurnEnd,
} from "./creatures";
export {
  movementLeft,
  changeAllSpeeds,
  speedForMode,
  flyerFalls,
  type MovementLeft,
  type SpeedChange,
  type FallReason,
} from "./speeds";
export {
  JUMP_KINDS,
  JUMP_FORMULAS,
  JUMP_RUN_UP_FEET,
  JUMP_LANDING_DC,
  jumpDistance,
  planJump,
  type JumpKind,
  type JumpFormula,
  type JumpInput,
  type JumpPlan,
} from "./jumping";
export { dropProneCost, standUpCost, mountingCost, type StanceChange } from "./prone-mount";
