/**
 * A client's canvas, imitating the parts of the v13 canvas Fray reads (no drawing, no PIXI):
 * - `canvas.scene` is the client's viewed scene (`game.scenes.viewed`), `canvas.grid` its grid.
 * - `canvas.interface.grid` (foundry.canvas.layers.GridLayer): `addHighlightLayer(name)`,
 *   `clearHighlightLayer(name)`, `destroyHighlightLayer(name)`, `getHighlightLayer(name)` and
 *   `highlightPosition(name, {x, y, color, border, alpha})`. Each layer records the positions highlighted (its
 *   `positions`, as GridHighlight tracks them) with their colours, until cleared; highlighting a layer never
 *   added throws (core draws nothing there).
 * - `canvas.tokens.controlled`: the token placeables this client controls, changed by `token.object.control()` /
 *   `release()` (scene.ts), which fire `controlToken(token, controlled)` on this client.
 * - `game.keybindings.register(namespace, action, config)` records a keybinding; the harness's `pressKey` calls
 *   its `onDown`.
 * - `canvas.stage` (a PIXI Container): `on`/`off` listeners of federated pointer events; a test `emit`s them.
 *   `canvas.app.view` (the HTML canvas) is a DOM element a test dispatches `wheel` events to.
 * - `canvas.templates` (TemplateLayer): `activate()` (then `canvas.activeLayer`), `preview` (a container of the
 *   placeables drawn there) and `getSnappedPoint(point)`; `CONFIG.MeasuredTemplate.objectClass` is
 *   `HarnessMeasuredTemplate`, which records `draw`, `refresh` and `destroy`.
 */
import type { HarnessDocument } from "./documents";

export interface Highlight {
  readonly x: number;
  readonly y: number;
  readonly color: number | undefined;
}

export class HarnessGridHighlight {
  readonly name: string;
  readonly positions = new Set<string>();
  readonly drawn: Highlight[] = [];

  constructor(name: string) {
    this.name = name;
  }

  clear(): void {
    this.positions.clear();
    this.drawn.length = 0;
  }
}

export class HarnessGridLayer {
  readonly #layers = new Map<string, HarnessGridHighlight>();

  /** v13 `GridLayer#highlightLayers`: the named layers (a snapshot here). */
  get highlightLayers(): Record<string, HarnessGridHighlight> {
    return Object.fromEntries(this.#layers);
  }

  addHighlightLayer(name: string): HarnessGridHighlight {
    let layer = this.#layers.get(name);
    if (!layer) this.#layers.set(name, (layer = new HarnessGridHighlight(name)));
    return layer;
  }

  getHighlightLayer(name: string): HarnessGridHighlight | undefined {
    return this.#layers.get(name);
  }

  clearHighlightLayer(name: string): void {
    this.#layers.get(name)?.clear();
  }

  destroyHighlightLayer(name: string): void {
    this.#layers.delete(name);
  }

  highlightPosition(name: string, options: { x: number; y: number; color?: number }): void {
    const layer = this.#layers.get(name);
    if (!layer) throw new Error(`harness: no highlight layer "${name}" (add it first)`);
    const key = `${options.x}.${options.y}`;
    if (layer.positions.has(key)) return;
    layer.positions.add(key);
    layer.drawn.push({ x: options.x, y: options.y, color: options.color });
  }
}

export interface KeybindingConfig {
  name: string;
  hint?: string;
  editable?: { key: string; modifiers?: string[] }[];
  onDown?: (context: unknown) => unknown;
}

/** `game.keybindings` (v13 ClientKeybindings): only `register` and what it recorded. */
export class HarnessKeybindings {
  readonly actions = new Map<string, KeybindingConfig>();

  register(namespace: string, action: string, config: KeybindingConfig): void {
    const key = `${namespace}.${action}`;
    if (this.actions.has(key)) throw new Error(`harness: keybinding ${key} is already registered`);
    this.actions.set(key, config);
  }
}

/** A PIXI EventEmitter as far as listeners go (`on`, `off`); `emit` is the test's pointer. */
export class HarnessEmitter {
  readonly #listeners = new Map<string, Set<(event: unknown) => unknown>>();

  on(event: string, fn: (event: unknown) => unknown): this {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }

