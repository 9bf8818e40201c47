// The exact tests behind the fast total-cover proofs (COV-1): between two creatures' inset spaces, and from a
// space to one ring window of total.ts, cheapest evidence first.
import type { CoverScene } from "./scene";
import type { Box } from "./separation";
import * as separation from "./fast-separation";
import { FlatWallGrid } from "./flat-wall-grid";

// Local bindings: module namespaces may be compiled to getters, too slow on a path this hot.
const boxesWallSeparated = separation.boxesWallSeparated;
const oneWallAcrossEach = separation.oneWallAcrossEach;

/**
 * Flat wall grids by merged wall list, built on first use (a list never changes; scenes built from one wall layer
 * share it, and so share the grid).
 */
const flatGrids = new WeakMap<readonly unknown[], FlatWallGrid>();

/**
 * Steps one ring window may take: a window that needs more is left open (the pair then tries elsewhere). On
 * the benchmark's large scene 3 or fewer leave many pairs to the exact test; 20 or more spend their time on
 * windows that are open anyway.
 */
const WINDOW_STEPS = 8;

/**
 * COV-1: `grid` is the flat wall grid of `mergedWalls` (a wall editor's, kept current as walls change, numbered as
 * its own pieces): scenes on those walls use it instead of building one.
 */
export function shareFlatGrid(mergedWalls: readonly unknown[], grid: FlatWallGrid): void {
  flatGrids.set(mergedWalls, grid);
}

/** COV-1: the flat wall grid of a scene's merged walls, built on first use. */
export function flatGrid(scene: CoverScene): FlatWallGrid {
  let grid = flatGrids.get(scene.mergedWalls);
  if (!grid) flatGrids.set(scene.mergedWalls, (grid = new FlatWallGrid(scene.mergedWalls)));
  return grid;
}

/** The walls the middle segment between two spaces touches (offsets into the grid's coordinates). */
let across = new Int32Array(64);

/** Length (in cells, along its longer axis) of the pieces of the middle segment oneWallBetween walks in turn. */
const PIECE = 12;

/**
 * COV-1: the exact test's first proof, tried among the walls the segment between the middles of two inset spaces
 * touches: one wall across each family of segments between them. A proof from fewer walls is one from all of them,
 * so when this holds the exact test (totalCoverBetween) holds too, settling each family in its first step. The
 * segment is walked piece by piece from `a`, each piece's walls tried in turn: a wall across the whole hull is
 * often met long before the end.
 */
export function oneWallBetween(scene: CoverScene, a: Box, b: Box): boolean {
  const grid = flatGrid(scene);
  if (across.length < grid.coords.length >> 2) across = new Int32Array(grid.coords.length >> 2);
  const px = (a.minX + a.maxX) / 2;
  const py = (a.minY + a.maxY) / 2;
  const dx = (b.minX + b.maxX) / 2 - px;
  const dy = (b.minY + b.maxY) / 2 - py;
  const pieces = Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / PIECE));
  for (let k = 0; k < pieces; k++) {
    const t0 = k / pieces;
    const t1 = (k + 1) / pieces;
    const n = grid.segmentWalls(px + dx * t0, py + dy * t0, px + dx * t1, py + dy * t1, across, 0);
    if (n > 0 && oneWallAcrossEach(a, b, grid, across, n)) return true;
  }
  return false;
}

/**
 * COV-1: total cover between two inset spaces by the exact test, gathering only the walls near them; `oneWallTried`
 * when oneWallBetween already failed for them (else it comes first: the walls around the whole hull are gathered
 * only when it proves nothing).
 */
export function totalCoverBetween(scene: CoverScene, a: Box, b: Box, oneWallTried = false): boolean {
  if (!oneWallTried && oneWallBetween(scene, a, b)) return true;
  return boxesWallSeparated(a, b, flatGrid(scene));
}

/**
 * COV-1: a witness that a window is open: a segment from the space to the middle of the window that touches no wall
 * (so the exact test could never close it): from the middle of the space, from its corners, or both
 * (`which`). Only skips exact tests that would fail.
 */
export function clearSample(grid: FlatWallGrid, a: Box, w: Box, which: "centre" | "corners" | "all" = "all"): boolean {
  const mx = (w.minX + w.maxX) / 2;
  const my = (w.minY + w.maxY) / 2;
  if (which !== "corners" && !grid.segmentTouches((a.minX + a.maxX) / 2, (a.minY + a.maxY) / 2, mx, my)) return true;
  return (
    which !== "centre" &&
    (!grid.segmentTouches(a.minX, a.minY, mx, my) ||
      !grid.segmentTouches(a.maxX, a.maxY, mx, my) ||
      !grid.segmentTouches(a.maxX, a.minY, mx, my) ||
      !grid.segmentTouches(a.minX, a.maxY, mx, my))
  );
}

