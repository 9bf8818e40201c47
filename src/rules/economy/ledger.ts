import { bool, integerInRange, nonNegative, nonNegativeInteger, oneOf, record, RuleInputError, text } from "../errors";
import { clonePlain, deepFreeze } from "../plain";
import { ECONOMY_KINDS, MOUNT_ACTIONS, type EconomyPolicies } from "../presets/policies";
import {
  MOVE_ACTIONS,
  type LedgerRefusal,
  type LedgerRefusalReason,
  type PressState,
  type ReadiedAction,
  type TurnLedger,
} from "./types";

/** What `createTurnLedger` needs to know about the creature. */
export interface LedgerCreature {
  /** Any id the caller tracks the creature by (needed for Press the Attack). */
  readonly id?: string;
  /** Speed in feet (MOV-1). */
  readonly speed: number;
  /**
   * Deprecated, checked and ignored: every creature's turn in the 5e family has its bonus action (ECON-1,
   * corrected 2026-11-24) and none has one in threeAction.
   */
  readonly bonusActionAvailable?: boolean;
  /** ECON-2: reactions beyond the first each round. */
  readonly extraReactions?: number;
  /**
   * INIT-6: the creature loses its first turn to surprise. Pass what `surpriseCostsFirstTurn(policy,
   * surprised)` returns: true only under a preset where surprise costs the first turn (srd51, a5e).
   */
  readonly losesFirstTurn?: boolean;
  /** ECON-5: the creature starts incapacitated. */
  readonly incapacitated?: boolean;
  /** ECON-13: the creature is a mount its rider controls. */
  readonly controlledMount?: boolean;
  /** Build the ledger in the middle of the creature's own turn (e.g. when it joins combat on its turn). */
  readonly onTurn?: boolean;
}

/** ECON-1, ECON-3: the economy policies, checked field by field so a malformed preset fails with the field's name. */
export function checkEconomyPolicies(value: unknown, field = "policies"): EconomyPolicies {
  const p = record(value, field);
  return {
    kind: oneOf(p.kind, `${field}.kind`, ECONOMY_KINDS),
    actionsPerTurn: integerInRange(p.actionsPerTurn, `${field}.actionsPerTurn`, 1, 10),
    freeObjectInteraction: bool(p.freeObjectInteraction, `${field}.freeObjectInteraction`),
    extendedCommunication: bool(p.extendedCommunication, `${field}.extendedCommunication`),
    pressTheAttack: bool(p.pressTheAttack, `${field}.pressTheAttack`),
    tumble: bool(p.tumble, `${field}.tumble`),
    sprint: bool(p.sprint, `${field}.sprint`),
    dodgeNeedsSpeed: bool(p.dodgeNeedsSpeed, `${field}.dodgeNeedsSpeed`),
    mountActions: oneOf(p.mountActions, `${field}.mountActions`, MOUNT_ACTIONS),
  };
}

/** An optional flag, `false` when absent. */
export function optionalBool(value: unknown, field: string): boolean {
  return value === undefined ? false : bool(value, field);
}

function idOf(value: unknown, field: string): string {
  if (value === undefined) return "";
  if (typeof value !== "string") throw new RuleInputError(field, "expected a string id");
  return value;
}

/** Speeds of movement a fresh turn brings: one in the 5e family, none in threeAction until a Stride (MOV-1). */
export function turnSpeeds(kind: EconomyPolicies["kind"]): number {
  return kind === "threeActions" ? 0 : 1;
}

/** Movement a fresh turn brings: Speed in the 5e family, nothing in threeAction until a Stride (MOV-1). */
export function turnMovement(kind: EconomyPolicies["kind"], speed: number): number {
  return turnSpeeds(kind) * speed;
}

/**
 * ECON-1, ECON-3: what a turn starts with — actions, movement, the free object interaction, and no attack,
 * Disengage, Dodge, Help, readied action, Sprint or press carried over. Shared by createTurnLedger and
 * startOwnTurn so the two can't drift apart.
 */
