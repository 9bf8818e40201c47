import { checkTurnLedger } from "../../rules";

const { BooleanField, ObjectField } = foundry.data.fields;

const defineCombatantFields = () => ({
  /**
   * ECON-1 / ECON-2 / ECON-3 / INIT-6: the creature's turn ledger (src/rules/economy `TurnLedger`), as plain
   * data; null until its first turn starts. Checked field by field in validateJoint.
   */
  ledger: new ObjectField({ required: true, nullable: true, initial: null }),
  /** INIT-5 / INIT-6: the creature was surprised as combat started. */
  surprised: new BooleanField({ required: true, nullable: false, initial: false }),
});
type CombatantSchema = ReturnType<typeof defineCombatantFields>;

/** The `base` combatant type: the per-turn combat state of one creature in one combat (DESIGN: State and authority). */
export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantFields();
  }

  /**
   * A ledger must be a whole, well-formed TurnLedger: the rules' RuleInputError names the bad field by its
   * document path (`system.ledger.actions.used: expected a whole number ≥ 0…`).
   */
  static override validateJoint(data: Record<string, unknown>): void {
    if (data.ledger !== null && data.ledger !== undefined) checkTurnLedger(data.ledger, "system.ledger");
  }
}
