import { ArmorData } from "./armor";
import { EquipmentData } from "./equipment";
import { FeatureData } from "./feature";
import { SpellData } from "./spell";
import { WeaponData } from "./weapon";

export { ArmorData, EquipmentData, FeatureData, SpellData, WeaponData };

/** Item type → data model, assigned to `CONFIG.Item.dataModels` at init. */
export const config = {
  weapon: WeaponData,
  armor: ArmorData,
  spell: SpellData,
  feature: FeatureData,
  equipment: EquipmentData,
};
