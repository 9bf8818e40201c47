/**
 * MOV-1 and OA-1 for an undone move. v13 reverts a token's recorded combat movement
 * (`TokenDocument#revertRecordedMovement`, core #12667, Ctrl+Z) with a move of method "undo" that walks back to
 * where the reverted move began. Such a move gives back what was spent on the reverted move and provokes nothing,
 * but only when this (GM's) client's own record shows the token made that move in this turn and the undo ends
 * where that move began: the method is the mover's word, and a forged "undo" is charged and scanned as a walk.
 *
 * A GM's client records each move it spends (ledger-movement.ts for a GM's own moves, ledger-movement-gm.ts for a
 * player's): where the move began and ended as this client saw the token (gm-positions.ts: never the data's
 * `origin`), and the feet spent, with the combat turn. An undo is matched to the
 * latest unrefunded record of this token and turn that ended where the undo starts and began where it ends. The
 * refund marks the record with the undo's movement id, so every later check of that one undo on this client finds
 * the same record, and no other undo finds it again; a check before the refund marks nothing (the undo may yet be
 * rejected).
 */
import { refundTurnCost, RuleInputError } from "../../rules";
import { activePolicies } from "../../settings/policies";
import { knownLedger, queueLedgerWrite, writeLedger } from "../ledger";

/** A point of v13 `TokenPosition` as read here. */
interface Point {
  readonly x: number;
  readonly y: number;
}

/** The parts of v13 `TokenMovementData` read here (the rest is the mover's word). */
export interface UndoableMovement {
  readonly id: string;
  readonly method?: string;
}

/** Where an undo starts and ends, as the judging client saw (or, before the update, sees) the token. */
export interface UndoSpan {
  readonly start: Point;
  readonly end: Point;
}

interface SpentMove {
  readonly turn: string;
  readonly origin: Point;
  readonly end: Point;
  /** Feet spent; 0 once given back. */
  feet: number;
  /** The id of the undo that gave it back (or is giving it back). */
  undoneBy: string | null;
}

/** Per client user and token (a harness runs several clients in one process). */
const spent = new Map<string, SpentMove[]>();
const keyOf = (token: { readonly uuid: string | null }): string => `${game.user.id}:${token.uuid ?? ""}`;

/** The combat turn a record belongs to. */
function turnKey(): string {
  const combat = game.combat;
  return combat ? `${combat.id}:${String(combat.round)}:${String(combat.turn)}` : "";
}

const same = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

/**
 * MOV-1: records on this (GM's) client that `token` moved from `origin` to `end` (as this client saw it), which
 * spent `feet` of its movement this turn. Records of earlier turns are dropped.
 */
export function recordSpentMove(
  token: { readonly uuid: string | null },
  origin: Point,
  end: Point,
  feet: number,
): void {
  if (feet <= 0) return;
  const turn = turnKey();
  const list = (spent.get(keyOf(token)) ?? []).filter((m) => m.turn === turn);
  list.push({ turn, origin: { x: origin.x, y: origin.y }, end: { x: end.x, y: end.y }, feet, undoneBy: null });
  spent.set(keyOf(token), list);
}

/**
 * MOV-1 / OA-1: the record of this client that `movement` genuinely undoes (see the file comment), or null: not an
 * undo, or one this client's records don't bear out.
 */
function undoneMove(
  token: { readonly uuid: string | null },
  movement: UndoableMovement,
  span: UndoSpan,
  mark = false,
): SpentMove | null {
  if (movement.method !== "undo") return null;
  const list = spent.get(keyOf(token));
  if (!list) return null;
  const turn = turnKey();
  const { start, end } = span;
  // The id is the mover's word: it finds a record only where the positions this client saw bear it out.
  const fits = (m: SpentMove) => m.turn === turn && same(m.end, start) && same(m.origin, end);
  const kept = list.find((m) => m.undoneBy === movement.id && fits(m));
  if (kept) return kept;
  const found = list.findLast((m) => m.undoneBy === null && fits(m));
  if (found && mark) found.undoneBy = movement.id;
  return found ?? null;
}

/** MOV-1 / OA-1: whether `movement` undoes a move this client recorded for `token` this turn. */
export function isGenuineUndo(
  token: { readonly uuid: string | null },
  movement: UndoableMovement,
  span: UndoSpan,
): boolean {
  return undoneMove(token, movement, span) !== null;
}

/**
 * MOV-1: gives back, on this GM's client, what the move `movement` undoes spent (no more than the ledger shows
 * spent), queued with the combatant's other ledger writes. False when `movement` is no genuine undo here.
 */
export async function refundUndoneMove(
  token: { readonly uuid: string | null; readonly combatant: Combatant.Implementation | null },
  movement: UndoableMovement,
  span: UndoSpan,
): Promise<boolean> {
  const record = undoneMove(token, movement, span, true);
  const combatant = token.combatant;
  if (!record || !combatant) return record !== null;
  if (record.feet <= 0) return true;
  const feet = record.feet;
  record.feet = 0; // given back once
  await queueLedgerWrite(combatant, async () => {
    const ledger = knownLedger(combatant);
    if (!ledger) return;
    const amount = Math.min(feet, ledger.movement.used);
    if (amount <= 0) return;
    try {
      const result = refundTurnCost(ledger, activePolicies().economy, { kind: "movement", amount });
      if (result.ok) await writeLedger(combatant, result.ledger);
    } catch (error) {
      if (!(error instanceof RuleInputError)) throw error;
    }
  });
  return true;
}
