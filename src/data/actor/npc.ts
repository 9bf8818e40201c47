import {
  CHALLENGE_RATINGS,
  MAX_ATTACKS_PER_ACTION,
  MAX_LEVEL,
  MIN_CREATURE_LEVEL,
  withPrintedNumbers,
} from "../../rules";
import { printedField, wholeNumber } from "../fields";
import { defineCreatureFields } from "./common";
import { CreatureData } from "./creature";
import { defensesField } from "./defenses";
import { checkLegendary, legendaryField } from "./legendary";
import { spellSlotsField } from "./spell-slots";

const { NumberField, SchemaField } = foundry.data.fields;

const defineNpcFields = () => ({
  ...defineCreatureFields("flat"),
  /** Damage resistances, immunities and vulnerabilities (threeAction: weaknesses) by damage type. */
  defenses: defensesField(),
  /** Challenge rating (5e family): sets the proficiency bonus. */
  cr: new NumberField({ required: true, nullable: false, initial: 1, choices: [...CHALLENGE_RATINGS] }),
  /** Creature level (threeAction, TA-13: from −1): sets proficiency with the ranks. */
  level: wholeNumber(1, { min: MIN_CREATURE_LEVEL, max: MAX_LEVEL }),
  /**
   * TA-13: the stat block's printed saves and Perception where they differ from the derivation (threeAction;
   * null: derived). AC, hit points and Speed are stored as printed in their own fields, each Strike's numbers on
   * its weapon (`printed`).
   */
  printed: new SchemaField({
    fortitude: printedField(),
    reflex: printedField(),
    will: printedField(),
    perception: printedField(),
  }),
  /** ECON-7: Multiattack, the attacks its Attack action allows (1: no Multiattack). */
  multiattack: wholeNumber(1, { min: 1, max: MAX_ATTACKS_PER_ACTION }),
  /** RES-5: legendary actions per round and legendary resistances per day. */
  legendary: legendaryField(),
  /** RES-2: its spellcaster level (0: none), by which its cantrips grow. */
  spellcasterLevel: wholeNumber(0, { min: 0, max: MAX_LEVEL }),
  /** RES-1: a spellcasting monster's slots per level as its stat block lists them (a Mage's 4/3/3/3/1); casting spends them. */
  slots: spellSlotsField(),
});
type NpcSchema = ReturnType<typeof defineNpcFields>;

/** The `npc` actor type: monsters and other creatures the GM runs, with a stat-block AC by default. */
export class NpcData extends CreatureData<NpcSchema> {
  static override defineSchema(): NpcSchema {
    return defineNpcFields();
  }

  /** RES-5: no more legendary resistances left than per day. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkLegendary(data);
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

  /** TA-13: the derived numbers, then the printed saves and Perception in their place (threeAction). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { opportunityAttack, attacksPerAction } = this.derived;
    this.derived = {
      ...withPrintedNumbers(this.derived, this.printed),
      opportunityAttack,
      ...(attacksPerAction === undefined ? {} : { attacksPerAction }),
    };
  }
}
