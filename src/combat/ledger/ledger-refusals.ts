/**
 * Words for a refused ledger spend: the rules' refusal codes (src/rules/economy `LEDGER_REFUSALS`) a spend from
 * an item, an attack or a move can meet, and this adapter's own codes. Literal keys, so the lang check sees
 * every one; any other code reads as the generic refusal.
 */
import type { Localizer } from "../../chat/labels";

const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  notYourTurn: "FRAY.TurnLedger.Refusal.notYourTurn",
  incapacitated: "FRAY.TurnLedger.Refusal.incapacitated",
  surprised: "FRAY.TurnLedger.Refusal.surprised",
  sprinting: "FRAY.TurnLedger.Refusal.sprinting",
  mountLimited: "FRAY.TurnLedger.Refusal.mountLimited",
  wrongEconomy: "FRAY.TurnLedger.Refusal.wrongEconomy",
  notEnoughActions: "FRAY.TurnLedger.Refusal.notEnoughActions",
  noBonusAction: "FRAY.TurnLedger.Refusal.noBonusAction",
  bonusActionSpent: "FRAY.TurnLedger.Refusal.bonusActionSpent",
  reactionSpent: "FRAY.TurnLedger.Refusal.reactionSpent",
  notEnoughMovement: "FRAY.TurnLedger.Refusal.notEnoughMovement",
  speedZero: "FRAY.TurnLedger.Refusal.speedZero",
  prone: "FRAY.TurnLedger.Refusal.prone",
  notProne: "FRAY.TurnLedger.Refusal.notProne",
  fatigued: "FRAY.TurnLedger.Refusal.fatigued",
  alreadyActed: "FRAY.TurnLedger.Refusal.alreadyActed",
  policyOff: "FRAY.TurnLedger.Refusal.policyOff",
  freeInteractionUsed: "FRAY.TurnLedger.Refusal.freeInteractionUsed",
  noFreeInteraction: "FRAY.TurnLedger.Refusal.noFreeInteraction",
  noLedger: "FRAY.TurnLedger.Refusal.noLedger",
  badLedger: "FRAY.TurnLedger.Refusal.badLedger",
  notOwner: "FRAY.TurnLedger.Refusal.notOwner",
  noCombatant: "FRAY.TurnLedger.Refusal.noCombatant",
  noAnswer: "FRAY.TurnLedger.Refusal.noAnswer",
  noReservation: "FRAY.TurnLedger.Refusal.noReservation",
  nothingToRefund: "FRAY.TurnLedger.Refusal.nothingToRefund",
  badRequest: "FRAY.TurnLedger.Refusal.badRequest",
  blockedByWall: "FRAY.TurnLedger.Refusal.blockedByWall",
  noAttacksLeft: "FRAY.TurnLedger.Attacks.Refusal.noAttacksLeft",
  noAttackAction: "FRAY.TurnLedger.Attacks.Refusal.noAttackAction",
  weaponNotEligible: "FRAY.TurnLedger.Attacks.Refusal.weaponNotEligible",
  offHandNotEligible: "FRAY.TurnLedger.Attacks.Refusal.offHandNotEligible",
  noUsesLeft: "FRAY.TurnLedger.Refusal.noUsesLeft",
};

/** A refusal as the adapter reports it: a code, and for movement the feet needed and left. */
export interface SpendRefusal {
  readonly ok: false;
  readonly reason: string;
  readonly needed?: number;
  readonly available?: number;
}

/** The localized sentence for a refusal (`i18n` is game.i18n unless the preview passes its own). */
export function refusalText(refusal: SpendRefusal, i18n: Localizer = game.i18n): string {
  const key = REFUSAL_KEYS[refusal.reason] ?? "FRAY.TurnLedger.Refusal.other";
  return i18n.format(key, {
    needed: String(refusal.needed ?? 0),
    available: String(refusal.available ?? 0),
  });
}
