import { describe, expect, it } from "vitest";
import {
  coverBetween,
  coverMatrix,
  createCoverScene,
  createCoverWalls,
  isCoverWalls,
  RuleInputError,
} from "../../../src/rules";
import { flatGrid } from "../../../src/rules/cover/window-test";
import { creature, lcg, wall } from "./helpers";

function dungeonWalls(seed: number) {
  const random = lcg(seed);
  const int = (n: number) => Math.floor(random() * n);
  return Array.from({ length: 150 }, () => {
    const x = int(24);
    const y = int(24);
    const n = 1 + int(5);
    const kind = random();
    const sight = random() < 0.8;
    return kind < 0.45
      ? wall(x, y, x + n, y, { sight })
      : kind < 0.9
        ? wall(x, y, x, y + n, { sight })
        : wall(x, y, x + n, y + n, { sight });
  });
}

function creatures(seed: number) {
  const random = lcg(seed);
  const int = (n: number) => Math.floor(random() * n);
  const taken = new Set<string>();
  const out = [];
  while (out.length < 14) {
    const x = int(23);
    const y = int(23);
    if (taken.has(`${x},${y}`)) continue;
    taken.add(`${x},${y}`);
    out.push(creature(`c${out.length}`, x, y, 1, { prone: random() < 0.2 }));
  }
  return out;
}

describe("COV-1 wall layers: walls indexed once, shared by the scenes built on them", () => {
  it("COV-1: a scene on a prebuilt layer answers exactly as one built from the wall list, for every kind", () => {
    for (const seed of [1, 2, 3]) {
      const walls = dungeonWalls(seed);
      for (const kind of ["sight", "movement", "any"] as const) {
        const layer = createCoverWalls(walls, kind);
        const fromList = createCoverScene({ walls, creatures: creatures(seed), wallKind: kind });
        const fromLayer = createCoverScene({ walls: layer, creatures: creatures(seed) });
        expect(fromLayer.wallKind).toBe(kind);
        expect(fromLayer.mergedWalls).toEqual(fromList.mergedWalls);
        expect(coverMatrix(fromLayer)).toEqual(coverMatrix(fromList));
        expect(coverBetween(fromLayer, "c0", "c1", { melee: true })).toEqual(
          coverBetween(fromList, "c0", "c1", { melee: true }),
        );
      }
    }
  });

  it("COV-1: only the walls of the layer's kind are kept (sight-only walls drop out of a movement layer)", () => {
    const walls = [wall(0, 0, 4, 0, { sight: true, movement: false }), wall(0, 1, 4, 1, { sight: false })];
    expect(createCoverWalls(walls, "sight").walls).toEqual([{ a: { x: 0, y: 0 }, b: { x: 4, y: 0 } }]);
    expect(createCoverWalls(walls, "movement").walls).toEqual([{ a: { x: 0, y: 1 }, b: { x: 4, y: 1 } }]);
    expect(createCoverWalls(walls, "any").walls).toHaveLength(2);
  });

  it("COV-1: scenes on one layer share its indexes and its flat grid (no re-indexing when creatures move)", () => {
    const layer = createCoverWalls(dungeonWalls(4));
    const a = createCoverScene({ walls: layer, creatures: [creature("x", 1, 1)] });
    const b = createCoverScene({ walls: layer, creatures: [creature("x", 2, 1)] });
    expect(b.wallIndex).toBe(a.wallIndex);
    expect(b.wallGrid).toBe(a.wallGrid);
    expect(flatGrid(b)).toBe(flatGrid(a));
    expect(isCoverWalls(layer)).toBe(true);
    expect(isCoverWalls({ ...layer })).toBe(false);
  });

  it("COV-1: bad input names its field; a layer of one kind refuses a scene of another", () => {
    expect(() => createCoverWalls([wall(0, 0, Number.NaN, 1)])).toThrow(/walls\[0\]\.b\.x/);
    expect(() => createCoverWalls([], "smell" as never)).toThrow(RuleInputError);
    const layer = createCoverWalls([], "movement");
    expect(() => createCoverScene({ walls: layer, wallKind: "sight" })).toThrow(/wallKind/);
    expect(createCoverScene({ walls: layer, wallKind: "movement" }).wallKind).toBe("movement");
  });
});
