/**
 * TA-4: cover by the centre line (threeAction). One line from the centre of the attacker's space to the centre of
 * the target's, judged once:
 * - it touches a wall: standard cover, or total (no line of effect: the target can't be targeted) when no straight
 *   line at all joins the two spaces without touching a wall (the same exact test as the corner method's);
 * - it crosses an obstacle: standard, or greater where the obstacle's entry says three-quarters (extreme);
 * - it crosses a creature's space only: lesser, or standard when that creature is two sizes larger than both the
 *   attacker and the target.
 * A line that only grazes a creature's or obstacle's edge or corner does not pass through it; a wall touched at any
 * point blocks (as every cover line in Fray). Degrees are stored as none, lesser, half (standard), threeQuarters
 * (greater) and total. The line is the same both ways, so a matrix judges each pair once.
 */
import { RuleInputError } from "../errors";
import type { Point, Space } from "../geometry/grid";
import { segmentsIntersect, type Segment } from "../geometry/segments";
import { deepFreeze } from "../plain";
import { point, sceneCreature, type CoverCreature, type CoverObstacle, type CoverScene } from "./scene";
import * as lines from "./lines";
import * as windows from "./window-test";
import * as sorted from "./creature-boxes";
import { wallSeparated, wallSeparatedOnGrid } from "./separation";
import { CoverBatch } from "./matrix";
import type { CoverDegree, CoverLineBlocker, CoverMatrix } from "./types";

// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const crossesBox = lines.crossesBox;
const creatureMayBlock = lines.creatureMayBlock;
const obstacleMayBlock = lines.obstacleMayBlock;
const overlaps = lines.overlaps;
const insetBox = lines.insetBox;
const flatGrid = windows.flatGrid;
const creatureBoxes = sorted.creatureBoxes;
const firstLeftOf = sorted.firstLeftOf;

/** TA-4: the degrees by rank on the centre line: none 0, lesser 1, standard 2, greater 3, total 4. */
const CENTRE_DEGREES: readonly CoverDegree[] = Object.freeze(["none", "lesser", "half", "threeQuarters", "total"]);

/** TA-4: the cover one centre line gives. */
export interface CentreLineCover {
  /** none, lesser, half (standard), threeQuarters (greater) or total (no line of effect). */
  readonly degree: CoverDegree;
  /** What gave it: a wall, an obstacle, a creature, or nothing. */
  readonly blockedBy: CoverLineBlocker;
  /** The line, in grid units: from the attacker's centre (or the area's origin) to the target's centre. */
  readonly from: Point;
  readonly to: Point;
}

const centreOf = (s: Space): Point => ({ x: s.x + s.side / 2, y: s.y + s.side / 2 });

/** TA-4: a creature two sizes larger than both ends gives standard cover, any other lesser. */
function creatureRank(c: CoverCreature, a: CoverCreature, t: CoverCreature): number {
  return c.sizeRank >= Math.max(a.sizeRank, t.sizeRank) + 2 ? 2 : 1;
}

/** TA-4: an obstacle's degree on the centre line: half → standard (2), three-quarters → greater (3). */
const obstacleRank = (o: CoverObstacle): number => (o.degree === "threeQuarters" ? 3 : 2);

/** The best rank the creatures crossed by p–q give (0 none), found among the boxes sorted by left edge. */
function creaturesRank(scene: CoverScene, ai: number, ti: number, p: Point, q: Point): number {
  const attacker = scene.creatures[ai] as CoverCreature;
  const target = scene.creatures[ti] as CoverCreature;
  const b = creatureBoxes(scene);
  const minX = Math.min(p.x, q.x);
  const maxX = Math.max(p.x, q.x);
  const minY = Math.min(p.y, q.y);
  const maxY = Math.max(p.y, q.y);
  const boxes = b.boxes;
  let best = 0;
  // Boxes whose left edge lies in [minX - widest, maxX) may reach the line's span.
  for (let k = firstLeftOf(b, minX - b.widest - 1e-9), end = firstLeftOf(b, maxX); k < end; k++) {
    const x1 = boxes[k * 4 + 2] as number;
    const y0 = boxes[k * 4 + 1] as number;
    const y1 = boxes[k * 4 + 3] as number;
    if (x1 <= minX || y1 <= minY || y0 >= maxY) continue;
    if (!crossesBox(p.x, p.y, q.x, q.y, boxes[k * 4] as number, y0, x1, y1)) continue;
    const c = scene.creatures[b.order[k] as number] as CoverCreature;
    if (!creatureMayBlock(c, attacker, target, scene.proneCreaturesGiveCover)) continue;
    best = Math.max(best, creatureRank(c, attacker, target));
    if (best === 2) return 2;
  }
  return best;
}

