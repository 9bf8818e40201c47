import type { Segment } from "../geometry/segments";

const TOLERANCE = 1e-9;

/**
 * COV-1, AOE-3: joins collinear walls that overlap or touch into single segments (a room side drawn square by square
 * becomes one wall). The union covers exactly the same points, so every "does a line touch a wall?" answer is
 * unchanged, while the exact total-cover test settles a whole wall at once instead of joint by joint.
 */
export function mergeCollinearWalls(walls: readonly Segment[]): Segment[] {
  // Keys: a number for a level or upright wall (most walls; a string key costs more than the rest of the merge), a
  // string for any other direction. The number is the line's offset rounded to 1e-9, doubled, plus 1 when upright.
  const groups = new Map<string | number, { ux: number; uy: number; spans: [number, number][] }>();
  const out: Segment[] = [];
  for (const w of walls) {
    let dx = w.b.x - w.a.x;
    let dy = w.b.y - w.a.y;
    const len = Math.hypot(dx, dy);
    if (len < TOLERANCE) {
      out.push(w);
      continue;
    }
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
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { ux: dx, uy: dy, spans: [] }));
    const t0 = w.a.x * dx + w.a.y * dy;
    const t1 = w.b.x * dx + w.b.y * dy;
    group.spans.push([Math.min(t0, t1), Math.max(t0, t1)]);
    // Keep the original points when a wall stands alone, so lone walls are passed through unchanged.
    (group as { first?: Segment }).first ??= w;
  }
  for (const group of groups.values()) {
    const { ux, uy, spans } = group;
    if (spans.length === 1) {
      out.push((group as { first?: Segment }).first as Segment);
      continue;
    }
    const first = (group as { first?: Segment }).first as Segment;
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
  return out;
}
