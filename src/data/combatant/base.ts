import { ABILITIES, checkTurnLedger } from "../../rules";
import { migrateSystemSource } from "../source-migrations";

const { ArrayField, BooleanField, NumberField, ObjectField, StringField } = foundry.data.fields;

const defineCombatantFields = () => ({
  /**
   * ECON-1 / ECON-2 / ECON-3 / INIT-6: the creature's turn ledger (src/rules/economy `TurnLedger`), as plain
   * data; null until its first turn starts. Checked field by field in validateJoint.
   */
  ledger: new ObjectField({ required: true, nullable: true, initial: null }),
  /**
   * ECON-1 / MOV-1: the GM's overrides of the ledger's refusals and the players' moves flagged by the GM's
   * client (src/combat/ledger/ledger-request.ts `LedgerOverride`), oldest first; only a GM writes them.
   */
  ledgerOverrides: new ArrayField(new ObjectField({ required: true, nullable: false })),
  /** INIT-5 / INIT-6: the creature was surprised as combat started. */
  surprised: new BooleanField({ required: true, nullable: false, initial: false }),
  /** INIT-8 (a5e): on the side that acted suddenly; rolls initiative with advantage. */
  suddenAction: new BooleanField({ required: true, nullable: false, initial: false }),
  /** INIT-2 (a5e): the ability the GM picked for this combatant's initiative check; "" for the preset's own. */
  initiativeAbility: new StringField({ required: true, blank: true, initial: "", choices: ["", ...ABILITIES] }),
  /** INIT-7 (a5e): the total of an ability check made in the surprise step, which then is the initiative. */
  surpriseCheck: new NumberField({ required: true, nullable: true, initial: null, integer: true }),
  /**
   * INIT-9..13, CMB-2: this combatant's place among combatants with the same initiative count (0 first), as
   * the tie steps left it; null before initiative is rolled.
   */
  tieRank: new NumberField({ required: true, nullable: true, initial: null, integer: true, min: 0 }),
  /** INIT-9 / INIT-11 / INIT-13: the d20s this combatant (or its group) rolled in roll-offs, round by round. */
  rollOffs: new ArrayField(new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 20 })),
  /**
   * INIT-9, INIT-10, INIT-12, INIT-13: the ties waiting for people that this combatant is in (src/rules
   * `ManualTie`, plain data); emptied as they are decided.
   */
  ties: new ArrayField(new ObjectField({ required: true, nullable: false })),
  /**
   * OA-1 / MOV-5: the side the creature fights on (a v13 token disposition: −2 secret, −1 hostile, 0 neutral, 1
   * friendly), written by the GM's client when the combatant joins and changed only by a GM
   * (src/combat/combat-sides.ts); null until written, when the rules read the token's own.
   */
  disposition: new NumberField({ required: true, nullable: true, initial: null, integer: true, min: -2, max: 1 }),
  /** INIT-15: the rider's combatant id while this controlled mount takes the rider's initiative; "" otherwise. */
  riderId: new StringField({ required: true, blank: true, initial: "" }),
  /** RES-5: legendary actions this monster spent since its own turn began (src/combat/ledger/legendary-actions.ts). */
  legendarySpent: new NumberField({ required: true, nullable: false, initial: 0, integer: true, min: 0, max: 100 }),
});
type CombatantSchema = ReturnType<typeof defineCombatantFields>;

/** The `base` combatant type: the per-turn combat state of one creature in one combat (DESIGN: State and authority). */
export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts): a ledger of the first TurnLedger shape. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("combatant", source);
    return super.migrateData(source);
  }

  /**
   * A ledger must be a whole, well-formed TurnLedger: the rules' RuleInputError names the bad field by its
   * document path (`system.ledger.actions.used: expected a whole number ≥ 0…`). A combatant can't be both
   * surprised and on a sudden action's side (INIT-8).
   */
  static override validateJoint(data: Record<string, unknown>): void {
    if (data.ledger !== null && data.ledger !== undefined) checkTurnLedger(data.ledger, "system.ledger");
    if (data.surprised === true && data.suddenAction === true) {
      throw new Error("system.suddenAction: a surprised combatant can't be on the sudden action's side (INIT-8)");
    }
  }
}
