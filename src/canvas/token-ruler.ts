/**
 * Issue 13 item 1: Fray's token ruler (`CONFIG.Token.rulerClass`), a subclass of v13's
 * `foundry.canvas.placeables.tokens.TokenRuler`. Each waypoint's label shows, below core's distance, what Fray
 * will spend for the path up to it (ruler-facts.ts): its cost by the preset, the movement left this turn, the
 * Dash band when it goes past the movement left, how many opportunity attacks the path would provoke, and why
 * the rules refuse it. The squares where the path provokes are highlighted in red.
 *
 * v13's ruler also shows this turn's recorded moves (waypoints of `stage` "passed", and "pending" while a move is
 * under way; TokenRulerWaypointData). The turn ledger has spent those already, so only the planned path counts:
 * from the last waypoint before it (where the token will stand) to the waypoint labelled. A passed or pending
 * waypoint gets core's label alone, and its squares are never red.
 */
import type { Cell } from "../rules";
import type { TokenLike } from "./cover-hooks";
import type { PathWaypoint } from "./move-path";
import { rulerFacts, rulerLabelContext, type RulerFacts } from "./ruler-facts";

import { WAYPOINT_LABEL_TEMPLATE } from "./ruler-label";

export { WAYPOINT_LABEL_TEMPLATE } from "./ruler-label";

/** Colour of the squares where the planned path provokes. */
export const PROVOKE_COLOUR = 0xd9412b;

/** The parts of v13's `TokenRulerWaypoint` read here. */
export interface RulerWaypoint {
  readonly x: number;
  readonly y: number;
  readonly action: string;
  /** v13 TokenRulerWaypointData: "passed" (recorded), "pending" (being made) or "planned". */
  readonly stage?: "passed" | "pending" | "planned";
  readonly previous: RulerWaypoint | null;
  readonly next: RulerWaypoint | null;
}

/** A waypoint of the path being planned (a ruler without stages plans every waypoint). */
const planned = (w: RulerWaypoint): boolean => w.stage === undefined || w.stage === "planned";

interface RulerBase {
  readonly token: { readonly document: TokenLike };
  _getWaypointLabelContext(waypoint: RulerWaypoint, state: object): object | undefined;
  _getGridHighlightStyle(waypoint: RulerWaypoint, offset: { i: number; j: number }): { color?: number } & object;
}

type RulerClass = new (...args: never[]) => RulerBase;

/**
 * MOV-1: the planned path up to `waypoint`: from the last passed or pending waypoint before it (where the planned
 * move starts), else from the first waypoint, through the planned ones.
 */
function chainTo(waypoint: RulerWaypoint): PathWaypoint[] {
  const out: PathWaypoint[] = [];
  let w: RulerWaypoint | null = waypoint;
  for (; w && planned(w); w = w.previous) out.unshift({ x: w.x, y: w.y, action: w.action });
  if (w) out.unshift({ x: w.x, y: w.y, action: w.action });
  return out;
}

function lastOf(waypoint: RulerWaypoint): RulerWaypoint {
  let w = waypoint;
  while (w.next) w = w.next;
  return w;
}

/** Fray's ruler class over v13's `TokenRuler` (`base`). */
export function frayTokenRuler(base: RulerClass) {
  return class FrayTokenRuler extends base {
    static WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL_TEMPLATE;

    /** The provoking squares of the whole planned path, by the path's key (redrawn per highlighted square). */
    #provoking: { key: string; cells: readonly Cell[] } | null = null;

    override _getWaypointLabelContext(waypoint: RulerWaypoint, state: object): object | undefined {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context || !planned(waypoint)) return context;
      const facts = rulerFacts(this.token.document, chainTo(waypoint));
      return facts ? { ...context, fray: rulerLabelContext(facts) } : context;
    }

    override _getGridHighlightStyle(waypoint: RulerWaypoint, offset: { i: number; j: number }) {
      const style = super._getGridHighlightStyle(waypoint, offset);
      if (!planned(waypoint)) return style;
      const cells = this.#provokingCells(waypoint);
      return cells.some((c) => c.x === offset.j && c.y === offset.i) ? { ...style, color: PROVOKE_COLOUR } : style;
    }

    #provokingCells(waypoint: RulerWaypoint): readonly Cell[] {
      const chain = chainTo(lastOf(waypoint));
      const key = JSON.stringify(chain);
      if (this.#provoking?.key !== key) {
        const facts: RulerFacts | null = rulerFacts(this.token.document, chain);
        this.#provoking = { key, cells: facts?.provokes ?? [] };
      }
      return this.#provoking.cells;
    }
  };
}

/** `init`: Fray's ruler for every token. */
export function registerTokenRuler(): void {
  const base = (foundry.canvas.placeables.tokens as unknown as { TokenRuler: RulerClass }).TokenRuler;
  (CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass = frayTokenRuler(base);
}
