/** RES-7: casting a concentration spell starts concentration on it and ends the one held (ATK-21 for the rest). */
import { startConcentration, type ConcentrationState, type ConcentrationStep } from "../concentration/machine";

/**
 * RES-7: what casting `spell` does to `state`: a concentration spell starts concentration on it (the one held
 * ends, reason `newEffect`); any other spell changes nothing (null).
 */
export function concentrationOnCast(
  state: ConcentrationState,
  spell: { readonly id: string; readonly concentration: boolean },
): ConcentrationStep | null {
  return spell.concentration ? startConcentration(state, spell.id) : null;
}
