/**
 * MOV-1 / OA-1 / ENV-3: the GM's own copy of where each token was. `TokenDocument#_preUpdateMovement` runs only on
 * the mover's client, and the movement data every other client gets (`origin`, `id`, the waypoints' costs) is the
 * mover's word. So each client keeps, per token, the position it last saw: written on every update of the token
 * it receives (FrayTokenDocument#_onUpdate, before the `moveToken` hook fires), at combat start and when a
 * combatant joins. A position change is judged from that last-seen position to where the token now stands.
 *
 * A write of `x`/`y` that carries no movement data (a hostile client's plain update) is a move like any other: the
 * token document reports it with `PLAIN_MOVE_HOOK` and a movement of Fray's making (one walked waypoint to where
 * the token now stands), and the GM's checks listen to that hook beside core's `moveToken` (`onTokenMove`).
 */

/** A token position (v13 `TokenPosition`: x, y in pixels, elevation in grid units). */
export interface SeenPosition {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/** A position change as this client saw it: where the token was before the update, and where it is now. */
export interface SeenMove {
  readonly from: SeenPosition;
  readonly to: SeenPosition;
  /** The combat turn it was seen in (`combat:round:turn` of this client's viewed combat; "" outside one). */
  readonly turn: string;
  /** The user the server named as the update's writer. */
  readonly userId: string;
  /** This client's count of the moves it saw, unique per move (issue 26: a request names the move behind it). */
  readonly seq: number;
}

/** The combat turn now, as SeenMove records it. */
export function seenTurn(): string {
  const combat = game.combat;
  return combat ? `${combat.id}:${String(combat.round)}:${String(combat.turn)}` : "";
}

/** Fray's own hook for a position written without movement data (see the file comment); internal. */
export const PLAIN_MOVE_HOOK = "fray.plainTokenMove";

interface PositionedToken {
  readonly uuid: string | null;
  readonly x?: number;
  readonly y?: number;
  readonly elevation?: number;
}

/** Per client user and token (a harness runs several clients in one process). */
const seen = new Map<string, SeenPosition>();
const moves = new Map<string, SeenMove>();
let seenMoves = 0;
const keyOf = (token: { readonly uuid: string | null }): string => `${game.user.id}:${token.uuid ?? ""}`;

const positionOf = (token: PositionedToken): SeenPosition | null =>
  typeof token.x === "number" && typeof token.y === "number"
    ? { x: token.x, y: token.y, elevation: typeof token.elevation === "number" ? token.elevation : 0 }
    : null;

/** MOV-1: notes where `token` stands now, as this client sees it (combat start, a combatant joining). */
export function noteTokenPosition(token: PositionedToken): void {
  const here = positionOf(token);
  if (here) seen.set(keyOf(token), here);
}

/**
 * MOV-1: an update of `token` by `userId` this client received changed `changed`'s keys: when its position changed,
 * the move is noted from the last-seen position (the token's own old one when this client never saw it: `before`)
 * to now.
 */
export function noteTokenUpdate(
  token: PositionedToken,
  changed: object,
  userId: string,
  before: SeenPosition | null = null,
): void {
  if (!("x" in changed) && !("y" in changed) && !("elevation" in changed)) return;
  const to = positionOf(token);
  if (!to) return;
  const key = keyOf(token);
  const from = seen.get(key) ?? before ?? to;
  seenMoves += 1;
  moves.set(key, { from, to, turn: seenTurn(), userId, seq: seenMoves });
  seen.set(key, to);
}

/** MOV-1: the last position change of `token` this client saw, or null. */
export function seenMoveOf(token: { readonly uuid: string | null }): SeenMove | null {
  return moves.get(keyOf(token)) ?? null;
}

/** MOV-1: where this client last saw `token`, or null. */
export function seenPositionOf(token: { readonly uuid: string | null }): SeenPosition | null {
  return seen.get(keyOf(token)) ?? null;
}

/**
 * MOV-1: the movement data of a plain position write (no movement data): one walked waypoint to where the token
 * now stands, with an id of Fray's making that no other move shares.
 */
export function plainMovement(to: SeenPosition): {
  readonly id: string;
  readonly method: string;
  readonly destination: SeenPosition;
  readonly passed: { readonly cost: number; readonly waypoints: readonly object[] };
  readonly pending: { readonly cost: number; readonly waypoints: readonly object[] };
} {
  const waypoint = { x: to.x, y: to.y, elevation: to.elevation, action: "walk", cost: 0 };
  return {
    id: `fray-plain-${foundry.utils.randomID()}`,
    method: "api",
    destination: to,
    passed: { cost: 0, waypoints: [waypoint] },
    pending: { cost: 0, waypoints: [] },
  };
}

/**
 * MOV-1 / OA-1 / ENV-3: listens to every move of a token this client sees, with the move as this client saw it
 * (`seen`, read when the hook fires, before the listener's first await): core's `moveToken` and Fray's plain
 * writes (`PLAIN_MOVE_HOOK`). `user` is the user the server named as the writer.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each caller names what it reads
export function onTokenMove<T, M>(
  fn: (
    token: T,
    movement: M,
    user: { readonly id: string | null; readonly isGM: boolean },
    seen: SeenMove | null,
  ) => void,
): void {
  // fvtt-types' hook table lacks v13's documented `moveToken(document, movement, operation, user)`.
  const hooks = Hooks as unknown as { on(hook: string, fn: (...args: never[]) => void): number };
  const listener = (token: T, movement: M, _operation: unknown, user: { id: string | null; isGM: boolean }) => {
    fn(token, movement, user, seenMoveOf(token as { uuid: string | null }));
  };
  hooks.on("moveToken", listener);
  hooks.on(PLAIN_MOVE_HOOK, listener);
}

/** The tokens of `combat`'s combatants, as this client holds them. */
function combatTokens(combat: Combat.Implementation): PositionedToken[] {
  return combat.combatants.contents.flatMap((c) => {
    const token = c.token as unknown as PositionedToken | null | undefined;
    return token ? [token] : [];
  });
}

/**
 * Notes where the tokens of `combat` stand. Outside an update this client's own copy of a token stands where it last
 * saw it, so noting it again never loses a move.
 */
function noteAll(combat: Combat.Implementation): void {
  for (const token of combatTokens(combat)) noteTokenPosition(token);
}

/**
 * `init`: every client notes where the tokens of a combat stand when it starts (and at `ready`, a running
 * combat's), and where a joining combatant's token stands: the positions its later judgements start from.
 */
export function registerPositionNotes(): void {
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (...args: never[]) => unknown): number;
    once(hook: string, fn: () => unknown): number;
  };
  hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (combat.started) noteAll(combat);
  });
  hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    const token = combatant.token as unknown as PositionedToken | null | undefined;
    if (token) noteTokenPosition(token);
  });
  hooks.once("ready", () => {
    for (const combat of game.combats.contents as unknown as Combat.Implementation[]) noteAll(combat);
  });
}
