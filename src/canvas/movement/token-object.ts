/**
 * MOV-5 on the canvas: Fray's Token placeable (`CONFIG.Token.objectClass`), a subclass of v13's
 * `foundry.canvas.placeables.Token`. Core runs `constrainMovementPath` on the path a user drags (the ruler shows
 * the constrained path, and the drop moves along it) and on a keyboard move. Fray's lets core constrain first
 * (walls, steps of infinite cost, see movement-cost-function.ts), then, in the active combat, cuts a path the
 * rules refuse (one that would end in another creature's space, or go through a hostile's) back to the last square
 * on it where the creature may stop: the move ends short instead of being refused. With no such square the path
 * is left whole, and the turn ledger's check (ledger-movement.ts) refuses it with the reason, as it does a move
 * made by other means (a macro's `move`, a client that skips this).
 */
import { movingInLegs } from "../../combat/opportunity";
import { sceneOf, type TokenLike } from "../../scene/cover";
import { cellAt, movePath, type PathWaypoint, WAY_BLOCKED } from "../../scene/movement";
import { dragMoveCost } from "./drag-facts";

/** A waypoint of a path to constrain (v13 `TokenMovementWaypoint`, filled in): where, the action, the rest kept. */
export interface ConstrainedWaypoint extends PathWaypoint {
  readonly x: number;
  readonly y: number;
}

/** The token document the placeable draws, as read here. */
interface PlacedToken extends TokenLike {
  readonly uuid: string | null;
  readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
}

/**
 * MOV-4, MOV-5: `path` (its first waypoint where the move starts) cut back so that it ends on the last square the
 * creature may stop on, when the rules refuse it during the active combat; null when it is not cut (the rules
 * allow it, no square before the refusal will do, the token is not fighting in the active combat, or it is moving
 * in the legs of an opportunity-attack stop, whose ends are squares passed, not stops).
 */
export function freeEndPath<W extends ConstrainedWaypoint>(token: PlacedToken, path: readonly W[]): W[] | null {
  const combat = token.combatant?.combat;
  if (path.length < 2 || !combat?.started || combat !== game.combat || movingInLegs(token)) return null;
  const scene = sceneOf(token);
  const start = path[0] as W;
  if (!scene) return null;
  const size = scene.grid.size;
  const squares = movePath(start, path.slice(1), size);
  // Issue 25: the creatures as the drag read them (drag-cache.ts): core constrains on every pointer move.
  const cost = dragMoveCost(scene, token, squares, game.user.isGM);
  // Nothing to cut, or nowhere to stop: the turn ledger's check then refuses the move with the reason. Nor is a
  // path cut before a creature this user can't see (MOV-5): the drop would show where it stands.
  if (!cost || cost.block === null || cost.block === WAY_BLOCKED || cost.endAt === 0) return null;
  // The waypoint whose leg holds the new end: the path up to the one before it, then the end itself.
  let reached = 0;
  let from = cellAt(start, size);
  for (const [i, w] of path.entries()) {
    if (i === 0) continue;
    const to = cellAt(w, size);
    const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    reached += steps;
    from = to;
    if (reached < cost.endAt) continue;
    if (reached === cost.endAt) return path.slice(0, i + 1);
    const cell = squares.cells[cost.endAt] ?? to;
    // Part of the way along the leg, part of the way to its elevation (a flight up cut short rises part way).
    const before = (path[i - 1] as W).elevation;
    const share = (steps - (reached - cost.endAt)) / steps;
    const elevation =
      before === undefined || w.elevation === undefined ? w.elevation : before + (w.elevation - before) * share;
    const end = { ...w, x: cell.x * size, y: cell.y * size, ...(elevation === undefined ? {} : { elevation }) };
    return [...path.slice(0, i), end];
  }
  return null;
}

interface TokenBase {
  readonly document: PlacedToken;
  constrainMovementPath(waypoints: readonly object[], options?: object): [ConstrainedWaypoint[], boolean];
}

type TokenClass = new (...args: never[]) => TokenBase;

/** Fray's Token placeable over v13's `Token` (`base`). */
export function frayToken(base: TokenClass) {
  return class FrayToken extends base {
    override constrainMovementPath(waypoints: readonly object[], options?: object): [ConstrainedWaypoint[], boolean] {
      const [path, constrained] = super.constrainMovementPath(waypoints, options);
      const cut = freeEndPath(this.document, path);
      return cut ? [cut, true] : [path, constrained];
    }
  };
}

/** `init`: Fray's placeable for every token. */
export function registerTokenObject(): void {
  const base = foundry.canvas.placeables.Token as unknown as TokenClass;
  (CONFIG.Token as unknown as { objectClass: unknown }).objectClass = frayToken(base);
}
