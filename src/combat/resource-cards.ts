/**
 * RES-4 / RES-5: the view data of the recharge card (templates/chat/recharge-card.hbs), the legendary prompt
 * (templates/combat/legendary-prompt.hbs) and the legendary action card (templates/chat/legendary-action.hbs). No
 * Foundry global, so the preview renders the same cards. Names are plain text; the templates escape them.
 */
import type { RechargeRoll } from "../rules";
import type { Localizer } from "../chat/labels";
import { escapeHtml } from "../chat/escape";

export const LEGENDARY_PROMPT_TEMPLATE = "systems/fray/templates/combat/legendary-prompt.hbs";
export const LEGENDARY_CARD_TEMPLATE = "systems/fray/templates/chat/legendary-action.hbs";

export const RECHARGE_CARD_TEMPLATE = "systems/fray/templates/chat/recharge-card.hbs";

/** RES-4: each recharge d6 a monster rolled at the start of its turn. */
export function rechargeCardContext(
  actorName: string,
  rolls: readonly { readonly name: string; readonly roll: RechargeRoll }[],
  i18n: Localizer,
) {
  return {
    title: i18n.format("FRAY.Uses.Recharge.Title", { name: actorName }),
    results: rolls.map(({ name, roll }) => ({
      name,
      roll: roll.roll,
      recharged: roll.recharged,
      label: i18n.format(roll.recharged ? "FRAY.Uses.Recharge.Back" : "FRAY.Uses.Recharge.Spent", {
        roll: String(roll.roll),
        min: String(roll.min),
      }),
    })),
  };
}

/** One legendary option as offered: its item id, name and cost. */
export interface LegendaryOptionView {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
}

/** RES-5: the prompt offering a monster's legendary options after `after`'s turn. */
export function legendaryPromptContext(
  monster: string,
  after: string,
  left: number,
  max: number,
  options: readonly LegendaryOptionView[],
  i18n: Localizer,
) {
  return {
    question: i18n.format("FRAY.Legendary.Prompt.Question", { name: monster, after }),
    left: i18n.format("FRAY.Legendary.Left", { left: String(left), max: String(max) }),
    options: options.map((o) => ({
      id: o.id,
      name: o.name,
      cost: i18n.format("FRAY.Legendary.Cost", { cost: String(o.cost) }),
    })),
  };
}

/**
 * RES-5: the prompt's buttons: one per option with its cost (the first the default), then "Pass". DialogV2 puts a
 * label into its footer as markup, so the option's name is escaped here.
 */
export function legendaryPromptButtons(
  options: readonly LegendaryOptionView[],
  i18n: Localizer,
): { action: string; label: string; icon: string; default?: boolean }[] {
  return [
    ...options.map((o, i) => ({
      action: `take-${o.id}`,
      label: i18n.format("FRAY.Legendary.Prompt.Take", { option: escapeHtml(o.name), cost: String(o.cost) }),
      icon: "fa-solid fa-dragon",
      ...(i === 0 ? { default: true } : {}),
    })),
    { action: "pass", label: i18n.localize("FRAY.Legendary.Prompt.Pass"), icon: "fa-solid fa-forward" },
  ];
}

/** RES-5: the card of a legendary action taken. */
export function legendaryActionCardContext(
  monster: string,
  option: { readonly name: string; readonly cost: number; readonly description: string },
  left: number,
  max: number,
  i18n: Localizer,
) {
  return {
    title: i18n.format("FRAY.Legendary.Card.Title", { name: monster }),
    option: option.name,
    cost: i18n.format("FRAY.Legendary.Cost", { cost: String(option.cost) }),
    left: i18n.format("FRAY.Legendary.Left", { left: String(left), max: String(max) }),
    description: option.description,
  };
}
