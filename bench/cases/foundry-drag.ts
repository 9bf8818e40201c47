// Issue 25 item 3: one frame of a drag through Fray's Foundry layer, on the typed harness (tests/harness): what
// core asks Fray while a user drags a token across 60 squares in a running combat, as core asks it:
//   - the movement cost function, for every step and every square the token occupies (the harness's measurement,
//     movement-measure.ts, with Fray's largest-square aggregator), as core's ruler measures the path;
//   - `constrainMovementPath` on Fray's placeable (core's cut, then Fray's free end, which measures the path again);
//   - the ruler's label for every waypoint (`_getWaypointLabelContext`);
//   - the opportunity-attack marking: `_getGridHighlightStyle` for each square of the token's space at each step.
// Each frame is a new path (the last waypoint moves back and forth by a square), so the ruler's facts are worked
// out again every frame, as on a pointer move; the scene's creatures are read once per drag (no hook comes
// during it). The reference runs the same calls with the drag cache off (`uncached`: the path as it was before
// issue 25). Both must give the same answers or the bench stops.
//
// The harness stands in for Foundry's documents; its collection reads are made as cheap as Foundry's (`cheapReads`:
// a token's actor is read from a plain map, as v13 reads a linked token's `game.actors.get(id)`), so the figure is
// Fray's time, not the stand-in's.
import { performance } from "node:perf_hooks";
import { HarnessDocument, installFoundry, type Harness } from "../../tests/harness";
import { rulerWaypoints, type HarnessRulerWaypoint, type RulerPoint } from "../../tests/harness/canvas";
import { Combat, Scene, TokenDocument } from "../../tests/harness/classes";

/** The drag cache's switches (src/canvas/movement/drag-cache.ts), imported once the harness stands in for Foundry. */
type DragCache = typeof import("../../src/canvas/movement/drag-cache");
import { seededRandom, selected, type CaseResult } from "../measure";

const G = 100;
const WIDTH = 40;
const HEIGHT = 40;
const STEPS = 60;

interface Ruler {
  _getWaypointLabelContext(w: HarnessRulerWaypoint, state: object): Record<string, unknown> | undefined;
  _getGridHighlightStyle(w: HarnessRulerWaypoint, offset: { i: number; j: number }): { color?: number };
}

interface Dragged {
  measureMovementPath(
    waypoints: { x: number; y: number }[],
    options?: { preview?: boolean },
  ): { cost: number; steps: { cost: number }[] };
  object: { constrainMovementPath(waypoints: object[], options?: object): [object[], boolean] };
}

/** A 60-step walk (forward, sometimes diagonal, turning back at the edges) for a mover `side` squares wide. */
function walk(side: number, seed: number): { x: number; y: number }[] {
  const random = seededRandom(seed);
  let x = 1;
  let y = Math.floor(HEIGHT / 2);
  let dx = 1;
  const path = [{ x, y }];
  for (let i = 0; i < STEPS; i++) {
    if (x + dx < 1 || x + dx > WIDTH - side - 1) {
      dx = -dx;
      y = Math.min(HEIGHT - side - 1, y + side);
    } else {
      x += dx;
      const r = random();
      if (r < 0.25 && y > 1) y -= 1;
      else if (r > 0.75 && y < HEIGHT - side - 1) y += 1;
    }
    path.push({ x, y });
  }
  return path;
}

/**
 * Foundry's documents are read in place: `doc._source.x` is a property of a plain object, `token.actor` of a
 * linked token is `game.actors.get(actorId)` (a Map), `combat.turns` an array set up when the combat changes.
 * The harness copies the whole source (embedded documents included) on every read of `_source`, resolves the
 * actor through its client context, and sorts the turns on every read. No document changes while a frame is
 * timed, so for the bench each of these is read once per document and kept (the same values), and the figure
 * is Fray's time, not the stand-in's. Returns the undo.
 */
function cheapReads(): () => void {
  const undo: (() => void)[] = [];
  const keep = (proto: object, key: string, read: (self: object, original: () => unknown) => unknown) => {
    const original = Object.getOwnPropertyDescriptor(proto, key) as PropertyDescriptor;
    const kept = new WeakMap<object, unknown>();
    Object.defineProperty(proto, key, {
      configurable: true,
      get(this: object) {
        if (kept.has(this)) return kept.get(this);
        const value = read(this, () => (original.get as () => unknown).call(this));
        kept.set(this, value);
        return value;
      },
    });
    undo.push(() => Object.defineProperty(proto, key, original));
  };
  const actors = new Map<string, unknown>();
  for (const a of game.actors as unknown as Iterable<{ id: string }>) actors.set(a.id, a);
  keep(HarnessDocument.prototype, "_source", (_, original) => Object.freeze(original()));
  keep(TokenDocument.prototype, "actor", (self) => {
    const id = (self as { _source: { actorId?: unknown } })._source.actorId;
    return typeof id === "string" ? (actors.get(id) ?? null) : null;
  });
  keep(Combat.prototype, "turns", (_, original) => original());
  return () => {
    for (const u of undo.reverse()) u();
  };
}

