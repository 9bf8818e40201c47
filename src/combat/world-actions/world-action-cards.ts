/**
 * ENV-1, ENV-2: the world-action cards (templates/combat/world-action-card.hbs, world-action-recharge.hbs),
 * posted by src/combat/world-actions/world-actions.ts. No Foundry global, so the preview renders the same cards.
 */
import type { WorldAction, WorldActionRechargeRoll } from "../../rules";
import type { Localizer } from "../../chat/labels";

/** ENV-1, ENV-2: a world action as the Combat stores it: the rules' state plus the name the GM gave it. */
export interface WorldActionData extends WorldAction {
  readonly name: string;
}

/**
 * ENV-2: the view data of the card saying the environment used `action` (templates/combat/world-action-card.hbs):
 * its name (plain text, escaped by the template), its recharge and, for a recharging action, the d6 rolled
 * right after use. Pure: the preview builds the same context.
 */
export function worldActionCardContext(
  action: WorldActionData,
  rolled: WorldActionRechargeRoll | null,
  i18n: Localizer,
) {
  return {
    name: action.name,
    recharge: action.recharge
      ? i18n.format("FRAY.Combat.WorldAction.RechargeLabel", { min: String(action.recharge.min) })
      : "",
    rolled: rolled
      ? {
          roll: rolled.roll,
          min: rolled.min,
          label: i18n.localize(
            rolled.recharged ? "FRAY.Combat.WorldAction.Recharged" : "FRAY.Combat.WorldAction.StillSpent",
          ),
        }
      : null,
  };
}

/**
 * ENV-1, ENV-2: the view data of the round-start recharge card (templates/combat/world-action-recharge.hbs):
 * each d6 rolled, under the name the GM gave its action. Pure: the preview builds the same context.
 */
export function rechargeCardContext(
  round: number,
  rolls: readonly WorldActionRechargeRoll[],
  actions: readonly WorldActionData[],
) {
  return {
    round,
    results: rolls.map((r) => ({
      name: actions.find((a) => a.id === r.id)?.name ?? r.id,
      roll: r.roll,
      min: r.min,
      recharged: r.recharged,
    })),
  };
}
