/** The action economy: a turn ledger per creature, and the actions that spend from it (ECON, INIT-6, MOV-1). */
export * from "./types";
export { checkEconomyPolicies, checkTurnLedger, createTurnLedger } from "./ledger";
export type { LedgerCreature } from "./ledger";
export { checkTurnCost, refundTurnCost, spendTurnCost } from "./spend";
export { releaseSpend } from "./release";
export type { CheckedCost } from "./spend";
export {
  endOwnTurn,
  markIncapacitated,
  recordAttack,
  setLedgerSpeed,
  startOwnTurn,
  surpriseCostsFirstTurn,
} from "./turn";
export type { TurnStartUpdate } from "./turn";
export { ledgerBeforeFirstTurn, ledgerForTurnStart } from "./turn-start";
export type { TurnStartCreature } from "./turn-start";
export { ledgerForEconomy } from "./economy-switch";
export type { EconomySwitchSituation } from "./economy-switch";
export {
  BASIC_ACTIONS,
  MAX_ATTACKS_PER_ACTION,
  MOUNT_BASIC_ACTIONS,
  attackWithAttackAction,
  checkAttacksPerAction,
  takeBasicAction,
  takeCrawl,
  takeStep,
  takeStride,
  takeStrike,
  triggerReadiedAction,
} from "./basic-actions";
export type { BasicAction, BasicActionOptions, MoveActionOptions } from "./basic-actions";
export { replyToExtendedTalk, startExtendedTalk } from "./communication";
export { clearPressedBy, fallBack, pressTheAttack } from "./press";
export type { FallBackResult, PressResult } from "./press";
export { PRESS_EXPERTISE_DIE, economyAttackSources, economySaveSources } from "./roll-effects";
export type { EconomyAttack } from "./roll-effects";
export { takeTumble } from "./tumble";
export type { TumbleResult, TumbleSave, TumbleSituation } from "./tumble";
export { takeSprint } from "./sprint";
export type { SprintCheck, SprintResult, SprintSituation } from "./sprint";
export { TWO_WEAPON_STYLES, offHandAttack, offHandDamageModifier } from "./two-weapon";
export type { OffHandResult, OffHandSituation, TwoWeaponStyle, TwoWeaponWeapon } from "./two-weapon";
export { MOUNT_COMMANDS, commandMount, setControlledMount } from "./mount";
export type { MountCommand, MountCommandResult } from "./mount";
