/** Paths of the roll templates, relative to Foundry's data root once installed. */
const ROOT = "systems/fray/templates";

export const ROLL_TEMPLATES = {
  rollCard: `${ROOT}/chat/roll-card.hbs`,
  damageCard: `${ROOT}/chat/damage-card.hbs`,
  defensesCard: `${ROOT}/chat/defenses-card.hbs`,
  saveRequest: `${ROOT}/chat/save-request.hbs`,
  itemCard: `${ROOT}/chat/item-card.hbs`,
  rollOffCard: `${ROOT}/chat/roll-off-card.hbs`,
  rollDialog: `${ROOT}/dialog/roll.hbs`,
  confirmCardAction: `${ROOT}/chat/confirm-card-action.hbs`,
} as const;
