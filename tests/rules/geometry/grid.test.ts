import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleInputError,
  cellDistance,
  checkSpace,
  reachCells,
  spaceCells,
  spaceCenter,
  spaceDistance,
  spaceOf,
  spaceSide,
  spacesOverlap,
  stepsDistance,
  withinReachOf,
  type DiagonalRule,
  type Space,
} from "../../../src/rules";

const RULES: DiagonalRule[] = ["equidistant", "alternating", "euclidean"];
const space = (x: number, y: number, side = 1): Space => ({ x, y, side });

describe("MOV-12 size → space", () => {
  it("gives each size its square of cells", () => {
    expect(["tiny", "small", "medium", "large", "huge", "gargantuan", "titanic"].map((s) => spaceSide(s))).toEqual([
      1, 1, 1, 2, 3, 4, 5,
    ]);
    expect(spaceSide("titanic", { titanicSide: 6 })).toBe(6);
    expect(spaceCells(spaceOf({ x: 2, y: 3 }, "large"))).toEqual([
      { x: 2, y: 3 },
      { x: 3, y: 3 },
      { x: 2, y: 4 },
      { x: 3, y: 4 },
    ]);
    expect(spaceCenter(spaceOf({ x: 0, y: 0 }, "huge"))).toEqual({ x: 1.5, y: 1.5 });
  });

  it("rejects unknown sizes and impossible spaces, naming the field", () => {
    expect(() => spaceSide("colossal", { field: "token.size" })).toThrow(/^token\.size: expected one of tiny/);
    expect(() => spaceSide("titanic", { titanicSide: 4 })).toThrow(/^titanicSide: a titanic space is at least 5 cells/);
    expect(() => checkSpace({ x: 0, y: 0, side: 0 }, "mover")).toThrow("mover.side: must be at least 1, got 0");
    expect(() => checkSpace({ x: Number.NaN, y: 0, side: 1 }, "mover")).toThrow(/^mover\.x: expected a finite number/);
    expect(() => checkSpace(null, "mover")).toThrow(RuleInputError);
    expect(checkSpace({ x: 1, y: 2, side: 2 })).toEqual(space(1, 2, 2));
  });
});

describe("MOV-3 diagonal rules", () => {
  it("count diagonal steps per rule", () => {
    expect(stepsDistance(3, 3, "equidistant")).toBe(15);
    expect(stepsDistance(3, 3, "alternating")).toBe(20); // 5 + 10 + 5
    expect(stepsDistance(4, 4, "alternating")).toBe(30); // 5 + 10 + 5 + 10
    expect(stepsDistance(3, 4, "euclidean")).toBe(25);
    expect(stepsDistance(-2, 1, "alternating", 1.5)).toBe(3);
    expect(() => stepsDistance(1, 1, "hex" as DiagonalRule)).toThrow(/^diagonals: expected one of/);
    expect(() => stepsDistance(Number.NaN, 1, "equidistant")).toThrow(/^dx: /);
    expect(() => stepsDistance(1, 1, "equidistant", -5)).toThrow(/^gridDistance: must not be negative/);
  });

  const cell = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) });

  it("are symmetric, zero only on the same cell, and obey the triangle inequality", () => {
    fc.assert(
      fc.property(cell, cell, cell, fc.constantFrom(...RULES), (a, b, c, rule) => {
        const ab = cellDistance(a, b, rule);
        expect(ab).toBe(cellDistance(b, a, rule));
        expect(ab === 0).toBe(a.x === b.x && a.y === b.y);
        // Alternating diagonals are counted afresh in each measurement, so two legs can save one 5 ft
        // rounding against the direct line (e.g. 3+3 diagonals cost 20+20 ft, 6 at once 45 ft); the
        // path cost counts diagonals along the whole move instead (movement tests).
        const slack = rule === "alternating" ? 5 : 1e-9;
        expect(ab).toBeLessThanOrEqual(cellDistance(a, c, rule) + cellDistance(c, b, rule) + slack);
      }),
    );
  });

  it("count alternating diagonals per measurement: two 3-diagonal legs are 40 ft, six at once 45 ft", () => {
    expect(cellDistance({ x: 0, y: -6 }, { x: -3, y: -3 }, "alternating")).toBe(20);
    expect(cellDistance({ x: 0, y: -6 }, { x: -6, y: 0 }, "alternating")).toBe(45);
  });

  it("order the rules: equidistant ≤ euclidean ≤ alternating + 5 ft", () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const e = cellDistance(a, b, "equidistant");
        expect(e).toBeLessThanOrEqual(cellDistance(a, b, "euclidean") + 1e-9);
        expect(cellDistance(a, b, "euclidean")).toBeLessThanOrEqual(cellDistance(a, b, "alternating") + 5);
      }),
    );
  });
});

