/** Fray's Item: weapons, armor, spells, features and equipment. Behaviour lives in the item data models. */
export class FrayItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {}
