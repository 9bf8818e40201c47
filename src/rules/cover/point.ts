import { RuleInputError } from "../errors";
import type { Cell, Point } from "../geometry/grid";
import { segmentsIntersect, type Segment } from "../geometry/segments";
import { deepFreeze } from "../plain";
import { cellAt, crossesBox, degreeName, degreeRankOfLines, insetBox, insetCorners, overlaps } from "./lines";
import { point, sceneCreature, type CoverCreature, type CoverObstacle, type CoverScene } from "./scene";
import { wallSeparatedOnGrid } from "./separation";
import type { CoverDegree } from "./types";

/** COV-1, COV-6: a creature's cover against an effect coming from a point (an area's origin). */
export interface PointCoverResult {
  readonly degree: CoverDegree;
  /** Lines from the origin to the chosen target cell's corners blocked by anything (0–4); 4 for total cover. */
  readonly blockedLines: number;
  /** The target cell the lines go to (for a multi-cell target, the one giving the least cover). */
  readonly targetCell: Cell;
  readonly byWalls: number;
  readonly byCreatures: number;
  readonly byObstacles: number;
}

/** A closed box test: the origin sits in (or on the edge of) this space, so the space is behind it, not between. */
function holds(space: { x: number; y: number; side: number }, p: Point): boolean {
  return p.x >= space.x && p.x <= space.x + space.side && p.y >= space.y && p.y <= space.y + space.side;
}

/** COV-5: creatures that may stand between the origin and the target (never the target, nor one at the origin). */
function blockingCreatures(scene: CoverScene, target: CoverCreature, origin: Point): CoverCreature[] {
  return scene.creatures.filter(
    (c) =>
      c !== target &&
      !c.defeated &&
      (!c.prone || scene.proneCreaturesGiveCover) &&
      !overlaps(c.space, target.space) &&
      !holds(c.space, origin),
  );
}

/** COV-7: obstacles that may give cover here (brush only to a prone target; none at the origin or the target). */
function blockingObstacles(scene: CoverScene, target: CoverCreature, origin: Point): CoverObstacle[] {
  return scene.obstacles.filter(
    (o) => (!o.whenTargetProne || target.prone) && !overlaps(o.space, target.space) && !holds(o.space, origin),
  );
}

interface CellChoice {
  rank: number;
  lines: number;
  walls: number;
  creatures: number;
  obstacles: number;
  cell: number;
}

/**
 * COV-1, COV-4, COV-5, COV-6, COV-7: the cover of `targetId` against an effect from `origin` (grid units), as the
 * corner method traces it from a single point: four lines from the origin to the inset corners of the target
 * cell that leaves the least cover. Walls (except those the origin sits on), obstacles up to their degree and
 * creatures (half at most; none at the origin) block lines; the best single source counts. Four walled lines are
 * total cover only when no straight line joins the origin to the target's space without touching a wall.
 */
export function coverFromPoint(scene: CoverScene, origin: Point, targetId: string): PointCoverResult {
  const from = point(origin, "origin");
  const ti = sceneCreature(scene, targetId, "targetId");
  const target = scene.creatures[ti];
  if (!target) throw new RuleInputError("targetId", "unknown creature");
  const wallFilter = (w: Segment) => !segmentsIntersect(w.a, w.b, from, from);
  const creatures = blockingCreatures(scene, target, from);
  const obstacles = blockingObstacles(scene, target, from);
  const corners = insetCorners(target.space);
  const cells = target.space.side * target.space.side;
  let best: CellChoice = { rank: 4, lines: 5, walls: 0, creatures: 0, obstacles: 0, cell: 0 };
  let allWalled = true;
  for (let cell = 0; cell < cells; cell++) {
    const choice = cellChoice(scene, from, corners, cell, { creatures, obstacles, wallFilter });
    if (choice.walls !== 4) allWalled = false;
    if (choice.rank < best.rank || (choice.rank === best.rank && choice.lines < best.lines)) best = choice;
  }
  if (best.rank === 2 && allWalled && wallSeparatedOnGrid(scene.wallGrid, from, insetBox(target.space), wallFilter))
    best = { ...best, rank: 3 };
  return deepFreeze({
    degree: degreeName(best.rank),
    blockedLines: best.rank === 3 ? 4 : best.lines,
    targetCell: cellAt(target.space, best.cell),
    byWalls: best.walls,
    byCreatures: best.creatures,
    byObstacles: best.obstacles,
  });
}

function cellChoice(
  scene: CoverScene,
  from: Point,
  corners: Float64Array,
  cell: number,
  blockers: {
    readonly creatures: readonly CoverCreature[];
    readonly obstacles: readonly CoverObstacle[];
    readonly wallFilter: (w: Segment) => boolean;
  },
): CellChoice {
  let wallBits = 0;
  let creatureBits = 0;
  let obstacleBits = 0;
  let obstacleRank = 0;
  const crosses = (q: Point, s: { x: number; y: number; side: number }) =>
    crossesBox(from.x, from.y, q.x, q.y, s.x, s.y, s.x + s.side, s.y + s.side);
  const ends: Point[] = [0, 1, 2, 3].map((k) => ({
    x: corners[(cell * 4 + k) * 2] as number,
    y: corners[(cell * 4 + k) * 2 + 1] as number,
  }));
  ends.forEach((q, k) => {
    if (scene.wallIndex.anyIntersects(from, q, blockers.wallFilter)) wallBits |= 1 << k;
    if (blockers.creatures.some((c) => crosses(q, c.space))) creatureBits |= 1 << k;
  });
  for (const o of blockers.obstacles) {
    let bits = 0;
    ends.forEach((q, k) => {
      if (crosses(q, o.space)) bits |= 1 << k;
    });
    obstacleBits |= bits;
    obstacleRank = Math.max(obstacleRank, Math.min(o.degree === "half" ? 1 : 2, degreeRankOfLines(count(bits))));
  }
  const walls = count(wallBits);
  return {
    rank: Math.max(degreeRankOfLines(walls), creatureBits ? 1 : 0, obstacleRank),
    lines: count(wallBits | creatureBits | obstacleBits),
    walls,
    creatures: count(creatureBits),
    obstacles: count(obstacleBits),
    cell,
  };
}

function count(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}
