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
 *
 * Issue 25: core asks for a label per waypoint and a style per highlighted square on every pointer move. The
 * planned path's facts are worked out once per path change (drag-facts.ts) and each waypoint reads the part up to
 * it; inside `uncached` (drag-cache.ts) every label is `rulerFacts` of its own path again, the reference.
 */
import type { Cell } from "../../rules";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { unseenBy } from "../../combat/opportunity";
import type { PathWaypoint } from "../../scene/movement";
import { rulerFacts, rulerLabelContext, type RulerFacts } from "./ruler-facts";
import { dragFacts, type DragFacts } from "./drag-facts";
import { dragCacheGeneration, dragCacheOn } from "./drag-cache";

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

/**
 * Issue 25: whether `chain` is still `chainTo(last)` (same squares and actions, same start), read without building
 * the chain again: core asks for a label per waypoint and a style per highlighted square on every refresh.
 */
function sameChain(chain: readonly PathWaypoint[], last: RulerWaypoint): boolean {
  let w: RulerWaypoint | null = last;
  for (let i = chain.length - 1; i >= 0; i--) {
    const c = chain[i] as PathWaypoint;
    if (!w || w.x !== c.x || w.y !== c.y || w.action !== c.action) return false;
    // chainTo starts at the last waypoint that is not planned, else at the first of all.
    if ((!planned(w) || w.previous === null) !== (i === 0)) return false;
    w = w.previous;
  }
  return true;
}

/** The ids of the creatures the user can't see on `token`'s scene (opportunity-scan.ts `unseenBy`), as one key. */
function unseenKey(token: TokenLike): string {
  const scene = sceneOf(token);
  return scene ? [...unseenBy(scene, game.user, true)].join(",") : "";
}

/** One planned path's facts (drag-facts.ts), kept while the path and the world are unchanged. */
interface Drag {
  readonly chain: readonly PathWaypoint[];
  readonly generation: number;
  readonly isGm: boolean;
  /** The creatures this user can't see (a token's visibility changes with vision, not by a hook). */
  readonly unseen: string;
  readonly facts: DragFacts;
  /** The provoking squares of the whole path, by square (`x,y`). */
  provoking?: ReadonlySet<string>;
}

/** Fray's ruler class over v13's `TokenRuler` (`base`). */
export function frayTokenRuler(base: RulerClass) {
  return class FrayTokenRuler extends base {
    static WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL_TEMPLATE;

    /** The planned path's facts, worked out once per path change (not once per waypoint or square). */
    #drag: Drag | null = null;

    /** The reference's: the provoking squares of the whole planned path, by the path's key. */
    #provoking: { key: string; cells: readonly Cell[] } | null = null;

    override _getWaypointLabelContext(waypoint: RulerWaypoint, state: object): object | undefined {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context || !planned(waypoint)) return context;
      const facts = dragCacheOn() ? this.#factsAt(waypoint) : rulerFacts(this.token.document, chainTo(waypoint));
      return facts ? { ...context, fray: rulerLabelContext(facts) } : context;
    }

    override _getGridHighlightStyle(waypoint: RulerWaypoint, offset: { i: number; j: number }) {
      const style = super._getGridHighlightStyle(waypoint, offset);
      if (!planned(waypoint)) return style;
      if (!dragCacheOn()) {
        const cells = this.#provokingCells(waypoint);
        return cells.some((c) => c.x === offset.j && c.y === offset.i) ? { ...style, color: PROVOKE_COLOUR } : style;
      }
      const drag = this.#dragOf(lastOf(waypoint)).drag;
      if (!drag.provoking) {
        const chain = drag.chain;
        const cells = drag.facts.at(chain.length - 1)?.provokes ?? [];
        drag.provoking = new Set(cells.map((c) => `${c.x},${c.y}`));
      }
      return drag.provoking.has(`${offset.j},${offset.i}`) ? { ...style, color: PROVOKE_COLOUR } : style;
    }

    /** Without the drag cache (the reference): the provoking squares of the whole planned path, by its key. */
    #provokingCells(waypoint: RulerWaypoint): readonly Cell[] {
      const chain = chainTo(lastOf(waypoint));
      const key = JSON.stringify(chain);
      if (this.#provoking?.key !== key) {
        const facts: RulerFacts | null = rulerFacts(this.token.document, chain);
        this.#provoking = { key, cells: facts?.provokes ?? [] };
      }
      return this.#provoking.cells;
    }

    /** The facts of the path up to `waypoint` (planned), read from the whole path's. */
    #factsAt(waypoint: RulerWaypoint): RulerFacts | null {
      let last = waypoint;
      let after = 0;
      for (; last.next; after++) last = last.next;
      const { drag } = this.#dragOf(last, true);
      return drag.facts.at(drag.chain.length - 1 - after);
    }

    /**
     * The drag of the planned path ending at `last`, made again when the path, the world (a hook of
     * drag-cache.ts) or, when `sight` (a label: once per waypoint, not per square), the creatures this user
     * can't see have changed.
     */
    #dragOf(last: RulerWaypoint, sight = false): { drag: Drag } {
      const generation = dragCacheGeneration();
      const isGm = game.user.isGM;
      const kept = this.#drag;
      const unseen = sight || !kept ? unseenKey(this.token.document) : kept.unseen;
      if (
        kept &&
        kept.generation === generation &&
        kept.isGm === isGm &&
        kept.unseen === unseen &&
        sameChain(kept.chain, last)
      )
        return { drag: kept };
      const chain = chainTo(last);
      this.#drag = { chain, generation, isGm, unseen, facts: dragFacts(this.token.document, chain) };
      return { drag: this.#drag };
    }
  };
}

/** `init`: Fray's ruler for every token. */
export function registerTokenRuler(): void {
  const base = (foundry.canvas.placeables.tokens as unknown as { TokenRuler: RulerClass }).TokenRuler;
  (CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass = frayTokenRuler(base);
}
