/**
 * Where a reported move segment starts, for the GM's checks after a move (the opportunity backstop, the hazard
 * check). v13's `movement.chain` names the moves a move continues by id, not by waypoint, so a move is read from
 * its `origin`; a later segment of a move split at checkpoints (one movement id, F46) starts where this client saw
 * the segment before it end. The authority issue replaces `origin` with the GM's own last-seen position.
 */

/** The parts of v13 `TokenMovementData` read here. */
export interface SegmentMovement {
  readonly id?: string;
  readonly origin?: { readonly x: number; readonly y: number };
  readonly passed: { readonly waypoints: readonly { readonly x?: number; readonly y?: number }[] };
}

type Point = { readonly x: number; readonly y: number };

/**
 * ENV-3 / OA-1: a tracker of segment starts for one check (each check keeps its own, as the `moveToken` handlers run in any
 * order): called with each reported segment, it answers where that segment started and remembers where it ended.
 */
export function segmentStarts(): (token: { readonly uuid?: string | null }, movement: SegmentMovement) => Point | null {
  const last = new Map<string, { readonly id: string; readonly end: Point }>();
  return (token, movement) => {
    const key = `${game.user.id}:${token.uuid ?? ""}`;
    const seen = last.get(key);
    const start = seen && movement.id !== undefined && seen.id === movement.id ? seen.end : (movement.origin ?? null);
    const end = movement.passed.waypoints.at(-1);
    if (movement.id !== undefined && typeof end?.x === "number" && typeof end.y === "number") {
      last.set(key, { id: movement.id, end: { x: end.x, y: end.y } });
    } else last.delete(key);
    return start;
  };
}
