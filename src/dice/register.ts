import { FrayD20Roll } from "./d20-roll";
import { FrayDamageRoll } from "./damage-roll";
import { registerOutcomeQuery } from "./hidden-outcome";

/**
 * `init`: lists Fray's roll classes in CONFIG.Dice.rolls so `Roll.fromData` rebuilds them from chat messages,
 * and answers the GMs' records of hidden outcomes (`fray.recordOutcome`).
 */
export function registerRolls(): void {
  CONFIG.Dice.rolls.push(FrayD20Roll, FrayDamageRoll);
  registerOutcomeQuery();
}
