/**
 * Issue 13 item 6 (ATK-10, OA-6): reach at a glance. A keybinding (Alt+R by default) toggles, for this browser,
 * a highlight of the squares each controlled token threatens: the exact cells within its reach under the
 * preset's diagonal rule (`reachCells`), its reach being the longest of its equipped melee weapons (5 ft without
 * one), coloured by the token's disposition. It follows the tokens as they are controlled, moved or changed.
 * Stored in the client setting `fray.showReach`, so it survives a reload.
 */
import { DEFAULT_REACH, reachCells, reachTraitFeet, statFamily, type Cell } from "../../rules";
import { SYSTEM_ID } from "../../constants";
import { activePolicies } from "../../settings/policies";
import { squareGrid, tokenSpace } from "../cover";
import { REACH_COLOURS, dispositionKey } from "./reach-highlight-colours";
import { REACH_LEGEND_TEMPLATE, reachLegendContext, type ReachLegendEntry } from "./reach-legend";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.showReach": boolean;
  }
}

/** The grid highlight layer Fray draws reach on. */
export const REACH_LAYER = "fray-reach";

export { REACH_COLOURS, dispositionKey } from "./reach-highlight-colours";

interface ReachItem {
  readonly type: string;
  readonly system: unknown;
}

/**
 * ATK-10, TA-9: the reach in feet of an equipped melee weapon (thrown ones included); null for any other item.
 * Under threeAction a weapon with the reach trait reaches by its wielder (`reachTraitFeet`: 10 ft for a Small or
 * Medium creature, else 5 ft more than the creature's own reach); otherwise the weapon's own `reach`.
 */
export function equippedMeleeReach(item: ReachItem): number | null {
  if (item.type !== "weapon") return null;
  const s = item.system as {
    equipped?: boolean;
    reach?: number;
    range?: { normal?: number };
    properties?: Set<string>;
  };
  const melee = (s.range?.normal ?? 0) === 0 || s.properties?.has("thrown") === true;
  if (s.equipped !== true || !melee) return null;
  const wielder = (item as { actor?: { system?: { size?: unknown; reach?: unknown } } | null }).actor?.system;
  if (wielder && s.properties?.has("reach") === true && statFamily(activePolicies()) === "threeAction") {
    const own = typeof wielder.reach === "number" && wielder.reach >= 0 ? Math.floor(wielder.reach) : DEFAULT_REACH;
    return reachTraitFeet({ size: typeof wielder.size === "string" ? wielder.size : "medium", creatureReach: own });
  }
  return s.reach ?? DEFAULT_REACH;
}

/** ATK-10: a creature's reach: the longest of its equipped melee weapons' (thrown ones included), else 5 ft. */
export function creatureReach(items: Iterable<ReachItem>): number {
  let reach = DEFAULT_REACH;
  for (const item of items) reach = Math.max(reach, equippedMeleeReach(item) ?? DEFAULT_REACH);
  return reach;
}

interface ReachToken {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly disposition?: number;
  readonly name?: string | null;
  readonly actor: { readonly items: Iterable<ReachItem> } | null;
}

/** OA-6: the squares `token` threatens (grid cells), its reach and its disposition's colour key. */
export function threatenedSquares(
  token: ReachToken,
  grid: { readonly size: number; readonly distance: number },
): { readonly cells: readonly Cell[]; readonly reach: number; readonly colour: keyof typeof REACH_COLOURS } {
  const reach = creatureReach(token.actor?.items ?? []);
  const space = tokenSpace(token, grid.size);
  const cells = [space.x, space.y, space.side].every(Number.isFinite)
    ? reachCells(space, reach, activePolicies().movement.diagonals, grid.distance)
    : [];
  return { cells, reach, colour: dispositionKey(token.disposition ?? 0) };
}

/** Registers the client setting and the keybinding. Called once, at init. */
export function registerReachHighlight(): void {
  game.settings.register(SYSTEM_ID, "showReach", {
    name: "FRAY.Reach.Setting.Name",
    hint: "FRAY.Reach.Setting.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
    requiresReload: false,
    onChange: () => {
      drawReach();
    },
  });
  game.keybindings.register(SYSTEM_ID, "toggleReach", {
    name: "FRAY.Reach.Toggle.Name",
    hint: "FRAY.Reach.Toggle.Hint",
    // v13 KeyboardManager.MODIFIER_KEYS.ALT is "Alt" (fvtt-types brands the string).
    editable: [{ key: "KeyR", modifiers: ["Alt"] as never }],
    onDown: () => {
      void game.settings.set(SYSTEM_ID, "showReach", !game.settings.get(SYSTEM_ID, "showReach"));
      return true;
    },
  });
  for (const hook of [
    "controlToken",
    "updateToken",
    "deleteToken",
    "canvasReady",
    "updateItem",
    "createItem",
    "deleteItem",
  ])
    Hooks.on(
      hook as never,
      (() => {
        drawReach();
      }) as never,
    );
}

interface GridLayerLike {
  highlightLayers: Record<string, unknown>;
  addHighlightLayer(name: string): unknown;
  clearHighlightLayer(name: string): void;
  highlightPosition(name: string, options: { x: number; y: number; color: number; alpha: number }): void;
}

/**
 * Redraws the reach layer on this client's canvas: cleared, then, while `fray.showReach` is on, the squares each
 * controlled token threatens. Does nothing without a canvas scene of squares.
 */
export function drawReach(): void {
  const c = (globalThis as { canvas?: unknown }).canvas as
    | {
        scene: { grid: { size: number; distance: number; type?: number } } | null;
        interface?: { grid?: GridLayerLike };
        tokens?: { controlled: readonly { document: ReachToken }[] };
      }
    | undefined;
  const grid = c?.interface?.grid;
  // A gridless or hex scene has no squares to light.
  const scene = c?.scene && squareGrid(c.scene.grid) ? c.scene : null;
  if (!grid || !scene) return;
  if (!(REACH_LAYER in grid.highlightLayers)) grid.addHighlightLayer(REACH_LAYER);
  grid.clearHighlightLayer(REACH_LAYER);
  const legend: ReachLegendEntry[] = [];
  if (!game.settings.get(SYSTEM_ID, "showReach")) {
    showLegend(legend);
    return;
  }
  const size = scene.grid.size;
  for (const placeable of c.tokens?.controlled ?? []) {
    const { cells, colour, reach } = threatenedSquares(placeable.document, scene.grid);
    legend.push({ name: placeable.document.name ?? "", reach, colour });
    for (const cell of cells)
      grid.highlightPosition(REACH_LAYER, {
        x: cell.x * size,
        y: cell.y * size,
        color: REACH_COLOURS[colour],
        alpha: 0.3,
      });
  }
  showLegend(legend);
}

/** The legend over the canvas (`#fray-reach-legend`), shown while reach is drawn for a token; removed otherwise. */
function showLegend(entries: readonly ReachLegendEntry[]): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc?.body) return;
  let host = doc.getElementById("fray-reach-legend");
  if (!entries.length) {
    host?.remove();
    return;
  }
  if (!host) {
    host = doc.createElement("div");
    host.id = "fray-reach-legend";
    doc.body.append(host);
  }
  const target = host;
  void foundry.applications.handlebars
    .renderTemplate(REACH_LEGEND_TEMPLATE, reachLegendContext(entries, game.i18n))
    .then((html) => {
      target.innerHTML = html;
    });
}
