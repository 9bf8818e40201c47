import { ENVIRONMENT_IDS, checkWorldActions } from "../../rules";
import { migrateSystemSource } from "../source-migrations";

const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** ENV-2: "Recharge N–6", the lowest d6 that brings the action back. */
const rechargeField = () =>
  new SchemaField(
    { min: new NumberField({ required: true, nullable: false, integer: true, min: 2, max: 6, initial: 6 }) },
    { required: true, nullable: true, initial: null },
  );

/** ENV-1, ENV-2: one world action of the environment this combat takes place in. */
const worldActionField = () =>
  new SchemaField({
    id: new StringField({ required: true, nullable: false, blank: false }),
    name: new StringField({ required: true, nullable: false, blank: false }),
    recharge: rechargeField(),
    available: new BooleanField({ required: true, nullable: false, initial: true }),
  });

const defineCombatFields = () => ({
  /** ENV-1, ENV-2 (a5e): the environment's world actions, in the order the GM added them. */
  worldActions: new ArrayField(worldActionField()),
  /** ENV-3 (a5e): the example environment the combat takes place in ("" for none): its world actions were added. */
  environment: new StringField({
    required: true,
    nullable: false,
    blank: true,
    initial: "",
    choices: ["", ...ENVIRONMENT_IDS],
  }),
  /** INIT-5 / INIT-6 / INIT-8: the GM has been through the start-combat surprise step for this combat. */
  surpriseSet: new BooleanField({ required: true, nullable: false, initial: false }),
});
type CombatSchema = ReturnType<typeof defineCombatFields>;

/** The `base` combat type: state of the encounter itself, not of one combatant (DESIGN: State and authority). */
export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("combat", source);
    return super.migrateData(source);
  }

  /**
   * ENV-2: world actions must have unique ids and a recharge of 2–6 (or none); the rules' RuleInputError
   * names the bad field by its document path (`system.worldActions[1].id: duplicate…`).
   */
  static override validateJoint(data: Record<string, unknown>): void {
    if (data.worldActions !== undefined) checkWorldActions(data.worldActions, "system.worldActions");
  }
}
