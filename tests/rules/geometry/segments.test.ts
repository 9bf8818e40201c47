import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SegmentIndex, segmentCrossesBox, segmentsCross, segmentsIntersect, type Segment } from "../../../src/rules";

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

describe("segments", () => {
  it("intersect when they cross, touch at an end, or overlap collinearly", () => {
    const s = seg(0, 0, 4, 4);
    expect(segmentsIntersect(s.a, s.b, { x: 0, y: 4 }, { x: 4, y: 0 })).toBe(true);
    expect(segmentsIntersect(s.a, s.b, { x: 4, y: 4 }, { x: 6, y: 0 })).toBe(true);
    expect(segmentsIntersect(s.a, s.b, { x: 2, y: 2 }, { x: 6, y: 6 })).toBe(true);
    expect(segmentsIntersect(s.a, s.b, { x: 5, y: 5 }, { x: 6, y: 6 })).toBe(false);
    expect(segmentsIntersect(s.a, s.b, { x: 1, y: 0 }, { x: 5, y: 4 })).toBe(false);
    expect(segmentsIntersect(s.a, s.b, { x: 0, y: 1 }, { x: 1, y: 5 })).toBe(false);
  });

  it("cross only through their interiors", () => {
    expect(segmentsCross({ x: 0, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }, { x: 4, y: 0 })).toBe(true);
    expect(segmentsCross({ x: 0, y: 0 }, { x: 4, y: 4 }, { x: 4, y: 4 }, { x: 6, y: 0 })).toBe(false);
  });

  it("cross a box only through its inside", () => {
    const box = { minX: 1, minY: 1, maxX: 2, maxY: 2 };
    expect(segmentCrossesBox({ x: 0, y: 0 }, { x: 3, y: 3 }, box)).toBe(true);
    expect(segmentCrossesBox({ x: 0, y: 1 }, { x: 3, y: 1 }, box)).toBe(false);
    expect(segmentCrossesBox({ x: 0, y: 0 }, { x: 0.5, y: 3 }, box)).toBe(false);
    expect(segmentCrossesBox({ x: 1.5, y: 0 }, { x: 1.5, y: 0.5 }, box)).toBe(false);
    expect(segmentCrossesBox({ x: 1.5, y: 5 }, { x: 1.5, y: 4 }, box)).toBe(false);
  });
});

describe("SegmentIndex", () => {
  const coord = fc.integer({ min: -12, max: 24 }).map((n) => n / 2);
  const segment = fc.tuple(coord, coord, coord, coord).map(([ax, ay, bx, by]) => seg(ax, ay, bx, by));

  it("answers exactly like a scan of every segment, grid-aligned corners included", () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 40 }),
        segment,
        fc.constantFrom(1, 2, 4, 8),
        (walls, line, bucketSize) => {
          const index = new SegmentIndex(walls, { bucketSize });
          const brute = walls.filter((w) => segmentsIntersect(line.a, line.b, w.a, w.b));
          expect(index.anyIntersects(line.a, line.b)).toBe(brute.length > 0);
          expect(index.allIntersecting(line.a, line.b)).toEqual(brute);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("finds a wall touching only a bucket corner that the line passes through", () => {
    const index = new SegmentIndex([seg(4, 4, 6, 6)], { bucketSize: 4 });
    expect(index.anyIntersects({ x: 0, y: 8 }, { x: 8, y: 0 })).toBe(true);
  });

  it("applies a filter", () => {
    const walls = [
      { ...seg(1, -1, 1, 1), kind: "window" },
      { ...seg(2, -1, 2, 1), kind: "wall" },
    ];
    const index = new SegmentIndex(walls);
    expect(index.allIntersecting({ x: 0, y: 0 }, { x: 3, y: 0 }, (w) => w.kind === "wall")).toEqual([walls[1]]);
    expect(index.anyIntersects({ x: 0, y: 0 }, { x: 1.5, y: 0 }, (w) => w.kind === "wall")).toBe(false);
  });

  it("rejects bad input", () => {
    expect(() => new SegmentIndex([], { bucketSize: 0 })).toThrow(/^bucketSize: must be more than 0/);
    expect(() => new SegmentIndex([seg(0, 0, Number.NaN, 1)])).toThrow(/^segments\[0\]: /);
  });
});
