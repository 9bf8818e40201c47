import {
  checkTokenMovement,
  PLAIN_MOVE_HOOK,
  noteTokenPosition,
  noteTokenUpdate,
  plainMovement,
} from "../combat/movement";
import { checkOpportunityMove } from "../combat/opportunity";

/** Fray's TokenDocument: movement cost and opportunity-attack checks attach here. */
export class FrayTokenDocument extends TokenDocument {
  /**
   * MOV-1: v13 calls this on the moving client once the move's waypoints are final; false rejects the whole
   * move. In the active combat a move must fit the movement left on the creature's own turn (ledger-movement.ts);
   * OA-1 … OA-6: a move that leaves a hostile's reach is made again in legs that stop for each opportunity attack
   * (opportunity-move.ts).
   */
  protected override async _preUpdateMovement(
    movement: TokenDocument.MovementOperation,
    operation: TokenDocument.Database.UpdateOperation,
  ): Promise<boolean | undefined> {
    if ((await super._preUpdateMovement(movement, operation)) === false) return false;
    if (!(await checkTokenMovement(this, movement))) return false;
    return checkOpportunityMove(this as never, movement);
  }

  /** MOV-1: every client notes where a new token stands (gm-positions.ts). */
  protected override _onCreate(
    data: TokenDocument.CreateData,
    options: TokenDocument.Database.OnCreateOperation,
    userId: string,
  ): void {
    super._onCreate(data, options, userId);
    noteTokenPosition(this);
  }

  /**
   * MOV-1: every client notes the move an update made from the position it last saw, before core's `moveToken`
   * hook fires (gm-positions.ts); a player's position write with no movement data is reported as a move of its own.
   */
  protected override _onUpdate(
    changed: TokenDocument.UpdateData,
    options: TokenDocument.Database.OnUpdateOperation,
    userId: string,
  ): void {
    noteTokenUpdate(this, changed, userId);
    super._onUpdate(changed, options, userId);
    const movements = (options as { movement?: Record<string, unknown> }).movement;
    const moved = "x" in changed || "y" in changed;
    if (!moved || movements?.[this.id ?? ""] !== undefined) return;
    // A GM's plain write places the token (as a GM's `config` move does): only a player's is a move.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
    const user = game.users.get(userId) as User.Implementation | undefined;
    if (!user || user.isGM) return;
    const to = { x: this.x, y: this.y, elevation: this.elevation };
    // fvtt-types' hook table knows only core's hooks.
    const hooks = Hooks as unknown as { callAll(hook: string, ...args: unknown[]): boolean };
    hooks.callAll(PLAIN_MOVE_HOOK, this, plainMovement(to), options, user);
  }
}
