// MOV-2, MOV-12: a creature larger than one square moves in difficult terrain on every step that has a difficult
// square anywhere in its new space (as core's per-square measurement with the largest cost sees it), not only
// on the steps that enter it.
import { describe, expect, it } from "vitest";
import { pathMovementCost } from "../../../src/rules/movement";
import { getPreset } from "../../../src/rules/presets";

const east = (n: number) => Array.from({ length: n + 1 }, (_, x) => ({ x, y: 0 }));

describe("MOV-2, MOV-12 a Large creature in difficult terrain", () => {
  it("MOV-2: one difficult square costs double on every step it lies in the Large creature's new space", () => {
    const cost = pathMovementCost({
      path: east(5),
      mover: { size: "large", disposition: 1, speeds: { walk: 60 } },
      terrain: { difficult: [{ x: 3, y: 1 }] },
      policies: getPreset("srd52").policies,
    });
    expect(cost.steps.map((s) => s.cost)).toEqual([5, 10, 10, 5, 5]);
    expect(cost.total).toBe(35);
  });

  it("MOV-2: a Medium creature pays once per difficult square entered, as before", () => {
    const cost = pathMovementCost({
      path: east(4),
      mover: { size: "medium", disposition: 1, speeds: { walk: 30 } },
      terrain: { difficult: [{ x: 2, y: 0 }] },
      policies: getPreset("srd52").policies,
    });
    expect(cost.steps.map((s) => s.cost)).toEqual([5, 10, 5, 5]);
  });
});
