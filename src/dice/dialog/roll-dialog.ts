import { ROLL_TEMPLATES } from "../../chat/templates";
import { ruleIdsVisible } from "../../settings/rule-ids";
import { attachRollDialogRedraw, type RollPreviewer } from "./roll-dialog-redraw";
import {
  ROLL_DIALOG_BUTTON,
  readRollDialogForm,
  rollDialogContext,
  type RollChoice,
  type RollDialogInput,
} from "./roll-dialog-context";

export type { RollChoice, RollDialogInput } from "./roll-dialog-context";

interface FormLike {
  elements: { namedItem(name: string): { value: string; checked?: boolean } | null };
}

/**
 * ATK-5, ATK-6: asks how to roll: shows the formula and every source with its reason, and lets the user pick
 * advantage, normal or disadvantage, add a situational bonus and (where the preset has them) an expertise die.
 * Resolves to the choice, or null when the dialog is closed without rolling. With `preview`, the dialog redraws its
 * mode and formula as the user unticks positions or changes the mode or die (roll-dialog-redraw.ts).
 */
export async function promptRoll(
  title: string,
  input: RollDialogInput,
  preview?: RollPreviewer,
): Promise<RollChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    ROLL_TEMPLATES.rollDialog,
    rollDialogContext({ ...input, showRuleIds: ruleIdsVisible() }, game.i18n),
  );
  const impossible = game.i18n.localize("FRAY.Roll.Impossible");
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    classes: ["fray", "fray-dialog"],
    content,
    rejectClose: false,
    // Issue 24 §3.4: the mode and formula shown follow the boxes, the mode and the die as they change.
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      if (preview) attachRollDialogRedraw(dialog.element, input.positions?.length ?? 0, preview, impossible);
    },
    buttons: [
      {
        ...ROLL_DIALOG_BUTTON,
        callback: (_event, button) => {
          const form = (button as unknown as { form: FormLike | null }).form;
          return readRollDialogForm(
            (name) => form?.elements.namedItem(name)?.value,
            (name) => form?.elements.namedItem(name)?.checked !== false,
            input.positions?.length ?? 0,
          );
        },
      },
    ],
  });
  return isChoice(result) ? result : null;
}

function isChoice(value: unknown): value is RollChoice {
  return typeof value === "object" && value !== null && "mode" in value;
}
