import type { Size } from "../creature";
import type { Cell, Space } from "../geometry/grid";
import type { Segment } from "../geometry/segments";
import type { SegmentIndex } from "../geometry/segment-index";
import type { MovementPolicies } from "../presets/policies";

/** MOV-7 / MOV-8: how a creature moves during one step. `crawl` is walking while prone (or by choice). */
export const MOVEMENT_MODES = ["walk", "crawl", "climb", "swim", "fly", "burrow"] as const;
export type MovementMode = (typeof MOVEMENT_MODES)[number];

/** MOV-8: the speeds a creature may have; `walk` is its Speed. */
export const SPEED_KINDS = ["walk", "climb", "swim", "fly", "burrow"] as const;
export type SpeedKind = (typeof SPEED_KINDS)[number];

/** MOV-2 / MOV-7: whether extra costs add a multiple of the feet moved or whole squares (see docs). */
export const EXTRA_COST_MODELS = ["perFoot", "perSquare"] as const;
export type ExtraCostModel = (typeof EXTRA_COST_MODELS)[number];

/**
 * Why a step of a path can't be taken (stable codes; the UI localizes them):
 * - `noSpeed`: the speed this step needs is 0 or missing (MOV-7, MOV-8);
 * - `wouldFall`: flying while prone or incapacitated without hovering (MOV-9);
 * - `squeezeNotAllowed`: squeezing where the preset has no squeezing (MOV-15);
 * - `speedSwitch`: a different speed mid-move where switching isn't allowed (MOV-8);
 * - `wall`: an orthogonal step through a wall; `wallCorner`: a diagonal step cutting a wall's corner (MOV-4);
 * - `blockedCell`: entering a square a feature fills; `blockedCorner`: a diagonal past such a square (MOV-4);
 * - `blockedByCreature`: a creature whose space the mover may not pass (MOV-5);
 * - `endsInOccupiedSpace`: the move would end in another creature's space (MOV-5).
 */
export const MOVE_BLOCKS = [
  "noSpeed",
  "wouldFall",
  "squeezeNotAllowed",
  "speedSwitch",
  "wall",
  "wallCorner",
  "blockedCell",
  "blockedCorner",
  "blockedByCreature",
  "endsInOccupiedSpace",
] as const;
export type MoveBlock = (typeof MOVE_BLOCKS)[number];

/** MOV-8: a creature's speeds in feet; `walk` is required, the others default to none (0). */
export interface Speeds {
  readonly walk: number;
  readonly climb?: number;
  readonly swim?: number;
  readonly fly?: number;
  readonly burrow?: number;
}

/** The creature that moves. */
export interface MoverSnapshot {
  readonly size: Size;
  /** Side of its space in cells; defaults to the size's (MOV-12). Give it for a Titanic creature above 5×5. */
  readonly side?: number;
  readonly disposition: number;
  readonly speeds: Speeds;
  /** Prone: walking becomes crawling; flying makes it fall unless it hovers (MOV-9, MOV-11). */
  readonly prone?: boolean;
  readonly incapacitated?: boolean;
  /** Can hover (MOV-9). */
  readonly hover?: boolean;
}

/**
 * Another creature on the scene, as movement (MOV-5, MOV-6) and opportunity attacks (OA-1..6) see it. The
 * opportunity fields default to a creature with 5 ft reach that sees the mover and has its reaction.
 */
export interface CreatureSnapshot {
  /** Anything the caller uses to recognise it (a token id); returned untouched. */
  readonly id?: string;
  readonly space: Space;
  readonly size: Size;
  readonly disposition: number;
  readonly incapacitated?: boolean;
  /** MOV-5: it lets the mover through (a willing creature, an a5e Tumble that succeeded). */
  readonly letsPass?: boolean;
  /** OA-6: melee reach in feet (5 when absent). */
  readonly reach?: number;
  /** OA-4: it can see the mover (true when absent). */
  readonly canSeeMover?: boolean;
  /** OA-4: its reaction is unspent (true when absent). */
  readonly reactionAvailable?: boolean;
  /** OA-5: it has a reaction feature that strikes a creature leaving a square in its reach (threeAction). */
  readonly reactiveStrike?: boolean;
  /**
   * MOV-5, OA-6: the elevation in feet its space rises from (0 when absent). Its space is a box as tall as it is
   * wide: creatures block each other only where their boxes overlap, and reach counts the gap between boxes.
   */
  readonly elevation?: number;
}

