import type { Segment } from "../geometry/segments";

const TOLERANCE = 1e-9;

/** The line a wall lies on (its merge key and unit direction) and the span it covers along it. */
export interface WallLine {
  readonly key: string | number;
  readonly ux: number;
  readonly uy: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * COV-1: the line of a wall, or null for a wall too short to have one. Keys: a number for a level or upright wall
 * (most walls; a string key costs more than the rest of the merge), a string for any other direction. The number
 * is the line's offset rounded to 1e-9, doubled, plus 1 when upright.
 */
export function wallLine(w: Segment): WallLine | null {
  let dx = w.b.x - w.a.x;
  let dy = w.b.y - w.a.y;
  const len = Math.hypot(dx, dy);
  if (len < TOLERANCE) return null;
  dx /= len;
  dy /= len;
  if (dx < -TOLERANCE || (Math.abs(dx) <= TOLERANCE && dy < 0)) {
    dx = -dx;
    dy = -dy;
  }
  const offset = dx * w.a.y - dy * w.a.x;
  const key =
    dy === 0 || dx === 0
      ? Math.round(offset * 1e9) * 2 + (dx === 0 ? 1 : 0)
      : `${dx.toFixed(12)},${dy.toFixed(12)},${offset.toFixed(9)}`;
  const t0 = w.a.x * dx + w.a.y * dy;
  const t1 = w.b.x * dx + w.b.y * dy;
  return { key, ux: dx, uy: dy, lo: Math.min(t0, t1), hi: Math.max(t0, t1) };
}

/**
 * COV-1: the pieces of one line's walls, joined where they overlap or touch, into `out`. `first` is the line's
 * first wall (in the walls' order) and `line` its line: the direction and the point the pieces are rebuilt from.
 * A wall alone on its line is passed through unchanged.
 */
export function mergeLine(first: Segment, line: WallLine, spans: [number, number][], out: Segment[]): void {
  if (spans.length === 1) {
    out.push(first);
    return;
  }
  const { ux, uy } = line;
  // A point on the line, to rebuild merged spans from their projections.
  const base = first.a.x * ux + first.a.y * uy;
  const px = first.a.x - base * ux;
  const py = first.a.y - base * uy;
  spans.sort((p, q) => p[0] - q[0]);
  let [lo, hi] = spans[0] as [number, number];
  const emit = () => out.push({ a: { x: px + lo * ux, y: py + lo * uy }, b: { x: px + hi * ux, y: py + hi * uy } });
  for (let i = 1; i < spans.length; i++) {
    const [s, e] = spans[i] as [number, number];
    if (s <= hi + TOLERANCE) hi = Math.max(hi, e);
    else {
      emit();
      lo = s;
      hi = e;
    }
  }
  emit();
}

/**
 * COV-1, AOE-3: joins collinear walls that overlap or touch into single segments (a room side drawn square by square
 * becomes one wall). The union covers exactly the same points, so every "does a line touch a wall?" answer is
 * unchanged, while the exact total-cover test settles a whole wall at once instead of joint by joint.
 */
export function mergeCollinearWalls(walls: readonly Segment[]): Segment[] {
  const groups = new Map<string | number, { first: Segment; line: WallLine; spans: [number, number][] }>();
  const out: Segment[] = [];
  for (const w of walls) {
    const line = wallLine(w);
    if (!line) {
      out.push(w);
      continue;
    }
    const group = groups.get(line.key);
    if (group) group.spans.push([line.lo, line.hi]);
    else groups.set(line.key, { first: w, line, spans: [[line.lo, line.hi]] });
  }
  for (const { first, line, spans } of groups.values()) mergeLine(first, line, spans, out);
  return out;
}
