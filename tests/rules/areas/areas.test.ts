import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  areaCells,
  areaOfEffect,
  areaOfEffectReference,
  nearSideOrigin,
  type AreaShape,
} from "../../../src/rules/areas";
import { createCoverScene, type CoverSceneInput } from "../../../src/rules/cover";
import { RuleInputError } from "../../../src/rules/errors";

const key = (c: { x: number; y: number }) => `${c.x},${c.y}`;
const keys = (cells: readonly { x: number; y: number }[]) => cells.map(key).sort();
const wall = (ax: number, ay: number, bx: number, by: number) => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

describe("AOE-1 shapes on the grid (a cell is in when its centre is)", () => {
  it("sphere: round by default, square with equidistant diagonals, 5/10 with alternating", () => {
    const origin = { x: 5, y: 5 };
    expect(areaCells({ kind: "sphere", origin, radius: 20 })).toHaveLength(52);
    expect(areaCells({ kind: "sphere", origin, radius: 20, diagonals: "equidistant" })).toHaveLength(64);
    expect(areaCells({ kind: "sphere", origin, radius: 20, diagonals: "alternating" })).toHaveLength(44);
    expect(areaCells({ kind: "sphere", origin, radius: 5 }).map(key).sort()).toEqual(["4,4", "4,5", "5,4", "5,5"]);
  });

  it("cylinder: the footprint of its radius; the height is checked but does not change the cells", () => {
    const c = areaCells({ kind: "cylinder", origin: { x: 5, y: 5 }, radius: 10, height: 40 });
    expect(keys(c)).toEqual(keys(areaCells({ kind: "sphere", origin: { x: 5, y: 5 }, radius: 10 })));
  });

  it("cone: as wide as it is far from the origin", () => {
    const cone = areaCells({ kind: "cone", origin: { x: 1, y: 0.5 }, direction: 0, length: 15 });
    expect(keys(cone)).toEqual(
      keys([
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: -1 },
        { x: 3, y: 0 },
        { x: 3, y: 1 },
      ]),
    );
    // Every cell of a 60 ft cone lies within the 53° wedge.
    for (const c of areaCells({ kind: "cone", origin: { x: 0, y: 0 }, direction: 90, length: 60 })) {
      const along = c.y + 0.5;
      expect(Math.abs(c.x + 0.5)).toBeLessThanOrEqual(along / 2 + 1e-9);
      expect(along).toBeLessThanOrEqual(12);
    }
  });

  it("line: length by width from the origin", () => {
    const line = areaCells({ kind: "line", origin: { x: 1, y: 0.5 }, direction: 0, length: 30 });
    expect(keys(line)).toEqual(keys([1, 2, 3, 4, 5, 6].map((x) => ({ x, y: 0 }))));
    expect(areaCells({ kind: "line", origin: { x: 1, y: 1 }, direction: 0, length: 30, width: 10 })).toHaveLength(12);
  });

  it("cube: a square with the origin in the middle of one face", () => {
    const cube = areaCells({ kind: "cube", origin: { x: 1, y: 1 }, direction: 0, size: 10 });
    expect(keys(cube)).toEqual(
      keys([
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 1 },
      ]),
    );
  });

  it("emanation: extends from every side of its creature's space", () => {
    const around = areaCells({ kind: "emanation", space: { x: 5, y: 5, side: 1 }, distance: 5 });
    expect(around).toHaveLength(8);
    const large = areaCells({
      kind: "emanation",
      space: { x: 5, y: 5, side: 2 },
      distance: 10,
      diagonals: "equidistant",
    });
    expect(large).toHaveLength(32);
    const alternating = areaCells({
      kind: "emanation",
      space: { x: 5, y: 5, side: 1 },
      distance: 10,
      diagonals: "alternating",
    });
    expect(alternating).toHaveLength(20);
  });

  it("follows the grid size", () => {
    expect(
      areaCells({ kind: "line", origin: { x: 0, y: 0.5 }, direction: 0, length: 30 }, { gridDistance: 10 }),
    ).toHaveLength(3);
  });
});

