import type { CoverCreature, CoverScene } from "./scene";
import * as lines from "./lines";
import * as windows from "./window-test";
import * as sorted from "./creature-boxes";

// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const crossesBox = lines.crossesBox;
const creatureMayBlock = lines.creatureMayBlock;
const degreeRankOfLines = lines.degreeRankOfLines;
const obstacleMayBlock = lines.obstacleMayBlock;
const flatGrid = windows.flatGrid;
const creatureBoxes = sorted.creatureBoxes;
const firstLeftOf = sorted.firstLeftOf;

/** The attacker's best choice for one pair, as indexes (built into a CoverResult by the caller). */
export interface PairChoice {
  rank: number;
  lines: number;
  walls: number;
  creatures: number;
  obstacles: number;
  /** Index of the attacker's inset corner (cell × 4 + corner). */
  corner: number;
  /** Index of the target cell. */
  cell: number;
  rider: boolean;
}

/**
 * Shared work between the two directions of a pair in a matrix: `wallBits[i * stride + j]` caches whether
 * the line between corner i of the lower-numbered creature and corner j of the other is walled (-1 unknown).
 */
export interface PairMemo {
  readonly wallBits: Int8Array;
  readonly stride: number;
  readonly attackerIsRow: boolean;
  /**
   * The creatures that may block a pair are the same in both directions (`creatureMayBlock` is symmetric, the box
   * around the two spaces too): the count `blockerBoxes` left in its scratch buffer, -1 while not gathered. The
   * two directions run one after the other, so the buffer still holds them.
   */
  readonly blockers: { count: number };
  /**
   * Only the rank is read (the matrix): a target cell whose lines a creature already blocks, at a rank the best
   * choice so far matches, is left there (its other lines would only break a tie).
   */
  readonly rankOnly: boolean;
}

function popcount4(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}

/**
 * Distance (per unit of |dx| + |dy|, so at least this in cells) by which a line must pass wide of a creature's box
 * to skip the clipping test: far above its rounding, so the clipping test could never find that line inside.
 */
const LINE_MISS_MARGIN = 1e-9;

const scratch = { boxes: new Float64Array(64) };

/**
 * The boxes of the creatures that may block lines between attacker and target, inside their joint box, into
 * `scratch.boxes`; their count. A whole-scene query (`sorted`) finds them among the spaces sorted by left edge
 * (creature-boxes.ts, built once per scene), a single pair by a scan (no sorting for one query).
 */
function blockerBoxes(scene: CoverScene, ai: number, ti: number, sorted: boolean): number {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  if (!attacker || !target) return 0;
  const minX = Math.min(attacker.space.x, target.space.x);
  const minY = Math.min(attacker.space.y, target.space.y);
  const maxX = Math.max(attacker.space.x + attacker.space.side, target.space.x + target.space.side);
  const maxY = Math.max(attacker.space.y + attacker.space.side, target.space.y + target.space.side);
  let n = 0;
  if (!sorted) {
    for (const c of scene.creatures) {
      const s = c.space;
      if (s.x >= maxX || s.x + s.side <= minX || s.y >= maxY || s.y + s.side <= minY) continue;
      n = addBlocker(scene, c, attacker, target, n, s.x, s.y, s.x + s.side, s.y + s.side);
    }
    return n;
  }
  const all = creatureBoxes(scene);
  const b = all.boxes;
  for (let k = firstLeftOf(all, minX - all.widest); k < all.order.length; k++) {
    const x0 = b[k * 4] as number;
    if (x0 >= maxX) break;
    const y0 = b[k * 4 + 1] as number;
    const x1 = b[k * 4 + 2] as number;
    const y1 = b[k * 4 + 3] as number;
    if (x1 <= minX || y0 >= maxY || y1 <= minY) continue;
    n = addBlocker(scene, scene.creatures[all.order[k] as number], attacker, target, n, x0, y0, x1, y1);
  }
  return n;
}

/** Writes creature c's box as blocker number n when it may block (`creatureMayBlock`); the new count. */
function addBlocker(
  scene: CoverScene,
  c: CoverCreature | undefined,
  attacker: CoverCreature,
  target: CoverCreature,
  n: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  if (!c || !creatureMayBlock(c, attacker, target, scene.proneCreaturesGiveCover)) return n;
  if (scratch.boxes.length < (n + 1) * 4) {
    const grown = new Float64Array(scratch.boxes.length * 2);
    grown.set(scratch.boxes);
    scratch.boxes = grown;
  }
  scratch.boxes[n * 4] = x0;
  scratch.boxes[n * 4 + 1] = y0;
  scratch.boxes[n * 4 + 2] = x1;
  scratch.boxes[n * 4 + 3] = y1;
  return n + 1;
}

/** COV-4: the starting point of a best-of search: worse than any real choice, so the first one replaces it. */
export function unchosen(): PairChoice {
  return { rank: 4, lines: 5, walls: 0, creatures: 0, obstacles: 0, corner: 0, cell: 0, rider: false };
}

/**
 * COV-1, COV-4, COV-5, COV-7: the attacker's best corner against the target's least-covered cell, with early
 * exits (a clear corner ends the search; creatures and obstacles are traced only where walls leave room for a
 * better answer) and the exact total-cover test only when every line from every corner meets a wall.
 */
