export * from "./types";
export { createCoverScene, createCoverWalls, isCoverWalls } from "./scene";
export type { CoverScene, CoverCreature, CoverObstacle, CoverWalls } from "./scene";
export { coverBetween, coverFromAttacker, coverMatrix } from "./cover";
export { coverBetweenReference, coverMatrixReference } from "./reference";
export { coverBenefit, bestCover } from "./benefit";
export type { CoverBenefit } from "./benefit";
export { wallSeparated } from "./separation";
export type { Box as CoverBox } from "./separation";
