/**
 * MOV-4 … MOV-15: the words for the reasons the rules refuse a move, as plain data (the ruler label and the
 * preview read them without the Foundry-facing code).
 */

/** MOV-4 … MOV-15: the words for each reason the rules refuse a move (localization keys). */
export const MOVE_BLOCK_LABELS: Readonly<Record<string, string>> = {
  noSpeed: "FRAY.TurnLedger.MoveBlock.noSpeed",
  wouldFall: "FRAY.TurnLedger.MoveBlock.wouldFall",
  squeezeNotAllowed: "FRAY.TurnLedger.MoveBlock.squeezeNotAllowed",
  speedSwitch: "FRAY.TurnLedger.MoveBlock.speedSwitch",
  wall: "FRAY.TurnLedger.MoveBlock.wall",
  wallCorner: "FRAY.TurnLedger.MoveBlock.wallCorner",
  blockedCell: "FRAY.TurnLedger.MoveBlock.blockedCell",
  blockedCorner: "FRAY.TurnLedger.MoveBlock.blockedCorner",
  blockedByCreature: "FRAY.TurnLedger.MoveBlock.blockedByCreature",
  endsInOccupiedSpace: "FRAY.TurnLedger.MoveBlock.endsInOccupiedSpace",
  wayBlocked: "FRAY.TurnLedger.MoveBlock.wayBlocked",
};
