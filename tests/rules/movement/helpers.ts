import fc from "fast-check";
import { getPreset } from "../../../src/rules/presets";
import type { PresetId } from "../../../src/rules/presets";
import type { MoverSnapshot, PathCostInput } from "../../../src/rules/movement";
import type { Cell } from "../../../src/rules/geometry";

export const medium = (over: Partial<MoverSnapshot> = {}): MoverSnapshot => ({
  size: "medium",
  disposition: 1,
  speeds: { walk: 30 },
  ...over,
});

/** Cells of a straight line from (x0, y0) by (dx, dy), `n` steps. */
export function line(x0: number, y0: number, dx: number, dy: number, n: number): Cell[] {
  return Array.from({ length: n + 1 }, (_, i) => ({ x: x0 + i * dx, y: y0 + i * dy }));
}

export function costInput(preset: PresetId, over: Partial<PathCostInput> & Pick<PathCostInput, "path">): PathCostInput {
  return { mover: medium(), policies: getPreset(preset).policies, ...over };
}

/** One grid step in any of the eight directions, for property tests of paths. */
export const anyStep = fc.constantFrom<[number, number]>(
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
);
