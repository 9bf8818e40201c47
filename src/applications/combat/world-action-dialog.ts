/**
 * ENV-1, ENV-2: the GM's dialog to add a world action to a combat: a name and a recharge (none, or 2–6 …
 * 6–6). Built on DialogV2.prompt; the form is a template, so the name the GM types is never HTML.
 */
import { addWorldAction, type WorldActionData } from "../../combat/world-actions";
import { COMBAT_TEMPLATES } from "../../combat/automation-templates";

const RECHARGE_MINIMUMS = [2, 3, 4, 5, 6] as const;

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
  const content = await foundry.applications.handlebars.renderTemplate(COMBAT_TEMPLATES.worldActionDialog, {
    recharges: [
      { value: "", label: game.i18n.localize("FRAY.Combat.WorldAction.NoRecharge") },
      ...RECHARGE_MINIMUMS.map((min) => ({
        value: String(min),
        label: game.i18n.format("FRAY.Combat.WorldAction.RechargeLabel", { min: String(min) }),
      })),
    ],
  });
  const answer = (await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize("FRAY.Combat.WorldAction.AddTitle") },
    content,
    ok: {
      label: game.i18n.localize("FRAY.Combat.WorldAction.Add"),
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
