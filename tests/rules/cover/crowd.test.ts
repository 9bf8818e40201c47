import { describe, expect, it } from "vitest";
import { coverMatrix, coverMatrixReference, createCoverScene } from "../../../src/rules/cover";
import { creature, lcg, wall } from "./helpers";

/**
 * A crowded room: many creatures (some Large, some prone or defeated) between few walls, so most lines are
 * settled by the creatures in the way, and an open stretch with no wall at all (where the fast matrix skips the
 * walls' buckets and ring proofs).
 */
function crowd(seed: number) {
  const random = lcg(seed);
  const int = (n: number) => Math.floor(random() * n);
  const taken = new Set<string>();
  const creatures = [];
  for (let tries = 0; creatures.length < 36 && tries < 2000; tries++) {
    const side = random() < 0.15 ? 2 : 1;
    const x = int(16 - side);
    const y = int(16 - side);
    const cells = [0, 1].flatMap((dy) => [0, 1].map((dx) => `${x + (dx % side)},${y + (dy % side)}`));
    if (cells.some((c) => taken.has(c))) continue;
    cells.forEach((c) => taken.add(c));
    creatures.push(creature(`c${creatures.length}`, x, y, side, { prone: random() < 0.15, defeated: random() < 0.1 }));
  }
  const walls = Array.from({ length: 6 }, () => {
    const x = 10 + int(6);
    const y = int(16);
    return random() < 0.5 ? wall(x, y, x + 1 + int(3), y) : wall(x, y, x, y + 1 + int(3));
  });
  return { walls, creatures };
}

describe("COV-1, COV-5 a crowded scene: the fast matrix agrees with the reference", () => {
  it("COV-5: creatures in the way give half cover, whichever gathering of them the fast search uses", () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const prone of [false, true]) {
        const scene = createCoverScene(crowd(seed), { proneCreaturesGiveCover: prone });
        expect(coverMatrix(scene)).toEqual(coverMatrixReference(scene));
      }
    }
  });
});
