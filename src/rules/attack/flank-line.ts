import { checkSpace, spacesOverlap, type Space } from "../geometry/grid";

/** A point in half-cells, so every cell centre and every cell edge has whole coordinates. */
interface HalfPoint {
  readonly x: number;
  readonly y: number;
}

/** True when two spaces share an edge or a corner without overlapping. */
export function spacesTouch(a: Space, b: Space): boolean {
  const apartX = Math.max(b.x - (a.x + a.side), a.x - (b.x + b.side));
  const apartY = Math.max(b.y - (a.y + a.side), a.y - (b.y + b.side));
  return apartX <= 0 && apartY <= 0 && !spacesOverlap(a, b);
}

/** The cells of `space` that touch `target` (share an edge or a corner) without overlapping it. */
function touchingCells(space: Space, target: Space): HalfPoint[] {
  const centres: HalfPoint[] = [];
  for (let y = space.y; y < space.y + space.side; y++) {
    for (let x = space.x; x < space.x + space.side; x++) {
      if (spacesTouch({ x, y, side: 1 }, target)) centres.push({ x: 2 * x + 1, y: 2 * y + 1 });
    }
  }
  return centres;
}

/**
 * True when the segment p–q crosses both lines `along = lo` and `along = hi` inside [from, to] on the other
 * axis: it passes through two opposite sides of the box (a corner belongs to both of its sides). Cell centres
 * are odd and edges even in half-cells, so the segment never runs along an edge and a crossing of both sides
 * always passes through the inside. All arithmetic is on whole numbers, so the test is exact.
 */
function crossesSides(
  p: HalfPoint,
  q: HalfPoint,
  axis: "x" | "y",
  [lo, hi]: readonly [number, number],
  [from, to]: readonly [number, number],
): boolean {
  const other = axis === "x" ? "y" : "x";
  const [a, b] = p[axis] < q[axis] ? [p, q] : [q, p];
  if (a[axis] >= lo || b[axis] <= hi) return false;
  const d = b[axis] - a[axis];
  const at = (line: number): number => a[other] * d + (line - a[axis]) * (b[other] - a[other]);
  return [lo, hi].every((line) => at(line) >= from * d && at(line) <= to * d);
}

/**
 * ATK-14: true when `attacker` and `ally` stand on exactly opposite sides of `target` on a square grid. Both
 * must touch the target's space; then some cell of each that touches it must be joined, centre to centre, by a
 * straight line through two opposite sides (or opposite corners) of the target's space. For a one-cell target
 * that is the four pairs of cells facing each other across it; for a Large target a creature on its left
 * flanks with one anywhere along its right side.
 */
export function flankingLine(attacker: Space, ally: Space, target: Space): boolean {
  const a = checkSpace(attacker, "attacker");
  const b = checkSpace(ally, "ally");
  const t = checkSpace(target, "target");
  if (spacesOverlap(a, t) || spacesOverlap(b, t)) return false;
  return opposite(a, b, t);
}

function opposite(attacker: Space, ally: Space, target: Space): boolean {
  const x: readonly [number, number] = [2 * target.x, 2 * (target.x + target.side)];
  const y: readonly [number, number] = [2 * target.y, 2 * (target.y + target.side)];
  const ours = touchingCells(attacker, target);
  const theirs = touchingCells(ally, target);
  return ours.some((p) => theirs.some((q) => crossesSides(p, q, "x", x, y) || crossesSides(p, q, "y", y, x)));
}

/** The centre of a whole space, in half-cells. */
function spaceCentre(space: Space): HalfPoint {
  return { x: 2 * space.x + space.side, y: 2 * space.y + space.side };
}

/**
 * True when segment p–q passes through the box's sides `lo` and `hi` on `axis` (inside or at a corner) without
 * running along one of its other edges: a line that only grazes an edge doesn't pass through the space.
 */
function throughSides(
  p: HalfPoint,
  q: HalfPoint,
  axis: "x" | "y",
  [lo, hi]: readonly [number, number],
  [from, to]: readonly [number, number],
): boolean {
  const other = axis === "x" ? "y" : "x";
  const [a, b] = p[axis] < q[axis] ? [p, q] : [q, p];
  if (a[axis] > lo || b[axis] < hi || a[axis] === b[axis]) return false;
  const d = b[axis] - a[axis];
  const at = (line: number): number => a[other] * d + (line - a[axis]) * (b[other] - a[other]);
  const [atLo, atHi] = [at(lo), at(hi)];
  if (![atLo, atHi].every((v) => v >= from * d && v <= to * d)) return false;
  const alongEdge = (atLo === from * d && atHi === from * d) || (atLo === to * d && atHi === to * d);
  return !alongEdge;
}

/**
 * TA-6: true when the line between the centres of `attacker`'s and `ally`'s spaces passes through opposite sides
 * (or opposite corners) of `target`'s space. Unlike ATK-14's `flankingLine` the flankers need not touch the
 * target (a reach weapon threatens from farther), and a large flanker's line runs from the centre of its whole
 * space. Exact: every point is in whole half-cells.
 */
export function centreLineFlanks(attacker: Space, ally: Space, target: Space): boolean {
  const a = checkSpace(attacker, "attacker");
  const b = checkSpace(ally, "ally");
  const t = checkSpace(target, "target");
  if (spacesOverlap(a, t) || spacesOverlap(b, t) || spacesOverlap(a, b)) return false;
  const x: readonly [number, number] = [2 * t.x, 2 * (t.x + t.side)];
  const y: readonly [number, number] = [2 * t.y, 2 * (t.y + t.side)];
  const p = spaceCentre(a);
  const q = spaceCentre(b);
  return throughSides(p, q, "x", x, y) || throughSides(p, q, "y", y, x);
}
