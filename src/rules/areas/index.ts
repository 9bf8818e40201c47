export { AREA_SHAPES, MAX_AREA_FEET, centreInShape, checkShape } from "./shapes";
export type { AreaShape, AreaShapeKind, CheckedShape } from "./shapes";
export { AREA_ORIGIN_NUDGE, areaCells, areaOfEffect, areaOfEffectReference, nearSideOrigin } from "./targets";
export type { AreaOptions, AreaResult } from "./targets";
export { spellReach } from "./spell-reach";
export type { SpellReach, SpellReachInput } from "./spell-reach";
