// MOV-2, MOV-12: a creature larger than one square moves in difficult terrain on every step that has a difficult
// square anywhere in its new space (as core's per-square measurement with the largest cost sees it), not only
// on the steps that enter it.
import { describe, expect, it } from "vitest";
import { pathMovementCost } from "../../../src/rules/movement";
import { getPreset } from "../../../src/rules/presets";
import type { Size } from "../../../src/rules/creature";

const east = (n: number) => Array.from({ length: n + 1 }, (_, x) => ({ x, y: 0 }));

/** srd52's cost of `steps` squares east from (0, 0) for a friendly creature of `size`, with one difficult square. */
const costEast = (steps: number, size: Size, walk: number, difficult: { x: number; y: number }) =>
  pathMovementCost({
    path: east(steps),
    mover: { size, disposition: 1, speeds: { walk } },
    terrain: { difficult: [difficult] },
    policies: getPreset("srd52").policies,
  });

describe("MOV-2, MOV-12 a Large creature in difficult terrain", () => {
  it("MOV-2: one difficult square costs double on every step it lies in the Large creature's new space", () => {
    const cost = costEast(5, "large", 60, { x: 3, y: 1 });
    expect(cost.steps.map((s) => s.cost)).toEqual([5, 10, 10, 5, 5]);
    expect(cost.total).toBe(35);
  });

  it("MOV-2: a Medium creature pays once per difficult square entered, as before", () => {
    const cost = costEast(4, "medium", 30, { x: 2, y: 0 });
    expect(cost.steps.map((s) => s.cost)).toEqual([5, 10, 5, 5]);
  });
});
