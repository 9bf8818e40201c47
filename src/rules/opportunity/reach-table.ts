import { stepsDistance } from "../geometry/grid";
import type { DiagonalRule } from "../presets/policies";

/**
 * OA-6: reach measured between two spaces, precomputed. Two spaces whose nearest cells are `gx` and `gy` cells
 * apart (0 when they overlap on that axis; geometry's `spaceGap`) are within `reach` feet when
 * `gx <= span && gy <= limits[gx]` — the same answer as `withinReachOf`, without a distance per test.
 */
export interface ReachTable {
  readonly span: number;
  readonly limits: Int32Array;
}

/** OA-6: the table for one reach under one diagonal rule (`limits[gx]` = largest `gy` in reach, or -1). */
export function reachTable(reach: number, rule: DiagonalRule, unit: number): ReachTable {
  const span = Math.floor(reach / unit + 1e-9);
  const limits = new Int32Array(span + 1);
  for (let gx = 0; gx <= span; gx++) {
    let gy = -1;
    while (gy < span && stepsDistance(gx, gy + 1, rule, unit) <= reach + 1e-9) gy++;
    limits[gx] = gy;
  }
  return { span, limits };
}

/** OA-6: tables cached by reach for one call (most creatures share 5 or 10 ft). */
export function reachTables(rule: DiagonalRule, unit: number): (reach: number) => ReachTable {
  const cache = new Map<number, ReachTable>();
  return (reach) => {
    let table = cache.get(reach);
    if (!table) {
      table = reachTable(reach, rule, unit);
      cache.set(reach, table);
    }
    return table;
  };
}
