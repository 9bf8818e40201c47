import { checkTokenMovement } from "../combat/ledger-movement";
import { checkOpportunityMove } from "../combat/opportunity-move";

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
}
