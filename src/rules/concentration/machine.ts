import { bool, nonNegative, record, text } from "../errors";
import { deepFreeze } from "../plain";
import { CONCENTRATION_MAX_DC, concentrationSaveDC } from "./save-dc";

/** ATK-21: what a creature is concentrating on: an effect id, or null. */
export interface ConcentrationState {
  readonly effect: string | null;
}

/** ATK-21: why concentration ended. */
export const CONCENTRATION_END_REASONS = ["newEffect", "failedSave", "incapacitated", "death", "voluntary"] as const;
export type ConcentrationEndReason = (typeof CONCENTRATION_END_REASONS)[number];

export interface ConcentrationCheck {
  readonly ability: "con";
  readonly dc: number;
}

/** The result of every concentration transition. */
export interface ConcentrationStep {
  readonly state: ConcentrationState;
  /** The effect that ended, or null. */
  readonly ended: string | null;
  /** Why it ended, or null when nothing ended. */
  readonly reason: ConcentrationEndReason | null;
  /** The save the damage calls for (onConcentrationDamage only), or null. */
  readonly check: ConcentrationCheck | null;
}

function checkState(state: unknown): ConcentrationState {
  const effect = record(state, "state").effect;
  if (effect === null) return { effect: null };
  return { effect: text(effect, "state.effect") };
}

function step(
  effect: string | null,
  ended: string | null,
  reason: ConcentrationEndReason | null,
  check: ConcentrationCheck | null = null,
): ConcentrationStep {
  return deepFreeze({ state: { effect }, ended, reason: ended === null ? null : reason, check });
}

/** ATK-21: a creature that concentrates on nothing. */
export function noConcentration(): ConcentrationState {
  return Object.freeze({ effect: null });
}

/** ATK-21: starting a concentration effect ends the one already held (reason `newEffect`). */
export function startConcentration(state: ConcentrationState, effectId: string): ConcentrationStep {
  const { effect } = checkState(state);
  return step(text(effectId, "effectId"), effect, "newEffect");
}

/**
 * ATK-21: taking damage while concentrating calls for a Constitution save against concentrationSaveDC,
 * capped at `maxDc` (pass the preset's `attack.concentrationMaxDc`: 30 in the 2024 rules, null for none). No
 * check when not concentrating or when the damage is 0. Nothing ends yet: pass the save's result to
 * resolveConcentrationSave.
 */
export function onConcentrationDamage(
  state: ConcentrationState,
  damage: number,
  maxDc: number | null = CONCENTRATION_MAX_DC,
): ConcentrationStep {
  const { effect } = checkState(state);
  const amount = nonNegative(damage, "damage");
  const check =
    effect === null || amount === 0 ? null : { ability: "con" as const, dc: concentrationSaveDC(amount, maxDc) };
  return step(effect, null, null, check);
}

/** ATK-21: a failed concentration save ends the effect (reason `failedSave`); a passed one keeps it. */
export function resolveConcentrationSave(
  state: ConcentrationState,
  result: { readonly passed: boolean },
): ConcentrationStep {
  const { effect } = checkState(state);
  const passed = bool(record(result, "result").passed, "result.passed");
  return passed ? step(effect, null, null) : step(null, effect, "failedSave");
}

/** ATK-21: becoming Incapacitated ends concentration (reason `incapacitated`). */
export function onConcentratorIncapacitated(state: ConcentrationState): ConcentrationStep {
  return step(null, checkState(state).effect, "incapacitated");
}

/** ATK-21: dying ends concentration (reason `death`). */
export function onConcentratorDeath(state: ConcentrationState): ConcentrationStep {
  return step(null, checkState(state).effect, "death");
}

/** ATK-21: the creator may end concentration at any time, no action needed (reason `voluntary`). */
export function endConcentration(state: ConcentrationState): ConcentrationStep {
  return step(null, checkState(state).effect, "voluntary");
}

/** ATK-21: checks a stored concentration state and returns a fresh copy (for adapters reading flags). */
export function checkConcentrationState(state: unknown): ConcentrationState {
  return Object.freeze(checkState(state));
}
