import { CHALLENGE_RATINGS, MAX_ATTACKS_PER_ACTION, MAX_LEVEL } from "../../rules";
import { wholeNumber } from "../fields";
import { defineCreatureFields } from "./common";
import { CreatureData } from "./creature";
import { defensesField } from "./defenses";

const { NumberField } = foundry.data.fields;

const defineNpcFields = () => ({
  ...defineCreatureFields("flat"),
  /** Damage resistances, immunities and vulnerabilities (threeAction: weaknesses) by damage type. */
  defenses: defensesField(),
  /** Challenge rating (5e family): sets the proficiency bonus. */
  cr: new NumberField({ required: true, nullable: false, initial: 1, choices: [...CHALLENGE_RATINGS] }),
  /** Creature level (threeAction): sets proficiency with the ranks. */
  level: wholeNumber(1, { min: 1, max: MAX_LEVEL }),
  /** ECON-7: Multiattack, the attacks its Attack action allows (1: no Multiattack). */
  multiattack: wholeNumber(1, { min: 1, max: MAX_ATTACKS_PER_ACTION }),
  /** RES-2: its spellcaster level (0: none), by which its cantrips grow. */
  spellcasterLevel: wholeNumber(0, { min: 0, max: MAX_LEVEL }),
});
type NpcSchema = ReturnType<typeof defineNpcFields>;

/** The `npc` actor type: monsters and other creatures the GM runs, with a stat-block AC by default. */
export class NpcData extends CreatureData<NpcSchema> {
  static override defineSchema(): NpcSchema {
    return defineNpcFields();
  }

  protected get kind(): "npc" {
    return "npc";
  }
  protected get statLevel(): number {
    return this.level;
  }
  protected get statChallenge(): number {
    return this.cr;
  }
  protected override get ownAttacksPerAction(): number {
    return this.multiattack;
  }
}
