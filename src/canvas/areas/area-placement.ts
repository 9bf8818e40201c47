/**
 * Issue 13 item 4 (AOE-1 … AOE-3): a spell with an area places its measured template before its card is posted.
 * The template follows the pointer on the templates layer (snapped by the layer), the wheel turns a cone or a line
 * (15° a notch, 45° with Shift), a left click places it (when the button comes up) and a right click, Escape,
 * another scene or another layer give up. An emanation goes on the caster's token at once. The placed template is an ordinary MeasuredTemplate document of the viewed scene, with
 * `flags.fray.area`; its creation targets the creatures it covers (cover-hooks.ts, `targetFromTemplate`).
 */
import {
  areaFlagOf,
  areaTemplateData,
  followsPointer,
  turns,
  type SpellArea,
  targetFromTemplate,
  tokenOf,
  viewedScene,
  type SceneLike,
} from "../../scene/cover";

/** What a placement ended with: the template placed, or `cancelled` when the user gave up. */
export type AreaPlacement =
  { readonly template: { readonly uuid: string }; readonly targets: readonly string[] } | "cancelled";

/** One wheel notch turns the preview this much (degrees); with Shift, the coarse step. */
export const TURN_STEP = 15;
export const TURN_STEP_COARSE = 45;

interface PointerEvent {
  readonly button?: number;
  getLocalPosition(target: unknown): { x: number; y: number };
  stopPropagation(): void;
}

interface Preview {
  readonly document: MeasuredTemplateDocument.Implementation;
  draw(): Promise<unknown>;
  refresh(): unknown;
  destroy(options?: unknown): void;
}

/**
 * Whether `item`'s area should be placed on this client: it has one, the user may create templates, and the
 * canvas shows a scene. Otherwise the item is used with the user's targets as they are.
 */
export function placesArea(area: SpellArea | undefined): area is SpellArea {
  if (!area || area.shape === "none" || !(area.size > 0)) return false;
  return canvas.ready && viewedScene() !== null && game.user.can("TEMPLATE_CREATE");
}

/**
 * Places `area` for `item`, whose owner is `actor`: the preview under the pointer until a click (or at once for an
 * emanation, on the actor's token), then the template document. Null when the area can't be placed here (an
 * emanation whose caster has no token on the viewed scene): the caller goes on with the user's targets.
 */
export async function placeArea(
  item: { readonly uuid: string },
  actor: Actor.Implementation,
  area: SpellArea,
): Promise<AreaPlacement | null> {
  const scene = viewedScene();
  if (!scene) return null;
  const grid = { size: scene.grid.size, distance: scene.grid.distance ?? 5 };
  const base = { direction: 0, gridDistance: grid.distance, itemUuid: item.uuid, fillColor: game.user.color.css };
  if (!followsPointer(area.shape)) {
    const token = tokenOf(actor, scene) as (TokenDocument.Implementation & { width: number }) | null;
    if (!token?.id) return null;
    const half = (token.width * grid.size) / 2;
    const data = areaTemplateData(area, {
      ...base,
      origin: { x: token.x + half, y: token.y + half },
      caster: { tokenId: token.id, squares: token.width },
    });
    return data ? create(scene, data) : null;
  }
  const data = areaTemplateData(area, { ...base, origin: { x: 0, y: 0 } });
  if (!data) return null;
  const placed = await follow(scene, data, turns(area.shape));
  return placed ? create(scene, placed) : "cancelled";
}

async function create(scene: SceneLike, data: object): Promise<AreaPlacement> {
  const made = await (scene as unknown as Scene.Implementation).createEmbeddedDocuments("MeasuredTemplate", [
    data as never,
  ]);
  const [template] = made ?? [];
  if (!template) return "cancelled";
  // The creation hook targets too (on this client); asking here makes the targets known before the card.
  return { template: { uuid: template.uuid }, targets: targetFromTemplate(template) ?? [] };
}

/** The notch a wheel event turns by: `deltaY`, or `deltaX` when Shift made the browser scroll sideways. */
export function wheelNotch(wheel: { readonly deltaX?: number; readonly deltaY: number; readonly shiftKey: boolean }) {
  if (wheel.deltaY !== 0) return Math.sign(wheel.deltaY);
  // Core #8111: with Shift held, browsers send a mouse wheel's notch as a horizontal scroll.
  return wheel.shiftKey ? Math.sign(wheel.deltaX ?? 0) : 0;
}

/**
 * The preview: drawn on the templates layer, moved with the pointer, turned by the wheel; resolves with the data
 * to create (at the last snapped point) when a left click ends (pointer up), or null when the user gives up: a
 * right click, Escape, another scene on the canvas (`canvasTearDown`) or another layer (`deactivateTemplateLayer`).
 * Core's own listener on the stage handles the same click, so the placement ends on the pointer up, once core has
 * seen the whole click on the templates layer, and never on a press that began before it.
 */
