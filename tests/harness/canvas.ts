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
 * - `canvas.stage` (a PIXI Container): `on`/`off` listeners of federated pointer events; a test `emit`s them, or
 *   `click`s (a `pointerdown`, then a `pointerup`, as a browser sends them). Core listens to the same stage (its
 *   MouseInteractionManager) before any system does: a left click that ends on the tokens layer is a click on
 *   the empty board there and releases the tokens this client controls (see FIDELITY.md F68).
 *   `canvas.app.view` (the HTML canvas) is a DOM element a test dispatches `wheel` events to; `wheel(delta,
 *   {shiftKey})` sends one as a browser does, Shift putting the notch in `deltaX` (core #8111). `pressEscape()`
 *   sends an Escape `keydown` to the view's document.
 * - `canvas.templates` (TemplateLayer) and `canvas.tokens` (TokenLayer): `activate()` (then `canvas.activeLayer`),
 *   firing `deactivate<Layer class>` for the layer left and `activate<Layer class>` for the new one (v13 hookEvents
 *   deactivateLayer / activateLayer); the templates layer's `preview` (a container of the placeables drawn there)
 *   and `getSnappedPoint(point)`; `CONFIG.MeasuredTemplate.objectClass` is `HarnessMeasuredTemplate`, which
 *   records `draw`, `refresh` and `destroy`.
 * - `tearDown()` (the viewed scene changes, scene.ts `view()`): `canvasTearDown(canvas)`, the preview emptied, the
 *   tokens layer active and nothing controlled; then `canvasReady(canvas)` for the new scene.
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

/**
 * An InteractionLayer: `activate()` makes it the canvas's active layer, firing `deactivate<class name>` for the
 * layer left and `activate<class name>` for this one (v13: "deactivateTemplateLayer", "activateTokenLayer").
 */
export class HarnessLayer {
  readonly name: string;
  /** The v13 class the layer stands for (`TokenLayer`, `TemplateLayer`): its hooks are named after it. */
  readonly className: string;
  readonly #canvas: HarnessCanvas;

  constructor(name: string, className: string, canvas: HarnessCanvas) {
    this.name = name;
    this.className = className;
    this.#canvas = canvas;
  }

  get active(): boolean {
    return this.#canvas.activeLayer === this;
  }

  activate(): this {
    const previous = this.#canvas.activeLayer;
    if (previous === this) return this;
    this.#canvas.activeLayer = this;
    if (previous) this.#canvas.callHook(`deactivate${previous.className}`, previous);
    this.#canvas.callHook(`activate${this.className}`, this);
    return this;
  }
}

/** A federated pointer event as PIXI 7 hands it to stage listeners: its button and position on the board. */
export interface HarnessPointerEvent {
  readonly button: number;
  getLocalPosition(target: unknown): { x: number; y: number };
  stopPropagation(): void;
}

/** A pointer event at board point (x, y) (the board is the stage's coordinate space here). */
export function pointerEvent(x: number, y: number, button = 0): HarnessPointerEvent {
  return { button, getLocalPosition: () => ({ x, y }), stopPropagation: () => undefined };
}

/**
 * v13 TemplateLayer: `preview` and `getSnappedPoint`, which snaps to the nearest point of a half-square lattice
 * (square corners, centres and side midpoints), the grid's resolution-2 snapping of a template origin.
 */
export class HarnessTemplateLayer extends HarnessLayer {
  readonly preview = new HarnessContainer();
  readonly #gridSize: () => number;

  constructor(canvas: HarnessCanvas, gridSize: () => number) {
    super("templates", "TemplateLayer", canvas);
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

/**
 * The canvas stage: other code's listeners (`on`/`off`, counted by `listenerCount`) and, before them, core's own
 * handling of the same pointer events (`core`, set by the canvas), as core's listener is there first.
 */
export class HarnessStage extends HarnessEmitter {
  core: ((event: string, payload: unknown) => void) | null = null;

  override emit(event: string, payload: unknown): void {
    this.core?.(event, payload);
    super.emit(event, payload);
  }
}

/** A token placeable as the tokens layer holds it: its document, and `release()`. */
interface ControlledToken {
  readonly document: HarnessDocument;
  release?(): boolean;
}

export class HarnessCanvas {
  readonly interface = { grid: new HarnessGridLayer() };
  readonly tokens: HarnessLayer & { controlled: ControlledToken[] };
  readonly templates: HarnessTemplateLayer;
  readonly stage = new HarnessStage();
  readonly app: { readonly view: EventTarget };
  activeLayer: HarnessLayer | null = null;
  /** Core's left clicks on the board, by the layer active when each ended (the tokens layer's release tokens). */
  readonly coreClicks: string[] = [];
  readonly #scene: () => HarnessDocument | null;
  readonly #hooks: { callAll(hook: string, ...args: unknown[]): unknown };
  /** The layer core's pointerdown found active, until the pointerup ends that click. */
  #pressed: HarnessLayer | null = null;

  constructor(
    scene: () => HarnessDocument | null,
    view: EventTarget,
    hooks: { callAll(hook: string, ...args: unknown[]): unknown } = { callAll: () => true },
  ) {
    this.#scene = scene;
    this.#hooks = hooks;
    this.app = { view };
    this.tokens = Object.assign(new HarnessLayer("tokens", "TokenLayer", this), { controlled: [] });
    this.templates = new HarnessTemplateLayer(this, () => (this.grid as { size?: number } | null)?.size ?? 100);
    this.activeLayer = this.tokens;
    this.stage.core = (event, payload) => {
      this.#coreClick(event, payload as HarnessPointerEvent);
    };
  }

  /** @internal Fires a hook on this client (the layers' activate/deactivate hooks). */
  callHook(hook: string, ...args: unknown[]): void {
    this.#hooks.callAll(hook, ...args);
  }

  /**
   * Core's MouseInteractionManager on the stage: a left pointerdown starts a click, the pointerup ends it on the
   * layer active then. On the tokens layer a click on the board releases every token this client controls.
   */
  #coreClick(event: string, payload: HarnessPointerEvent): void {
    if (payload.button !== 0) return;
    if (event === "pointerdown") this.#pressed = this.activeLayer;
    if (event !== "pointerup" || !this.#pressed) return;
    this.#pressed = null;
    const layer = this.activeLayer;
    if (!layer) return;
    this.coreClicks.push(layer.name);
    if (layer === this.tokens) for (const token of [...this.tokens.controlled]) token.release?.();
  }

  /** A click at board point (x, y): `pointerdown`, then `pointerup`, on the stage. */
  click(x: number, y: number, button = 0): void {
    this.stage.emit("pointerdown", pointerEvent(x, y, button));
    this.stage.emit("pointerup", pointerEvent(x, y, button));
  }

  /**
   * One wheel notch on the view as a browser sends it: `deltaY` is the notch, but with Shift held the notch
   * arrives in `deltaX` and `deltaY` is 0 (core #8111: Shift+wheel is a horizontal scroll).
   */
  wheel(delta: number, { shiftKey = false }: { shiftKey?: boolean } = {}): Event {
    const event = new Event("wheel", { cancelable: true });
    Object.defineProperties(event, {
      deltaX: { value: shiftKey ? delta : 0 },
      deltaY: { value: shiftKey ? 0 : delta },
      shiftKey: { value: shiftKey },
    });
    this.app.view.dispatchEvent(event);
    return event;
  }

  /** The user presses Escape: a `keydown` whose `key` is "Escape", sent to the view's document. */
  pressEscape(): Event {
    const event = new Event("keydown", { cancelable: true });
    Object.defineProperty(event, "key", { value: "Escape" });
    const owner = (this.app.view as { ownerDocument?: EventTarget | null }).ownerDocument;
    (owner ?? this.app.view).dispatchEvent(event);
    return event;
  }

  /**
   * The viewed scene changes (v13: the canvas is torn down and drawn again): `canvasTearDown`, the layers emptied
   * (the template preview too), the tokens layer active and nothing controlled; `drawn()` then fires `canvasReady`.
   */
  tearDown(): void {
    this.#hooks.callAll("canvasTearDown", this);
    this.templates.preview.children.length = 0;
    this.tokens.controlled.length = 0;
    this.activeLayer = this.tokens;
    this.#pressed = null;
  }

  /** The canvas is drawn for the newly viewed scene: `canvasReady`. */
  drawn(): void {
    this.#hooks.callAll("canvasReady", this);
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
