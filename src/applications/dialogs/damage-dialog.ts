import {
  DAMAGE_DIALOG_BUTTON,
  damageDialogContext,
  readDamageDialogForm,
  type DamageChoice,
  type DamageDialogInput,
} from "./damage-dialog-context";

export type { DamageChoice, DamageDialogInput } from "./damage-dialog-context";

/** The damage dialog's template. */
export const DAMAGE_DIALOG_TEMPLATE = "systems/fray/templates/dialog/damage.hbs";

interface FormLike {
  elements: { namedItem(name: string): { value: string; checked?: boolean } | null };
}

/**
 * RES-1, RES-6: asks how to roll damage: critical, versatile, a spell's slot level, the features' extra damage and
 * a situational bonus. Resolves to the choice, or null when the dialog is closed without rolling.
 */
export async function promptDamage(title: string, input: DamageDialogInput): Promise<DamageChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    DAMAGE_DIALOG_TEMPLATE,
    damageDialogContext(input, game.i18n),
  );
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    classes: ["fray", "fray-dialog"],
    content,
    rejectClose: false,
    buttons: [
      {
        ...DAMAGE_DIALOG_BUTTON,
        callback: (_event, button) => {
          const form = (button as unknown as { form: FormLike | null }).form;
          return readDamageDialogForm(
            (name) => form?.elements.namedItem(name)?.value,
            (name) => form?.elements.namedItem(name)?.checked === true,
            input,
          );
        },
      },
    ],
  });
  return typeof result === "object" && result !== null && "extras" in result ? (result as DamageChoice) : null;
}
