import { RuleInputError, dieResult, record, text } from "../errors";
import type { Roller } from "../dice-roller";
import { deepFreeze } from "../plain";
import { checkWorldActions } from "./state";
import type { WorldAction } from "./state";

/** ENV-2: one recharge d6, for the chat card. */
export interface WorldActionRechargeRoll {
  readonly id: string;
  readonly roll: number;
  readonly min: number;
  readonly recharged: boolean;
}

export interface WorldActionsRoundStart {
  readonly actions: readonly WorldAction[];
  /** The recharge rolls made, in the actions' order. */
  readonly rolls: readonly WorldActionRechargeRoll[];
}

export type WorldActionUse =
  | {
      readonly ok: true;
      readonly actions: readonly WorldAction[];
      /** The recharge d6 rolled right after use, or null (no recharge, or no roller given). */
      readonly recharge: WorldActionRechargeRoll | null;
    }
  | { readonly ok: false; readonly reason: "notAvailable"; readonly actions: readonly WorldAction[] };

function checkRoller(roller: unknown): Roller {
  if (typeof record(roller, "roller").roll !== "function")
    throw new RuleInputError("roller", "expected an object with a roll(faces) method");
  return roller as Roller;
}

function rechargeRoll(action: WorldAction, min: number, roller: Roller): WorldActionRechargeRoll {
  const roll = dieResult(roller.roll(6), `recharge roll for ${action.id}`, 6);
  return { id: action.id, roll, min, recharged: roll >= min };
}

/**
 * ENV-1, ENV-2: the start of a round, before any turn. Every spent world action with a recharge rolls 1d6 and
 * is available again on its number or more; actions without a recharge are always available.
 */
export function worldActionsAtRoundStart(actions: readonly WorldAction[], roller: Roller): WorldActionsRoundStart {
  const current = checkWorldActions(actions);
  const dice = checkRoller(roller);
  const rolls: WorldActionRechargeRoll[] = [];
  const next = current.map((action) => {
    if (action.available) return action;
    if (action.recharge === null) return { ...action, available: true };
    const roll = rechargeRoll(action, action.recharge.min, dice);
    rolls.push(roll);
    return { ...action, available: roll.recharged };
  });
  return deepFreeze({ actions: next, rolls });
}

/**
 * ENV-2: the environment uses world action `id`. Refused (`notAvailable`) while it waits to recharge. A
 * recharging action is spent and, when a roller is given, rolls its recharge d6 straight away, as the rule
 * says; otherwise it waits for the next round start. An action without a recharge stays available.
 */
export function useWorldAction(actions: readonly WorldAction[], id: string, roller?: Roller): WorldActionUse {
  const current = checkWorldActions(actions);
  const wanted = text(id, "id");
  const action = current.find((a) => a.id === wanted);
  if (action === undefined) throw new RuleInputError("id", `no world action "${wanted}"`);
  if (!action.available) return deepFreeze({ ok: false, reason: "notAvailable", actions: current });
  if (action.recharge === null) return deepFreeze({ ok: true, actions: current, recharge: null });
  const recharge = roller === undefined ? null : rechargeRoll(action, action.recharge.min, checkRoller(roller));
  const next = current.map((a) => (a.id === wanted ? { ...a, available: recharge?.recharged ?? false } : a));
  return deepFreeze({ ok: true, actions: next, recharge });
}
