import { FrayD20Roll } from "./d20-roll";
import { FrayDamageRoll } from "./damage-roll";

/** `init`: lists Fray's roll classes in CONFIG.Dice.rolls so `Roll.fromData` rebuilds them from chat messages. */
export function registerRolls(): void {
  CONFIG.Dice.rolls.push(FrayD20Roll, FrayDamageRoll);
}
