/**
 * ENV-1, ENV-2: the GM's dialog to add a world action to a combat: a name and a recharge (none, or 2–6 …
 * 6–6). Built on DialogV2.prompt; the form is a template, so the name the GM types is never HTML.
 */
import { addWorldAction, type WorldActionData } from "../../combat/world-actions";
import { COMBAT_TEMPLATES } from "../../combat/automation-templates";
import {
  WORLD_ACTION_DIALOG_OK,
  WORLD_ACTION_DIALOG_TITLE,
  worldActionDialogContext,
} from "./world-action-dialog-context";

interface WorldActionForm {
  name: string;
  rechargeMin: number | null;
}

/** Reads the dialog's form: the name as typed, the recharge select ("" for none). */
function readForm(form: HTMLFormElement | null): WorldActionForm {
  const name = (form?.elements.namedItem("name") as HTMLInputElement | null)?.value ?? "";
  const recharge = (form?.elements.namedItem("rechargeMin") as HTMLSelectElement | null)?.value ?? "";
  return { name: name.trim(), rechargeMin: recharge === "" ? null : Number(recharge) };
}

/**
 * ENV-1, ENV-2: asks the GM for a new world action and adds it to `combat`. Resolves to the action added, or
 * null when the dialog was closed, the name left blank (with a warning) or the user is not a GM.
 */
export async function promptWorldAction(combat: Combat.Implementation): Promise<WorldActionData | null> {
  if (!game.user.isGM) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.WorldAction.GmOnly"));
    return null;
  }
  const content = await foundry.applications.handlebars.renderTemplate(
    COMBAT_TEMPLATES.worldActionDialog,
    worldActionDialogContext(game.i18n),
  );
  const answer = (await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(WORLD_ACTION_DIALOG_TITLE) },
    content,
    ok: {
      label: game.i18n.localize(WORLD_ACTION_DIALOG_OK),
      callback: (_event: unknown, button: HTMLButtonElement) => readForm(button.form),
    },
    rejectClose: false,
  } as never)) as WorldActionForm | null;
  if (!answer) return null;
  if (!answer.name) {
    ui.notifications.warn(game.i18n.localize("FRAY.Combat.WorldAction.NeedsName"));
    return null;
  }
  return addWorldAction(combat, answer);
}
