/**
 * MOV-1: a creature's move in the active combat spends its movement. The v13 movement workflow checks the move
 * first (`TokenDocument#_preUpdateMovement` on the moving client, which may reject it) and reports it after the
 * update (`moveToken` hook, every client). A move with checkpoints is made in several updates sharing one
 * movement id; the first one's data measures the whole move (`passed`, the part made now, plus `pending`, what
 * follows), so the check weighs the whole move there and refuses a move longer than the movement left on the
 * creature's own turn (a GM may override); the later parts of that move spend nothing more.
 *
 * Who spends: a GM's move is spent by the GM's own client from its `moveToken` hook (the plan its check made;
 * a plan whose move never happened, rejected by another check after ours or stopped, is dropped when that token
 * moves again or stops). A player's move is spent by the active GM's client from its own `moveToken` hook
 * (ledger-movement-gm.ts), which a hostile client can't leave out: the player's client only checks, as a
 * friendly early warning, and sends nothing. OA-2: teleport segments (a movement action with `teleport`, core
 * `blink` and `displace`) and a GM's forced movement (Fray's `fray-forced` action) spend nothing.
 *
 * The move's v13 `method`: an undo (`revertRecordedMovement`) gives back what the move it undoes spent, when the
 * GM's own record bears it out (move-undo.ts), else it is a walk; a player's client leaves an undo to the GM. A
 * GM's `config` (the token's sheet) or `paste` move is a placement and spends nothing; a player's is a move.
 */
import { commitLedgerSpend, prepareLedgerSpend, warnRefusal, type LedgerPlan } from "../ledger";
import { FORCED_MOVEMENT, isGmPlacement } from "./movement-actions";
import { continuedMoveFeet, movingInLegs } from "./move-continuation";
import type { MovementLike } from "./move-feet";
export { moveFeet, movementSpent, rulesMoveCost, type JudgedFrom, type MovementLike } from "./move-feet";
import { isGenuineUndo, recordSpentMove, refundUndoneMove, type UndoSpan } from "./move-undo";
import { onTokenMove, type SeenMove } from "./gm-positions";
import { refusedTeleport, teleportRefusedText } from "./player-teleport";
import { MOVE_BLOCK_LABELS } from "../../scene/move-block-labels";

/** The token a move is checked for: its uuid (the key of its plan) and its combatant in the viewed combat. */
export interface MovingToken {
  readonly uuid: string | null;
  readonly combatant: Combatant.Implementation | null;
}

/**
 * The plan of the move each token last checked on this (GM's) client, until its `moveToken` report; and the id of
 * the move each token last spent (or, for a player, checked) for, so the later parts of that move pass. Keyed by this client's
 * user and the token: one browser runs one user, and a harness running several clients in one process must
 * not let another client's `moveToken` find this client's plan.
 */
const planned = new Map<
  string,
  { readonly id: string; readonly plan: LedgerPlan; readonly from: { x: number; y: number } | null }
>();
const charged = new Map<string, string>();
const moveKey = (token: MovingToken): string => `${game.user.id}:${token.uuid ?? ""}`;

export { FORCED_MOVEMENT, isGmPlacement } from "./movement-actions";

/**
 * OA-2: adds the GM-only "Forced movement" action to CONFIG.Token.movement.actions, measured and drawn like
 * walking (a copy of core `walk`'s configuration), selectable by GMs only.
 */
function registerForcedMovement(): void {
  const actions = CONFIG.Token.movement.actions;
  const walk = actions.walk;
  if (!walk) return;
  actions[FORCED_MOVEMENT] = {
    ...walk,
    label: "FRAY.TurnLedger.ForcedMovement",
    order: (walk.order ?? 0) + 100,
    canSelect: () => game.user.isGM,
  };
}

/** The token's own position on this client (before the move it is checking). */
function ownPosition(token: MovingToken): { x: number; y: number } | null {
  const t = token as unknown as { x?: unknown; y?: unknown };
  return typeof t.x === "number" && typeof t.y === "number" ? { x: t.x, y: t.y } : null;
}

/** MOV-1: an undo checked before it happens on this (GM's) client: from the token's own position to its end. */
function undoSpan(token: MovingToken, movement: MovementLike): UndoSpan {
  const start = ownPosition(token) ?? { x: NaN, y: NaN };
  const last = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])].at(-1);
  const end = movement.destination ?? (typeof last?.x === "number" && typeof last.y === "number" ? last : start);
  return { start, end: { x: end.x ?? NaN, y: end.y ?? NaN } };
}

