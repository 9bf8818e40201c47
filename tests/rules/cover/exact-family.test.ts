import { describe, expect, it } from "vitest";
import { decideFamily, FAMILY_BLOCKED, FAMILY_OPEN, FAMILY_UNDECIDED } from "../../../src/rules/cover/exact-family";

type Wall = readonly [number, number, number, number];
type Edge = readonly [number, number, number, number];

function decide(a: Edge, b: Edge, walls: readonly Wall[]): number {
  const coords = Float64Array.from(walls.flat());
  const offsets = Int32Array.from(walls, (_, i) => i * 4);
  return decideFamily(...a, ...b, coords, offsets, 0, walls.length);
}

// Edges of two facing squares: the right side of one at x = 1, the left side of the other at x = 5.
const left: Edge = [1, 0, 1, 1];
const right: Edge = [5, 0, 5, 1];

describe("COV-1 one family of segments decided outright", () => {
  it("COV-1 a wall across every member blocks; a slit in it or a wall ending short leaves it open", () => {
    expect(decide(left, right, [[3, -5, 3, 6]])).toBe(FAMILY_BLOCKED);
    expect(decide(left, right, [])).toBe(FAMILY_OPEN);
    expect(decide(left, right, [[3, -5, 3, 0.5]])).toBe(FAMILY_OPEN);
    expect(
      decide(left, right, [
        [3, -5, 3, 0.5],
        [3, 0.51, 3, 6],
      ]),
    ).toBe(FAMILY_OPEN);
  });

  it("COV-1 walls that stop the members only together: ends in line, and a wall starting on an edge", () => {
    // Below y = 0.5 at x = 2 one wall stops them; above, another wall from (2, 0.5) up to the top. Pieces
    // meeting end to end at a point on the members' middle line.
    expect(
      decide(left, right, [
        [2, -5, 2, 0.5],
        [2, 0.5, 2, 6],
      ]),
    ).toBe(FAMILY_BLOCKED);
    // Staggered walls whose ends lie on the line y = 0.5 through both edges: the members rising across it
    // go free.
    expect(
      decide(left, right, [
        [2, -5, 2, 0.5],
        [4, 0.5, 4, 6],
      ]),
    ).toBe(FAMILY_OPEN);
    // A wall starting on the far edge and running back across the gap up to another: closed.
    expect(
      decide(left, right, [
        [3, 0.5, 5, 0.5],
        [3, -5, 3, 0.5],
        [5, 0.5, 5, 6],
      ]),
    ).toBe(FAMILY_BLOCKED);
  });

  it("COV-6 a fan from a point: blocked behind a wall, open past its end", () => {
    const point: Edge = [0, 0.5, 0, 0.5];
    expect(decide(point, right, [[3, -5, 3, 6]])).toBe(FAMILY_BLOCKED);
    expect(decide(point, right, [[3, -5, 3, 0.6]])).toBe(FAMILY_OPEN);
    // The point may be either edge, and both may be points.
    expect(decide(right, point, [[3, -5, 3, 0.6]])).toBe(FAMILY_OPEN);
    expect(decide(point, [5, 0.5, 5, 0.5], [[3, 0.9, 3, 6]])).toBe(FAMILY_OPEN);
    expect(decide(point, [5, 0.5, 5, 0.5], [[3, -5, 3, 6]])).toBe(FAMILY_BLOCKED);
  });

  it("COV-1 a gap narrower than the tolerance is left undecided (never a false proof)", () => {
    const hair: Wall[] = [
      [3, -5, 3, 0.5],
      [3, 0.5 + 1e-10, 3, 6],
    ];
    expect(decide(left, right, hair)).toBe(FAMILY_UNDECIDED);
    expect(decide([0, 0.5, 0, 0.5], right, hair)).toBe(FAMILY_UNDECIDED);
  });

  it("COV-1 many walls (more critical points than its first buffers hold)", () => {
    // 200 pieces end to end along x = 3 make one closed wall (a hundred of their ends within the family's
    // bounds); one left out opens it.
    const fence: Wall[] = Array.from({ length: 200 }, (_, i) => [3, -0.5 + i * 0.01, 3, -0.5 + (i + 1) * 0.01]);
    expect(decide(left, right, fence)).toBe(FAMILY_BLOCKED);
    expect(decide(left, right, [...fence.slice(0, 90), ...fence.slice(91)])).toBe(FAMILY_OPEN);
  });
});
