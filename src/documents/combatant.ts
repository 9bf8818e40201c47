/** Fray's Combatant: carries the turn ledger of one creature in one combat. */
export class FrayCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {}
