/** Fray's region behaviour types: data models and icons, assigned into `CONFIG.RegionBehavior` at init. */
import { DifficultTerrainBehavior } from "./difficult-terrain";
import { EnvironmentFeatureBehavior } from "./environment-feature";

/** Region behaviour type → data model (`CONFIG.RegionBehavior.dataModels`). */
export const regionBehaviorModels = {
  "fray.difficultTerrain": DifficultTerrainBehavior,
  "fray.environmentFeature": EnvironmentFeatureBehavior,
} as const;

/** Region behaviour type → Font Awesome icon (`CONFIG.RegionBehavior.typeIcons`). */
export const regionBehaviorIcons = {
  "fray.difficultTerrain": "fa-solid fa-mound",
  "fray.environmentFeature": "fa-solid fa-tree",
} as const;
