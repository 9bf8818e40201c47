// The canvas cover index (src/scene/cover/cover-index.ts) on its own: what it keeps, and bad token or wall data that
// must neither break queries nor block lines.
import { describe, expect, it } from "vitest";
import { SceneCoverIndex } from "../../src/scene/cover/cover-index";
import { indexedWall, oneWayBlocksFrom, tokenSpace } from "../../src/scene/cover/scene-input";

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

describe("COV-1 the cover index follows wall changes in place", () => {
  /** A seeded generator (mulberry32): the same scene and changes every run. */
  const seeded = (seed: number) => {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = Math.imul(a ^ (a >>> 15), a | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };
  const randomWall = (random: () => number, oneWay: boolean) => {
    const int = (n: number) => Math.floor(random() * n);
    const [x, y, n] = [int(12), int(12), 1 + int(3)];
    const c = random() < 0.5 ? [x, y, x + n, y] : [x, y, x, y + n];
    return wall(
      c.map((v) => v * 100),
      { door: 1, ds: random() < 0.3 ? 1 : 0, dir: oneWay ? 1 + int(2) : 0 },
    );
  };
  const tokens = [
    ["a", 0, 0],
    ["b", 11, 11],
    ["c", 5, 1],
    ["d", 2, 9],
    ["e", 9, 4],
  ] as const;
  const degrees = (index: SceneCoverIndex) =>
    tokens.flatMap(([p]) => tokens.map(([q]) => index.cover(p, q, {})?.degree ?? null));

  it("COV-1, COV-4: after each door opened, wall moved, added or deleted, every pair's cover is a fresh index's", () => {
    const random = seeded(5);
    const walls = new Map<string, ReturnType<typeof wall>>();
    for (let i = 0; i < 40; i++) walls.set(`w${i}`, randomWall(random, i % 8 === 0));
    const index = new SceneCoverIndex(100);
    for (const [id, w] of walls) index.setWall(id, w);
    for (const [id, x, y] of tokens) index.setToken(id, { x: x * 100, y: y * 100, width: 1, height: 1 }, flags);
    for (let step = 0; step < 30; step++) {
      degrees(index);
      const ids = [...walls.keys()];
      const pick = ids[Math.floor(random() * ids.length)] as string;
      const op = random();
      if (op < 0.4) {
        const toggled = { ...(walls.get(pick) as ReturnType<typeof wall>) };
        toggled.ds = toggled.ds === 1 ? 0 : 1;
        walls.set(pick, toggled);
        index.setWall(pick, toggled);
      } else if (op < 0.6) {
        walls.set(pick, randomWall(random, random() < 0.15));
        index.setWall(pick, walls.get(pick) as ReturnType<typeof wall>);
      } else if (op < 0.8) {
        walls.set(`n${step}`, randomWall(random, false));
        index.setWall(`n${step}`, walls.get(`n${step}`) as ReturnType<typeof wall>);
      } else {
        walls.delete(pick);
        index.deleteWall(pick);
      }
      const fresh = new SceneCoverIndex(100);
      for (const [id, w] of walls) fresh.setWall(id, w);
      for (const [id, x, y] of tokens) fresh.setToken(id, { x: x * 100, y: y * 100, width: 1, height: 1 }, flags);
      expect(degrees(index)).toEqual(degrees(fresh));
    }
  });
});
