import type { CriticalTraits } from "../rules";
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
  /** RES-1: the slot level a leveled spell's damage was rolled at; absent otherwise. */
  readonly slotLevel?: number;
  /** RES-6: the features' extra damage chosen (feature id, a smite's slot); absent when none. */
  readonly extras?: readonly { readonly feature: string; readonly slot: number | null }[];
  /** RES-6: the roller's situational bonus ("situational (player)"), appended after the critical; absent when none. */
  readonly situational?: string;
  /** RES-1: the card the spell was cast with (its attack or save request card), whose casting the GM recorded. */
  readonly castCardId?: string;
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

/** RES-1: the slot a spell's damage is rolled at (null or absent: its own level). */
export interface DamageCast {
  readonly slotLevel?: number | null;
}

/** The parts of a damage roll and the modifier added once (see FrayItem#damageInputs). */
export interface DamageInputs {
  readonly parts: { formula: string; type: string }[];
  readonly modifier: number;
  /** TA-10: the weapon's deadly and fatal dice (threeAction; 0 for none and in the 5e family). */
  readonly traits?: CriticalTraits;
}
