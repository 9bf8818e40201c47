/**
 * Core's measurement and constraint of a token's path, as the v13 API docs and core issues describe them (rows F69,
 * F70, F75–F77 of FIDELITY.md):
 *
 * - Measurement (`TokenDocument#measureMovementPath`): the path between waypoints is walked one grid step at a time
 *   (the squares a straight line passes, diagonals spread along it). For each step the movement action's
 *   `getCostFunction(token, options)` (made once per measurement and action) is called once per grid square the
 *   token occupies, from that square to the same square of its next position (core #11877), with the step's base
 *   cost and distance (5 ft a square, equal diagonals: the harness grid), the offsets `{i, j, k}` (`k` the
 *   elevation in grid units, floored) and a segment `{action, width, height, teleport}`; the answers go to
 *   `CONFIG.Token.movement.costAggregator(results, distance, segment)` (core's default: the median, core #11886),
 *   whose answer is the step's cost. Teleporting actions cost the step's distance, unmeasured.
 * - Constraint (`Token#constrainMovementPath`): the path is cut before the first step that leaves the scene's
 *   rectangle (even with `ignoreWalls`, core #12217), that crosses a wall blocking movement (unless `ignoreWalls`;
 *   core tests the ray between the token's centres, and a ray that only touches a wall's end passes: the looser
 *   case, so Fray must stop a corner cut itself), or whose cost is Infinity (unless `ignoreCost`, core #11896).
 *   Core does no routing around such a step (core #11725): the path ends on the last square reached.
 */
import { HARNESS_GRID } from "./movement";

/** A filled-in waypoint of a path (v13 `TokenConstrainMovementPathWaypoint` as the harness fills it). */
export interface PathPoint {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
  action: string;
  explicit: boolean;
  checkpoint: boolean;
}

/** One per-square answer handed to the aggregator (v13 `TokenMovementCostAggregator`'s results). */
export interface SquareCostResult {
  from: { i: number; j: number; k: number };
  to: { i: number; j: number; k: number };
  cost: number;
}

type StepCost = (baseCost: number, from: object, to: object, distance: number, segment: object) => number;

interface MovementConfig {
  actions: Record<
    string,
    { teleport?: boolean; getCostFunction?: (token: unknown, options: unknown) => StepCost } | undefined
  >;
  costAggregator?: (results: SquareCostResult[], distance: number, segment: object) => number;
}

/** Core's default aggregator: the median of the squares' costs (the lower middle one of an even count). */
export function medianCost(results: SquareCostResult[]): number {
  const costs = results.map((r) => r.cost).sort((a, b) => a - b);
  return costs[(costs.length - 1) >> 1] ?? 0;
}

function movementConfig(): MovementConfig {
  return (globalThis as unknown as { CONFIG: { Token: { movement: MovementConfig } } }).CONFIG.Token.movement;
}

/** The top-left squares a straight move from `a` to `b` passes (both included), one step at a time. */
function stepsBetween(a: { x: number; y: number }, b: { x: number; y: number }): { x: number; y: number }[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  const out = [{ x: a.x, y: a.y }];
  for (let s = 1; s <= n; s++) out.push({ x: a.x + Math.round((dx * s) / n), y: a.y + Math.round((dy * s) / n) });
  return out;
}

const square = (p: { x: number; y: number }) => ({
  x: Math.round(p.x / HARNESS_GRID.size),
  y: Math.round(p.y / HARNESS_GRID.size),
});

/** One measured step: from square, to square, its cost and the waypoint index whose leg holds it. */
export interface MeasuredStep {
  from: { x: number; y: number };
  to: { x: number; y: number };
  cost: number;
  leg: number;
}

/**
 * Core's per-square, aggregated measurement of `path` (its first point where the token stands) for `token`:
 * every step with its cost, and the total.
 */