export function turnStartFields(p: EconomyPolicies, speed: number) {
  return {
    actions: { used: 0, remaining: p.actionsPerTurn },
    movement: { used: 0, remaining: turnMovement(p.kind, speed) },
    movementSpeeds: turnSpeeds(p.kind),
    movementFrom: 0,
    objectInteractions: { free: p.freeObjectInteraction ? 1 : 0, used: 0 },
    attacksThisTurn: 0,
    attackActionTaken: false,
    attackActionAttacksLeft: 0,
    moveAction: null,
    disengaged: false,
    dodging: false,
    helping: false,
    readied: null,
    sprinting: false,
    sprintExposed: false,
    pressing: null,
  } as const;
}

/**
 * ECON-1: whether the creature's turns have a bonus action — every creature's in the 5e family
 * (`actionBonusReaction`), none in threeAction. `available` is the deprecated `bonusActionAvailable` input,
 * only type-checked: what may spend the bonus action is decided when it is spent.
 */
export function bonusActionGranted(kind: EconomyPolicies["kind"], available: unknown, field: string): boolean {
  optionalBool(available, `${field}.bonusActionAvailable`);
  return oneOf(kind, "policies.kind", ECONOMY_KINDS) === "actionBonusReaction";
}

/** ECON-1 / ECON-3 / MOV-1: a creature's turn ledger, before its turn (or on it, with `onTurn`). */
export function createTurnLedger(policies: EconomyPolicies, creature: LedgerCreature): TurnLedger {
  const p = checkEconomyPolicies(policies);
  const c = record(creature, "creature");
  const speed = nonNegative(c.speed, "creature.speed");
  const onTurn = optionalBool(c.onTurn, "creature.onTurn");
  const extra = c.extraReactions === undefined ? 0 : nonNegativeInteger(c.extraReactions, "creature.extraReactions");
  if (c.surprised !== undefined) {
    throw new RuleInputError(
      "creature.surprised",
      "not an input: pass creature.losesFirstTurn (what surpriseCostsFirstTurn returns; surprise costs the first turn only where the preset says so, INIT-6)",
    );
  }
  return deepFreeze({
    economy: p.kind,
    id: idOf(c.id, "creature.id"),
    speed,
    onTurn,
    turnsStarted: onTurn ? 1 : 0,
    ...turnStartFields(p, speed),
    // Off its turn a creature has no actions or movement until its turn starts.
    ...(onTurn ? {} : { actions: { used: 0, remaining: 0 }, movement: { used: 0, remaining: 0 }, movementSpeeds: 0 }),
    bonusAction: { granted: bonusActionGranted(p.kind, c.bonusActionAvailable, "creature"), used: false },
    reactions: { perRound: 1 + extra, used: 0 },
    pressedBy: null,
    surprised: optionalBool(c.losesFirstTurn, "creature.losesFirstTurn"),
    incapacitated: optionalBool(c.incapacitated, "creature.incapacitated"),
    controlledMount: optionalBool(c.controlledMount, "creature.controlledMount"),
  });
}

/** The named numbers of `value`: whole counts, or (`feet`) any amount ≥ 0. */
function counter(value: unknown, field: string, keys: readonly string[], feet = false): Record<string, number> {
  const r = record(value, field);
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (feet ? nonNegative : nonNegativeInteger)(r[k], `${field}.${k}`);
  return out;
}

function readied(value: unknown, field: string): ReadiedAction | null {
  if (value === null) return null;
  const r = record(value, field);
  return { spell: bool(r.spell, `${field}.spell`), concentration: bool(r.concentration, `${field}.concentration`) };
}

function pressing(value: unknown, field: string): PressState | null {
  if (value === null) return null;
  const r = record(value, field);
  return { target: text(r.target, `${field}.target`), expertiseDie: bool(r.expertiseDie, `${field}.expertiseDie`) };
}

/**
 * ECON-1, ECON-3: a ledger from outside (a flag, a module), checked field by field; throws a RuleInputError
 * naming the field. Counts (actions, reactions, interactions, attacks) must be whole; movement is in feet.
 * ECON-7: a ledger stored without `attackActionAttacksLeft` (before it existed) reads as 0 attacks left in
 * its Attack action, so its next attack this turn takes a new Attack action.
 * With `policies`, the ledger must also belong to their economy (`ledger.economy` = `policies.kind`): a
 * ledger moves to another economy only when its next turn starts (`startOwnTurn`).
 */
