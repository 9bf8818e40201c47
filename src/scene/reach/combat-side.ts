/**
 * OA-1 / MOV-5 / ATK flanking: the side a token fights on. In a combat, the side is the GM's: the disposition the
 * GM's client wrote into the token's combatant (`system.disposition`, src/combat/combat-sides.ts), which a player
 * can't change; outside a combat (or before the GM recorded it) the token's own disposition.
 */

/** The parts of a token read here (v13 `TokenDocument#combatant`: its combatant in the viewed combat). */
interface SidedToken {
  readonly disposition?: number;
  readonly combatant?: { readonly system?: unknown } | null;
}

/** OA-1: the disposition the rules read for `token` (see the file comment); 0 (neutral) when none is known. */
export function combatSide(token: SidedToken): number {
  const recorded = (token.combatant?.system as { disposition?: unknown } | undefined)?.disposition;
  return typeof recorded === "number" ? recorded : (token.disposition ?? 0);
}
