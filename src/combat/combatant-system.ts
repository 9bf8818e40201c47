/** The Combatant `system` data (src/data/combatant/base.ts) as Fray's combat code reads it. */
import { turnActionChange, type ManualTie, type TurnCost, type TurnLedger, type TurnStartCreature } from "../rules";
import { derivedOf } from "../data/actor/common";
import { conditionLevels } from "../conditions/levels";

/**
 * One GM override, kept in the combatant's `system.ledgerOverrides` next to the ledger, where only a GM writes
 * (a player's write there is undone: ledger-guard.ts). With `flagged`, not an override but a player's move the
 * rules refused after it happened, left standing and recorded by the GM's client (ledger-movement-gm.ts);
 * `userId` is then the mover's.
 */
export interface LedgerOverride {
  readonly round: number;
  readonly turn: number | null;
  readonly userId: string;
  readonly cost: TurnCost;
  readonly reason: string;
  /** The rules' refusal code the GM overrode. */
  readonly refused: string;
  readonly flagged?: boolean;
}

export interface CombatantSystem {
  /** Null until the combatant's first turn starts. */
  ledger: TurnLedger | null;
  /** GM overrides of the ledger and flagged moves, oldest first (ledger-request.ts `LedgerOverride`). */
  ledgerOverrides: LedgerOverride[];
  surprised: boolean;
  suddenAction: boolean;
  initiativeAbility: "" | "str" | "dex" | "con" | "int" | "wis" | "cha";
  surpriseCheck: number | null;
  tieRank: number | null;
  rollOffs: number[];
  ties: ManualTie[];
  riderId: string;
}

export const combatantSystem = (combatant: Combatant.Implementation): CombatantSystem =>
  combatant.system as unknown as CombatantSystem;

/** The combatant's turn ledger as stored, or null before its first turn. */
export const ledgerOf = (combatant: Combatant.Implementation): TurnLedger | null =>
  combatantSystem(combatant).ledger ?? null;

/**
 * ECON-1 / ECON-2 / ECON-5 / RES-8 / TA-12: what a ledger reads from the combatant's actor (nothing when it has
 * none): its walking Speed (less what heavy armor without its Strength takes), reactions per round, whether it is
 * incapacitated, and the actions slowed and quickened take or give (read only by a threeAction turn start). Turn
 * starts, migrations and preset switches use it.
 */
export function ledgerCreature(actor: Actor.Implementation | null): TurnStartCreature {
  const speed = (actor?.system as { speed?: { walk?: unknown } } | undefined)?.speed?.walk;
  const walk = typeof speed === "number" && speed >= 0 ? speed : 0;
  return {
    speed: Math.max(0, walk - (derivedOf(actor)?.armor?.speedPenalty ?? 0)),
    reactionsPerRound: derivedOf(actor)?.reactionsPerRound ?? 1,
    incapacitated: actor?.statuses.has("incapacitated") ?? false,
    ...(actor ? { actionChange: turnActionChange(conditionLevels(actor)) } : {}),
  };
}
