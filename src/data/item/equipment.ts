import { defineItemFields, definePhysicalFields } from "./common";
import { migrateSystemSource } from "../source-migrations";

const defineEquipmentFields = () => ({ ...defineItemFields(), ...definePhysicalFields() });
type EquipmentSchema = ReturnType<typeof defineEquipmentFields>;

/** The `equipment` item type: gear that isn't a weapon or armor. */
export class EquipmentData extends foundry.abstract.TypeDataModel<EquipmentSchema, Item.Implementation> {
  static override defineSchema(): EquipmentSchema {
    return defineEquipmentFields();
  }

  /** Older stored shapes to today's (src/data/source-migrations.ts); none yet, every field since 0.1.0 was added. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystemSource("item", source);
    return super.migrateData(source);
  }
}