describe("AOE-2 the origin point", () => {
  it("is in a sphere and a cylinder", () => {
    expect(areaCells({ kind: "sphere", origin: { x: 0.3, y: 0.3 }, radius: 0 }).map(key)).toEqual(["0,0"]);
    expect(areaCells({ kind: "cylinder", origin: { x: 2, y: 2 }, radius: 0, height: 10 })).toHaveLength(4);
  });

  it("is not in a cone, cube, line or emanation unless the creator chooses", () => {
    const cone: AreaShape = { kind: "cone", origin: { x: 0.5, y: 0.5 }, direction: 0, length: 15 };
    expect(areaCells(cone).map(key)).not.toContain("0,0");
    expect(areaCells({ ...cone, includeOrigin: true }).map(key)).toContain("0,0");
    const line: AreaShape = { kind: "line", origin: { x: 0.2, y: 0.5 }, direction: 0, length: 15 };
    expect(areaCells(line).map(key)).not.toContain("0,0");
    expect(areaCells({ ...line, includeOrigin: true }).map(key)).toContain("0,0");
    const cube: AreaShape = { kind: "cube", origin: { x: 0.2, y: 0.5 }, direction: 0, size: 10 };
    expect(areaCells(cube).map(key)).not.toContain("0,0");
    const aura: AreaShape = { kind: "emanation", space: { x: 3, y: 3, side: 1 }, distance: 5 };
    expect(areaCells(aura).map(key)).not.toContain("3,3");
    expect(areaCells({ ...aura, includeOrigin: true }).map(key)).toContain("3,3");
  });
});

describe("AOE-3 / COV-6 total cover cuts the area", () => {
  const creatures = [
    { id: "near", space: { x: 6, y: 5, side: 1 } },
    { id: "behind", space: { x: 8, y: 5, side: 1 } },
    { id: "big", space: { x: 6, y: 7, side: 2 } },
  ];
  const input: CoverSceneInput = { walls: [wall(7, 0, 7, 10)], creatures };

  it("leaves out cells behind a wall, and the creatures there", () => {
    const scene = createCoverScene(input);
    const r = areaOfEffect(scene, { kind: "sphere", origin: { x: 5, y: 5 }, radius: 20 });
    expect(r.cells.every((c) => c.x < 7)).toBe(true);
    expect(r.excluded.length).toBeGreaterThan(0);
    expect(r.excluded.every((c) => c.x >= 7)).toBe(true);
    expect(r.creatures).toEqual(["near", "big"]);
    expect(r).toEqual(areaOfEffectReference(scene, { kind: "sphere", origin: { x: 5, y: 5 }, radius: 20 }));
  });

  it("keeps everything when the preset has no exclusion, or for a wall with a gap", () => {
    const scene = createCoverScene(input);
    const sphere: AreaShape = { kind: "sphere", origin: { x: 5, y: 5 }, radius: 20 };
    expect(areaOfEffect(scene, sphere, { exclusion: false }).creatures).toEqual(["near", "behind", "big"]);
    const slit = createCoverScene({ walls: [wall(7, 0, 7, 5.45), wall(7, 5.55, 7, 10)], creatures });
    expect(areaOfEffect(slit, sphere).creatures).toContain("behind");
  });

  it("a wall through a sphere's origin blocks neither side", () => {
    const scene = createCoverScene({ walls: [wall(5, 0, 5, 10)], creatures });
    const r = areaOfEffect(scene, { kind: "sphere", origin: { x: 5, y: 5 }, radius: 10 });
    expect(r.excluded).toEqual([]);
  });

  it("a cone cast into a wall along its creator's face is stopped", () => {
    const scene = createCoverScene({ walls: [wall(1, -5, 1, 5)] });
    const r = areaOfEffect(scene, { kind: "cone", origin: { x: 1, y: 0.5 }, direction: 0, length: 15 });
    expect(r.cells).toEqual([]);
    expect(r.excluded).toHaveLength(5);
  });

  it("an emanation is cut by walls around its creature", () => {
    const scene = createCoverScene({ walls: [wall(4, -10, 4, 10)] });
    const r = areaOfEffect(scene, { kind: "emanation", space: { x: 2, y: 2, side: 1 }, distance: 15 });
    expect(r.cells.every((c) => c.x < 4)).toBe(true);
    expect(r).toEqual(
      areaOfEffectReference(scene, { kind: "emanation", space: { x: 2, y: 2, side: 1 }, distance: 15 }),
    );
  });

  it("an origin chosen behind a wall appears on the near side", () => {
    const scene = createCoverScene(input);
    const moved = nearSideOrigin(scene, { x: 5.5, y: 5.5 }, { x: 9.5, y: 5.5 });
    expect(moved.moved).toBe(true);
    expect(moved.origin.x).toBeCloseTo(6.99, 9);
    expect(moved.origin.y).toBeCloseTo(5.5, 9);
    expect(nearSideOrigin(scene, { x: 5.5, y: 5.5 }, { x: 6.5, y: 2 })).toEqual({
      origin: { x: 6.5, y: 2 },
      moved: false,
    });
    const along = createCoverScene({ walls: [wall(6, 5.5, 9, 5.5)] });
    expect(nearSideOrigin(along, { x: 5.5, y: 5.5 }, { x: 9.5, y: 5.5 }).origin.x).toBeCloseTo(5.99, 9);
  });
});

