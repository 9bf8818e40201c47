import { defineItemFields, definePhysicalFields } from "./common";

const defineEquipmentFields = () => ({ ...defineItemFields(), ...definePhysicalFields() });
type EquipmentSchema = ReturnType<typeof defineEquipmentFields>;

/** The `equipment` item type: gear that isn't a weapon or armor. */
export class EquipmentData extends foundry.abstract.TypeDataModel<EquipmentSchema, Item.Implementation> {
  static override defineSchema(): EquipmentSchema {
    return defineEquipmentFields();
  }
}