  off(event: string, fn: (event: unknown) => unknown): this {
    this.#listeners.get(event)?.delete(fn);
    return this;
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  emit(event: string, payload: unknown): void {
    for (const fn of [...(this.#listeners.get(event) ?? [])]) fn(payload);
  }
}

/** A PIXI Container's children as far as `addChild` / `removeChild` go. */
export class HarnessContainer {
  readonly children: unknown[] = [];

  addChild<T>(child: T): T {
    this.children.push(child);
    return child;
  }

  removeChild<T>(child: T): T {
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    return child;
  }
}

/** An InteractionLayer: `activate()` makes it the canvas's active layer. */
export class HarnessLayer {
  readonly name: string;
  readonly #canvas: HarnessCanvas;

  constructor(name: string, canvas: HarnessCanvas) {
    this.name = name;
    this.#canvas = canvas;
  }

  get active(): boolean {
    return this.#canvas.activeLayer === this;
  }

  activate(): this {
    this.#canvas.activeLayer = this;
    return this;
  }
}

/**
 * v13 TemplateLayer: `preview` and `getSnappedPoint`, which snaps to the nearest point of a half-square lattice
 * (square corners, centres and side midpoints), the grid's resolution-2 snapping of a template origin.
 */
export class HarnessTemplateLayer extends HarnessLayer {
  readonly preview = new HarnessContainer();
  readonly #gridSize: () => number;

  constructor(canvas: HarnessCanvas, gridSize: () => number) {
    super("templates", canvas);
    this.#gridSize = gridSize;
  }

  getSnappedPoint(point: { x: number; y: number }): { x: number; y: number } {
    const half = this.#gridSize() / 2;
    return { x: Math.round(point.x / half) * half, y: Math.round(point.y / half) * half };
  }
}

/** v13 `foundry.canvas.placeables.MeasuredTemplate` as a preview uses it: drawn, refreshed, destroyed. */
export class HarnessMeasuredTemplate {
  readonly document: unknown;
  drawn = false;
  refreshed = 0;
  destroyed = false;

  constructor(document: unknown) {
    this.document = document;
  }

  draw(): Promise<this> {
    if (this.destroyed) return Promise.reject(new Error("harness: drawing a destroyed template"));
    this.drawn = true;
    return Promise.resolve(this);
  }

  refresh(): this {
    if (!this.drawn || this.destroyed) throw new Error("harness: refreshing a template not drawn");
    this.refreshed++;
    return this;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

export class HarnessCanvas {
  readonly interface = { grid: new HarnessGridLayer() };
  readonly tokens: HarnessLayer & { controlled: { readonly document: HarnessDocument }[] };
  readonly templates: HarnessTemplateLayer;
  readonly stage = new HarnessEmitter();
  readonly app: { readonly view: EventTarget };
  activeLayer: HarnessLayer | null = null;
  readonly #scene: () => HarnessDocument | null;

  constructor(scene: () => HarnessDocument | null, view: EventTarget) {
    this.#scene = scene;
    this.app = { view };
    this.tokens = Object.assign(new HarnessLayer("tokens", this), { controlled: [] });
    this.templates = new HarnessTemplateLayer(this, () => (this.grid as { size?: number } | null)?.size ?? 100);
    this.activeLayer = this.tokens;
  }

  get scene(): HarnessDocument | null {
    return this.#scene();
  }

  get grid(): unknown {
    return (this.#scene() as { grid?: unknown } | null)?.grid ?? null;
  }

  get ready(): boolean {
    return this.#scene() !== null;
  }
}

/**
 * A waypoint of the harness ruler: v13 `TokenRulerWaypoint`'s position, action, neighbours, measurement and
 * `stage` (TokenRulerWaypointData: "passed", "pending" or "planned"; `movementId` null when planned).
 */
export interface HarnessRulerWaypoint {
  x: number;
  y: number;
  action: string;
  index: number;
  explicit: boolean;
  stage: "passed" | "pending" | "planned";
  movementId: string | null;
  previous: HarnessRulerWaypoint | null;
  next: HarnessRulerWaypoint | null;
  measurement: { distance: number; cost: number };
}

/**
 * v13 `foundry.canvas.placeables.tokens.TokenRuler` as far as a subclass meets it: `token` (the placeable, with
 * its `document`), `WAYPOINT_LABEL_TEMPLATE`, `_getWaypointLabelContext(waypoint, state)` (undefined for the
 * first waypoint, else a context with the action's config, the distance and cost so far, the units) and
 * `_getGridHighlightStyle(waypoint, offset)` (`{color, alpha}`). No drawing: a test builds the waypoints with
 * `rulerWaypoints` and calls the methods the canvas would.
 */
export class HarnessTokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  readonly token: { document: HarnessDocument };

  constructor(token: { document: HarnessDocument }) {
    this.token = token;
  }

  _getWaypointLabelContext(waypoint: HarnessRulerWaypoint, state: Record<string, unknown>): object | undefined {
    if (!waypoint.previous) {
      state.previousElevation = 0;
      return undefined;
    }
    return {
      action: { label: waypoint.action, icon: "fa-solid fa-person-walking" },
      cssClass: waypoint.next ? "" : "last",
      units: "ft",
      distance: { total: String(waypoint.measurement.distance) },
      cost: { total: String(waypoint.measurement.cost), units: "ft" },
      elevation: { total: 0, icon: "fa-solid fa-arrows-up-down", hidden: true },
    };
  }

  // The v13 signature is kept (a subclass calls super with both) though the stand-in's style depends on neither.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  _getGridHighlightStyle(waypoint: HarnessRulerWaypoint, offset: { i: number; j: number }): object {
    return { color: 0x33bc4e, alpha: 0.5 };
  }
}

/** A point of a ruler path: a top-left position, its action, and the move that made it (passed points). */
export interface RulerPoint {
  x: number;
  y: number;
  action?: string;
  movementId?: string | null;
}

/**
 * Ruler waypoints through `points` (top-left positions), 5 ft a square: the first `passed` are the token's
 * movement history (stage "passed", the first of them where it stood before its first recorded move), the rest
 * planned (stage "planned"); with no history the first planned point is where the token stands. As core's ruler,
 * the measurement runs on from the first waypoint of all, the passed ones included.
 */
export function rulerWaypoints(points: RulerPoint[], { passed = 0 }: { passed?: number } = {}): HarnessRulerWaypoint[] {
  const out: HarnessRulerWaypoint[] = [];
  let distance = 0;
  for (const [index, p] of points.entries()) {
    const previous = out.at(-1) ?? null;
    if (previous) distance += Math.max(Math.abs(p.x - previous.x), Math.abs(p.y - previous.y)) / 20;
    const stage = index < passed ? "passed" : "planned";
    const w: HarnessRulerWaypoint = {
      x: p.x,
      y: p.y,
      action: p.action ?? "walk",
      index,
      explicit: true,
      stage,
      movementId: stage === "passed" ? (p.movementId ?? null) : null,
      previous,
      next: null,
      measurement: { distance, cost: distance },
    };
    if (previous) previous.next = w;
    out.push(w);
  }
  return out;
}

/** v13 `TokenRulerData` (the ruler's data): `passedWaypoints`, `pendingWaypoints` and `plannedMovement`. */
export interface HarnessRulerData {
  passedWaypoints: RulerPoint[];
  pendingWaypoints: RulerPoint[];
  plannedMovement: Record<string, unknown>;
}

/** The ruler data of `token`: its movement history passed (#11730), nothing pending or planned. */
export function rulerData(token: { movementHistory: RulerPoint[] }): HarnessRulerData {
  return { passedWaypoints: token.movementHistory, pendingWaypoints: [], plannedMovement: {} };
}

/**
 * The ruler's waypoints for `token` planning a move through `planned` (top-left positions after where it stands):
 * its passed waypoints (the ruler data's `passedWaypoints`), then the planned ones.
 */
export function plannedRuler(
  token: { x: number; y: number; movementHistory: RulerPoint[] },
  planned: RulerPoint[],
): HarnessRulerWaypoint[] {
  const passed = rulerData(token).passedWaypoints;
  const start = passed.length ? [] : [{ x: token.x, y: token.y }];
  return rulerWaypoints([...passed, ...start, ...planned], { passed: passed.length });
}
