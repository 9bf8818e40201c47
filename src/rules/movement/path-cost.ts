import type { Cell } from "../geometry/grid";
import { boxesOverlapInHeight } from "../geometry/elevation";
import { blockedCornerOnStep, wallOnStep } from "./corners";
import { occupiedEffectOf, sharedSpaceOf } from "./creatures";
import type { Other } from "./inputs";
import { checkPathCostInput, type CheckedPathInput } from "./path-input";
import { modeCostsExtra, speedKindOf } from "./speeds";
import type { MoveBlock, MovementMode, MovementStep, PathCost, PathCostInput } from "./types";

const SQRT2 = Math.SQRT2;

/**
 * MOV-1..9, MOV-11, MOV-15: the cost of a path of cells for a mover, step by step. Each step enters the cells
 * of the mover's space at `path[i]` that it did not hold at `path[i - 1]`:
 * - distance: 5 ft per step, diagonals per `policies.movement.diagonals` (MOV-3; `alternating` counts the
 *   path's diagonals, `diagonalsBefore` included: the 2nd, 4th… cost double);
 * - extra costs stack, each adding the distance again (`perSquare`: a square again): difficult terrain once
 *   however many sources (MOV-2; delta: another creature's space, MOV-6), crawling or climbing/swimming
 *   without the speed (MOV-7), squeezing (MOV-15);
 * - budget: the step's speed, again per Dash, plus extra, minus what the turn has already spent — so a switch
 *   to another speed subtracts the distance already moved (MOV-1, MOV-8);
 * - blocks: walls and filled squares (MOV-4), creatures that can't be passed and ending in another's space
 *   (MOV-5: only where the creatures' boxes overlap in height, each from its elevation up, as tall as it is
 *   wide), missing speeds, flying while prone (MOV-9).
 * Costs are computed for every step even past a block, so `total` is always the sum of the steps.
 */
export function pathMovementCost(input: PathCostInput): PathCost {
  return costCheckedPath(checkPathCostInput(input));
}

