/** Concentration (ATK-21): the save DC on damage and a small state machine of what ends it. */
export { CONCENTRATION_MAX_DC, concentrationSaveDC, concentrationChecksEnabled } from "./save-dc";
export {
  CONCENTRATION_END_REASONS,
  noConcentration,
  checkConcentrationState,
  startConcentration,
  onConcentrationDamage,
  resolveConcentrationSave,
  onConcentratorIncapacitated,
  onConcentratorDeath,
  endConcentration,
} from "./machine";
export type { ConcentrationState, ConcentrationEndReason, ConcentrationCheck, ConcentrationStep } from "./machine";
