// A second, fairer reference for the cover matrix (issue 13 item 8): still naive, every wall and creature of
// the scene scanned for every line with no index and no shared work between pairs, but with the early exits a
// careful hand-written loop would take: a line stops at the first wall that blocks it (creatures are then not
// traced: a wall's line already gives at least half cover), creatures stop at the first that blocks, and a pair stops at the first attacker corner that sees a target cell with no line
// blocked, since nothing beats no cover. It answers the same degrees as coverMatrix and coverMatrixReference.
import { segmentCrossesBox, segmentsIntersect } from "../../src/rules/geometry/segments";
import type { Point, Space } from "../../src/rules/geometry/grid";
import {
  creatureMayBlock,
  degreeName,
  degreeRankOfLines,
  insetBox,
  insetCorners,
  obstacleMayBlock,
} from "../../src/rules/cover/lines";
import { wallSeparated } from "../../src/rules/cover/separation";
import type { CoverScene } from "../../src/rules/cover/scene";
import type { CoverDegree } from "../../src/rules";

const box = (s: Space) => ({ minX: s.x, minY: s.y, maxX: s.x + s.side, maxY: s.y + s.side });

/** COV-1, COV-4, COV-5, COV-7: one pair's degree rank (0 none … 3 total), naively with early exits. */
function pairRank(scene: CoverScene, ai: number, ti: number): number {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) throw new Error("bench: unknown creature");
  const a = attacker.space;
  const t = target.space;
  if (a.x < t.x + t.side && t.x < a.x + a.side && a.y < t.y + t.side && t.y < a.y + a.side) return 0;
  const ca = insetCorners(a);
  const ct = insetCorners(t);
  const blockers = scene.creatures.filter((o) => creatureMayBlock(o, attacker, target, scene.proneCreaturesGiveCover));
  const obstacles = scene.obstacles.filter((o) => obstacleMayBlock(o, attacker, target));
  let best = 4;
  let allFour = true;
  for (let c = 0; c < ca.length / 2 && best > 0; c++) {
    const p: Point = { x: ca[c * 2] as number, y: ca[c * 2 + 1] as number };
    for (let cell = 0; cell < ct.length / 8 && best > 0; cell++) {
      let walls = 0;
      let byCreature = false;
      const obstacleCounts = obstacles.map(() => 0);
      for (let k = 0; k < 4; k++) {
        const q: Point = { x: ct[(cell * 4 + k) * 2] as number, y: ct[(cell * 4 + k) * 2 + 1] as number };
        // An obstacle's own degree counts its lines, wall-blocked ones too; a creature can't beat a wall's half.
        obstacles.forEach((o, i) => {
          if (segmentCrossesBox(p, q, box(o.space))) obstacleCounts[i] = (obstacleCounts[i] as number) + 1;
        });
        if (scene.walls.some((w) => segmentsIntersect(p, q, w.a, w.b))) {
          walls++;
          continue;
        }
        if (!byCreature) byCreature = blockers.some((o) => segmentCrossesBox(p, q, box(o.space)));
      }
      if (walls < 4) allFour = false;
      let rank = Math.max(degreeRankOfLines(walls), byCreature ? 1 : 0);
      obstacles.forEach((o, i) => {
        rank = Math.max(rank, Math.min(o.degree === "half" ? 1 : 2, degreeRankOfLines(obstacleCounts[i] as number)));
      });
      best = Math.min(best, rank);
    }
  }
  if (best === 2 && allFour && wallSeparated(insetBox(a), insetBox(t), scene.mergedWalls)) best = 3;
  return best;
}

/** The whole-scene matrix of cover degrees (ranged attacks), as coverMatrix's `degrees`. */
export function coverMatrixEarlyExit(scene: CoverScene): { ids: string[]; degrees: CoverDegree[][] } {
  const n = scene.creatures.length;
  const degrees: CoverDegree[][] = [];
  for (let i = 0; i < n; i++) {
    const row: CoverDegree[] = [];
    for (let j = 0; j < n; j++) row.push(i === j ? "none" : degreeName(pairRank(scene, i, j)));
    degrees.push(row);
  }
  return { ids: scene.creatures.map((c) => c.id), degrees };
}
