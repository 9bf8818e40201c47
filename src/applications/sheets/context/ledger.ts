/**
 * The turn ledger panel of the Combat tab. The ledger is written by the combat layer on
 * `combatant.system.ledger`; the sheet reads it defensively, so anything missing or malformed shows nothing.
 */
import type { Localizer } from "../../../data/labels";

export interface Pip {
  readonly spent: boolean;
}

export interface LedgerView {
  readonly threeAction: boolean;
  readonly onTurn: boolean;
  readonly actions: { readonly remaining: number; readonly total: number; readonly pips: readonly Pip[] };
  /** 5e family: a bonus action exists only when a feature grants one (ECON-1). */
  readonly bonusAction: { readonly show: boolean; readonly available: boolean };
  readonly reactions: { readonly remaining: number; readonly perRound: number; readonly pips: readonly Pip[] };
  readonly movement: { readonly remaining: number; readonly used: number };
  /** ECON-7: attacks the Attack action taken this turn still allows (Extra Attack, Multiattack); 0 when none. */
  readonly attacksLeft: number;
  /** Localized states worth a glance: Disengaged, Dodging, Sprinting, attacks left in the Attack action… */
  readonly states: readonly string[];
}

const count = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null);
const rec = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

function pips(remaining: number, total: number): Pip[] {
  return Array.from({ length: Math.min(total, 10) }, (_, i) => ({ spent: i >= remaining }));
}

const STATES = [
  ["disengaged", "FRAY.Sheet.Ledger.disengaged"],
  ["dodging", "FRAY.Sheet.Ledger.dodging"],
  ["sprinting", "FRAY.Sheet.Ledger.sprinting"],
  ["surprised", "FRAY.Sheet.Ledger.surprised"],
  ["incapacitated", "FRAY.Sheet.Ledger.incapacitated"],
] as const;

/**
 * ECON-1, ECON-2, ECON-3, ECON-7, MOV-1: what is left of a creature's turn — its action (or three actions), bonus
 * action, reactions, movement and the attacks its Attack action still allows — or null when `ledger` is absent or
 * not a turn ledger.
 */
export function ledgerView(ledger: unknown, i18n: Localizer): LedgerView | null {
  const l = rec(ledger);
  if (!l) return null;
  const actions = rec(l.actions);
  const reactions = rec(l.reactions);
  const movement = rec(l.movement);
  const bonus = rec(l.bonusAction);
  const left = count(actions?.remaining);
  const used = count(actions?.used);
  const perRound = count(reactions?.perRound);
  const reactionsUsed = count(reactions?.used);
  const feetLeft = count(movement?.remaining);
  const feetUsed = count(movement?.used);
  if (left === null || used === null || perRound === null || reactionsUsed === null || feetLeft === null) return null;
  const threeAction = l.economy === "threeActions";
  const total = left + used;
  const reactionsLeft = Math.max(0, perRound - reactionsUsed);
  const attacksLeft =
    !threeAction && l.onTurn === true && l.attackActionTaken === true ? (count(l.attackActionAttacksLeft) ?? 0) : 0;
  const states = STATES.filter(([key]) => l[key] === true).map(([, label]) => i18n.localize(label));
  if (attacksLeft > 0) states.push(i18n.format("FRAY.TurnLedger.Attacks.Left", { count: attacksLeft }));
  return {
    threeAction,
    onTurn: l.onTurn === true,
    actions: { remaining: left, total, pips: pips(left, total) },
    bonusAction: { show: !threeAction && bonus?.granted === true, available: bonus?.used !== true },
    reactions: { remaining: reactionsLeft, perRound, pips: pips(reactionsLeft, perRound) },
    movement: { remaining: feetLeft, used: feetUsed ?? 0 },
    attacksLeft,
    states,
  };
}
