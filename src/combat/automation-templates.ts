/** Paths of the combat automation's templates, relative to Foundry's data root once installed. */
const ROOT = "systems/fray/templates/combat";

export const COMBAT_TEMPLATES = {
  worldActionCard: `${ROOT}/world-action-card.hbs`,
  rechargeCard: `${ROOT}/world-action-recharge.hbs`,
  worldActionDialog: `${ROOT}/world-action-dialog.hbs`,
  recoveryCard: `${ROOT}/recovery-card.hbs`,
  concentrationEnded: `${ROOT}/concentration-ended.hbs`,
  concentrationMoved: `${ROOT}/concentration-moved.hbs`,
  /** 5e-family death save card (a chat card, so under templates/chat). */
  deathSaveCard: "systems/fray/templates/chat/death-save-card.hbs",
} as const;
