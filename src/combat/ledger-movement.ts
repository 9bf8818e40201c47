/**
 * MOV-1: a creature's move in the active combat spends its movement. The v13 movement workflow checks the move
 * first (`TokenDocument#_preUpdateMovement` on the moving client, which may reject it) and reports it after the
 * update (`moveToken` hook, every client). The check plans the spend and refuses a move longer than the
 * movement left on the creature's own turn (a GM may override); the moving client writes the plan once the
 * move happened. OA-2: teleport segments (a movement action with `teleport`, core `blink` and `displace`)
 * and a GM's forced movement (Fray's `fray-forced` action) spend nothing.
 */
import { commitLedgerSpend, prepareLedgerSpend, type LedgerPlan } from "./ledger-spend";

/** The parts of v13 `TokenMovementData` read here (foundry.documents.types.TokenMovementData). */
export interface MovementLike {
  readonly id: string;
  readonly passed: {
    readonly cost: number;
    readonly waypoints: readonly { readonly action: string; readonly cost: number }[];
  };
}

/** Plans of moves checked on this client, by movement id, until the `moveToken` hook reports them done. */
const planned = new Map<string, LedgerPlan>();

/** Fray's movement action for a creature moved by someone else (pushed, thrown, falling: OA-2). */
export const FORCED_MOVEMENT = "fray-forced";

/** Movement that isn't the creature's own: a teleport, or (moved by a GM) forced movement. */
function notOwnMovement(action: string): boolean {
  const actions = CONFIG.Token.movement.actions as Record<string, { teleport?: boolean } | undefined>;
  if (actions[action]?.teleport === true) return true;
  // A player could pick any action through the API; only a GM's forced move is free.
  return action === FORCED_MOVEMENT && game.user.isGM;
}

/**
 * MOV-1 / OA-2: the movement a move spends, in the scene's grid units (feet in Fray's scenes): the passed
 * path's cost, without the segments of a teleporting movement action or a GM's forced movement. Each
 * waypoint's `cost` is the cost from the previous waypoint (v13 `TokenMeasuredMovementWaypoint`).
 */
export function movementSpent(movement: MovementLike): number {
  const waypoints = movement.passed.waypoints;
  if (!waypoints.some((w) => notOwnMovement(w.action))) return movement.passed.cost;
  return waypoints.filter((w) => !notOwnMovement(w.action)).reduce((sum, w) => sum + w.cost, 0);
}

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

/**
 * MOV-1: checks a move of `token` before it happens. Outside the active, started combat, or for a move that
 * spends nothing, it is allowed. Otherwise the rules must allow the spend (on its own turn, no more than the
 * movement left); refused, a player is warned and a GM asked to override; false rejects the move.
 */
export async function checkTokenMovement(
  combatant: Combatant.Implementation | null,
  movement: MovementLike,
): Promise<boolean> {
  const combat = combatant?.combat;
  if (!combatant || !combat?.started || combat !== game.combat) return true;
  const feet = movementSpent(movement);
  if (feet <= 0) return true;
  const plan = await prepareLedgerSpend(combatant, {
    step: "cost",
    cost: { kind: "movement", amount: feet },
    attack: false,
    reason: "movement",
  });
  if (!plan) return false;
  planned.set(movement.id, plan);
  return true;
}

/** MOV-1: after a move this client checked, spends its movement (GM directly, a player through the GM). */
export async function spendTokenMovement(movement: MovementLike): Promise<void> {
  const plan = planned.get(movement.id);
  if (!plan) return;
  planned.delete(movement.id);
  await commitLedgerSpend(plan);
}

/**
 * `init`: the forced movement action, and the `moveToken` hook (v13, all clients, after the update) that writes
 * the spends this client planned.
 */
export function registerMovementSpend(): void {
  registerForcedMovement();
  // fvtt-types' hook table lacks v13's documented `moveToken(document, movement, operation, user)`.
  const hooks = Hooks as unknown as { on(hook: string, fn: (token: unknown, movement: MovementLike) => void): number };
  hooks.on("moveToken", (_token, movement) => {
    void spendTokenMovement(movement);
  });
}