interface DragScene {
  readonly h: Harness;
  readonly cache: DragCache;
  readonly mover: Dragged & { id: string };
  readonly path: { x: number; y: number }[];
}

/**
 * The harness world: `tokens` creatures (one in ten Large, half hostile, one in four with a 10 ft glaive, off the
 * mover's way so the path stays legal) and the mover (`side` squares wide), all in a started combat on the mover's
 * turn, srd52, opportunity attacks asked.
 */
async function dragScene(tokens: number, side: number): Promise<DragScene> {
  const h = installFoundry();
  const cache = await import("../../src/canvas/movement/drag-cache");
  const { listen } = await import("../../src/hooks/init");
  const { listen: listenSetup } = await import("../../src/hooks/setup");
  h.onEveryClient(listen);
  h.fire("init");
  h.onEveryClient(listenSetup);
  h.fire("setup");
  Object.defineProperty(globalThis, "ui", {
    value: { notifications: { warn() {}, info() {}, error() {} } },
    configurable: true,
    writable: true,
  });
  const path = walk(side, 7);
  const taken = new Set<string>();
  for (const c of path)
    for (let dy = -1; dy <= side; dy++) for (let dx = -1; dx <= side; dx++) taken.add(`${c.x + dx},${c.y + dy}`);
  const random = seededRandom(11 + tokens);
  const spots: { x: number; y: number; side: number; disposition: number }[] = [];
  for (let tries = 0; spots.length < tokens && tries < tokens * 200; tries++) {
    const s = random() < 0.1 ? 2 : 1;
    const x = Math.floor(random() * (WIDTH - s));
    const y = Math.floor(random() * (HEIGHT - s));
    const cells: string[] = [];
    for (let dy = 0; dy < s; dy++) for (let dx = 0; dx < s; dx++) cells.push(`${x + dx},${y + dy}`);
    if (cells.some((c) => taken.has(c))) continue;
    for (const c of cells) taken.add(c);
    spots.push({ x, y, side: s, disposition: spots.length % 2 ? 1 : -1 });
  }
  const weapon = { equipped: true, reach: 10, damage: { parts: [{ formula: "1d10", type: "slashing" }] } };
  const actors = [];
  for (let i = 0; i <= spots.length; i++) {
    const items = i % 4 === 1 ? [{ name: "Glaive", type: "weapon", system: weapon }] : [];
    const system = { speed: { walk: i === 0 ? 400 : 30 } };
    actors.push(await Actor.create({ name: `C${i}`, type: "npc", system, items } as never));
  }
  const ids = actors.map((a) => (a as unknown as { id: string }).id);
  const start = path[0] as { x: number; y: number };
  const tokenData = [
    {
      _id: "mover",
      name: "Mover",
      actorId: ids[0],
      x: start.x * G,
      y: start.y * G,
      width: side,
      height: side,
      disposition: 1,
    },
    ...spots.map((s, i) => ({
      _id: `t${i}`,
      name: `C${i + 1}`,
      actorId: ids[i + 1],
      x: s.x * G,
      y: s.y * G,
      width: s.side,
      height: s.side,
      disposition: s.disposition,
    })),
  ];
  const scene = (await Scene.create({
    name: "Bench",
    width: WIDTH * G,
    height: HEIGHT * G,
    tokens: tokenData,
  })) as unknown as {
    id: string;
    getEmbeddedDocument(n: string, id: string): unknown;
  };
  const combatants = tokenData.map((t, i) => ({
    name: t.name,
    actorId: t.actorId,
    sceneId: scene.id,
    tokenId: t._id,
    initiative: i === 0 ? 99 : i,
  }));
  const combat = (await h.config.Combat.documentClass.create({ active: true, combatants })) as unknown as {
    startCombat(): Promise<unknown>;
  };
  await combat.startCombat();
  await h.settings.set("fray", "opportunityAttacks", "ask");
  await h.settle();
  const mover = scene.getEmbeddedDocument("Token", "mover") as Dragged & { id: string };
  return { h, cache, mover, path };
}

