/**
 * What every Fray chat message with rolls adds to its data. Core v13's `Roll#toMessage` gives a roll message
 * `sound: CONFIG.sounds.dice`; Fray builds its roll messages itself (cards with the rolls attached), so each
 * one asks for the sound here or the table would hear nothing.
 */

/**
 * `data` with the dice sound core plays for roll messages (`CONFIG.sounds.dice`, "sounds/dice.wav" in v13);
 * unchanged when it carries no roll (a world action used without a recharge die, for one).
 */
export function withDiceSound<T extends { readonly rolls?: readonly unknown[] }>(data: T): T & { sound?: string } {
  return data.rolls?.length ? { ...data, sound: CONFIG.sounds.dice } : data;
}
