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

export class HarnessCanvas {
  readonly interface = { grid: new HarnessGridLayer() };
  readonly tokens: { controlled: { readonly document: HarnessDocument }[] } = { controlled: [] };
  readonly #scene: () => HarnessDocument | null;

  constructor(scene: () => HarnessDocument | null) {
    this.#scene = scene;
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

/** A waypoint of the harness ruler: v13 `TokenRulerWaypoint`'s position, action, neighbours and measurement. */
export interface HarnessRulerWaypoint {
  x: number;
  y: number;
  action: string;
  index: number;
  explicit: boolean;
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

/** Ruler waypoints through `points` (top-left positions; the first is where the token stands), 5 ft a square. */
export function rulerWaypoints(points: { x: number; y: number; action?: string }[]): HarnessRulerWaypoint[] {
  const out: HarnessRulerWaypoint[] = [];
  let distance = 0;
  for (const [index, p] of points.entries()) {
    const previous = out.at(-1) ?? null;
    if (previous) distance += Math.max(Math.abs(p.x - previous.x), Math.abs(p.y - previous.y)) / 20;
    const w: HarnessRulerWaypoint = {
      x: p.x,
      y: p.y,
      action: p.action ?? "walk",
      index,
      explicit: true,
      previous,
      next: null,
      measurement: { distance, cost: distance },
    };
    if (previous) previous.next = w;
    out.push(w);
  }
  return out;
}
