// Inputs so large that the arithmetic overflows, or that would list millions of cells, are refused with a
// RuleInputError naming the input, never answered with Infinity or a frozen browser.
import { describe, expect, it } from "vitest";
import {
  MAX_AREA_FEET,
  MAX_GRID_COORDINATE,
  MAX_REACH_FEET,
  MAX_SPAN_CELLS,
  RuleInputError,
  areaCells,
  cellDistance,
  dragExtraCost,
  finiteResult,
  jumpDistance,
  planJump,
  reachCells,
  stepsDistance,
} from "../../../src/rules";

const HUGE = 1e308;

describe("finiteResult", () => {
  it("passes a finite number and refuses Infinity and NaN naming the field", () => {
    expect(finiteResult(12, "feet")).toBe(12);
    expect(() => finiteResult(Infinity, "feet")).toThrow(RuleInputError);
    expect(() => finiteResult(Number.NaN, "feet")).toThrow(/^feet: too large/);
  });
});

describe("MOV-3 distances that overflow are refused", () => {
  it("cellDistance at ~1e308 cells names the far cell instead of answering Infinity", () => {
    for (const rule of ["equidistant", "alternating", "euclidean"] as const) {
      expect(() => cellDistance({ x: 0, y: 0 }, { x: HUGE, y: 0 }, rule)).toThrow(/^b: too large/);
      expect(() => cellDistance({ x: -HUGE, y: 0 }, { x: HUGE, y: HUGE }, rule)).toThrow(RuleInputError);
    }
    expect(() => cellDistance({ x: 0, y: Number.NaN }, { x: 1, y: 1 }, "equidistant")).toThrow(/^a\.y:/);
    expect(cellDistance({ x: 0, y: 0 }, { x: 1e300, y: 0 }, "equidistant")).toBe(5e300);
  });

  it("stepsDistance names the axis that overflowed", () => {
    expect(() => stepsDistance(HUGE, 1, "equidistant")).toThrow(/^dx: too large/);
    expect(() => stepsDistance(1, HUGE, "alternating")).toThrow(/^dy: too large/);
  });
});

describe("MOV-10 a jump that overflows is refused", () => {
  it("jumpDistance with a Strength modifier of ~1e308 throws naming it", () => {
    expect(() => jumpDistance({ kind: "long", strengthModifier: HUGE, runUp: 10 })).toThrow(
      /^strengthModifier: too large/,
    );
    expect(() => planJump({ kind: "high", strengthModifier: HUGE, runUp: 10, feet: 5 })).toThrow(RuleInputError);
    expect(jumpDistance({ kind: "long", strengthModifier: 1e300, runUp: 10 })).toBe(5e300);
  });
});

describe("ATK-17 dragging an ally over an overflowing distance is refused", () => {
  it("dragExtraCost at ~1e308 ft throws naming feet", () => {
    expect(() => dragExtraCost(HUGE)).toThrow(/^feet: too large/);
    expect(dragExtraCost(1e300)).toBe(2e300);
  });
});

describe("OA-6 ATK-10 reach cells stop at a sane reach", () => {
  const medium = { x: 0, y: 0, side: 1 };
  it(`lists the cells of a ${MAX_REACH_FEET} ft reach, refuses more`, () => {
    expect(reachCells(medium, MAX_REACH_FEET, "equidistant")).toHaveLength((2 * MAX_SPAN_CELLS + 1) ** 2 - 1);
    expect(() => reachCells(medium, 5000, "equidistant")).toThrow(/^reach: must be at most 1000 ft/);
    expect(() => reachCells(medium, HUGE, "euclidean")).toThrow(/^reach:/);
  });
  it("refuses a reach spanning too many cells of a tiny grid, a far space and a huge space", () => {
    expect(() => reachCells(medium, 30, "equidistant", 0.1)).toThrow(/^reach: 30 ft spans 300 cells/);
    expect(() => reachCells({ x: HUGE, y: 0, side: 1 }, 5, "equidistant")).toThrow(/^space\.x:/);
    expect(() => reachCells({ x: 0, y: 0, side: 1e9 }, 5, "equidistant")).toThrow(/^space\.side:/);
  });
});

describe("AOE-1 area cells stop at a sane size", () => {
  const origin = { x: 0, y: 0 };
  it(`lists a ${MAX_AREA_FEET} ft sphere, refuses a larger one naming its radius`, () => {
    expect(areaCells({ kind: "sphere", origin, radius: MAX_AREA_FEET }).length).toBeGreaterThan(100_000);
    expect(() => areaCells({ kind: "sphere", origin, radius: 5000 })).toThrow(
      /^shape\.radius: must be at most 1000 ft/,
    );
    expect(() => areaCells({ kind: "line", origin, direction: 0, length: 30, width: 2000 })).toThrow(/^shape\.width:/);
    expect(() => areaCells({ kind: "cylinder", origin, radius: 10, height: HUGE })).toThrow(/^shape\.height:/);
  });
  it("refuses an area spanning too many cells of a tiny grid, a far origin and a huge emanating space", () => {
    expect(() => areaCells({ kind: "cone", origin, direction: 0, length: 60 }, { gridDistance: 0.1 })).toThrow(
      /^shape\.length: 60 ft spans 600 cells/,
    );
    expect(() => areaCells({ kind: "sphere", origin: { x: HUGE, y: 0 }, radius: 5 })).toThrow(/^shape\.origin\.x:/);
    expect(() => areaCells({ kind: "sphere", origin: { x: 0, y: MAX_GRID_COORDINATE + 1 }, radius: 5 })).toThrow(
      /^shape\.origin\.y:/,
    );
    expect(() => areaCells({ kind: "emanation", space: { x: 0, y: 0, side: 1e9 }, distance: 5 })).toThrow(
      /^shape\.space\.side:/,
    );
  });
});