/** The best rank the obstacles crossed by p–q give (0 none). */
function obstaclesRank(scene: CoverScene, a: CoverCreature, t: CoverCreature, p: Point, q: Point): number {
  let best = 0;
  for (const o of scene.obstacles) {
    const s = o.space;
    if (obstacleMayBlock(o, a, t) && crossesBox(p.x, p.y, q.x, q.y, s.x, s.y, s.x + s.side, s.y + s.side))
      best = Math.max(best, obstacleRank(o));
  }
  return best;
}

/** What gave the rank centreRank returned last (read at once by a single-pair query). */
let lastBlocker: CoverLineBlocker = null;

/**
 * The rank (0–4) of the pair ai → ti, its blocker left in `lastBlocker` (a number, not an object, per pair: the
 * matrix judges thousands); `batch` proves total cover for a walled pair. Walls come first (a walled line is at
 * least standard, a creature or a standard obstacle can't raise it), then obstacles, then creatures.
 */
function centreRank(scene: CoverScene, ai: number, ti: number, batch: CoverBatch): number {
  const a = scene.creatures[ai] as CoverCreature;
  const t = scene.creatures[ti] as CoverCreature;
  lastBlocker = "wall";
  if (overlaps(a.space, t.space)) return none();
  // Walled all round (the rings prove it without tracing a line): no line of effect, whatever the centre line.
  if (batch.ringsProveTotal(ai, ti)) return 4;
  const p = centreOf(a.space);
  const q = centreOf(t.space);
  const obstacle = scene.obstacles.length ? obstaclesRank(scene, a, t, p, q) : 0;
  if (flatGrid(scene).segmentTouches(p.x, p.y, q.x, q.y)) {
    if (batch.centreTotal(ai, ti)) return 4;
    if (obstacle <= 2) return 2;
    lastBlocker = "obstacle";
    return obstacle;
  }
  if (obstacle >= 2) {
    lastBlocker = "obstacle";
    return obstacle;
  }
  const creature = creaturesRank(scene, ai, ti, p, q);
  if (!creature) return none();
  lastBlocker = "creature";
  return creature;
}

function none(): number {
  lastBlocker = null;
  return 0;
}

function pairIndexes(scene: CoverScene, attackerId: unknown, targetId: unknown): readonly [number, number] {
  const ai = sceneCreature(scene, attackerId, "attackerId");
  const ti = sceneCreature(scene, targetId, "targetId");
  if (ai === ti) throw new RuleInputError("targetId", "a creature does not take cover from itself");
  return [ai, ti];
}

/** TA-4: the cover of `targetId` against `attackerId` on the line between their spaces' centres. */
export function centreLineCover(scene: CoverScene, attackerId: string, targetId: string): CentreLineCover {
  const [ai, ti] = pairIndexes(scene, attackerId, targetId);
  const batch = new CoverBatch(scene, { centreLine: true });
  const rank = centreRank(scene, ai, ti, batch);
  const blockedBy = lastBlocker;
  const a = scene.creatures[ai] as CoverCreature;
  const t = scene.creatures[ti] as CoverCreature;
  return deepFreeze({
    degree: CENTRE_DEGREES[rank] as CoverDegree,
    blockedBy,
    from: centreOf(a.space),
    to: centreOf(t.space),
  });
}

/**
 * TA-4: the whole-scene matrix on the centre line, `degrees[i][j]` for target j against attacker i ("none" on the
 * diagonal). The line of a pair is the same both ways: it is judged once, and again only where an obstacle gives
 * cover to a prone target alone (brush).
 */
export function centreLineMatrix(scene: CoverScene): CoverMatrix {
  const n = scene.creatures.length;
  const batch = new CoverBatch(scene, { centreLine: true });
  const rows: CoverDegree[][] = Array.from({ length: n }, () => new Array<CoverDegree>(n).fill("none"));
  const oneSided = scene.obstacles.some((o) => o.whenTargetProne);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const forward = centreRank(scene, i, j, batch);
      (rows[i] as CoverDegree[])[j] = CENTRE_DEGREES[forward] as CoverDegree;
      const backward = oneSided ? centreRank(scene, j, i, batch) : forward;
      (rows[j] as CoverDegree[])[i] = CENTRE_DEGREES[backward] as CoverDegree;
    }
  }
  return deepFreeze({ ids: scene.creatures.map((c) => c.id), degrees: rows });
}

