/**
 * v13 region behaviour types: `foundry.data.regionBehaviors.RegionBehaviorType` (the TypeDataModel a behaviour's
 * `system` is) and core's own types' data models, as `CONFIG.RegionBehavior.dataModels` holds them before a
 * system adds its own. Only core's "Modify Movement Cost" keeps its data (`difficulties`, movement action →
 * multiplier), the one core type Fray reads; the others keep none here.
 */
import { TypeDataModel } from "./data-model";
import { ObjectField } from "./fields";
import { CORE_REGION_BEHAVIOR_TYPES } from "./scene";

export class RegionBehaviorType extends TypeDataModel {}

/** Core's `modifyMovementCost`: terrain difficulty by movement action. */
class ModifyMovementCostRegionBehaviorType extends RegionBehaviorType {
  static override defineSchema() {
    return { difficulties: new ObjectField() };
  }
}

/** `CONFIG.RegionBehavior.dataModels` as core fills it: one model per core type. */
export function coreRegionBehaviorModels(): Record<string, typeof TypeDataModel> {
  return Object.fromEntries(
    CORE_REGION_BEHAVIOR_TYPES.map((type) => [
      type,
      type === "modifyMovementCost" ? ModifyMovementCostRegionBehaviorType : class extends RegionBehaviorType {},
    ]),
  );
}
