/**
 * What a player or GM reads when a chat card's button is refused: a sentence per refusal code, never the code.
 * The codes come from the card checks (card-request, card-origin, trusted-damage, apply-damage,
 * apply-condition, trusted-save) and the GM request channel (src/net/gm-requests.ts). Keys are written out so
 * the language check sees them.
 */
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  alreadyApplied: "FRAY.CardAction.Refusal.alreadyApplied",
  areaGone: "FRAY.CardAction.Refusal.areaGone",
  areaOutOfRange: "FRAY.CardAction.Refusal.areaOutOfRange",
  attackMissed: "FRAY.CardAction.Refusal.attackMissed",
  badCover: "FRAY.CardAction.Refusal.badCover",
  badRequest: "FRAY.CardAction.Refusal.badRequest",
  badMultiplier: "FRAY.CardAction.Refusal.badMultiplier",
  cannotWrite: "FRAY.CardAction.Refusal.cannotWrite",
  failed: "FRAY.CardAction.Refusal.failed",
  forgedTotal: "FRAY.CardAction.Refusal.forgedTotal",
  impossibleDie: "FRAY.CardAction.Refusal.impossibleDie",
  noAttack: "FRAY.CardAction.Refusal.noAttack",
  noDamageRoll: "FRAY.CardAction.Refusal.noDamageRoll",
  noHitPoints: "FRAY.CardAction.Refusal.noHitPoints",
  noItem: "FRAY.CardAction.Refusal.noItem",
  noLegendaryResistance: "FRAY.CardAction.Refusal.noLegendaryResistance",
  noMessage: "FRAY.CardAction.Refusal.noMessage",
  noSaveRecorded: "FRAY.CardAction.Refusal.noSaveRecorded",
  noTarget: "FRAY.CardAction.Refusal.noTarget",
  noUser: "FRAY.CardAction.Refusal.noUser",
  notASaveRequest: "FRAY.CardAction.Refusal.notASaveRequest",
  notATarget: "FRAY.CardAction.Refusal.notATarget",
  notActiveGm: "FRAY.CardAction.Refusal.notActiveGm",
  notAHazard: "FRAY.CardAction.Refusal.notAHazard",
  notAnAttack: "FRAY.CardAction.Refusal.notAnAttack",
  notAuthorsActor: "FRAY.CardAction.Refusal.notAuthorsActor",
  notConfirmed: "FRAY.CardAction.Refusal.notConfirmed",
  notCritical: "FRAY.CardAction.Refusal.notCritical",
  notGm: "FRAY.CardAction.Refusal.notGm",
  notTheItemsActor: "FRAY.CardAction.Refusal.notTheItemsActor",
  notTheItemsArea: "FRAY.CardAction.Refusal.notTheItemsArea",
  notTheItemsDice: "FRAY.CardAction.Refusal.notTheItemsDice",
  notTheItemsRoll: "FRAY.CardAction.Refusal.notTheItemsRoll",
  notRolledByGm: "FRAY.CardAction.Refusal.notRolledByGm",
  notThisAttack: "FRAY.CardAction.Refusal.notThisAttack",
  notThisCondition: "FRAY.CardAction.Refusal.notThisCondition",
  notYourCard: "FRAY.CardAction.Refusal.notYourCard",
  otherSave: "FRAY.CardAction.Refusal.otherSave",
  outOfRange: "FRAY.CardAction.Refusal.outOfRange",
  outsideArea: "FRAY.CardAction.Refusal.outsideArea",
  saveSucceeded: "FRAY.CardAction.Refusal.saveSucceeded",
  unknownRequest: "FRAY.CardAction.Refusal.unknownRequest",
  notTheRecordedSlot: "FRAY.CardAction.Refusal.notTheRecordedSlot",
  notAnExtra: "FRAY.CardAction.Refusal.notAnExtra",
  badSituational: "FRAY.CardAction.Refusal.badSituational",
  extraCondition: "FRAY.CardAction.Refusal.extraCondition",
  extraNeedsAttack: "FRAY.CardAction.Refusal.extraNeedsAttack",
  extraOncePerTurn: "FRAY.CardAction.Refusal.extraOncePerTurn",
};

/** Refusals the request channel already told the user about (no GM, no answer in time, the GM left). */
const ALREADY_TOLD = new Set(["noActiveGm", "timeout", "gmLeft"]);

/** The sentence for a refused card action; a code it doesn't know gets a general sentence, never the code. */
export function cardRefusalText(reason: string): string {
  return game.i18n.localize(REFUSAL_KEYS[reason] ?? "FRAY.CardAction.Refusal.other");
}

/** Warns the user who clicked a card button that was refused (once: the channel's own warnings aren't repeated). */
export function warnCardRefusal(reason: string): void {
  if (!ALREADY_TOLD.has(reason)) ui.notifications.warn(cardRefusalText(reason));
}
