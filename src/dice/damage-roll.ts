import type { RollTarget } from "./d20-roll";

/** The options a FrayDamageRoll carries into chat and back. */
export interface FrayDamageRollOptions {
  /** Damage types in part order (blank: untyped); `healing` heals. */
  readonly types: readonly string[];
  readonly critical: boolean;
  /** ATK-2 / ATK-3: what the critical did — dice rolled twice (5e family) or the total doubled (threeAction). */
  readonly diceMultiplier: number;
  readonly totalMultiplier: number;
  readonly versatile: boolean;
  /** ECON-12: rolled for an off-hand attack (no positive ability modifier). Absent on other rolls. */
  readonly offHand?: boolean;
  readonly targets: readonly RollTarget[];
  /** Issue 26: the attack card the damage was rolled from (the GM judges hit and critical from it); absent otherwise. */
  readonly attackCardId?: string;
  readonly preset: string;
  readonly subject: string;
  readonly actorUuid: string | null;
  readonly itemUuid: string | null;
}

/** Fray's damage roll; the formula already holds the critical change (see `damageRollFormula`). */
export class FrayDamageRoll extends Roll<Record<string, unknown>> {
  get fray(): FrayDamageRollOptions {
    return this.options as unknown as FrayDamageRollOptions;
  }

  /** True when every part heals. */
  get isHealing(): boolean {
    const types = this.fray.types;
    return types.length > 0 && types.every((t) => t === "healing");
  }
}
