import { CombatantData } from "./base";

export { CombatantData };

/** Combatant type → data model, assigned to `CONFIG.Combatant.dataModels` at init. */
export const config = {
  base: CombatantData,
};
