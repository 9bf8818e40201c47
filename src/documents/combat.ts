/** Fray's Combat: the preset-driven initiative order and round automation attach here. */
export class FrayCombat<out SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {}