/**
 * Where the exact test looks for an open segment in its first halvings, as (fraction along the space's edge,
 * fraction along the window): the middle member, then those of the window's halves, then of the quarters.
 */
const MEMBERS = [0.5, 0.5, 0.5, 0.25, 0.5, 0.75, 0.25, 0.25, 0.75, 0.25, 0.25, 0.75, 0.75, 0.75];

/**
 * COV-1: a witness that window `w` is open: a segment from an edge of `a` facing it to the window that
 * touches no wall, among those the exact test would try first (so it could never close the window).
 */
export function clearMember(grid: FlatWallGrid, a: Box, w: Box): boolean {
  return clearAmong(grid, a, w, MEMBERS);
}

/**
 * Whether a segment from an edge of `a` facing window `w` to the window touches no wall, among those `pairs`
 * names as (fraction along the space's edge, fraction along the window); fraction 1 is the edge's far end itself.
 */
function clearAmong(grid: FlatWallGrid, a: Box, w: Box, pairs: readonly number[]): boolean {
  for (let i = 0; i < pairs.length; i += 2) {
    const fe = pairs[i] as number;
    const fw = pairs[i + 1] as number;
    const qx = w.minX + (w.maxX - w.minX) * fw;
    const qy = w.minY + (w.maxY - w.minY) * fw;
    const ex = fe === 1 ? a.maxX : a.minX + (a.maxX - a.minX) * fe;
    const ey = fe === 1 ? a.maxY : a.minY + (a.maxY - a.minY) * fe;
    if (w.minX < a.minX && !grid.segmentTouches(a.minX, ey, qx, qy)) return true;
    if (w.maxX > a.maxX && !grid.segmentTouches(a.maxX, ey, qx, qy)) return true;
    if (w.minY < a.minY && !grid.segmentTouches(ex, a.minY, qx, qy)) return true;
    if (w.maxY > a.maxY && !grid.segmentTouches(ex, a.maxY, qx, qy)) return true;
  }
  return false;
}

/**
 * Where clearBesideEnds aims on a window, as (corner of the space's facing edge, fraction along the window): each
 * corner first toward the nearer end (the segment running along the hull's boundary), then across.
 */
const BESIDE_ENDS = [0, 1 / 16, 1, 15 / 16, 0, 15 / 16, 1, 1 / 16];

/**
 * COV-1: a witness that window `w` is open: a segment from a corner of an edge of `a` facing it to a point just
 * inside one end of the window that touches no wall. A window's ends are grid points where walls often end, and
 * the segments passing just beside such an end are the ones that get through when those aimed at the window's
 * middle do not; the exact test finds them only after several halvings (or not within a window's steps), so
 * looking first skips exact tests that would fail.
 */
export function clearBesideEnds(grid: FlatWallGrid, a: Box, w: Box): boolean {
  return clearAmong(grid, a, w, BESIDE_ENDS);
}

/** The walls the middle sample segment touches (offsets into the grid's coordinates). */
let touched = new Int32Array(64);

/**
 * COV-1: is every segment from the inset space `a` to window `w` touching a wall, by the exact test within
 * WINDOW_STEPS steps? Cheapest evidence first, the answer is the exact test's: the middle sample segment (it
 * opens most windows that are open), then one wall across each family of segments among the walls that
 * sample touches (it closes most windows that are closed, and the exact test would find that wall in its
 * first step), then the corner samples and the members the exact test tries first, then the exact test in
 * full.
 */
export function windowWalled(grid: FlatWallGrid, a: Box, w: Box): boolean {
  if (touched.length < grid.coords.length >> 2) touched = new Int32Array(grid.coords.length >> 2);
  const mx = (w.minX + w.maxX) / 2;
  const my = (w.minY + w.maxY) / 2;
  const n = grid.segmentWalls((a.minX + a.maxX) / 2, (a.minY + a.maxY) / 2, mx, my, touched, 0);
  return windowWalledAfter(grid, a, w, touched, 0, n);
}

/**
 * COV-1: windowWalled once the middle sample segment has been walked: the walls it touches are `walls[from, from +
 * count)` (none: the window is open).
 */
export function windowWalledAfter(
  grid: FlatWallGrid,
  a: Box,
  w: Box,
  walls: Int32Array,
  from: number,
  count: number,
): boolean {
  if (count === 0) return false;
  if (oneWallAcrossEach(a, w, grid, walls, count, from)) return true;
  if (clearSample(grid, a, w, "corners") || clearMember(grid, a, w) || clearBesideEnds(grid, a, w)) return false;
  return boxesWallSeparated(a, w, grid, WINDOW_STEPS);
}
