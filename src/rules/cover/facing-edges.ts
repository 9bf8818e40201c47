// The edges of a box through which segments toward another box leave it, for the exact test (COV-1).
import type { Box } from "./separation";

function putEdge(out: Float64Array, n: number, x0: number, y0: number, x1: number, y1: number): number {
  out[n * 4] = x0;
  out[n * 4 + 1] = y0;
  out[n * 4 + 2] = x1;
  out[n * 4 + 3] = y1;
  return n + 1;
}

/**
 * COV-1: the facing edges of box `b` toward `o` as (x0, y0, x1, y1) quadruples into `out`; returns their
 * count. Any segment from `b` to `o` leaves `b` through one of them (separation.ts). A flat box (a ring
 * window) has one edge per axis that is a single point, an end of its long edge: the segments to that point
 * are segments to the long edge too, so the point is left out when the long edge faces `o` (fewer families,
 * the same segments; the long edge is listed once).
 */
export function facingEdges(b: Box, o: Box, out: Float64Array): number {
  const flatX = b.minX === b.maxX;
  const flatY = b.minY === b.maxY;
  const left = o.minX < b.minX;
  const right = o.maxX > b.maxX && !(flatX && left);
  const up = o.minY < b.minY;
  const down = o.maxY > b.maxY && !(flatY && up);
  const vertical = left || right;
  const horizontal = up || down;
  let n = 0;
  if (!(flatY && !flatX && horizontal)) {
    if (left) n = putEdge(out, n, b.minX, b.minY, b.minX, b.maxY);
    if (right) n = putEdge(out, n, b.maxX, b.minY, b.maxX, b.maxY);
  }
  if (!(flatX && !flatY && vertical)) {
    if (up) n = putEdge(out, n, b.minX, b.minY, b.maxX, b.minY);
    if (down) n = putEdge(out, n, b.minX, b.maxY, b.maxX, b.maxY);
  }
  return n;
}
