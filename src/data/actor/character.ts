import { MAX_LEVEL } from "../../rules";
import { wholeNumber } from "../fields";
import { defineCreatureFields } from "./common";
import { CreatureData } from "./creature";
import { defensesField } from "./defenses";
import { spellSlotsField } from "./spell-slots";
import { checkHitDice, hitDiceField } from "./hit-dice";

const defineCharacterFields = () => ({
  ...defineCreatureFields("armor"),
  /** Damage resistances, immunities and vulnerabilities (threeAction: weaknesses) by damage type. */
  defenses: defensesField(),
  /** Character level (1–20): proficiency by level in the 5e family, level + rank bonus with three actions. */
  level: wholeNumber(1, { min: 1, max: MAX_LEVEL }),
  /** Spell slots by level, `{ value, max }` (RES-1, RES-3). */
  slots: spellSlotsField(),
  /** Hit Dice: one per level, of size `die`, `spent` used (RES-3). */
  hitDice: hitDiceField(),
});
type CharacterSchema = ReturnType<typeof defineCharacterFields>;

/** The `character` actor type: a player's hero. */
export class CharacterData extends CreatureData<CharacterSchema> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterFields();
  }

  /** RES-3: no more Hit Dice spent than the character's level. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkHitDice(data);
  }

  protected get kind(): "character" {
    return "character";
  }
  protected get statLevel(): number {
    return this.level;
  }
  protected get statChallenge(): number {
    return 0;
  }
}
