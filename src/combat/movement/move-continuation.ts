/**
 * MOV-3 across a move stopped for opportunity attacks. Such a move is made again in legs (opportunity-move.ts),
 * each its own v13 move, so the preset's alternating diagonal count (threeAction: 5 ft, then 10 ft) would start
 * again after each stop. Each client that works out what a move costs (the mover's check, the active GM's spend)
 * records, per token, where the move ended and how many diagonal steps it had made. A stop marks the token's next
 * move as the same move going on, when the mover may go on: on the GM's client the request `fray.opportunity` it
 * answered for that token (opportunity-gm.ts), on the mover's client its own legs. That next move's diagonals then
 * count on from the recorded number if it is made in the same turn of the combat and starts where the last one
 * ended; the next move this records clears the mark (a mark whose move never came is ignored after the turn).
 */
import { moveFeet, type JudgedFrom, type MovementLike } from "./move-feet";

interface Ended {
  readonly x: number;
  readonly y: number;
  readonly diagonals: number;
}

/** Per client user and token (a harness runs several clients in one process). */
const ended = new Map<string, Ended>();
/** The marked tokens, with the combat turn the mark belongs to. */
const continuing = new Map<string, string>();
const keyOf = (token: { readonly uuid: string | null }): string => `${game.user.id}:${token.uuid ?? ""}`;
const turnOf = (): string => {
  const combat = game.combat;
  return combat ? `${combat.id}:${String(combat.round)}:${String(combat.turn)}` : "";
};

/** The next move of `token` in this turn continues its last one (it stopped for opportunity attacks). */
export function markMoveContinuing(token: { readonly uuid: string | null }): void {
  continuing.set(keyOf(token), turnOf());
}

/**
 * `moveFeet` of a move, its diagonals counted on from the token's last move when this one continues it (see the
 * file comment); records where this one ends and its count. `judged`: where the judging GM saw the move start.
 */
export function continuedMoveFeet(
  token: { readonly uuid: string | null; readonly x?: number; readonly y?: number },
  movement: MovementLike,
  moverIsGm: boolean = game.user.isGM,
  judged: JudgedFrom | null = null,
): ReturnType<typeof moveFeet> {
  const key = keyOf(token);
  const last = ended.get(key);
  const own = typeof token.x === "number" && typeof token.y === "number" ? token : null;
  const origin = judged?.from ?? movement.origin ?? own;
  const goesOn = continuing.get(key) === turnOf() && last !== undefined && origin?.x === last.x && origin.y === last.y;
  continuing.delete(key);
  const result = moveFeet(token, movement, moverIsGm, goesOn ? last.diagonals : 0, judged);
  const end = [...movement.passed.waypoints, ...(movement.pending?.waypoints ?? [])].at(-1);
  if (end && typeof end.x === "number" && typeof end.y === "number" && result.diagonals !== undefined) {
    ended.set(key, { x: end.x, y: end.y, diagonals: result.diagonals });
  } else ended.delete(key);
  return result;
}

/** Tokens whose legs this client is moving (per user and token: a harness runs several clients in one process). */
const inLegs = new Set<string>();

/** Whether this client is moving `token` in legs now (a leg of a move already checked whole). */
export function movingInLegs(token: { readonly uuid: string | null }): boolean {
  return inLegs.has(`${game.user.id}:${token.uuid ?? ""}`);
}

/** OA-1 … OA-6: this client starts moving `token` in legs (opportunity-move.ts); `endLegs` when it stops. */
export function beginLegs(token: { readonly uuid: string | null }): void {
  inLegs.add(keyOf(token));
}

/** The legs of `token` ended on this client (made, stopped or refused). */
export function endLegs(token: { readonly uuid: string | null }): void {
  inLegs.delete(keyOf(token));
}
