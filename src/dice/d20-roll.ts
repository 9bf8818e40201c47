import {
  DEFAULT_PRESET,
  getPreset,
  judgeRoll,
  presets,
  type CoverDegree,
  type D20Mode,
  type ExpertiseDieFaces,
  type PresetPolicies,
  type RollJudgement,
  type RollSource,
} from "../rules";

/** What a Fray d20 roll is for. */
export const D20_ROLL_KINDS = ["attack", "check", "save", "initiative", "perception"] as const;
export type D20RollKind = (typeof D20_ROLL_KINDS)[number];

/** COV-1: where a target's cover came from. */
export const COVER_ORIGINS = ["map", "status", "gm"] as const;
export type CoverOrigin = (typeof COVER_ORIGINS)[number];

/** One target of a roll as the roll remembers it: enough to judge it and to find it again. */
export interface RollTarget {
  readonly uuid: string;
  readonly name: string;
  /** The AC an attack is judged against (cover included), or null for other rolls. */
  readonly ac: number | null;
  /** The DC a check or save is judged against, or null. */
  readonly dc: number | null;
  readonly cover: CoverDegree;
  /**
   * COV-1: where `cover` came from: measured on the scene (`map`), the target's cover status (`status`), or set
   * by a GM on the card (`gm`). Absent for no cover and on rolls made before.
   */
  readonly coverFrom?: CoverOrigin;
  /** COV-1: the traced lines a wall or creature blocked, when measured on the scene (0–4). */
  readonly coverLines?: number;
  /** Why the target's AC or DC changed (cover). */
  readonly sources: readonly RollSource[];
}

/** ATK-4: the multiple attack step of an attack (threeAction), or null. */
export interface RollMapStep {
  readonly attacksThisTurn: number;
  readonly agile: boolean;
  readonly penalty: number;
}

/** TA-5: the flat check rolled before an attack roll on a concealed, hidden or undetected target. */
export interface RollFlatCheck {
  readonly state: "concealed" | "hidden" | "undetected";
  readonly dc: number;
  /** The d20 it showed; absent on a secret check's public roll (the GMs' blind message has it). */
  readonly result?: number;
  /** It succeeded (and, against an undetected target, the right square was chosen). */
  readonly success: boolean;
  /** Rolled in secret: the public card doesn't show it; the GMs get it as a blind message. */
  readonly secret: boolean;
  /** Undetected target: the square chosen was not in its space (a miss whatever the dice). */
  readonly wrongSquare?: boolean;
}

/** The options a FrayD20Roll carries into chat and back (they survive `toJSON` → `Roll.fromData`). */
export interface FrayD20RollOptions {
  readonly kind: D20RollKind;
  readonly mode: D20Mode;
  /** Why: advantage, disadvantage, modifiers and expertise dice, each with its rule and reason code. */
  readonly sources: readonly RollSource[];
  readonly expertiseDie: ExpertiseDieFaces | null;
  readonly map: RollMapStep | null;
  /** The roller's own cover (a save) or the single target's cover (an attack). */
  readonly cover: CoverDegree;
  readonly targets: readonly RollTarget[];
  /** The preset the roll was made under: its success model judges it, even after a switch. */
  readonly preset: string;
  /** The roll's subject, e.g. `str` for a Strength check, `fortitude` for a save, the item name for an attack. */
  readonly subject: string;
  /** A DC the roll itself is made against (a save request), or null. */
  readonly dc: number | null;
  readonly actorUuid: string | null;
  readonly itemUuid: string | null;
  /** The user's situational bonus formula, as entered, or "". */
  readonly bonus: string;
  /**
   * ATK-18, CND-1: a save rolled from a save request card: that card's message id. The GM finds a target's
   * recorded save through it before applying the card's condition (src/chat/saves/trusted-save.ts). Absent otherwise.
   */
  readonly saveRequestId?: string | null;
  /**
   * The world hides outcomes from players: this roll's AC and DC were left out of it (every `ac`/`dc` null) and
   * the GM judges it from the documents (src/dice/hidden-outcome.ts). Absent on rolls made before.
   */
  readonly outcomesHidden?: boolean;
  /** ECON-12: an off-hand attack (its damage adds no positive ability modifier). Absent otherwise. */
  readonly offHand?: boolean;
  /**
   * TA-9: the combat turn an attack was made in (`combatId.round.turn`), so forceful and sweep can count the
   * creature's earlier attacks of that turn from chat (src/chat/attack/strike-history.ts). Absent outside combat.
   */
  readonly strikeTurn?: string;
  /** TA-5: the flat check made before this attack roll; a failed one makes it a miss. Absent otherwise. */
  readonly flatCheck?: RollFlatCheck;
}

/**
 * Fray's d20 roll (checks, saves, attacks, initiative, Perception). Game maths stay in src/rules: this class
 * only reads its dice and hands them to `judgeRoll` with the policies of the preset it was rolled under.
 */
export class FrayD20Roll extends Roll<Record<string, unknown>> {
  /** The Fray options of this roll. */
  get fray(): FrayD20RollOptions {
    return this.options as unknown as FrayD20RollOptions;
  }

  /** Every d20 thrown, with whether it was kept. */
  get d20Results(): { result: number; active: boolean }[] {
    const die = this.dice.find((d) => d.faces === 20);
    return (die?.results ?? []).map((r) => ({ result: r.result, active: r.active !== false }));
  }

  /** ATK-6: what the expertise die rolled (the die after the d20 with the expertise faces), or null. */
  get expertiseResult(): number | null {
    const faces = this.fray.expertiseDie;
    if (faces === null) return null;
    const die = this.dice.find((d, i) => i > 0 && d.faces === faces);
    return die?.results[0]?.result ?? null;
  }

  /** ATK-5: the natural d20 the roll keeps, or undefined before evaluation. */
  get natural(): number | undefined {
    return this.d20Results.find((r) => r.active)?.result;
  }

  /**
   * The policies of the preset this roll was made under; the default preset's when that preset is no longer
   * registered (a module's, the module since removed), so an old card still renders.
   */
  get policies(): PresetPolicies {
    return getPreset(presets.has(this.fray.preset) ? this.fray.preset : DEFAULT_PRESET).policies;
  }

  /**
   * ATK-2, ATK-3: a critical die. 5e attacks: a natural roll in the preset's critical range; otherwise (and with
   * four degrees) a natural 20.
   */
  get isCritical(): boolean | undefined {
    const natural = this.natural;
    if (natural === undefined) return undefined;
    const success = this.policies.success;
    const range = success.model === "fiveE" && this.fray.kind === "attack" ? success.criticalRange : 20;
    return natural >= range;
  }

  /** ATK-2, ATK-3: a natural 1. */
  get isFumble(): boolean | undefined {
    const natural = this.natural;
    return natural === undefined ? undefined : natural === 1;
  }

  /** ATK-1, ATK-2, ATK-3, ATK-18: the outcome against an AC or DC, by the preset's success model. */
  judge(target: number): RollJudgement | null {
    const natural = this.natural;
    if (natural === undefined || this.total === undefined) return null;
    const kind = this.fray.kind === "attack" ? "attack" : this.fray.kind === "save" ? "save" : "check";
    return judgeRoll(this.policies.success, { natural, total: this.total, target, kind });
  }
}
