/**
 * The rules menu (Game Settings → Fray → Rules): the preset, then every policy by area with the preset's value
 * beside the GM's override. Edits stay a draft until Save, which stores `fray.preset` and
 * `fray.policyOverrides`; both apply at once, without a reload.
 */
import { activePreset } from "../../settings/preset";
import { policyOverrides } from "../../settings/policy-overrides";
import { saveRulesChoice } from "../../settings/rules-choice";
import { gameLocalizer } from "../sheets/document-input";
import { handlebarsApplication } from "./app-base";
import { RuleInputError } from "../../rules";
import { policyLabelKeyOf } from "../../settings/policy-labels";
import {
  RULES_CONFIG_TEMPLATE,
  readRulesForm,
  rulesConfigContext,
  withoutOverride,
  type RulesChoice,
} from "./rules-config-context";

type Target = HTMLElement;

/** The named fields of a form as FormDataExtended gives them: checkboxes as booleans, the rest as text. */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement | HTMLSelectElement;
    if (!field.name) continue;
    values[field.name] = field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;
  }
  return values;
}

export class FrayRulesConfig extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    id: "fray-rules-config",
    tag: "form",
    classes: ["fray", "fray-rules-config"],
    window: { title: "FRAY.Settings.Rules.Title", icon: "fa-solid fa-scale-balanced", resizable: true },
    position: { width: 720, height: 760 },
    form: { handler: FrayRulesConfig.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { resetAll: FrayRulesConfig.#onResetAll, usePreset: FrayRulesConfig.#onUsePreset },
  };

  static PARTS = { form: { template: RULES_CONFIG_TEMPLATE, scrollable: [".fray-rules__areas"] } };

  /** The unsaved edits; null shows the stored settings. */
  #draft: RulesChoice | null = null;
  #listening = false;

  /** What the menu shows: the draft, or the stored preset and overrides. */
  get choice(): RulesChoice {
    return this.#draft ?? { preset: activePreset(), overrides: policyOverrides() };
  }

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    return { ...context, ...rulesConfigContext({ ...this.choice, i18n: gameLocalizer() }) };
  }

  /** Each edit becomes the draft and redraws the rows, so overridden rows are marked as the GM edits. */
  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    if (this.#listening) return;
    this.#listening = true;
    this.element.addEventListener("change", (event) => {
      const target = event.target as HTMLSelectElement | null;
      const form = this.element as HTMLFormElement;
      // A new preset keeps the GM's overrides (not the old preset's values shown in the other rows).
      this.#draft =
        target?.name === "preset"
          ? { preset: target.value, overrides: this.choice.overrides }
          : readRulesForm(formValues(form));
      void this.render();
    });
  }

  /** Every row back to the preset's value (saved only with Save). */
  static async #onResetAll(this: FrayRulesConfig): Promise<void> {
    this.#draft = { preset: this.choice.preset, overrides: {} };
    await this.render();
  }

  /** One row back to the preset's value. */
  static async #onUsePreset(this: FrayRulesConfig, _event: Event, target: Target): Promise<void> {
    const { preset, overrides } = this.choice;
    this.#draft = { preset, overrides: withoutOverride(overrides, target.dataset.policy ?? "") };
    await this.render();
  }

  /** Stores the preset and the overrides that differ from it; a refusal is shown and the menu stays open. */
  static async #onSubmit(
    this: FrayRulesConfig,
    _event: Event,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    const { preset, overrides } = readRulesForm(formData.object);
    try {
      await saveRulesChoice(preset, overrides);
    } catch (error) {
      this.#draft = { preset, overrides };
      console.warn("Fray | the rules menu's choice was refused", error);
      ui.notifications.error(rulesRefusalText(error));
      return;
    }
    this.#draft = null;
    await this.close();
  }
}

/**
 * The sentence for a refused save of the rules menu: who may change the rules, or which rule's value doesn't
 * fit the others (named by its menu label), never the rules' field path. The technical message goes to the
 * console.
 */
export function rulesRefusalText(error: unknown): string {
  if (!game.user.isGM) return game.i18n.localize("FRAY.Settings.Rules.RefusedNotGm");
  const key = error instanceof RuleInputError ? policyLabelKeyOf(error.field) : null;
  if (key !== null) return game.i18n.format("FRAY.Settings.Rules.RefusedPolicy", { policy: game.i18n.localize(key) });
  return game.i18n.localize("FRAY.Settings.Rules.RefusedOther");
}
