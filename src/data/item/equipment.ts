import { defineItemFields, definePhysicalFields } from "./common";
import { migrateSystemSource } from "../source-migrations";
import { checkItemUses, usesField } from "./uses";

const defineEquipmentFields = () => ({
  ...defineItemFields(),
  ...definePhysicalFields(),
  /** RES-4: a consumable's or a magic item's limited uses (charges) and when they come back. */
  uses: usesField(),
});
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

  /** RES-4: uses can't exceed their maximum. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkItemUses(data);
  }
}
