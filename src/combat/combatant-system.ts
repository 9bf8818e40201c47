/** The Combatant `system` data (src/data/combatant/base.ts) as Fray's combat code reads it. */
import type { ManualTie, TurnLedger } from "../rules";
import type { LedgerOverride } from "./ledger-request";

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