describe("MOV-14 distance between creatures", () => {
  it("counts from a cell next to one creature to the other's space", () => {
    expect(spaceDistance(space(0, 0), space(1, 0), "equidistant")).toBe(5);
    expect(spaceDistance(space(0, 0), space(1, 1), "equidistant")).toBe(5);
    expect(spaceDistance(space(0, 0), space(3, 0), "equidistant")).toBe(15);
    // A Large creature at (0,0)-(1,1) and a Medium one two cells right of it.
    expect(spaceDistance(space(0, 0, 2), space(3, 1), "equidistant")).toBe(10);
    expect(spaceDistance(space(0, 0, 2), space(1, 1), "equidistant")).toBe(0);
    expect(spacesOverlap(space(0, 0, 2), space(1, 1))).toBe(true);
  });

  it("equals the shortest distance between any two of their cells", () => {
    const sp = fc.record({
      x: fc.integer({ min: -8, max: 8 }),
      y: fc.integer({ min: -8, max: 8 }),
      side: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(sp, sp, fc.constantFrom(...RULES), (a, b, rule) => {
        const brute = Math.min(...spaceCells(a).flatMap((ca) => spaceCells(b).map((cb) => cellDistance(ca, cb, rule))));
        expect(spaceDistance(a, b, rule)).toBeCloseTo(brute, 9);
        expect(spaceDistance(a, b, rule)).toBe(spaceDistance(b, a, rule));
      }),
    );
  });
});

describe("OA-6 reach between spaces", () => {
  it("is the exact ring of cells around a Large creature, corners included", () => {
    const large = space(0, 0, 2);
    const ring = reachCells(large, 5, "equidistant");
    expect(ring).toHaveLength(12);
    expect(ring).toContainEqual({ x: -1, y: -1 });
    expect(ring).toContainEqual({ x: 2, y: 2 });
    expect(ring).not.toContainEqual({ x: 0, y: 0 });
    expect(withinReachOf(large, space(2, 2), 5, "equidistant")).toBe(true);
    expect(withinReachOf(large, space(3, 2), 5, "equidistant")).toBe(false);
  });

  it("drops the far diagonal of a 10 ft reach under the alternating rule", () => {
    const medium = space(0, 0);
    expect(reachCells(medium, 10, "equidistant")).toHaveLength(24);
    const alt = reachCells(medium, 10, "alternating");
    expect(alt).toHaveLength(20);
    expect(alt).not.toContainEqual({ x: 2, y: 2 });
    expect(alt).toContainEqual({ x: 2, y: 1 });
  });

  it("agrees with withinReachOf for every cell", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(5, 10, 15),
        fc.constantFrom(...RULES),
        (side, reach, rule) => {
          const s = space(0, 0, side);
          const cells = new Set(reachCells(s, reach, rule).map((c) => `${c.x},${c.y}`));
          for (let y = -5; y < side + 5; y++) {
            for (let x = -5; x < side + 5; x++) {
              const inside = x >= 0 && y >= 0 && x < side && y < side;
              if (inside) continue;
              expect(cells.has(`${x},${y}`)).toBe(withinReachOf(s, space(x, y), reach, rule));
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("rejects a negative reach", () => {
    expect(() => reachCells(space(0, 0), -5, "equidistant")).toThrow("reach: must not be negative, got -5");
    expect(() => withinReachOf(space(0, 0), space(1, 0), Number.NaN, "equidistant")).toThrow(/^reach: /);
    expect(() => reachCells(space(0, 0), 5, "equidistant", 0)).toThrow(/^gridDistance: must be more than 0/);
  });
});
