import { FrayItemData } from "./common";

/** The `weapon` item type. */
export class WeaponData extends FrayItemData {}
/** The `armor` item type. */
export class ArmorData extends FrayItemData {}
/** The `spell` item type. */
export class SpellData extends FrayItemData {}
/** The `feature` item type: class features, monster traits, reactions. */
export class FeatureData extends FrayItemData {}
/** The `equipment` item type. */
export class EquipmentData extends FrayItemData {}

/** Item type → data model, assigned to `CONFIG.Item.dataModels` at init. */
export const config = {
  weapon: WeaponData,
  armor: ArmorData,
  spell: SpellData,
  feature: FeatureData,
  equipment: EquipmentData,
};
