import { RuleInputError, bool, integerInRange, list, record, text } from "../errors";
import type { CombatPolicies } from "../presets/policies";

/** ENV-2: a "Recharge N–6" world action regains its use on a d6 of `min` or more. */
export interface WorldActionRecharge {
  readonly min: number;
}

/** ENV-1, ENV-2: one world action of an environment. */
export interface WorldAction {
  readonly id: string;
  /** Null for an action the environment may use every round. */
  readonly recharge: WorldActionRecharge | null;
  readonly available: boolean;
}

/** ENV-2: checks a list of world actions (unique ids, recharge 2–6) and returns fresh copies. */
export function checkWorldActions(actions: unknown, field = "actions"): WorldAction[] {
  const seen = new Set<string>();
  return list(actions, field).map((raw, i) => {
    const at = `${field}[${i}]`;
    const a = record(raw, at);
    const id = text(a.id, `${at}.id`);
    if (seen.has(id)) throw new RuleInputError(`${at}.id`, `duplicate world action id "${id}"`);
    seen.add(id);
    const recharge =
      a.recharge === null
        ? null
        : { min: integerInRange(record(a.recharge, `${at}.recharge`).min, `${at}.recharge.min`, 2, 6) };
    return { id, recharge, available: bool(a.available, `${at}.available`) };
  });
}

/** ENV-1: whether the preset lets environments act at the start of each round (policies.combat.worldActions). */
export function worldActionsEnabled(policies: { readonly combat: Pick<CombatPolicies, "worldActions"> }): boolean {
  const combat = record(record(policies, "policies").combat, "policies.combat");
  return bool(combat.worldActions, "policies.combat.worldActions");
}
