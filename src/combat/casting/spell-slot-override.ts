/** RES-1: the GM's "spend anyway?" question for a casting the rules refused (as ECON-1's ledger overrides ask). */
import { LEDGER_OVERRIDE_TEMPLATE, LEDGER_OVERRIDE_TITLE } from "../ledger";
import { openPrompt } from "../../net/prompt-hook";

/** Asks the GM whether `name` casts anyway although `why`; true on yes. */
export async function confirmSlotOverride(name: string, why: string): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(LEDGER_OVERRIDE_TEMPLATE, { name, why });
  const answer = await openPrompt("spendSlotAnyway", { name, why }, (render) =>
    foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize(LEDGER_OVERRIDE_TITLE) },
      content,
      rejectClose: false,
      render,
    } as never),
  );
  return answer === true;
}
