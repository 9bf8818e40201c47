import type { EconomyKind } from "../presets/policies";

/** ECON-1 / ECON-3: what a cost spends. `actions` is the threeAction count (1–3); `free` costs nothing. */
export const TURN_COST_KINDS = [
  "action",
  "bonusAction",
  "reaction",
  "movement",
  "objectInteraction",
  "actions",
  "free",
] as const;
export type TurnCostKind = (typeof TURN_COST_KINDS)[number];

/** A cost to spend or refund. `amount` is feet for `movement`, a count otherwise (default 1). */
export interface TurnCost {
  readonly kind: TurnCostKind;
  readonly amount?: number;
}

/** Stable codes for a refused spend; the UI localizes them, one language key per code. */
export const LEDGER_REFUSALS = [
  "notYourTurn",
  "incapacitated",
  "surprised",
  "sprinting",
  "mountLimited",
  "wrongEconomy",
  "policyOff",
  "notEnoughActions",
  "noBonusAction",
  "bonusActionSpent",
  "reactionSpent",
  "notEnoughMovement",
  "freeInteractionUsed",
  "noFreeInteraction",
  "nothingToRefund",
  "speedZero",
  "nothingReadied",
  "afterAttackAction",
  "outOfReach",
  "targetAlreadyPressed",
  "pressSelf",
  "notPressed",
  "raging",
  "fatigued",
  "alreadyActed",
  "noAttackAction",
  "noAttacksLeft",
  "weaponNotEligible",
  "offHandNotEligible",
  "notControlledMount",
  "multiattackNotAllowed",
  "prone",
  "notProne",
] as const;
export type LedgerRefusalReason = (typeof LEDGER_REFUSALS)[number];

/** A refused spend: nothing changed. `needed` and `available` are in the refused resource's units. */
export interface LedgerRefusal {
  readonly ok: false;
  readonly reason: LedgerRefusalReason;
  readonly needed: number;
  readonly available: number;
}

/** ECON-7: a readied action waiting for its trigger; a readied spell is held with concentration. */
export interface ReadiedAction {
  readonly spell: boolean;
  readonly concentration: boolean;
}

/** ECON-8: whom this creature is pressing, and whether the expertise die still applies (ECON-9 removes it). */
export interface PressState {
  readonly target: string;
  readonly expertiseDie: boolean;
}

/**
 * One creature's action economy, carried from turn to turn as plain frozen data. Counters: `used` is what
 * was spent this turn (or, for reactions, since the creature's last turn began); `remaining` is what is left.
 */
export interface TurnLedger {
  readonly economy: EconomyKind;
  /** Whatever id the caller uses for the creature (token or combatant id); "" when none was given. */
  readonly id: string;
  readonly speed: number;
  /** True between `startOwnTurn` and `endOwnTurn`. */
  readonly onTurn: boolean;
  /** How many of its own turns the creature has started. */
  readonly turnsStarted: number;
  /** ECON-1: one action (5e family); ECON-3: three actions (threeAction). */
  readonly actions: { readonly used: number; readonly remaining: number };
  /** ECON-1: a bonus action exists only when a feature grants one (never in threeAction). */
  readonly bonusAction: { readonly granted: boolean; readonly used: boolean };
  /** ECON-2: reactions per round (1 plus any a feature grants) and how many were taken. */
  readonly reactions: { readonly perRound: number; readonly used: number };
  /** MOV-1: feet moved this turn and feet left. */
  readonly movement: { readonly used: number; readonly remaining: number };
  /**
   * MOV-1 / MOV-8: how many times its Speed the current movement allowance is — 1 at the start of a 5e turn,
   * plus 1 per Dash; Sprint's multiplier (ECON-11); 1 per Stride in threeAction (0 before one). A Speed
   * change recomputes the feet left from it.
   */
  readonly movementSpeeds: number;
  /** MOV-8: feet already moved this turn when the current allowance began (a later Stride); 0 in the 5e family. */
  readonly movementFrom: number;
  /** ECON-4: free object interactions per turn (1 or 0) and how many were used. */
  readonly objectInteractions: { readonly free: number; readonly used: number };
  /** ATK-4: attacks made this turn, counted by `recordAttack`. */
  readonly attacksThisTurn: number;
  /** ECON-8 / ECON-12: the Attack action was taken this turn. */
  readonly attackActionTaken: boolean;
  /**
   * ECON-7: attacks the Attack action taken this turn still allows (Extra Attack, Multiattack): set from the
   * creature's attacks per Attack action when the action is taken, one less per attack made with it
   * (`attackWithAttackAction`); 0 at the start and end of a turn.
   */
  readonly attackActionAttacksLeft: number;
  /** TA-7 / TA-8: the move action whose movement is left (threeAction); null in the 5e family and before one. */
  readonly moveAction: MoveAction | null;
  /** ECON-7 Disengage: movement provokes no opportunity attacks for the rest of the turn (OA-3). */
  readonly disengaged: boolean;
  /** ECON-7 Dodge: until the start of the creature's next turn. */
  readonly dodging: boolean;
  /** ECON-7 Help: an ally has advantage until the start of the helper's next turn. */
  readonly helping: boolean;
  readonly readied: ReadiedAction | null;
  /** ECON-11: sprinting this turn (no action, bonus action or reaction until the turn ends). */
  readonly sprinting: boolean;
  /** ECON-11: attacks against the creature have advantage until the start of its next turn. */
  readonly sprintExposed: boolean;
  readonly pressing: PressState | null;
  /** ECON-8: the id of the creature pressing this one, or null. */
  readonly pressedBy: string | null;
  /**
   * INIT-6: losing its first turn to surprise (set from `creature.losesFirstTurn`) — no move or action on
   * that turn, no reaction until it ends. Under presets where surprise only affects initiative it stays false.
   */
  readonly surprised: boolean;
  /** ECON-5: no action, bonus action or reaction. */
  readonly incapacitated: boolean;
  /** ECON-13: a mount under its rider's control (limited actions). */
  readonly controlledMount: boolean;
}

/**
 * TA-7 / TA-8 (threeAction): the move action that gave the movement left: a Stride (Speed), a Step (5 ft, provokes
 * nothing), a Crawl (5 ft while prone); null before any this turn.
 */
export const MOVE_ACTIONS = ["stride", "step", "crawl"] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** TA-7 / TA-8: the feet a Step or a Crawl moves. */
export const STEP_FEET = 5;

/** The outcome of anything that spends from one ledger. */
export type LedgerResult = { readonly ok: true; readonly ledger: TurnLedger } | LedgerRefusal;