/**
 * TA-4: the cover of `targetId` against an area, on the line from the area's origin to the target's centre. Walls
 * the origin sits on don't count; nor does a creature or obstacle at the origin. Total (no line of effect) when
 * the line is walled and no straight line joins the origin to the target's space without touching a wall.
 */
export function centreLineFromPoint(scene: CoverScene, origin: Point, targetId: string): CentreLineCover {
  const from = point(origin, "origin");
  const ti = sceneCreature(scene, targetId, "targetId");
  const t = scene.creatures[ti] as CoverCreature;
  const to = centreOf(t.space);
  const wallFilter = (w: Segment) => !segmentsIntersect(w.a, w.b, from, from);
  const at = (s: Space) => from.x >= s.x && from.x <= s.x + s.side && from.y >= s.y && from.y <= s.y + s.side;
  const crosses = (s: Space) => crossesBox(from.x, from.y, to.x, to.y, s.x, s.y, s.x + s.side, s.y + s.side);
  let rank = 0;
  let blockedBy: CoverLineBlocker = null;
  if (scene.wallIndex.anyIntersects(from, to, wallFilter)) {
    rank = wallSeparatedOnGrid(scene.wallGrid, from, insetBox(t.space), wallFilter) ? 4 : 2;
    blockedBy = "wall";
  }
  for (const o of scene.obstacles) {
    if (rank >= 4 || (o.whenTargetProne && !t.prone) || overlaps(o.space, t.space) || at(o.space)) continue;
    if (crosses(o.space) && obstacleRank(o) > rank) [rank, blockedBy] = [obstacleRank(o), "obstacle"];
  }
  if (rank === 0) {
    for (const c of scene.creatures) {
      if (c === t || c.defeated || (c.prone && !scene.proneCreaturesGiveCover) || overlaps(c.space, t.space)) continue;
      if (at(c.space) || !crosses(c.space)) continue;
      // An area has no attacker's size: a creature two sizes larger than the target gives standard.
      const r = c.sizeRank >= t.sizeRank + 2 ? 2 : 1;
      if (r > rank) [rank, blockedBy] = [r, "creature"];
    }
  }
  return deepFreeze({ degree: CENTRE_DEGREES[rank] as CoverDegree, blockedBy, from, to });
}

/**
 * TA-4, for benchmarks and tests: centreLineMatrix computed naively, pair by pair and direction by direction: the
 * line against every wall (no index), every obstacle and every creature, and the exact total-cover search over all
 * the walls for each walled pair. Same answers, slower.
 */
export function centreLineMatrixReference(scene: CoverScene): CoverMatrix {
  const n = scene.creatures.length;
  const degrees: CoverDegree[][] = [];
  for (let i = 0; i < n; i++) {
    const row: CoverDegree[] = [];
    for (let j = 0; j < n; j++)
      row.push(i === j ? "none" : (CENTRE_DEGREES[referenceRank(scene, i, j)] as CoverDegree));
    degrees.push(row);
  }
  return deepFreeze({ ids: scene.creatures.map((c) => c.id), degrees });
}

function referenceRank(scene: CoverScene, ai: number, ti: number): number {
  const a = scene.creatures[ai] as CoverCreature;
  const t = scene.creatures[ti] as CoverCreature;
  if (overlaps(a.space, t.space)) return 0;
  const p = centreOf(a.space);
  const q = centreOf(t.space);
  const crosses = (s: Space) => crossesBox(p.x, p.y, q.x, q.y, s.x, s.y, s.x + s.side, s.y + s.side);
  let obstacle = 0;
  for (const o of scene.obstacles)
    if (obstacleMayBlock(o, a, t) && crosses(o.space)) obstacle = Math.max(obstacle, obstacleRank(o));
  if (scene.walls.some((w) => segmentsIntersect(p, q, w.a, w.b))) {
    if (wallSeparated(insetBox(a.space), insetBox(t.space), scene.mergedWalls)) return 4;
    return Math.max(2, obstacle);
  }
  if (obstacle) return obstacle;
  let creature = 0;
  for (const c of scene.creatures)
    if (creatureMayBlock(c, a, t, scene.proneCreaturesGiveCover) && crosses(c.space))
      creature = Math.max(creature, creatureRank(c, a, t));
  return creature;
}
