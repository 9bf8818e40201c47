import { CombatData } from "./base";

export { CombatData };

/** Combat type → data model, assigned to `CONFIG.Combat.dataModels` at init. */
export const config = {
  base: CombatData,
};
