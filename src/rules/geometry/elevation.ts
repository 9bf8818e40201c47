/**
 * MOV-5, OA-6 in three dimensions: a creature's space is a box from its elevation up, as tall as it is wide (a
 * Medium creature on the ground fills 0–5 ft; a Large one flying at 30 ft fills 30–40 ft). Elevations are in feet;
 * sides in cells of `unit` feet.
 */

/** MOV-5: whether two creatures' boxes share height (their squares must overlap too for the spaces to). */
export function boxesOverlapInHeight(
  aBottom: number,
  aSide: number,
  bBottom: number,
  bSide: number,
  unit: number,
): boolean {
  return aBottom < bBottom + bSide * unit && bBottom < aBottom + aSide * unit;
}

/**
 * OA-6: the vertical gap between two boxes in cells, counted as the grid counts a gap across (spaceGap): 0 when
 * they share height, 1 for one stacked right on the other (5 ft), else the cells from one box's top layer to the
 * other's bottom layer, rounded up (a creature 30 ft above a Medium one on the ground is 6 cells, 30 ft, away).
 */
export function heightGap(aBottom: number, aSide: number, bBottom: number, bSide: number, unit: number): number {
  if (boxesOverlapInHeight(aBottom, aSide, bBottom, bSide, unit)) return 0;
  const apart = Math.max(bBottom - (aBottom + (aSide - 1) * unit), aBottom - (bBottom + (bSide - 1) * unit));
  return Math.max(1, Math.ceil(apart / unit - 1e-9));
}
