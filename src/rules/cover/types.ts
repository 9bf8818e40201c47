import type { Size } from "../creature";
import type { Cell, Point, Space } from "../geometry/grid";
import type { SegmentIndex } from "../geometry/segment-index";
import type { Segment } from "../geometry/segments";
import type { WallBoxGrid } from "./wall-grid";

/**
 * COV-1, TA-4: the degrees of cover, weakest first (the order is the ranking used for "best of"). The 5e family
 * measures none, half, three-quarters and total (the corner method); threeAction's centre line measures none,
 * lesser, standard (stored as `half`), greater (stored as `threeQuarters`) and total (no line of effect), and
 * names them its own way (`coverBenefit`'s reasons, the card's labels).
 */
export const COVER_DEGREES = ["none", "lesser", "half", "threeQuarters", "total"] as const;
export type CoverDegree = (typeof COVER_DEGREES)[number];

/** COV-1: the degrees the corner method measures, by its rank (none 0 … total 3). */
export const CORNER_COVER_DEGREES = ["none", "half", "threeQuarters", "total"] as const;

/** COV-7: the degrees an environment obstacle may state (total cover comes from walls only). */
export const OBSTACLE_COVER_DEGREES = ["half", "threeQuarters"] as const;
export type ObstacleCoverDegree = (typeof OBSTACLE_COVER_DEGREES)[number];

/**
 * Which walls block cover lines: those blocking sight, those blocking movement, or any wall blocking either.
 */
export const COVER_WALL_KINDS = ["sight", "movement", "any"] as const;
export type CoverWallKind = (typeof COVER_WALL_KINDS)[number];

/**
 * How far, in cells, a traced corner is moved toward its cell's centre, so that a wall drawn exactly along a
 * grid line beside or behind a creature does not touch the lines traced to it (0.02 cell = 0.1 ft on 5 ft).
 */
export const COVER_INSET = 0.02;

/** A wall segment in grid units; both flags default to true (an ordinary wall). */
export interface CoverWallInput {
  readonly a: Point;
  readonly b: Point;
  readonly sight?: boolean;
  readonly movement?: boolean;
}

/** A creature on the grid: attacker, target, or something in between. */
export interface CoverCreatureInput {
  readonly id: string;
  readonly space: Space;
  /** Dead, unconscious…: never gives cover. */
  readonly defeated?: boolean;
  /** Gives cover only when the `proneCreaturesGiveCover` policy says so. */
  readonly prone?: boolean;
  /** COV-7: a rider on a mount. */
  readonly mounted?: boolean;
  /**
   * TA-4: its size (a creature two sizes larger than both attacker and target gives standard cover on the
   * centre line); by default the size its space's side implies (1 Medium, 2 Large, 3 Huge, 4+ Gargantuan).
   */
  readonly size?: Size;
}

/** COV-7: an environment obstacle (tree, stalagmite, overturned table, brush) with the degree its entry states. */
export interface CoverObstacleInput {
  readonly id?: string;
  readonly space: Space;
  readonly degree: ObstacleCoverDegree;
  /** Brush: gives its cover only to a prone target. */
  readonly whenTargetProne?: boolean;
}

export interface CoverSceneInput {
  /** The walls, or a layer `createCoverWalls` built (its indexes are shared, not rebuilt). */
  readonly walls?: readonly CoverWallInput[] | CoverWalls;
  readonly creatures?: readonly CoverCreatureInput[];
  readonly obstacles?: readonly CoverObstacleInput[];
  /** Which walls count; `sight` by default (with a prebuilt layer: the layer's kind, or omitted). */
  readonly wallKind?: CoverWallKind;
}

/** The policies the scene reads (a subset of CoverPolicies). */
export interface CoverScenePolicies {
  readonly proneCreaturesGiveCover?: boolean;
  readonly riderHalfCoverMelee?: boolean;
}

/** What a traced line ran into; walls first, then obstacles, then creatures. */
export type CoverLineBlocker = "wall" | "obstacle" | "creature" | null;

export interface CoverLine {
  readonly from: Point;
  readonly to: Point;
  readonly blockedBy: CoverLineBlocker;
}

export interface CoverResult {
  readonly degree: CoverDegree;
  /** Lines of the chosen corner blocked by anything (0–4); 4 for total cover. */
  readonly blockedLines: number;
  /** The grid corner (not inset) the attacker traces from, and the attacker cell it belongs to. */
  readonly bestAttackerCorner: Point;
  readonly attackerCell: Cell;
  /** The target cell the lines go to (for a multi-cell target, the one giving the least cover). */
  readonly targetCell: Cell;
  /** Of those lines, how many a wall, a creature, an obstacle blocks (a line may count for several). */
  readonly byWalls: number;
  readonly byCreatures: number;
  readonly byObstacles: number;
  /** COV-7: the degree was raised to half by the rider rule. */
  readonly byRider: boolean;
  /** The four traced lines, between inset corners, for display. */
  readonly lines: readonly CoverLine[];
}

/** Options of one cover query. */
export interface CoverQueryOptions {
  /** COV-7: the attack is a melee attack (a mounted target then has at least half cover in a5e). */
  readonly melee?: boolean;
}

/** A whole-scene matrix: `degrees[i][j]` is the cover of `ids[j]` against attacker `ids[i]`. */
export interface CoverMatrix {
  readonly ids: readonly string[];
  readonly degrees: readonly (readonly CoverDegree[])[];
}

/** COV-4: the rank of a degree (none 0, lesser 1 … total 4), the order "best of" compares. */
export function coverRank(degree: CoverDegree): number {
  return COVER_DEGREES.indexOf(degree);
}

/**
 * COV-1: the walls of a scene, checked and indexed once for one wall kind (`createCoverWalls`). Scenes built
 * from it (`createCoverScene({ walls: layer, creatures })`) share its indexes, so a creature that moves costs
 * only the creatures' checks, never the walls' indexing again. Treat it as read-only.
 */
export interface CoverWalls {
  /** The walls of the chosen kind, as given. */
  readonly walls: readonly Segment[];
  /** The same walls with collinear touching pieces joined (what the indexes hold). */
  readonly mergedWalls: readonly Segment[];
  readonly wallIndex: SegmentIndex;
  readonly wallGrid: WallBoxGrid;
  readonly wallKind: CoverWallKind;
}
