import { ROLL_TEMPLATES } from "../../chat/templates";
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
 * Resolves to the choice, or null when the dialog is closed without rolling.
 */
export async function promptRoll(title: string, input: RollDialogInput): Promise<RollChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    ROLL_TEMPLATES.rollDialog,
    rollDialogContext(input, game.i18n),
  );
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    classes: ["fray", "fray-dialog"],
    content,
    rejectClose: false,
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
