import type { D20Mode, ExpertiseDieFaces } from "../rules";

/** Options every Fray roll entry point takes (FrayActor#rollAbilityCheck, FrayItem#rollAttack…). */
export interface FrayRollOptions {
  /** The click that asked for the roll: Shift, Alt and Ctrl/Meta skip the dialog (see shortcutMode). */
  event?: Event;
  /** Roll at once without the dialog. */
  fastForward?: boolean;
  /** Roll in this mode whatever the sources say. */
  mode?: D20Mode;
  /** A situational bonus formula (`2`, `1d4`, `-1`). */
  bonus?: string;
  /** An expertise die to add (only where the preset has them, ATK-6). */
  expertiseDie?: ExpertiseDieFaces | null;
  /** Targets; by default the user's targeted tokens' actors. */
  targets?: Actor.Implementation[];
  /**
   * Target tokens (an attack's targets on their own scene, as an opportunity attack on the mover); before
   * `targets` and the user's targets.
   */
  targetTokens?: TokenDocument.Implementation[];
  /**
   * Issue 13 item 4: a spell with an area places its template first (the user's targets become what it covers);
   * `false` uses the spell with the user's targets as they are. Never placed when `targets` is given.
   */
  placeArea?: boolean;
  /** ATK-4: attacks this creature already made this turn (threeAction's multiple attack penalty). */
  attacksThisTurn?: number;
  /** A DC the roll is made against (a save requested by a card). */
  dc?: number;
  /** The save request card the save is rolled from (its message id), recorded on the roll. */
  saveRequestId?: string;
  /**
   * ECON-12: a weapon's off-hand attack, the bonus action after the Attack action; recorded on the attack roll,
   * whose card then rolls damage without a positive ability modifier.
   */
  offHand?: boolean;
  /**
   * TA-5: the grid cell (column, row on the target's scene) a Strike against an undetected creature is aimed at;
   * without one such a Strike is refused. Not read for any other target.
   */
  square?: { x: number; y: number };
  /** RES-1: cast a spell with a slot of this level (by default the lowest left of its level or higher). */
  slotLevel?: number;
  /** RES-1: cast a ritual spell as a ritual (no slot). */
  ritual?: boolean;
}
