import type { CoverCreatureInput, CoverObstacleInput, CoverWallInput } from "../../../src/rules/cover";

export const wall = (ax: number, ay: number, bx: number, by: number, flags: Partial<CoverWallInput> = {}) => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
  ...flags,
});

export const creature = (id: string, x: number, y: number, side = 1, more: Partial<CoverCreatureInput> = {}) => ({
  id,
  space: { x, y, side },
  ...more,
});

export const obstacle = (
  x: number,
  y: number,
  degree: "half" | "threeQuarters",
  more: Partial<CoverObstacleInput> = {},
) => ({ space: { x, y, side: 1 }, degree, ...more });

/** A small deterministic generator (fast-check drives the property tests; this one builds fixed scenes). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
