// The canvas cover index (src/canvas/cover-index.ts) on its own: what it keeps, and bad token or wall data that
// must neither break queries nor block lines.
import { describe, expect, it } from "vitest";
import { SceneCoverIndex } from "../../src/canvas/cover-index";
import { indexedWall, oneWayBlocksFrom, tokenSpace } from "../../src/canvas/scene-input";

const flags = () => ({ defeated: false, prone: false, mounted: false });
const wall = (
  c: number[],
  more: Partial<{ sight: number; move: number; door: number; ds: number; dir: number }> = {},
) => ({
  c,
  sight: 20,
  move: 20,
  door: 0,
  ds: 0,
  dir: 0,
  ...more,
});

describe("COV-1 the cover index keeps walls and tokens by id", () => {
  it("COV-1: a token with a position that is not a number leaves the index; the others are still measured", () => {
    const index = new SceneCoverIndex(100);
    index.setToken("a", { x: 0, y: 0, width: 1, height: 1 }, flags);
    index.setToken("b", { x: 500, y: 0, width: 1, height: 1 }, flags);
    index.setToken("bad", { x: Number.NaN, y: 0, width: 1, height: 1 }, flags);
    expect(index.tokenCount).toBe(2);
    expect(index.cover("a", "b", {})?.degree).toBe("none");
    expect(index.cover("a", "bad", {})).toBeNull();
    index.setToken("b", { x: Number.POSITIVE_INFINITY, y: 0, width: 1, height: 1 }, flags);
    expect(index.tokenCount).toBe(1);
  });

  it("COV-1: walls of zero length or with coordinates that are not numbers are left out", () => {
    expect(indexedWall(wall([100, 100, 100, 100]), 100)).toBeNull();
    expect(indexedWall(wall([0, Number.NaN, 100, 0]), 100)).toBeNull();
    expect(indexedWall(wall([0, 0, 100, 0], { door: 1, ds: 1 }), 100)).toMatchObject({ sight: false, movement: false });
    expect(indexedWall(wall([0, 0, 100, 0], { door: 1, ds: 2 }), 100)).toMatchObject({ sight: true, movement: true });
    expect(indexedWall(wall([0, 0, 100, 0], { sight: 0, move: 0 }), 100)).toMatchObject({
      sight: false,
      movement: false,
    });
    const index = new SceneCoverIndex(100);
    index.setWall("w", wall([100, 100, 100, 100]));
    expect(index.wallCount).toBe(0);
    expect(() => new SceneCoverIndex(0)).toThrow(/gridSize/);
  });

  it("COV-1: a one-way wall drawn west to east blocks from above (its screen-left) with LEFT, from below with RIGHT", () => {
    const left = indexedWall(wall([0, 100, 400, 100], { dir: 1 }), 100);
    const right = indexedWall(wall([0, 100, 400, 100], { dir: 2 }), 100);
    if (!left || !right) throw new Error("no wall");
    expect([oneWayBlocksFrom(left, { x: 2, y: 0.5 }), oneWayBlocksFrom(left, { x: 2, y: 1.5 })]).toEqual([true, false]);
    expect([oneWayBlocksFrom(right, { x: 2, y: 0.5 }), oneWayBlocksFrom(right, { x: 2, y: 1.5 })]).toEqual([
      false,
      true,
    ]);
    // On the wall's own line: both sides.
    expect(oneWayBlocksFrom(left, { x: 5, y: 1 })).toBe(true);
  });

  it("COV-1: a token's space is its nearest square and its larger side (a Tiny token fills one square)", () => {
    expect(tokenSpace({ x: 249, y: 51, width: 0.5, height: 0.5 }, 100)).toEqual({ x: 2, y: 1, side: 1 });
    expect(tokenSpace({ x: 300, y: 300, width: 2, height: 1 }, 100)).toEqual({ x: 3, y: 3, side: 2 });
  });
});
