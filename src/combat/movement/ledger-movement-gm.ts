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
import { activePolicies } from "../../settings/policies";
import { movementOverspend, type MovementOverspend } from "../../settings/movement-overspend";
import {
  knownLedger,
  queueLedgerWrite,
  refusalText,
  type SpendRefusal,
  overrideRecord,
  trySpend,
  writeLedger,
} from "../ledger";
import type { LedgerSpendRequest } from "../ledger";
import type { MovementLike, MovingToken } from "./ledger-movement";
import { continuedMoveFeet } from "./move-continuation";
import { recordSpentMove, refundUndoneMove } from "./move-undo";
import { onTokenMove, type SeenMove, type SeenPosition } from "./gm-positions";
import { refusedTeleport, teleportRefusedText } from "./player-teleport";
import { spendTurnCost, type TurnLedger } from "../../rules";

/** Where a token goes back to: v13 `TokenPosition` (x, y and elevation are what is restored). */
type Origin = SeenPosition;

/** The moving user as the `moveToken` hook names it. */
interface Mover {
  readonly id: string | null;
  readonly isGM: boolean;
}

/**
 * The move each token is making as this (GM's) client judged it: its id, where it began and where its next part
 * must start (both as this client saw the token), and the waypoints its first part said would follow, already
 * paid for; and the move being moved back. Per GM user and token.
 */
interface Judged {
  readonly id: string;
  readonly start: Origin;
  at: Origin;
  rest: { readonly x: number; readonly y: number }[];
}
const judged = new Map<string, Judged>();
const reverting = new Map<string, { readonly id: string; readonly origin: Origin }>();
const tokenKey = (token: MovingToken): string => `${game.user.id}:${token.uuid ?? ""}`;
const same = (a: { x?: number; y?: number }, b: { x?: number; y?: number }): boolean => a.x === b.x && a.y === b.y;

/** The waypoints of `list` that name a position. */
const placed = (list: readonly { readonly x?: number; readonly y?: number }[] | undefined) =>
  (list ?? []).filter((w): w is { x: number; y: number } => typeof w.x === "number" && typeof w.y === "number");

/**
 * MOV-1: whether this part of a move is the next part of the move `entry` already paid for: the same id, starting
 * where this client saw the last part end, and passing exactly the waypoints that part said would follow.
 */
function paidFor(entry: Judged | undefined, movement: MovementLike, seen: SeenMove): boolean {
  if (entry?.id !== movement.id || !same(entry.at, seen.from)) return false;
  const passed = placed(movement.passed.waypoints);
  if (passed.length === 0 || passed.length > entry.rest.length) return false;
  if (!passed.every((w, i) => same(w, entry.rest[i] ?? {}))) return false;
  if (!same(passed.at(-1) ?? {}, seen.to)) return false;
  entry.rest = entry.rest.slice(passed.length);
  entry.at = seen.to;
  return true;
}

/**
 * MOV-1: the move as this client judges it: from where it saw the token, through the waypoints the data names
 * (the grid's direct path between them), to where the token now stands (a last waypoint elsewhere is not where it
 * went), then the waypoints said to follow.
 */
function judgedMovement(movement: MovementLike, seen: SeenMove): MovementLike {
  const passed = movement.passed.waypoints.filter((w) => typeof w.x === "number" && typeof w.y === "number");
  const last = passed.at(-1);
  const end = { x: seen.to.x, y: seen.to.y, elevation: seen.to.elevation, action: "walk", cost: 0 };
  const waypoints = last && same(last, seen.to) ? passed : [...passed, end];
  return {
    ...movement,
    passed: { cost: 0, waypoints },
    pending: { cost: 0, waypoints: movement.pending?.waypoints.filter((w) => typeof w.x === "number") ?? [] },
  };
}

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
  await movable.move([{ x: origin.x, y: origin.y, elevation: origin.elevation, action: "displace" }]);
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

/** The MOV-4 wall refusal of a move the GM judges, in the words of `refusalText`. */
const WALL_BLOCKS: ReadonlySet<string> = new Set(["wall", "wallCorner"]);

/** OA-2: a player's teleport the world setting refuses is put back where the move began, and the GM told. */
async function putBackTeleport(token: MovingToken, movement: MovementLike, origin: Origin): Promise<void> {
  reverting.set(tokenKey(token), { id: movement.id, origin });
  await moveBack(token, origin);
  ui.notifications.warn(teleportRefusedText(token.combatant?.name ?? ""));
}

/**
 * MOV-1: the active GM's client spends (or flags, or moves back) a player's move, judged from `seen` (where this
 * client saw the token before the update, and where it stands now); see the file comment.
 */
export async function enforceMovement(
  token: MovingToken,
  movement: MovementLike,
  mover: Mover,
  seen: SeenMove | null,
): Promise<void> {
  if (!game.user.isActiveGM || mover.isGM || !seen) return;
  const key = tokenKey(token);
  const back = reverting.get(key);
  if (back?.id === movement.id) {
    await moveBack(token, back.origin);
    return;
  }
  const combatant = token.combatant;
  const combat = combatant?.combat;
  if (!combatant || !combat?.started || combat !== game.combat) return;
  const entry = judged.get(key);
  if (paidFor(entry, movement, seen)) return;
  if (await refundUndoneMove(token, movement, { start: seen.from, end: seen.to })) return;
  if (refusedTeleport(movement)) {
    await putBackTeleport(token, movement, seen.from);
    return;
  }
  const whole = judgedMovement(movement, seen);
  judged.set(key, { id: movement.id, start: seen.from, at: seen.to, rest: placed(whole.pending?.waypoints) });
  const { feet, block } = continuedMoveFeet(token, whole, false, { from: seen.from });
  const walled = block !== null && WALL_BLOCKS.has(block);
  if (feet <= 0 && !walled) return;
  const request: LedgerSpendRequest = {
    step: "cost",
    cost: { kind: "movement", amount: feet },
    attack: false,
    reason: "movement",
  };
  const mode = movementOverspend();
  // MOV-4: a move through a wall that blocks movement is refused whatever it costs.
  const refusal: SpendRefusal | null = walled
    ? { ok: false, reason: "blockedByWall" }
    : await spendMove(combatant, request, mover, mode);
  // A flagged move used up what was left: an undo gives back no more than the ledger shows spent.
  if (!walled && (!refusal || mode === "flag")) recordSpentMove(token, seen.from, seen.to, feet);
  if (!refusal) return;
  const name = combatant.name ?? "";
  const words = { name, feet: String(feet), why: refusalText(refusal) };
  if (mode === "revert" || walled) {
    reverting.set(key, { id: movement.id, origin: seen.from });
    await moveBack(token, seen.from);
    ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.MoveReverted", words));
    return;
  }
  ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.MoveFlagged", words));
}

/** `init`: the active GM's watch over every move (core's `moveToken` and plain position writes, gm-positions.ts). */
export function registerMovementEnforcement(): void {
  onTokenMove<MovingToken, MovementLike>((token, movement, user, seen) => {
    void enforceMovement(token, movement, user, seen);
  });
}
