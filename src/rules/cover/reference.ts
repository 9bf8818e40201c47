import { bool, record, RuleInputError } from "../errors";
import { segmentCrossesBox, segmentsIntersect } from "../geometry/segments";
import type { Point, Space } from "../geometry/grid";
import { deepFreeze } from "../plain";
import { sceneCreature, type CoverScene } from "./scene";
import { creatureMayBlock, degreeName, degreeRankOfLines, insetBox, insetCorners, obstacleMayBlock } from "./lines";
import { unchosen, type PairChoice } from "./pair";
import { wallSeparated } from "./separation";
import { coverResult } from "./cover";
import type { CoverDegree, CoverMatrix, CoverQueryOptions, CoverResult } from "./types";

function box(s: Space) {
  return { minX: s.x, minY: s.y, maxX: s.x + s.side, maxY: s.y + s.side };
}

function referenceChoice(scene: CoverScene, ai: number, ti: number, melee: boolean): PairChoice {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) throw new RuleInputError("attackerId", "unknown creature");
  const best = unchosen();
  const a = attacker.space;
  const t = target.space;
  if (a.x < t.x + t.side && t.x < a.x + a.side && a.y < t.y + t.side && t.y < a.y + a.side) {
    return { ...best, rank: 0, lines: 0 };
  }
  const ca = insetCorners(a);
  const ct = insetCorners(t);
  let allFour = true;
  for (let c = 0; c < ca.length / 2; c++) {
    const p: Point = { x: ca[c * 2] as number, y: ca[c * 2 + 1] as number };
    for (let cell = 0; cell < ct.length / 8; cell++) {
      let walls = 0;
      let creatures = 0;
      let obstacles = 0;
      let lines = 0;
      const obstacleCounts = scene.obstacles.map(() => 0);
      for (let k = 0; k < 4; k++) {
        const q: Point = { x: ct[(cell * 4 + k) * 2] as number, y: ct[(cell * 4 + k) * 2 + 1] as number };
        const byWall = scene.walls.some((w) => segmentsIntersect(p, q, w.a, w.b));
        const byCreature = scene.creatures.some(
          (o) =>
            creatureMayBlock(o, attacker, target, scene.proneCreaturesGiveCover) &&
            segmentCrossesBox(p, q, box(o.space)),
        );
        let byObstacle = false;
        for (let i = 0; i < scene.obstacles.length; i++) {
          const o = scene.obstacles[i];
          if (o && obstacleMayBlock(o, attacker, target) && segmentCrossesBox(p, q, box(o.space))) {
            obstacleCounts[i] = (obstacleCounts[i] as number) + 1;
            byObstacle = true;
          }
        }
        walls += byWall ? 1 : 0;
        creatures += byCreature ? 1 : 0;
        obstacles += byObstacle ? 1 : 0;
        lines += byWall || byCreature || byObstacle ? 1 : 0;
      }
      if (walls < 4) allFour = false;
      let rank = Math.max(degreeRankOfLines(walls), creatures > 0 ? 1 : 0);
      scene.obstacles.forEach((o, i) => {
        const cap = o.degree === "half" ? 1 : 2;
        rank = Math.max(rank, Math.min(cap, degreeRankOfLines(obstacleCounts[i] as number)));
      });
      if (rank < best.rank || (rank === best.rank && lines < best.lines)) {
        Object.assign(best, { rank, lines, walls, creatures, obstacles, corner: c, cell });
      }
    }
  }
  if (best.rank === 2 && allFour && wallSeparated(insetBox(a), insetBox(t), scene.mergedWalls)) best.rank = 3;
  if (melee && target.mounted && scene.riderHalfCoverMelee && best.rank < 1) {
    best.rank = 1;
    best.rider = true;
  }
  return best;
}

function meleeOption(options: CoverQueryOptions): boolean {
  const o = record(options, "options");
  return o.melee === undefined ? false : bool(o.melee, "options.melee");
}

/**
 * COV-1..7, for benchmarks and tests: coverBetween computed naively — every corner, every line against every
 * wall and creature, no index, no early exit, no shared work. Same answers, much slower.
 */
export function coverBetweenReference(
  scene: CoverScene,
  attackerId: string,
  targetId: string,
  options: CoverQueryOptions = {},
): CoverResult {
  const ai = sceneCreature(scene, attackerId, "attackerId");
  const ti = sceneCreature(scene, targetId, "targetId");
  if (ai === ti) throw new RuleInputError("targetId", "a creature does not take cover from itself");
  return coverResult(scene, ai, ti, referenceChoice(scene, ai, ti, meleeOption(options)));
}

/** COV-1..7, for benchmarks and tests: coverMatrix computed naively, pair by pair and direction by direction. */
export function coverMatrixReference(scene: CoverScene, options: CoverQueryOptions = {}): CoverMatrix {
  const melee = meleeOption(options);
  const n = scene.creatures.length;
  const degrees: CoverDegree[][] = [];
  for (let i = 0; i < n; i++) {
    const row: CoverDegree[] = [];
    for (let j = 0; j < n; j++) row.push(i === j ? "none" : degreeName(referenceChoice(scene, i, j, melee).rank));
    degrees.push(row);
  }
  return deepFreeze({ ids: scene.creatures.map((c) => c.id), degrees });
}
