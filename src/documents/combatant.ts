import { activePolicies } from "../settings/policies";
import { initiativeRoll } from "../combat/initiative-roll";

/** Fray's Combatant: carries the turn ledger of one creature in one combat. */
export class FrayCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  /**
   * INIT-1, INIT-2, INIT-3, INIT-5, INIT-7, INIT-8: the initiative roll the world's rules give this combatant
   * (the preset's check, surprise disadvantage, sudden-action advantage), as a FrayD20Roll of kind
   * `initiative`. A fixed count from an a5e surprise-step check (INIT-7) is a roll of that number. Fray's
   * FrayCombat#rollInitiative rolls whole groups itself; this serves core callers and modules.
   */
  override getInitiativeRoll(formula?: string): Roll {
    const { inputs, roll } = initiativeRoll(this, activePolicies());
    if (formula !== undefined) return new Roll(formula, this.actor?.getRollData() ?? {}) as unknown as Roll;
    return (roll as unknown as Roll | null) ?? new Roll(String(inputs.fixedTotal ?? 0));
  }
}
