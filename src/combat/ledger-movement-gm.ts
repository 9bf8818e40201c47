/**
 * MOV-1, enforced where it counts: a player's move in the active combat is spent by the active GM's client, in
 * its own `moveToken` hook (v13: every client, after the update, with the moving User), never by a request from
 * the mover's client, which a hostile client could leave out. The mover's client still checks the move before it
 * happens (ledger-movement.ts) as the friendly early warning. As there, a move's first part spends the whole
 * move (`passed` + `pending`) and the later parts of the same movement id spend nothing.
 *
 * A move the rules refuse at this point (the mover's client skipped its check, or the ledger changed in between)
 * is, by the world setting `fray.movementOverspend`: `flag` (default) — it stands, the movement left is used up,
 * a record `{…, flagged: true}` with the mover's user id joins `system.ledgerOverrides`, and the GM is warned;
 * `revert` — the token is moved back where the move began (a `displace` teleport, which spends nothing), as is
 * every later part of that move, nothing is spent and the GM is warned. Either way the warning names the creature.
 *
 * An undo (v13 method "undo") that this client's record bears out gives back what the undone move spent, and is
 * neither spent, refused nor moved back (move-undo.ts); any other "undo" is spent as a walk.
 */
import { activePolicies } from "../settings/policies";
import { movementOverspend, type MovementOverspend } from "../settings/movement-overspend";
import { knownLedger } from "./ledger-guard";
import { queueLedgerWrite } from "./ledger-queue";
import type { LedgerSpendRequest } from "./ledger-request";
import { refusalText, type SpendRefusal } from "./ledger-refusals";
import { overrideRecord, trySpend, writeLedger } from "./ledger-spend";
import type { MovementLike, MovingToken } from "./ledger-movement";
import { continuedMoveFeet } from "./move-continuation";
import { recordSpentMove, refundUndoneMove } from "./move-undo";
import { spendTurnCost, type TurnLedger } from "../rules";

/** Where a token goes back to: v13 `TokenPosition` (x, y and elevation are what is restored). */
type Origin = NonNullable<MovementLike["origin"]>;

/** The moving user as the `moveToken` hook names it. */
interface Mover {
  readonly id: string | null;
  readonly isGM: boolean;
}

/** The id of the move each token was last spent for, and the move being moved back; per GM user and token. */
const charged = new Map<string, string>();
const reverting = new Map<string, { readonly id: string; readonly origin: Origin }>();
const tokenKey = (token: MovingToken): string => `${game.user.id}:${token.uuid ?? ""}`;

/** MOV-1: the ledger with all the movement it has left used up (a flagged move went further than that). */
function usedUp(ledger: TurnLedger | null): TurnLedger | null {
  const left = ledger?.movement.remaining ?? 0;
  if (!ledger || left <= 0) return ledger;
  try {
    const result = spendTurnCost(ledger, activePolicies().economy, { kind: "movement", amount: left });
    return result.ok ? result.ledger : ledger;
  } catch {
    return ledger;
  }
}

/** Moves the token back to `origin` as a GM's teleport (`displace`: spends nothing, provokes nothing). */
async function moveBack(token: MovingToken, origin: Origin): Promise<void> {
  const movable = token as unknown as { move(waypoints: object[]): Promise<boolean> };
  const waypoint: Record<string, unknown> = { x: origin.x, y: origin.y, action: "displace" };
  if (origin.elevation !== undefined) waypoint.elevation = origin.elevation;
  await movable.move([waypoint]);
}

/**
 * Spends a player's move on the GM's client, queued with the combatant's other ledger writes, from the ledger
 * as the GM last wrote it. Resolves to the rules' refusal, or null when the move was spent.
 */
function spendMove(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  mover: Mover,
  mode: MovementOverspend,
): Promise<SpendRefusal | null> {
  return queueLedgerWrite(combatant, async () => {
    const before = knownLedger(combatant);
    const result = trySpend(before, request);
    if (result.ok) {
      await writeLedger(combatant, result.ledger);
      return null;
    }
    if (mode === "flag") {
      const record = { ...overrideRecord(combatant, request, result.reason, mover.id ?? ""), flagged: true };
      await writeLedger(combatant, result.reason === "notEnoughMovement" ? usedUp(before) : before, record);
    }
    return result;
  });
}

/** MOV-1: the active GM's client spends (or flags, or moves back) a player's move; see the file comment. */
export async function enforceMovement(token: MovingToken, movement: MovementLike, mover: Mover): Promise<void> {
  if (!game.user.isActiveGM || mover.isGM) return;
  const key = tokenKey(token);
  const back = reverting.get(key);
  if (back?.id === movement.id) {
    await moveBack(token, back.origin);
    return;
  }
  if (charged.get(key) === movement.id) return;
  const combatant = token.combatant;
  const combat = combatant?.combat;
  if (!combatant || !combat?.started || combat !== game.combat) return;
  charged.set(key, movement.id);
  if (await refundUndoneMove(token, movement)) return;
  const { feet } = continuedMoveFeet(token, movement, false);
  if (feet <= 0) return;
  // Without the move's origin there is nowhere to move back to: such a move is flagged.
  const mode: MovementOverspend = movement.origin ? movementOverspend() : "flag";
  const request: LedgerSpendRequest = {
    step: "cost",
    cost: { kind: "movement", amount: feet },
    attack: false,
    reason: "movement",
  };
  const refusal = await spendMove(combatant, request, mover, mode);
  // A flagged move used up what was left: an undo gives back no more than the ledger shows spent.
  if (!refusal || mode === "flag") recordSpentMove(token, movement, feet);
  if (!refusal) return;
  const name = combatant.name ?? "";
  const words = { name, feet: String(feet), why: refusalText(refusal) };
  if (mode === "revert" && movement.origin) {
    reverting.set(key, { id: movement.id, origin: movement.origin });
    await moveBack(token, movement.origin);
    ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.MoveReverted", words));
    return;
  }
  ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.MoveFlagged", words));
}

/** `init`: the active GM's `moveToken` hook (v13 `moveToken(document, movement, operation, user)`). */
export function registerMovementEnforcement(): void {
  // fvtt-types' hook table lacks v13's documented `moveToken`.
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (token: MovingToken, movement: MovementLike, operation: unknown, user: Mover) => void): number;
  };
  hooks.on("moveToken", (token, movement, _operation, user) => {
    void enforceMovement(token, movement, user);
  });
}
