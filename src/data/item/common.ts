const { HTMLField } = foundry.data.fields;

/** Fields every Fray item has from the first release: its description. The mechanics come per type later. */
export const defineItemFields = () => ({
  description: new HTMLField({ required: true, blank: true }),
});

export type ItemSchema = ReturnType<typeof defineItemFields>;

/** The shared base of the item models; each item type is its own subclass so it can grow alone. */
export class FrayItemData extends foundry.abstract.TypeDataModel<ItemSchema, Item.Implementation> {
  static override defineSchema(): ItemSchema {
    return defineItemFields();
  }
}