export function pairCover(
  scene: CoverScene,
  ai: number,
  ti: number,
  cornersA: Float64Array,
  cornersT: Float64Array,
  melee: boolean,
  totalTest: (ai: number, ti: number) => boolean,
  memo?: PairMemo,
): PairChoice {
  const attacker = scene.creatures[ai];
  const target = scene.creatures[ti];
  const best = unchosen();
  if (!attacker || !target) return best;
  const a = attacker.space;
  const t = target.space;
  if (a.x < t.x + t.side && t.x < a.x + a.side && a.y < t.y + t.side && t.y < a.y + a.side) {
    return { ...best, rank: 0, lines: 0 };
  }
  const nA = cornersA.length >> 1;
  const nCells = cornersT.length >> 3;
  let allFour = true;
  let boxes = -1;
  const obstacles = scene.obstacles.filter((o) => obstacleMayBlock(o, attacker, target));
  const grid = flatGrid(scene);
  const rankOnly = memo?.rankOnly === true;
  search: for (let c = 0; c < nA; c++) {
    const px = cornersA[c * 2] as number;
    const py = cornersA[c * 2 + 1] as number;
    for (let cell = 0; cell < nCells; cell++) {
      let wallBits = 0;
      for (let k = 0; k < 4; k++) {
        const j = cell * 4 + k;
        let blocked: boolean;
        if (memo) {
          const slot = memo.attackerIsRow ? c * memo.stride + j : j * memo.stride + c;
          const known = memo.wallBits[slot] as number;
          if (known >= 0) blocked = known === 1;
          else {
            blocked = grid.segmentTouches(px, py, cornersT[j * 2] as number, cornersT[j * 2 + 1] as number);
            memo.wallBits[slot] = blocked ? 1 : 0;
          }
        } else {
          blocked = grid.segmentTouches(px, py, cornersT[j * 2] as number, cornersT[j * 2 + 1] as number);
        }
        if (blocked) wallBits |= 1 << k;
      }
      const walls = popcount4(wallBits);
      if (walls !== 4) allFour = false;
      const wallRank = degreeRankOfLines(walls);
      if (wallRank > best.rank || (wallRank === best.rank && walls >= best.lines)) continue;
      if (boxes < 0) {
        if (memo && memo.blockers.count >= 0) boxes = memo.blockers.count;
        else {
          boxes = blockerBoxes(scene, ai, ti, memo !== undefined);
          if (memo) memo.blockers.count = boxes;
        }
      }
      let creatureBits = 0;
      let obstacleBits = 0;
      let obstacleRank = 0;
      // With the rank only, a creature in the way settles a cell that could then do no better than the best.
      const settled = rankOnly && Math.max(wallRank, 1) >= best.rank;
      for (let k = 0; k < 4; k++) {
        const qx = cornersT[(cell * 4 + k) * 2] as number;
        const qy = cornersT[(cell * 4 + k) * 2 + 1] as number;
        const lx = Math.min(px, qx);
        const hx = Math.max(px, qx);
        const ly = Math.min(py, qy);
        const hy = Math.max(py, qy);
        const dx = qx - px;
        const dy = qy - py;
        const adx = Math.abs(dx);
        const ady = Math.abs(dy);
        const margin = LINE_MISS_MARGIN * (adx + ady);
        const b = scratch.boxes;
        for (let i = 0; i < boxes; i++) {
          const x0 = b[i * 4] as number;
          const y0 = b[i * 4 + 1] as number;
          const x1 = b[i * 4 + 2] as number;
          const y1 = b[i * 4 + 3] as number;
          if (x0 >= hx || x1 <= lx || y0 >= hy || y1 <= ly) continue;
          // The line through p and q passes wide of the box (twice its distance from the centre against twice
          // the box's reach across it): the segment misses it, no clipping needed.
          const across = dx * (y0 + y1 - 2 * py) - dy * (x0 + x1 - 2 * px);
          if (Math.abs(across) > adx * (y1 - y0) + ady * (x1 - x0) + margin) continue;
          if (crossesBox(px, py, qx, qy, x0, y0, x1, y1)) {
            creatureBits |= 1 << k;
            break;
          }
        }
        if (creatureBits !== 0 && settled) break;
      }
      if (creatureBits !== 0 && settled) continue;
      for (const o of obstacles) {
        let bits = 0;
        for (let k = 0; k < 4; k++) {
          const qx = cornersT[(cell * 4 + k) * 2] as number;
          const qy = cornersT[(cell * 4 + k) * 2 + 1] as number;
          const s = o.space;
          if (crossesBox(px, py, qx, qy, s.x, s.y, s.x + s.side, s.y + s.side)) bits |= 1 << k;
        }
        obstacleBits |= bits;
        const cap = o.degree === "half" ? 1 : 2;
        obstacleRank = Math.max(obstacleRank, Math.min(cap, degreeRankOfLines(popcount4(bits))));
      }
      const rank = Math.max(wallRank, creatureBits ? 1 : 0, obstacleRank);
      const lines = popcount4(wallBits | creatureBits | obstacleBits);
      if (rank < best.rank || (rank === best.rank && lines < best.lines)) {
        best.rank = rank;
        best.lines = lines;
        best.walls = walls;
        best.creatures = popcount4(creatureBits);
        best.obstacles = popcount4(obstacleBits);
        best.corner = c;
        best.cell = cell;
        if (rank === 0 && lines === 0) break search;
      }
    }
  }
  if (best.rank === 2 && allFour && totalTest(ai, ti)) best.rank = 3;
  if (melee && target.mounted && scene.riderHalfCoverMelee && best.rank < 1) {
    best.rank = 1;
    best.rider = true;
  }
  return best;
}
