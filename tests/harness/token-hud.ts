/**
 * Stand-in for v13's `foundry.applications.hud.TokenHUD` (an ApplicationV2) as far as a system's subclass meets it
 * (FIDELITY.md F106–F108):
 * - `static DEFAULT_OPTIONS.actions`, merged down the class chain as ApplicationV2 merges its options: a subclass's
 *   `effect` replaces core's. An action is a function or `{ handler, buttons }`; it runs for the mouse buttons
 *   `buttons` lists, left (0) only when it lists none (a right click on an icon whose action doesn't list 2 does
 *   nothing). The handler gets `this` = the HUD and `(event, target)`, the target the clicked icon;
 * - `bind(token)`: the HUD's `object` (the placeable, `{ document, actor }`) and `actor`;
 * - `render()`: `element` holds `.palette.status-effects` with one
 *   `img.effect-control[data-action="effect"][data-status-id]` per `CONFIG.statusEffects` entry shown in the HUD
 *   (`hud` not false), `active` on the statuses the actor has; then `_onRender(context, options)` runs on it;
 * - core's own `effect` action toggles the status, an overlay on a right click (`{ overlay: event.button === 2 }`);
 * - `click(statusId, button)`: a test's pointer click on an icon (0 left, 2 right).
 * Sources: foundryvtt/dnd5e@release-5.2.5:module/applications/hud/token-hud.mjs (its v13 subclass: the
 * `effect` action with `buttons: [0, 2]`, `_onRender` reading `[data-status-id]` icons on `this.element`).
 */
import { dom } from "./applications";

type Handler = (this: TokenHUD, event: { button: number }, target: HTMLElement) => unknown;
type Action = Handler | { handler: Handler; buttons?: number[] };

interface HudToken {
  readonly document?: unknown;
  readonly actor: {
    readonly statuses: ReadonlySet<string>;
    toggleStatusEffect(id: string, options?: { active?: boolean; overlay?: boolean }): Promise<unknown>;
  } | null;
}

interface StatusEntry {
  readonly id: string;
  readonly name?: string;
  readonly img?: string;
  readonly hud?: boolean | object;
}

export class TokenHUD {
  static DEFAULT_OPTIONS: { actions: Record<string, Action> } = {
    actions: {
      effect: {
        handler: async function (this: TokenHUD, event, target) {
          const id = target.dataset.statusId ?? "";
          await this.actor?.toggleStatusEffect(id, { overlay: event.button === 2 });
        },
        buttons: [0, 2],
      },
    },
  };

  object: HudToken | null = null;
  element: HTMLElement = dom.document.createElement("div");

  get actor(): HudToken["actor"] {
    return this.object?.actor ?? null;
  }

  /** The actions of this class and its parents, the nearest class's entry winning (ApplicationV2's merge). */
  get actions(): Record<string, Action> {
    const chain: (typeof TokenHUD)[] = [];
    let c: unknown = this.constructor;
    while (typeof c === "function") {
      const cls = c as typeof TokenHUD;
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) chain.unshift(cls);
      if (cls === TokenHUD) break;
      c = Object.getPrototypeOf(cls);
    }
    return Object.assign({}, ...chain.map((c) => c.DEFAULT_OPTIONS.actions)) as Record<string, Action>;
  }

  bind(token: HudToken): this {
    this.object = token;
    return this;
  }

  async render(): Promise<this> {
    const statuses = (globalThis as unknown as { CONFIG: { statusEffects: StatusEntry[] } }).CONFIG.statusEffects;
    const palette = dom.document.createElement("div") as unknown as HTMLElement;
    palette.className = "palette status-effects";
    for (const s of statuses.filter((e) => e.hud !== false)) {
      const img = dom.document.createElement("img") as unknown as HTMLElement;
      img.className = `effect-control${this.actor?.statuses.has(s.id) ? " active" : ""}`;
      img.dataset.action = "effect";
      img.dataset.statusId = s.id;
      img.setAttribute("src", s.img ?? "");
      palette.append(img);
    }
    this.element.replaceChildren(palette);
    await this._onRender({}, {});
    return this;
  }

  /** Runs after each render; a subclass reads `this.element` here. */
  async _onRender(context: object, options: object): Promise<void> {
    await Promise.resolve([context, options]);
  }

  /** A pointer click (0 left, 2 right) on the status icon `statusId`, as core dispatches `data-action`. */
  async click(statusId: string, button: number): Promise<void> {
    const target = this.element.querySelector<HTMLElement>(`[data-status-id="${statusId}"]`);
    if (!target) throw new Error(`harness: no status icon ${statusId} in the HUD`);
    const action = this.actions[target.dataset.action ?? ""];
    if (!action) return;
    const { handler, buttons } = typeof action === "function" ? { handler: action, buttons: [0] } : action;
    if (!(buttons ?? [0]).includes(button)) return;
    await handler.call(this, { button }, target);
  }
}
