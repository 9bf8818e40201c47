/**
 * OA-1 … OA-6: the prompt that offers an opportunity attack (opportunity-gm.ts) as plain data, so the preview
 * renders the same dialog. Nothing here touches a Foundry global unless called without a localizer.
 */
import type { Localizer } from "../../chat/labels";
import { escapeHtml } from "../../chat/escape";

/** The prompt's template and title (a localization key). */
export const OPPORTUNITY_PROMPT_TEMPLATE = "systems/fray/templates/combat/opportunity-prompt.hbs";
export const OPPORTUNITY_PROMPT_TITLE = "FRAY.Opportunity.Prompt.Title";

/** A weapon the prompt offers: its item id, name and reach in feet. */
export interface OfferedWeapon {
  readonly id: string;
  readonly name: string;
  readonly reach: number;
}

export type OpportunityPromptContext = {
  readonly question: string;
  readonly weapons: readonly { readonly name: string; readonly reach: string }[];
  readonly hint: string;
};

/**
 * The view data of the prompt (templates/combat/opportunity-prompt.hbs): who leaves whose reach (plain text,
 * escaped by the template), the weapons that reach, and how long the answer may take.
 */
export function opportunityPromptContext(
  reactor: string,
  mover: string,
  weapons: readonly OfferedWeapon[],
  timeoutMs: number,
  i18n: Localizer = game.i18n,
): OpportunityPromptContext {
  return {
    question: i18n.format("FRAY.Opportunity.Prompt.Body", { reactor, mover }),
    weapons: weapons.map((w) => ({
      name: w.name,
      reach: i18n.format("FRAY.Opportunity.Prompt.Reach", { feet: String(w.reach) }),
    })),
    hint: i18n.format("FRAY.Opportunity.Prompt.Hint", { seconds: String(Math.round(timeoutMs / 1000)) }),
  };
}

/**
 * The prompt's buttons: one per weapon (the first the default), then "Let it go". DialogV2 puts a label into its
 * footer as markup, so the weapon's name is escaped here.
 */
export function opportunityPromptButtons(
  weapons: readonly OfferedWeapon[],
  i18n: Localizer = game.i18n,
): { action: string; label: string; icon: string; default?: boolean }[] {
  return [
    ...weapons.map((w, i) => ({
      action: `strike-${w.id}`,
      label: i18n.format("FRAY.Opportunity.Prompt.Strike", { weapon: escapeHtml(w.name) }),
      icon: "fa-solid fa-khanda",
      ...(i === 0 ? { default: true } : {}),
    })),
    { action: "pass", label: i18n.localize("FRAY.Opportunity.Prompt.Pass"), icon: "fa-solid fa-person-walking" },
  ];
}