/** Everything core asks Fray on one pointer move of the drag through `points` (see the file comment). */
function frameOf(mover: Dragged, side: number) {
  const RulerClass = (CONFIG.Token as unknown as { rulerClass: new (token: object) => Ruler }).rulerClass;
  const ruler = new RulerClass({ document: mover });
  return (points: RulerPoint[]) => {
    const waypoints = rulerWaypoints(points);
    const measured = mover.measureMovementPath(points.slice(1), { preview: true }).cost;
    const [constrained] = mover.object.constrainMovementPath(points, { preview: true });
    const labels = waypoints.map((w) => ruler._getWaypointLabelContext(w, {})?.fray ?? null);
    let red = 0;
    for (const w of waypoints) {
      const at = w.previous;
      if (!at) continue;
      // The squares of the token's space at each step of the leg into `w`.
      const n = Math.max(Math.abs(w.x - at.x), Math.abs(w.y - at.y)) / G;
      for (let s = 1; s <= n; s++) {
        const x = (at.x + Math.round(((w.x - at.x) * s) / n)) / G;
        const y = (at.y + Math.round(((w.y - at.y) * s) / n)) / G;
        for (let dy = 0; dy < side; dy++)
          for (let dx = 0; dx < side; dx++)
            if (ruler._getGridHighlightStyle(w, { i: y + dy, j: x + dx }).color !== undefined) red++;
      }
    }
    return { measured, constrained: constrained.length, labels, red };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Median ms of `frame` over `runs` frames, alternating two paths so each frame is a path change, after `warmup`
 * frames and at least `warmupMs` of them (the JIT optimises the frame only after many calls).
 */
function timeFrames(
  frame: (p: RulerPoint[]) => unknown,
  paths: RulerPoint[][],
  runs: number,
  warmup: number,
  warmupMs = 0,
): number {
  const warmStart = performance.now();
  for (let i = 0; i < warmup || performance.now() - warmStart < warmupMs; i++) frame(paths[i % 2] as RulerPoint[]);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    frame(paths[i % 2] as RulerPoint[]);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** One row of the Foundry-layer table. */
export interface FoundryDragResult extends CaseResult {
  readonly tokens: number;
  readonly mover: "Medium" | "Large";
  readonly waypoints: number;
}

/** The waypoints of the drag: every `every` squares of the walk (and its end), from where the mover stands. */
function waypointsOf(path: { x: number; y: number }[], every: number): RulerPoint[][] {
  const points: RulerPoint[] = path
    .filter((_, i) => i === 0 || i % every === 0 || i === path.length - 1)
    .map((c) => ({ x: c.x * G, y: c.y * G }));
  const last = path[path.length - 2] as { x: number; y: number };
  const other = [...points.slice(0, -1), { x: last.x * G, y: last.y * G }];
  return [points, other];
}

/**
 * `drag through Foundry, <tokens> tokens, <mover>`: the frame with a waypoint on each of the 60 squares (the worst
 * case) and with three waypoints, against the uncached reference; undefined when `--only` leaves it out.
 */
export async function foundryDragCases(tokens: number, side: number): Promise<FoundryDragResult[]> {
  const mover = side === 2 ? "Large" : "Medium";
  const names = [60, 3].map((n) => `drag through Foundry, ${tokens} tokens, ${mover}, ${n} waypoints`);
  if (!names.some(selected)) return [];
  const scene = await dragScene(tokens, side);
  const restore = cheapReads();
  try {
    const out: FoundryDragResult[] = [];
    for (const [k, every] of [1, 20].entries()) {
      const name = names[k] as string;
      if (!selected(name)) continue;
      const paths = waypointsOf(scene.path, every);
      const frame = frameOf(scene.mover, side);
      const { dragCacheChanged, uncached } = scene.cache;
      dragCacheChanged();
      for (const p of paths) {
        const fast = JSON.stringify(frame(p));
        const reference = JSON.stringify(uncached(() => frame(p)));
        if (fast !== reference) throw new Error(`bench ${name}: the cached and uncached answers differ`);
      }
      const runs = 100;
      const medianMs = timeFrames(frame, paths, runs, 20, 1000);
      const referenceRuns = tokens >= 100 && every === 1 ? 3 : 7;
      const referenceMedianMs = uncached(() => timeFrames(frame, paths, referenceRuns, 1));
      out.push({
        name,
        tokens,
        mover,
        waypoints: (paths[0] as RulerPoint[]).length - 1,
        medianMs,
        referenceMedianMs,
        ratio: referenceMedianMs / medianMs,
        runs,
      });
    }
    return out;
  } finally {
    restore();
  }
}
