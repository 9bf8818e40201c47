/**
 * TA-5 on the canvas: a Strike at an undetected creature is aimed at a square. When the player chooses the Strike
 * without one (from the sheet, a macro or the hotbar), the canvas asks for it: a left click on the board (when the
 * button comes up) picks the grid square under the pointer; a right click, Escape or another scene give the Strike
 * up before anything is spent. Only on the scene the canvas shows, and only when the target is on it (the square is
 * a square of its scene); otherwise nothing is asked and the Strike is refused as before.
 */
import type { AimedSquare } from "../rules";
import { attackScene, viewedScene } from "../scene/cover";

interface BoardPointerEvent {
  readonly button?: number;
  getLocalPosition(target: unknown): { x: number; y: number };
  stopPropagation(): void;
}

/** TA-5: the grid square (column, row) holding board point (x, y) on a grid of `size` pixels. */
export function squareAt(point: { readonly x: number; readonly y: number }, size: number): AimedSquare {
  return { x: Math.floor(point.x / size), y: Math.floor(point.y / size) };
}

/**
 * TA-5: asks the user to click the square the Strike at `target` (named `name`) is aimed at; the square, or null when
 * the canvas can't ask (no canvas, another scene shown) or the user gave up.
 */
export async function pickAimedSquare(target: { readonly token?: unknown }, name: string): Promise<AimedSquare | null> {
  const scene = viewedScene();
  const stage = canvas.stage;
  const view = canvas.app?.view as (EventTarget & { ownerDocument?: EventTarget | null }) | undefined;
  if (!canvas.ready || !scene || !stage || !view) return null;
  if (attackScene(target as never) !== scene) return null;
  const layer = canvas.tokens;
  const size = scene.grid.size;
  const keys: EventTarget = view.ownerDocument ?? view;
  ui.notifications.info(game.i18n.format("FRAY.Roll.PickSquarePrompt", { name }));
  return new Promise((resolve) => {
    /** The button pressed during the pick, until it comes up. */
    let pressed: number | null = null;
    let done = false;
    const press = (event: BoardPointerEvent) => {
      if (event.button === 0 || event.button === 2) pressed = event.button;
    };
    const release = (event: BoardPointerEvent) => {
      if (pressed === null || event.button !== pressed) return;
      pressed = null;
      event.stopPropagation();
      finish(event.button === 0 ? squareAt(event.getLocalPosition(layer ?? stage), size) : null);
    };
    const escape = (event: Event) => {
      if ((event as KeyboardEvent).key !== "Escape") return;
      event.stopPropagation();
      finish(null);
    };
    const gone = () => {
      finish(null);
    };
    const torn = Hooks.on("canvasTearDown", gone);
    const finish = (square: AimedSquare | null): void => {
      if (done) return;
      done = true;
      Hooks.off("canvasTearDown", torn);
      stage.off("pointerdown", press);
      stage.off("pointerup", release);
      keys.removeEventListener("keydown", escape, { capture: true });
      resolve(square);
    };
    stage.on("pointerdown", press);
    stage.on("pointerup", release);
    keys.addEventListener("keydown", escape, { capture: true });
  });
}