/**
 * MOV-1: checks a move of `token` before it happens. Outside the active, started combat, for a move that
 * spends nothing, or for a later part of a move already spent for, it is allowed. Otherwise the rules must
 * allow the spend of the whole move (on its own turn, no more than the movement left); refused, a player is
 * warned and a GM asked to override; false rejects the move. A GM's client keeps the plan for its `moveToken`
 * report; a player's keeps nothing (the active GM's client spends the move). A plan this token left unspent (its
 * move was rejected after this check, or stopped) is dropped first.
 */
export async function checkTokenMovement(token: MovingToken, movement: MovementLike): Promise<boolean> {
  const key = moveKey(token);
  if (charged.get(key) === movement.id) return true;
  planned.delete(key);
  const combatant = token.combatant;
  const combat = combatant?.combat;
  if (!combatant || !combat?.started || combat !== game.combat) return true;
  if (isGmPlacement(movement, game.user.isGM)) return true;
  // An undo: the GM's record decides (a player's client has none); a GM's genuine undo is given back on its report.
  if (movement.method === "undo" && (!game.user.isGM || isGenuineUndo(token, movement, undoSpan(token, movement)))) {
    return true;
  }
  // OA-2: a player's teleport, refused by the world setting (the GM's client puts back one made regardless).
  if (!game.user.isGM && refusedTeleport(movement)) {
    ui.notifications.warn(teleportRefusedText(combatant.name ?? ""));
    return false;
  }
  const { feet, block } = continuedMoveFeet(token, movement);
  // A leg of a move stopped for opportunity attacks is part of a move whose whole path was checked: a stop in an
  // ally's space is no end.
  if (block !== null && !movingInLegs(token)) {
    // MOV-4 / MOV-5 / MOV-7 … MOV-15: a move the rules don't allow at all (through a creature, ending in its space…).
    ui.notifications.warn(
      game.i18n.format("FRAY.TurnLedger.Warning.MoveBlocked", {
        name: combatant.name ?? "",
        why: game.i18n.localize(MOVE_BLOCK_LABELS[block] ?? MOVE_BLOCK_LABELS.blockedByCreature ?? ""),
      }),
    );
    return false;
  }
  if (feet <= 0) return true;
  const plan = await prepareLedgerSpend(combatant, {
    step: "cost",
    cost: { kind: "movement", amount: feet },
    attack: false,
    reason: "movement",
  });
  if (!plan) return false;
  if (game.user.isGM) planned.set(key, { id: movement.id, plan, from: ownPosition(token) });
  else charged.set(key, movement.id);
  return true;
}

/**
 * MOV-1: after a move this (GM's) client checked, spends its movement. A refusal (the ledger changed meanwhile)
 * is told to the user.
 */
export async function spendTokenMovement(
  token: MovingToken,
  movement: MovementLike,
  mover: { readonly id: string | null },
  seen: SeenMove | null,
): Promise<void> {
  const key = moveKey(token);
  // MOV-1: this GM's own undo gives back what its record shows the undone move spent.
  if (movement.method === "undo" && game.user.isGM && mover.id === game.user.id && seen) {
    if (await refundUndoneMove(token, movement, { start: seen.from, end: seen.to })) return;
  }
  const entry = planned.get(key);
  if (entry?.id !== movement.id) return;
  planned.delete(key);
  charged.set(key, movement.id);
  const name = entry.plan.combatant.name ?? "";
  try {
    // A refusal is told to the user there.
    const result = await commitLedgerSpend(entry.plan);
    const amount = entry.plan.request.cost.amount ?? 0;
    // This GM's own move: where it began is where this client saw the token before it (its first segment).
    const start = entry.from ?? seen?.from;
    if (result.ok && start) recordSpentMove(token, start, movement.destination ?? seen?.to ?? start, amount);
  } catch {
    warnRefusal(name, { ok: false, reason: "noAnswer" });
  }
}

/** How many checked moves wait for their `moveToken` report on this client (tests and macros). */
export function plannedMoves(): number {
  return [...planned.keys()].filter((key) => key.startsWith(`${game.user.id}:`)).length;
}

/** A stopped move (v13 `stopToken`): the plan of its unmade part, if any, is dropped. */
export function dropTokenMovement(token: MovingToken): void {
  planned.delete(moveKey(token));
}

/**
 * `init`: the forced movement action, and the `moveToken` hook (v13, all clients, after the update) that writes
 * the spends this GM's client planned; `stopToken` drops a stopped move's plan.
 */
export function registerMovementSpend(): void {
  registerForcedMovement();
  onTokenMove<MovingToken, MovementLike>((token, movement, user, seen) => {
    void spendTokenMovement(token, movement, user, seen);
  });
  // fvtt-types' hook table lacks v13's documented `stopToken(document)`.
  const hooks = Hooks as unknown as { on(hook: string, fn: (token: MovingToken) => void): number };
  hooks.on("stopToken", (token) => {
    dropTokenMovement(token);
  });
}
