import { describe, expect, it } from "vitest";
import { opportunityAttacks, previewMove, type MovePreviewInput } from "../../../src/rules/opportunity";
import { pathMovementCost, type CreatureSnapshot } from "../../../src/rules/movement";
import { SegmentIndex, type Cell, type Segment } from "../../../src/rules/geometry";
import { getPreset } from "../../../src/rules/presets";

/** A small deterministic generator (no Math.random in tests either: reproducible scenes). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The benchmark's scene: a 60-step path among 100 hostile creatures and some walls. */
function scene(seed: number): MovePreviewInput {
  const rand = lcg(seed);
  const path: Cell[] = [{ x: 0, y: 0 }];
  for (let i = 0; i < 60; i++) {
    const last = path[path.length - 1] as Cell;
    path.push({ x: last.x + 1, y: last.y + (rand() < 0.3 ? 1 : 0) });
  }
  const others: CreatureSnapshot[] = Array.from({ length: 100 }, (_, i) => ({
    id: `t${i}`,
    space: { x: Math.floor(rand() * 70), y: Math.floor(rand() * 30) - 5, side: rand() < 0.2 ? 2 : 1 },
    size: "medium",
    disposition: -1,
    letsPass: true,
    reach: rand() < 0.2 ? 10 : 5,
  }));
  const walls: Segment[] = Array.from({ length: 200 }, () => {
    const x = Math.floor(rand() * 80);
    const y = Math.floor(rand() * 40) + 30;
    return { a: { x, y }, b: { x: x + 2, y } };
  });
  return {
    path,
    mover: { size: "medium", disposition: 1, speeds: { walk: 30 } },
    others,
    walls: new SegmentIndex(walls),
    terrain: { difficult: (x, y) => (x * 7 + y * 3) % 11 === 0 },
    policies: getPreset("srd52").policies,
    budget: { dashes: 10 },
  };
}

describe("MOV-1..9 / OA-1..6 previewMove: path cost and opportunity attacks in one pass", () => {
  it("agrees with pathMovementCost and opportunityAttacks called apart", () => {
    const input = scene(7);
    const preview = previewMove(input);
    expect(preview.cost).toEqual(pathMovementCost(input));
    expect(preview.opportunity).toEqual(
      opportunityAttacks({
        path: input.path,
        mover: input.mover,
        reactors: input.others ?? [],
        policies: input.policies,
      }),
    );
    expect(preview.opportunity.attacks.length).toBeGreaterThan(0);
  });

  it("a Disengage or a teleport skips the reach scan", () => {
    const input = scene(3);
    expect(previewMove({ ...input, disengaged: true }).opportunity.exemption).toBe("disengaged");
    expect(previewMove({ ...input, how: "forced" }).opportunity.attacks).toEqual([]);
  });
});