export function checkTurnLedger(value: unknown, field = "ledger", policies?: EconomyPolicies): TurnLedger {
  const l = record(value, field);
  const economy = oneOf(l.economy, `${field}.economy`, ECONOMY_KINDS);
  if (policies !== undefined && economy !== policies.kind) {
    throw new RuleInputError(
      `${field}.economy`,
      `the ledger is for the "${economy}" economy but the policies are "${policies.kind}"; start its next turn under these policies first`,
    );
  }
  const actions = counter(l.actions, `${field}.actions`, ["used", "remaining"]);
  const reactions = counter(l.reactions, `${field}.reactions`, ["perRound", "used"]);
  const movement = counter(l.movement, `${field}.movement`, ["used", "remaining"], true);
  const objects = counter(l.objectInteractions, `${field}.objectInteractions`, ["free", "used"]);
  const bonus = record(l.bonusAction, `${field}.bonusAction`);
  const pressedBy = l.pressedBy === null ? null : text(l.pressedBy, `${field}.pressedBy`);
  return {
    economy,
    id: idOf(l.id, `${field}.id`),
    speed: nonNegative(l.speed, `${field}.speed`),
    onTurn: bool(l.onTurn, `${field}.onTurn`),
    turnsStarted: nonNegativeInteger(l.turnsStarted, `${field}.turnsStarted`),
    actions: { used: actions.used ?? 0, remaining: actions.remaining ?? 0 },
    bonusAction: {
      granted: bool(bonus.granted, `${field}.bonusAction.granted`),
      used: bool(bonus.used, `${field}.bonusAction.used`),
    },
    reactions: { perRound: reactions.perRound ?? 0, used: reactions.used ?? 0 },
    movement: { used: movement.used ?? 0, remaining: movement.remaining ?? 0 },
    movementSpeeds: nonNegative(l.movementSpeeds, `${field}.movementSpeeds`),
    movementFrom: nonNegative(l.movementFrom, `${field}.movementFrom`),
    objectInteractions: { free: objects.free ?? 0, used: objects.used ?? 0 },
    attacksThisTurn: nonNegativeInteger(l.attacksThisTurn, `${field}.attacksThisTurn`),
    attackActionTaken: bool(l.attackActionTaken, `${field}.attackActionTaken`),
    // ECON-7: a ledger stored before attacks per Attack action were counted has none left in its Attack action.
    attackActionAttacksLeft:
      l.attackActionAttacksLeft === undefined
        ? 0
        : nonNegativeInteger(l.attackActionAttacksLeft, `${field}.attackActionAttacksLeft`),
    // TA-8: a ledger stored before move actions were told apart has none.
    moveAction:
      l.moveAction === undefined || l.moveAction === null
        ? null
        : oneOf(l.moveAction, `${field}.moveAction`, MOVE_ACTIONS),
    disengaged: bool(l.disengaged, `${field}.disengaged`),
    dodging: bool(l.dodging, `${field}.dodging`),
    helping: bool(l.helping, `${field}.helping`),
    readied: readied(l.readied, `${field}.readied`),
    sprinting: bool(l.sprinting, `${field}.sprinting`),
    sprintExposed: bool(l.sprintExposed, `${field}.sprintExposed`),
    pressing: pressing(l.pressing, `${field}.pressing`),
    pressedBy,
    surprised: bool(l.surprised, `${field}.surprised`),
    incapacitated: bool(l.incapacitated, `${field}.incapacitated`),
    controlledMount: bool(l.controlledMount, `${field}.controlledMount`),
  };
}

/** A new frozen ledger: `base` with `changes` laid on top, deep-copied so the input is never touched. */
export function withChanges(base: TurnLedger, changes: Partial<TurnLedger>): TurnLedger {
  return deepFreeze(clonePlain({ ...base, ...changes }));
}

/** A refusal. */
export function refuse(reason: LedgerRefusalReason, needed: number, available: number): LedgerRefusal {
  return { ok: false, reason, needed, available };
}