export function measurePath(
  token: unknown,
  path: readonly PathPoint[],
  options: { preview?: boolean } = {},
): { steps: MeasuredStep[]; cost: number } {
  const config = movementConfig();
  const aggregate = config.costAggregator ?? medianCost;
  const functions = new Map<string, StepCost>();
  const costFunction = (action: string): StepCost => {
    let fn = functions.get(action);
    if (!fn) {
      const made = config.actions[action]?.getCostFunction?.(token, options);
      fn = made ?? ((base: number) => base);
      functions.set(action, fn);
    }
    return fn;
  };
  const steps: MeasuredStep[] = [];
  let cost = 0;
  for (let w = 1; w < path.length; w++) {
    const a = path[w - 1] as PathPoint;
    const b = path[w] as PathPoint;
    const line = stepsBetween(square(a), square(b));
    const teleport = config.actions[b.action]?.teleport === true;
    const k0 = Math.floor(a.elevation / HARNESS_GRID.distance + 1e-8);
    const k1 = Math.floor(b.elevation / HARNESS_GRID.distance + 1e-8);
    const segment = { action: b.action, width: b.width, height: b.height, teleport };
    for (let s = 1; s < line.length; s++) {
      const from = line[s - 1] as { x: number; y: number };
      const to = line[s] as { x: number; y: number };
      const distance: number = HARNESS_GRID.distance;
      let stepCost = distance;
      if (!teleport) {
        const fn = costFunction(b.action);
        const results: SquareCostResult[] = [];
        const kFrom = s === 1 ? k0 : k1;
        for (let di = 0; di < b.height; di++) {
          for (let dj = 0; dj < b.width; dj++) {
            const f = { i: from.y + di, j: from.x + dj, k: kFrom };
            const t = { i: to.y + di, j: to.x + dj, k: k1 };
            results.push({ from: f, to: t, cost: fn(distance, f, t, distance, segment) });
          }
        }
        stepCost = aggregate(results, distance, segment);
      }
      steps.push({ from, to, cost: stepCost, leg: w });
      cost += stepCost;
    }
  }
  return { steps, cost };
}

/** A wall as core's movement collision reads it: its ends in pixels; null when it blocks no movement. */
export interface MovementWall {
  c: readonly number[];
}

/** Whether segment p→q crosses segment a→b at a point inside both (a touch at either wall end passes). */
function crossesStrictly(
  p: { x: number; y: number },
  q: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): boolean {
  const cross = (o: { x: number; y: number }, u: { x: number; y: number }, v: { x: number; y: number }) =>
    (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
  const d1 = cross(a, b, p);
  const d2 = cross(a, b, q);
  const d3 = cross(p, q, a);
  const d4 = cross(p, q, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * Core's constraint of a filled-in `path` (see the file comment): the path cut at the last square reached, and
 * whether it was cut. `walls`: the scene's walls that block movement; `bounds`: the scene's rectangle in pixels.
 */
export function constrainPath(
  token: unknown,
  path: PathPoint[],
  walls: readonly MovementWall[],
  bounds: { width: number; height: number },
  options: { preview?: boolean; ignoreWalls?: boolean; ignoreCost?: boolean } = {},
): [PathPoint[], boolean] {
  if (path.length < 2) return [path, false];
  const measured = options.ignoreCost === true ? null : measurePath(token, path, options);
  const size = HARNESS_GRID.size;
  let index = 0;
  for (let w = 1; w < path.length; w++) {
    const a = path[w - 1] as PathPoint;
    const b = path[w] as PathPoint;
    const line = stepsBetween(square(a), square(b));
    for (let s = 1; s < line.length; s++) {
      const from = line[s - 1] as { x: number; y: number };
      const to = line[s] as { x: number; y: number };
      const step = measured?.steps[index++];
      const outside =
        to.x < 0 || to.y < 0 || (to.x + b.width) * size > bounds.width || (to.y + b.height) * size > bounds.height;
      const centre = (c: { x: number; y: number }) => ({
        x: (c.x + b.width / 2) * size,
        y: (c.y + b.height / 2) * size,
      });
      const walled =
        options.ignoreWalls !== true &&
        walls.some((wall) => {
          const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = wall.c;
          return crossesStrictly(centre(from), centre(to), { x: x0, y: y0 }, { x: x1, y: y1 });
        });
      if (outside || walled || step?.cost === Infinity) {
        const end = { ...b, x: from.x * size, y: from.y * size };
        const kept = path.slice(0, w);
        const last = kept.at(-1) as PathPoint;
        // Cut on the leg's first square: the path ends at the waypoint before it.
        if (last.x === end.x && last.y === end.y) return [kept, true];
        return [[...kept, end], true];
      }
    }
  }
  return [path, false];
}
