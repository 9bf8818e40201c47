import { bool, nonNegativeInteger, oneOf, record } from "../errors";
import { SIZES } from "../creature";
import { spaceSide, type Cell } from "../geometry/grid";
import type { SegmentIndex } from "../geometry/segment-index";
import { DIAGONAL_RULES, OCCUPIED_SPACE_RULES, type DiagonalRule, type OccupiedSpaceRule } from "../presets/policies";
import { wallIndexOf } from "./corners";
import {
  cellTest,
  checkElevations,
  checkGridDistance,
  checkMover,
  checkOthers,
  checkPath,
  optionalFeet,
  perStep,
  type Mover,
  type Other,
} from "./inputs";
import { checkDashes } from "./speeds";
import {
  EXTRA_COST_MODELS,
  MOVEMENT_MODES,
  type CellSet,
  type ExtraCostModel,
  type MovementMode,
  type PathCostInput,
} from "./types";

type CellTest = ((x: number, y: number) => boolean) | null;

/** A path-cost input after every check: what the per-step loop reads. */
export interface CheckedPathInput {
  readonly path: readonly Cell[];
  readonly mover: Mover;
  readonly others: readonly Other[];
  readonly diagonals: DiagonalRule;
  readonly occupiedRule: OccupiedSpaceRule;
  readonly squeezeAllowed: boolean;
  readonly switchAllowed: boolean;
  readonly unit: number;
  readonly extraModel: ExtraCostModel;
  readonly used: number;
  readonly dashes: number;
  readonly bonus: number;
  readonly diagonalsBefore: number;
  readonly modes: readonly MovementMode[];
  readonly squeezes: readonly boolean[];
  readonly difficultAt: CellTest;
  readonly climbAt: CellTest;
  readonly swimAt: CellTest;
  readonly blockedAt: CellTest;
  readonly walls: SegmentIndex | null;
  /** MOV-15: the side of the mover's space while squeezing (one size smaller). */
  readonly squeezedSide: number;
  /** MOV-5: the mover's elevation in feet at each path cell. */
  readonly elevations: readonly number[];
}

function checkMode(v: unknown, f: string): MovementMode {
  return oneOf(v, f, MOVEMENT_MODES);
}

/**
 * Input check for MOV-1..15: checks a `PathCostInput` once (a RuleInputError names the bad field) and returns
 * it in the form the per-step loop reads.
 */
export function checkPathCostInput(input: PathCostInput): CheckedPathInput {
  const i = record(input, "input");
  const path = checkPath(i.path, "path", true);
  const mover = checkMover(i.mover, "mover");
  const movement = record(record(i.policies, "policies").movement, "policies.movement");
  const budget = i.budget === undefined ? {} : record(i.budget, "budget");
  const terrain = i.terrain === undefined ? {} : record(i.terrain, "terrain");
  const n = path.length - 1;
  const smaller = SIZES[mover.rank - 1];
  return {
    path,
    mover,
    others: checkOthers(i.others, "others"),
    diagonals: oneOf(movement.diagonals, "policies.movement.diagonals", DIAGONAL_RULES),
    occupiedRule: oneOf(movement.occupiedSpaces, "policies.movement.occupiedSpaces", OCCUPIED_SPACE_RULES),
    squeezeAllowed: bool(movement.squeeze, "policies.movement.squeeze"),
    switchAllowed: bool(movement.switchSpeeds, "policies.movement.switchSpeeds"),
    unit: checkGridDistance(i.gridDistance),
    extraModel: i.extraCost === undefined ? "perFoot" : oneOf(i.extraCost, "extraCost", EXTRA_COST_MODELS),
    used: optionalFeet(budget.used, "budget.used", 0),
    dashes: checkDashes(budget.dashes),
    bonus: optionalFeet(budget.extra, "budget.extra", 0),
    diagonalsBefore: i.diagonalsBefore === undefined ? 0 : nonNegativeInteger(i.diagonalsBefore, "diagonalsBefore"),
    modes: perStep<MovementMode>(i.mode as PathCostInput["mode"], n, "mode", checkMode, "walk"),
    squeezes: perStep<boolean>(i.squeeze as PathCostInput["squeeze"], n, "squeeze", bool, false),
    difficultAt: cellTest(terrain.difficult as CellSet | undefined, "terrain.difficult"),
    climbAt: cellTest(terrain.climb as CellSet | undefined, "terrain.climb"),
    swimAt: cellTest(terrain.swim as CellSet | undefined, "terrain.swim"),
    blockedAt: cellTest(terrain.blocked as CellSet | undefined, "terrain.blocked"),
    walls: wallIndexOf(i.walls as PathCostInput["walls"]),
    squeezedSide: smaller === undefined ? mover.side : Math.min(mover.side, spaceSide(smaller)),
    elevations: checkElevations(i.elevation, path.length, "elevation"),
  };
}