/** A set of cells: a list, or a test `(x, y) => boolean` (fastest for big scenes). */
export type CellSet = readonly Cell[] | ((x: number, y: number) => boolean);

/** Terrain the path crosses, by cell. */
export interface TerrainInput {
  /** MOV-2: difficult terrain (several sources in one cell are still one). */
  readonly difficult?: CellSet;
  /** MOV-7: cells a walking or crawling creature must climb through. */
  readonly climb?: CellSet;
  /** MOV-7: cells a walking or crawling creature must swim through. */
  readonly swim?: CellSet;
  /** MOV-4: cells a feature fills (a pillar, a large tree): not enterable, and their corners can't be cut. */
  readonly blocked?: CellSet;
}

/** MOV-1 / MOV-8: the movement this turn has left, as the turn ledger knows it. */
export interface MovementBudgetInput {
  /** Feet of movement already spent this turn (0 by default). */
  readonly used?: number;
  /** Dash actions taken (threeAction: extra Stride actions): each adds the speed in use again (0 by default). */
  readonly dashes?: number;
  /** Feet of movement granted by other effects (0 by default). */
  readonly extra?: number;
}

export interface PathCostInput {
  /** Top-left cell of the mover's space, start first; each next cell is one step away (diagonals included). */
  readonly path: readonly Cell[];
  readonly mover: MoverSnapshot;
  /** The mode of every step, or one per step (`path.length - 1` entries). `walk` by default. */
  readonly mode?: MovementMode | readonly MovementMode[];
  /** MOV-15: squeezing into a space one size smaller, for the path or per step. */
  readonly squeeze?: boolean | readonly boolean[];
  readonly terrain?: TerrainInput;
  /** MOV-4: movement-blocking walls, in grid units; pass a `SegmentIndex` on hot paths. */
  readonly walls?: SegmentIndex | readonly Segment[];
  readonly others?: readonly CreatureSnapshot[];
  readonly policies: { readonly movement: MovementPolicies };
  readonly budget?: MovementBudgetInput;
  /** MOV-3: diagonal steps already taken earlier in this move (the alternating rule keeps counting). */
  readonly diagonalsBefore?: number;
  /** MOV-5: the mover's elevation in feet at each cell of `path`, or one for the whole path (0 by default). */
  readonly elevation?: number | readonly number[];
  readonly extraCost?: ExtraCostModel;
  /** Feet per cell (5 by default). */
  readonly gridDistance?: number;
}

/** One step of a costed path: entering `path[index]` from `path[index - 1]`. */
export interface MovementStep {
  readonly index: number;
  readonly mode: MovementMode;
  /** The speed that pays for the step. */
  readonly speed: SpeedKind;
  readonly diagonal: boolean;
  /** MOV-2 / MOV-6: the step enters difficult terrain (or a space that counts as such). */
  readonly difficult: boolean;
  /** MOV-7: crawling, or climbing/swimming without the matching speed. */
  readonly modeExtra: boolean;
  /** MOV-15: squeezing. */
  readonly squeezing: boolean;
  /** Feet moved, before extra costs (MOV-3). */
  readonly distance: number;
  /** Feet of movement the step costs. */
  readonly cost: number;
  /** Cumulative cost of the path up to and including this step. */
  readonly total: number;
  /** Movement the step's speed had left before it (MOV-1, MOV-8). */
  readonly available: number;
  readonly withinBudget: boolean;
  /** MOV-5: the mover may stop at this cell (no other creature's space). */
  readonly canEndHere: boolean;
  readonly blocked: MoveBlock | null;
}

export interface PathCost {
  readonly steps: readonly MovementStep[];
  /** Sum of every step's cost. */
  readonly total: number;
  /** Diagonal steps so far, `diagonalsBefore` included (pass it on to continue the alternation). */
  readonly diagonals: number;
  /** Index of the first path cell the budget can't pay for, or null. */
  readonly exhaustedAt: number | null;
  /** Index of the first path cell whose step is blocked, or null. */
  readonly firstBlocked: number | null;
  /** Last path index reached before the first unpaid or blocked step. */
  readonly reachableIndex: number;
  /** The furthest index up to `reachableIndex` where the move may end (0 at worst). */
  readonly stopIndex: number;
  /** Every step legal and paid for, and the end allowed. */
  readonly legal: boolean;
  /** MOV-5: ending the turn at the last cell would leave the mover prone (it shares another's space). */
  readonly proneIfTurnEndsHere: boolean;
}
