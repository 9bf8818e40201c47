import { bool, record, RuleInputError } from "../errors";
import type { Point } from "../geometry/grid";
import { deepFreeze } from "../plain";
import { sceneCreature, type CoverScene } from "./scene";
import { cellAt, cornerOf, crossesBox, creatureMayBlock, degreeName, insetCorners, obstacleMayBlock } from "./lines";
import { pairCover, type PairChoice } from "./pair";
import { CoverBatch } from "./matrix";
import { totalCoverBetween } from "./window-test";
import { insetBox } from "./lines";
import type { CoverDegree, CoverLine, CoverLineBlocker, CoverMatrix, CoverQueryOptions, CoverResult } from "./types";

function meleeOption(options: CoverQueryOptions): boolean {
  const o = record(options, "options");
  return o.melee === undefined ? false : bool(o.melee, "options.melee");
}

function lineBlocker(scene: CoverScene, ai: number, ti: number, p: Point, q: Point): CoverLineBlocker {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) return null;
  if (scene.wallIndex.anyIntersects(p, q)) return "wall";
  const hits = (s: { x: number; y: number; side: number }) =>
    crossesBox(p.x, p.y, q.x, q.y, s.x, s.y, s.x + s.side, s.y + s.side);
  if (scene.obstacles.some((o) => obstacleMayBlock(o, attacker, target) && hits(o.space))) return "obstacle";
  if (
    scene.creatures.some((c) => creatureMayBlock(c, attacker, target, scene.proneCreaturesGiveCover) && hits(c.space))
  )
    return "creature";
  return null;
}

/** COV-1: builds the public result of a pair from the attacker's choice (shared with the reference). */
export function coverResult(scene: CoverScene, ai: number, ti: number, choice: PairChoice): CoverResult {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) throw new RuleInputError("attacker", "unknown creature");
  const attackerCell = cellAt(attacker.space, choice.corner >> 2);
  const targetCell = cellAt(target.space, choice.cell);
  const a = insetCorners({ ...attackerCell, side: 1 });
  const t = insetCorners({ ...targetCell, side: 1 });
  const k = choice.corner & 3;
  const from = { x: a[k * 2] as number, y: a[k * 2 + 1] as number };
  const lines: CoverLine[] = [0, 1, 2, 3].map((j) => {
    const to = { x: t[j * 2] as number, y: t[j * 2 + 1] as number };
    return { from, to, blockedBy: lineBlocker(scene, ai, ti, from, to) };
  });
  return deepFreeze({
    degree: degreeName(choice.rank),
    blockedLines: choice.rank === 3 ? 4 : choice.lines,
    bestAttackerCorner: cornerOf(attackerCell, k),
    attackerCell,
    targetCell,
    byWalls: choice.walls,
    byCreatures: choice.creatures,
    byObstacles: choice.obstacles,
    byRider: choice.rider,
    lines,
  });
}

function pairIndexes(scene: CoverScene, attackerId: unknown, targetId: unknown): readonly [number, number] {
  const ai = sceneCreature(scene, attackerId, "attackerId");
  const ti = sceneCreature(scene, targetId, "targetId");
  if (ai === ti) throw new RuleInputError("targetId", "a creature does not take cover from itself");
  return [ai, ti];
}

/**
 * COV-1, COV-4, COV-5, COV-7: the cover of `targetId` against `attackerId` by the corner method. The attacker
 * takes the corner (of any of its cells) and the target cell that leave the least cover; walls, obstacles
 * (up to their stated degree) and creatures (half at most) block lines; the best single source counts, never
 * a sum; total cover only when no straight line joins the two spaces without touching a wall.
 */
export function coverBetween(
  scene: CoverScene,
  attackerId: string,
  targetId: string,
  options: CoverQueryOptions = {},
): CoverResult {
  const [ai, ti] = pairIndexes(scene, attackerId, targetId);
  const melee = meleeOption(options);
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) throw new RuleInputError("attackerId", "unknown creature");
  const total = () => totalCoverBetween(scene, insetBox(attacker.space), insetBox(target.space));
  const choice = pairCover(scene, ai, ti, insetCorners(attacker.space), insetCorners(target.space), melee, total);
  return coverResult(scene, ai, ti, choice);
}

/** COV-1..7: the cover of every other creature against one attacker, in scene order. */
export function coverFromAttacker(
  scene: CoverScene,
  attackerId: string,
  options: CoverQueryOptions = {},
): readonly { readonly targetId: string; readonly cover: CoverResult }[] {
  const ai = sceneCreature(scene, attackerId, "attackerId");
  const melee = meleeOption(options);
  const batch = new CoverBatch(scene);
  const out: { targetId: string; cover: CoverResult }[] = [];
  scene.creatures.forEach((c, ti) => {
    if (ti === ai) return;
    const choice = pairCover(scene, ai, ti, batch.corners(ai), batch.corners(ti), melee, batch.total);
    out.push({ targetId: c.id, cover: coverResult(scene, ai, ti, choice) });
  });
  return Object.freeze(out);
}

/**
 * COV-1..7: the whole-scene matrix of cover degrees, `degrees[i][j]` for target j against attacker i ("none"
 * on the diagonal). Each pair's wall lines and total-cover proof are computed once for both directions.
 */
export function coverMatrix(scene: CoverScene, options: CoverQueryOptions = {}): CoverMatrix {
  const melee = meleeOption(options);
  const n = scene.creatures.length;
  const batch = new CoverBatch(scene);
  const rows: CoverDegree[][] = Array.from({ length: n }, () => new Array<CoverDegree>(n).fill("none"));
  // Names by rank, looked up once: an imported function may be compiled to a getter call per use.
  const names = [0, 1, 2, 3].map(degreeName);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const both = batch.pair(i, j, melee);
      (rows[i] as CoverDegree[])[j] = names[both[0].rank] as CoverDegree;
      (rows[j] as CoverDegree[])[i] = names[both[1].rank] as CoverDegree;
    }
  }
  return deepFreeze({ ids: scene.creatures.map((c) => c.id), degrees: rows });
}
