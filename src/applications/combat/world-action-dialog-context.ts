/**
 * ENV-1, ENV-2: the add-a-world-action dialog (src/applications/combat/world-action-dialog.ts) as plain data: no
 * Foundry global, so the preview renders the same dialog.
 */
import type { Localizer } from "../../chat/labels";

/** ENV-2: the recharge numbers a world action may have (recharge 2–6 … 6–6). */
const RECHARGE_MINIMUMS = [2, 3, 4, 5, 6] as const;

/** The dialog's title and its OK button's label (localization keys). */
export const WORLD_ACTION_DIALOG_TITLE = "FRAY.Combat.WorldAction.AddTitle";
export const WORLD_ACTION_DIALOG_OK = "FRAY.Combat.WorldAction.Add";

/**
 * ENV-1, ENV-2: the form's view data (templates/combat/world-action-dialog.hbs): the recharge choices, none
 * first. Pure: the preview builds the same context.
 */
export function worldActionDialogContext(i18n: Localizer) {
  return {
    recharges: [
      { value: "", label: i18n.localize("FRAY.Combat.WorldAction.NoRecharge") },
      ...RECHARGE_MINIMUMS.map((min) => ({
        value: String(min),
        label: i18n.format("FRAY.Combat.WorldAction.RechargeLabel", { min: String(min) }),
      })),
    ],
  };
}