async function follow(scene: SceneLike, data: object, turnable: boolean): Promise<object | null> {
  const layer = canvas.templates;
  const container = layer?.preview;
  const stage = canvas.stage;
  const view = canvas.app?.view as (EventTarget & { ownerDocument?: EventTarget | null }) | undefined;
  if (!layer || !container || !stage || !view) return null;
  const keys: EventTarget = view.ownerDocument ?? view;
  const previous = canvas.activeLayer as { activate?: () => unknown } | null;
  const cls = CONFIG.MeasuredTemplate.documentClass;
  const document = new cls(data, { parent: scene } as never);
  const preview = new CONFIG.MeasuredTemplate.objectClass(document) as unknown as Preview;
  await preview.draw();
  layer.activate();
  container.addChild(preview as never);
  return new Promise((resolve) => {
    /** The button pressed during the placement, until it comes up. */
    let pressed: number | null = null;
    let done = false;
    const move = (event: PointerEvent) => {
      const point = layer.getSnappedPoint(event.getLocalPosition(layer));
      document.updateSource({ x: point.x, y: point.y });
      preview.refresh();
    };
    const turn = (event: Event) => {
      const notch = wheelNotch(event as WheelEvent);
      if (!turnable || notch === 0) return;
      // The wheel turns the preview instead of zooming the canvas.
      event.preventDefault();
      event.stopImmediatePropagation();
      const step = (event as WheelEvent).shiftKey ? TURN_STEP_COARSE : TURN_STEP;
      document.updateSource({ direction: (document.direction + step * notch + 360) % 360 });
      preview.refresh();
    };
    const press = (event: PointerEvent) => {
      if (event.button === 0 || event.button === 2) pressed = event.button;
    };
    const release = (event: PointerEvent) => {
      if (pressed === null || event.button !== pressed) return;
      pressed = null;
      event.stopPropagation();
      if (event.button === 2) {
        finish(null);
        return;
      }
      move(event);
      finish(document.toObject());
    };
    const escape = (event: Event) => {
      if ((event as KeyboardEvent).key !== "Escape") return;
      event.stopPropagation();
      finish(null);
    };
    const gone = () => {
      finish(null);
    };
    const hooks = [
      ["canvasTearDown", Hooks.on("canvasTearDown", gone)],
      ["deactivateTemplateLayer", Hooks.on("deactivateTemplateLayer" as never, gone as never)],
    ] as const;
    const finish = (result: object | null): void => {
      if (done) return;
      done = true;
      // Listeners first: re-activating the previous layer below deactivates the templates layer.
      for (const [hook, id] of hooks) Hooks.off(hook as never, id);
      stage.off("pointermove", move);
      stage.off("pointerdown", press);
      stage.off("pointerup", release);
      view.removeEventListener("wheel", turn, { capture: true });
      keys.removeEventListener("keydown", escape, { capture: true });
      container.removeChild(preview as never);
      preview.destroy({ children: true });
      if (canvas.activeLayer === layer) previous?.activate?.();
      resolve(result);
    };
    stage.on("pointermove", move);
    stage.on("pointerdown", press);
    stage.on("pointerup", release);
    view.addEventListener("wheel", turn, { capture: true, passive: false });
    keys.addEventListener("keydown", escape, { capture: true });
  });
}

interface MovedToken {
  readonly id: string | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly parent: unknown;
}

interface PlacedTemplate {
  readonly flags?: unknown;
  readonly author?: { readonly id?: string } | null;
  update(data: object): Promise<unknown>;
}

/**
 * AOE-1: an emanation moves with its creature. When a token moves, each emanation template Fray placed on it (on
 * its scene) follows to its new centre, moved by the template's author's client (the active GM's when the author
 * is not connected), so one client writes it.
 */
export function followingEmanations(token: MovedToken): { template: PlacedTemplate; x: number; y: number }[] {
  const scene = token.parent as { readonly templates?: Iterable<PlacedTemplate>; readonly grid?: { size: number } };
  if (!token.id || !scene.templates || !scene.grid) return [];
  const half = (token.width * scene.grid.size) / 2;
  const out: { template: PlacedTemplate; x: number; y: number }[] = [];
  for (const template of scene.templates) {
    const flag = areaFlagOf(template);
    if (flag?.shape !== "emanation" || flag.tokenId !== token.id) continue;
    const author = template.author?.id ? game.users.get(template.author.id) : undefined;
    const mover = author?.active === true ? author.id === game.user.id : game.user.isActiveGM;
    if (mover) out.push({ template, x: token.x + half, y: token.y + half });
  }
  return out;
}

/** `init`: emanations follow their creatures (see `followingEmanations`). */
export function registerEmanations(): void {
  Hooks.on("updateToken", ((token: MovedToken, changes: { x?: number; y?: number }) => {
    if (changes.x === undefined && changes.y === undefined) return;
    for (const { template, x, y } of followingEmanations(token)) void template.update({ x, y });
  }) as never);
}
