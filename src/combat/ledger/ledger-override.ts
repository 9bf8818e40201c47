/**
 * ECON-1: the GM's "spend anyway?" dialog (src/combat/ledger/ledger-spend.ts) as plain data. Nothing here touches a
 * Foundry global unless called without a localizer, so the preview renders the same dialog.
 */
import type { Localizer } from "../../chat/labels";
import { refusalText, type SpendRefusal } from "./ledger-refusals";

/** The GM's "spend anyway?" dialog: its template and title (a localization key). */
export const LEDGER_OVERRIDE_TEMPLATE = "systems/fray/templates/combat/ledger-override.hbs";
export const LEDGER_OVERRIDE_TITLE = "FRAY.TurnLedger.Override.Title";

/**
 * ECON-1: the view data of the "spend anyway?" dialog (templates/combat/ledger-override.hbs): whose spend the
 * rules refused (plain text, escaped by the template) and why, in words.
 */
export function ledgerOverrideContext(
  name: string,
  refusal: SpendRefusal,
  i18n: Localizer = game.i18n,
): { name: string; why: string } {
  return { name, why: refusalText(refusal, i18n) };
}