/** MOV-1..9, MOV-15: `pathMovementCost` on an already checked input (hot path, see previewMove). */
export function costCheckedPath(c: CheckedPathInput): PathCost {
  const { path, mover, others, unit, difficultAt, climbAt, swimAt, blockedAt, walls, squeezedSide } = c;
  let diagonalCount = c.diagonalsBefore;
  const n = path.length - 1;
  // Cheap range filter: only creatures near the path's bounding box can matter.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const cell of path) {
    if (cell.x < minX) minX = cell.x;
    if (cell.y < minY) minY = cell.y;
    if (cell.x > maxX) maxX = cell.x;
    if (cell.y > maxY) maxY = cell.y;
  }
  const near: Other[] = [];
  for (const o of others) {
    const s = o.space;
    if (s.x <= maxX + mover.side - 1 && s.x + s.side > minX && s.y <= maxY + mover.side - 1 && s.y + s.side > minY)
      near.push(o);
  }
  const effects = near.map((o) => occupiedEffectOf(c.occupiedRule, mover.rank, mover.disposition, o));

  const steps: MovementStep[] = new Array<MovementStep>(n);
  let total = 0;
  let exhaustedAt: number | null = null;
  let firstBlocked: number | null = null;
  let firstKind: string | null = null;
  let prevSide = mover.side;
  for (let k = 1; k <= n; k++) {
    const from = path[k - 1] as Cell;
    const to = path[k] as Cell;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const diagonal = dx !== 0 && dy !== 0;
    const squeezing = c.squeezes[k - 1] as boolean;
    const side = squeezing ? squeezedSide : mover.side;

    // Terrain: difficult if any cell of the new space is (MOV-2: a Large creature half in mud still moves in
    // mud, as core's per-square measurement with the largest cost sees it); climbing, swimming and filled cells
    // by the cells entered (cells of the new space not in the old one).
    let difficult = false;
    let climb = false;
    let swim = false;
    let filled = false;
    for (let y = to.y; y < to.y + side; y++) {
      for (let x = to.x; x < to.x + side; x++) {
        if (difficultAt?.(x, y)) difficult = true;
        if (x >= from.x && x < from.x + prevSide && y >= from.y && y < from.y + prevSide) continue;
        if (climbAt?.(x, y)) climb = true;
        if (swimAt?.(x, y)) swim = true;
        if (blockedAt?.(x, y)) filled = true;
      }
    }

    // Other creatures whose space the new space overlaps, boxes in height included (MOV-5, MOV-6).
    let impassable = false;
    let occupied = false;
    const z = c.elevations[k] as number;
    for (let j = 0; j < near.length; j++) {
      const o = (near[j] as Other).space;
      if (!(to.x < o.x + o.side && o.x < to.x + side && to.y < o.y + o.side && o.y < to.y + side)) continue;
      if (!boxesOverlapInHeight(z, side, (near[j] as Other).elevation, o.side, unit)) continue;
      const effect = effects[j] as (typeof effects)[number];
      if (!(mover.rank === 0 && (near[j] as Other).rank === 0)) occupied = true;
      if (!effect.passable) impassable = true;
      if (effect.difficult) difficult = true;
    }

    // Mode and speed (MOV-7, MOV-8, MOV-11: prone walking is crawling).
    let mode = c.modes[k - 1] as MovementMode;
    if (mode === "walk" || mode === "crawl") {
      if (swim) mode = "swim";
      else if (climb) mode = "climb";
      else if (mover.prone) mode = "crawl";
    }
    const speed = speedKindOf(mode, mover.speeds);
    const modeExtra = modeCostsExtra(mode, mover.speeds);

    // Distance (MOV-3) and cost (MOV-2, MOV-7, MOV-15).
    let distance = unit;
    if (diagonal) {
      diagonalCount++;
      if (c.diagonals === "alternating" && diagonalCount % 2 === 0) distance = 2 * unit;
      else if (c.diagonals === "euclidean") distance = SQRT2 * unit;
    }
    const extras = (difficult ? 1 : 0) + (modeExtra ? 1 : 0) + (squeezing ? 1 : 0);
    const cost = c.extraModel === "perFoot" ? distance * (1 + extras) : distance + unit * extras;
    const available = mover.speeds[speed] * (1 + c.dashes) + c.bonus - c.used - total;
    total += cost;
    const withinBudget = cost <= available + 1e-9;

    // Blocks, first reason wins.
    let blocked: MoveBlock | null = null;
    if (mover.speeds[speed] <= 0) blocked = "noSpeed";
    else if (mode === "fly" && (mover.prone || mover.incapacitated) && !mover.hover) blocked = "wouldFall";
    else if (squeezing && !c.squeezeAllowed) blocked = "squeezeNotAllowed";
    else if (!c.switchAllowed && firstKind !== null && speed !== firstKind) blocked = "speedSwitch";
    else if (walls && (blocked = wallOnStep(walls, from.x, from.y, prevSide, dx, dy, side)) !== null) {
      // set by the test
    } else if (filled) blocked = "blockedCell";
    else if (blockedAt && (blocked = blockedCornerOnStep(blockedAt, from.x, from.y, prevSide, dx, dy)) !== null) {
      // set by the test
    } else if (impassable) blocked = "blockedByCreature";
    else if (k === n && occupied) blocked = "endsInOccupiedSpace";
    firstKind ??= speed;

    if (blocked !== null) firstBlocked ??= k;
    if (!withinBudget) exhaustedAt ??= k;
    steps[k - 1] = Object.freeze({
      index: k,
      mode,
      speed,
      diagonal,
      difficult,
      modeExtra,
      squeezing,
      distance,
      cost,
      total,
      available,
      withinBudget,
      canEndHere: !occupied,
      blocked,
    });
    prevSide = side;
  }

  const stops = [exhaustedAt, firstBlocked].filter((v): v is number => v !== null);
  const reachableIndex = stops.length === 0 ? n : Math.min(...stops) - 1;
  let stopIndex = reachableIndex;
  while (stopIndex > 0 && !(steps[stopIndex - 1] as MovementStep).canEndHere) stopIndex--;
  const last = path[n] as Cell;
  const lastSide = n > 0 && (c.squeezes[n - 1] as boolean) ? squeezedSide : mover.side;
  const lastZ = c.elevations[n] as number;
  const level = others.filter((o) => boxesOverlapInHeight(lastZ, lastSide, o.elevation, o.space.side, unit));
  const shared = sharedSpaceOf(mover.rank, { x: last.x, y: last.y, side: lastSide }, level);
  return Object.freeze({
    steps: Object.freeze(steps),
    total,
    diagonals: diagonalCount,
    exhaustedAt,
    firstBlocked,
    reachableIndex,
    stopIndex,
    legal: exhaustedAt === null && firstBlocked === null,
    proneIfTurnEndsHere: shared.prone,
  });
}