describe("AOE-1 input checks", () => {
  it("throws RuleInputError naming the field", () => {
    const scene = createCoverScene({});
    const bad = (shape: unknown, field: RegExp, options?: unknown) => {
      expect(() => areaCells(shape as AreaShape, options as never)).toThrow(RuleInputError);
      expect(() => areaCells(shape as AreaShape, options as never)).toThrow(field);
    };
    bad({ kind: "blob" }, /^shape\.kind/);
    bad({ kind: "cone", origin: { x: 0, y: 0 }, direction: 0, length: -5 }, /^shape\.length/);
    bad({ kind: "cone", origin: { x: 0, y: 0 }, direction: Number.NaN, length: 5 }, /^shape\.direction/);
    bad({ kind: "sphere", origin: { x: "a", y: 0 }, radius: 5 }, /^shape\.origin\.x/);
    bad({ kind: "cylinder", origin: { x: 0, y: 0 }, radius: 5 }, /^shape\.height/);
    bad({ kind: "sphere", origin: { x: 0, y: 0 }, radius: 5, diagonals: "hex" }, /^shape\.diagonals/);
    bad({ kind: "emanation", space: { x: 0, y: 0, side: 0 }, distance: 5 }, /^shape\.space\.side/);
    bad({ kind: "cone", origin: { x: 0, y: 0 }, direction: 0, length: 5, includeOrigin: 1 }, /^shape\.includeOrigin/);
    bad({ kind: "sphere", origin: { x: 0, y: 0 }, radius: 5 }, /^gridDistance/, { gridDistance: 0 });
    bad(null, /^shape/);
    const sphere: AreaShape = { kind: "sphere", origin: { x: 0, y: 0 }, radius: 5 };
    expect(() => areaOfEffect(scene, sphere, { exclusion: "no" } as never)).toThrow(/^options\.exclusion/);
    expect(() => nearSideOrigin(scene, { x: Number.NaN, y: 0 }, { x: 0, y: 0 })).toThrow(/^from\.x/);
  });
});

describe("AOE-1 properties", () => {
  const origin = fc
    .record({ x: fc.integer({ min: 0, max: 40 }), y: fc.integer({ min: 0, max: 40 }) })
    .map((p) => ({ x: p.x / 4, y: p.y / 4 }));
  const feet = fc.integer({ min: 0, max: 12 }).map((n) => n * 5);

  it("membership is monotone in size", () => {
    fc.assert(
      fc.property(origin, feet, feet, fc.integer({ min: 0, max: 359 }), (o, r1, r2, dir) => {
        const [small, large] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const shapes = (n: number): AreaShape[] => [
          { kind: "sphere", origin: o, radius: n },
          { kind: "cone", origin: o, direction: dir, length: n },
          { kind: "line", origin: o, direction: dir, length: n },
          { kind: "cube", origin: o, direction: dir, size: n },
          {
            kind: "emanation",
            space: { x: Math.floor(o.x), y: Math.floor(o.y), side: 1 },
            distance: n,
            diagonals: "alternating",
          },
        ];
        const a = shapes(small);
        const b = shapes(large);
        a.forEach((shape, i) => {
          const big = new Set(areaCells(b[i] as AreaShape).map(key));
          for (const c of areaCells(shape)) expect(big.has(key(c))).toBe(true);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("fast and reference versions agree on random scenes (a 60 ft cone among them), and exclusion only removes", () => {
    const coord = fc.integer({ min: 0, max: 40 }).map((n) => n / 2);
    const wallArb = fc.tuple(coord, coord, coord, coord).map(([ax, ay, bx, by]) => wall(ax, ay, bx, by));
    const shapeArb: fc.Arbitrary<AreaShape> = fc.oneof(
      fc.record({
        kind: fc.constant("cone" as const),
        origin,
        direction: fc.integer({ min: 0, max: 359 }),
        length: fc.constant(60),
      }),
      fc.record({ kind: fc.constant("sphere" as const), origin, radius: feet }),
      fc.record({
        kind: fc.constant("emanation" as const),
        space: fc.record({
          x: fc.integer({ min: 0, max: 9 }),
          y: fc.integer({ min: 0, max: 9 }),
          side: fc.constantFrom(1, 2),
        }),
        distance: feet,
      }),
    );
    fc.assert(
      fc.property(fc.array(wallArb, { maxLength: 10 }), shapeArb, (walls, shape) => {
        const creatures = [
          { id: "a", space: { x: 3, y: 3, side: 1 } },
          { id: "b", space: { x: 8, y: 2, side: 2 } },
        ];
        const scene = createCoverScene({ walls, creatures });
        const fast = areaOfEffect(scene, shape);
        expect(fast).toEqual(areaOfEffectReference(scene, shape));
        expect(keys([...fast.cells, ...fast.excluded])).toEqual(keys(areaCells(shape)));
      }),
      { numRuns: 150 },
    );
  });
});
