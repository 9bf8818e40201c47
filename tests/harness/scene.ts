/**
 * Scenes and tokens, imitating the v13 API docs (foundry.documents.Scene, TokenDocument, TokenMovementData):
 * - Scene: a world document with embedded `tokens`; one square grid of 100 px squares of 5 ft
 *   (`HARNESS_GRID`). Walls, regions and lighting are not imitated (yet).
 * - TokenDocument: `x`/`y`, `actor` (the world actor its `actorId` names: linked tokens only), its owners its
 *   actor's owners, `combatant` (the viewed combat's combatant naming this token), `movement` (the last
 *   movement data this copy saw), and `move(waypoints, options)`, the v13 movement workflow of movement.ts.
 */
import { HarnessDocument } from "./documents";
import type { HarnessCollection } from "./collection";
import { OWNERSHIP, ctx, type DocumentOperation, type Source } from "./context";
import type { HarnessUser } from "./users";
import { moveToken, stopMovement, type HarnessMovement, type HarnessWaypoint, type MoveOptions } from "./movement";

export class Scene extends HarnessDocument {
  static override documentName = "Scene";

  get tokens(): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection("Token");
  }

  /** Players see every scene in the harness (Foundry: scene ownership and navigation; not imitated). */
  override getUserLevel(user: HarnessUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }
}

export class TokenDocument extends HarnessDocument {
  static override documentName = "Token";

  /** The last movement this copy saw (v13 `TokenDocument#movement`), or null. */
  movement: HarnessMovement | null = null;

  get x(): number {
    return typeof this._source.x === "number" ? this._source.x : 0;
  }

  get y(): number {
    return typeof this._source.y === "number" ? this._source.y : 0;
  }

  get scene(): Scene | null {
    return this.parent instanceof Scene ? this.parent : null;
  }

  get actor(): HarnessDocument | null {
    const id = this._source.actorId;
    return typeof id === "string" ? (ctx().collection("Actor")?.get(id) ?? null) : null;
  }

  /** v13 TokenDocument#combatant: the combatant of the viewed combat that names this token. */
  get combatant(): HarnessDocument | null {
    const combat = (globalThis as { game?: { combat?: { combatants: Iterable<HarnessDocument> } | null } }).game
      ?.combat;
    if (!combat) return null;
    for (const c of combat.combatants) if (c._source.tokenId === this.id) return c;
    return null;
  }

  /** v13: a token's owners are its actor's (a GM owns every token). */
  override getUserLevel(user: HarnessUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  /** v13 `TokenDocument#move`: see movement.ts. */
  move(waypoints: HarnessWaypoint | HarnessWaypoint[], options: MoveOptions = {}): Promise<boolean> {
    this._assertOnOwnClient("move");
    return moveToken(this, Array.isArray(waypoints) ? waypoints : [waypoints], options);
  }

  /** v13 `TokenDocument#stopMovement`: the segments of the current move not yet made are dropped. */
  stopMovement(): void {
    stopMovement(this);
  }

  /** Systems override this; false rejects the move (core: nothing to reject). */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature documents what Foundry passes
  async _preUpdateMovement(movement: HarnessMovement, operation: Source): Promise<boolean | undefined> {
    return undefined;
  }

  /** v13: after a token's position update, every client records the movement and fires `moveToken`. */
  override _onUpdate(changed: Source, options: DocumentOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    const data = (options.movement as Record<string, HarnessMovement | undefined> | undefined)?.[this.id];
    if (!data) return;
    const user = ctx().world.users.get(userId);
    if (!user) return;
    // The movement crossed the socket as JSON: its user arrives as an id and is looked up again.
    const movement = { ...data, user };
    this.movement = movement;
    ctx().hooks.callAll("moveToken", this, movement, options, user);
  }
}
