import { describe, expect, it } from "vitest";
import {
  COVER_INSET,
  coverBetween,
  coverBetweenReference,
  coverFromAttacker,
  coverMatrix,
  createCoverScene,
  type CoverSceneInput,
  type CoverScenePolicies,
} from "../../../src/rules/cover";
import { RuleInputError } from "../../../src/rules/errors";
import { creature, obstacle, wall } from "./helpers";

// Attacker "a" at cell (0, 2), target "t" at cell (4, 2): both Medium, four cells apart along a row.
const pair = [creature("a", 0, 2), creature("t", 4, 2)];

function cover(input: Partial<CoverSceneInput>, policies: CoverScenePolicies = {}, melee = false) {
  const scene = createCoverScene({ creatures: pair, ...input }, policies);
  const fast = coverBetween(scene, "a", "t", { melee });
  expect(coverBetweenReference(scene, "a", "t", { melee })).toEqual(fast);
  return fast;
}

describe("COV-1 corner method: a wall between a Medium attacker and target", () => {
  it("gives no cover when nothing is in the way", () => {
    const r = cover({});
    expect(r.degree).toBe("none");
    expect(r.blockedLines).toBe(0);
    expect(r.bestAttackerCorner).toEqual({ x: 0, y: 2 });
    expect(r.lines).toHaveLength(4);
    expect(r.lines.every((l) => l.blockedBy === null)).toBe(true);
  });

  it("gives half cover when a low wall blocks two lines from the best corner", () => {
    const r = cover({ walls: [wall(3.5, 2.5, 3.5, 3.5)] });
    expect(r.degree).toBe("half");
    expect(r.blockedLines).toBe(2);
    expect(r.byWalls).toBe(2);
    expect(r.bestAttackerCorner).toEqual({ x: 0, y: 2 });
    expect(r.lines.filter((l) => l.blockedBy === "wall")).toHaveLength(2);
  });

  it("gives three-quarters cover when the best corner sees only one target corner", () => {
    const r = cover({ walls: [wall(3.5, -5, 3.5, 2.7), wall(3.5, 2.9, 3.5, 10)] });
    expect(r.degree).toBe("threeQuarters");
    expect(r.blockedLines).toBe(3);
  });

  it("gives total cover when a wall cuts every line between the spaces", () => {
    const r = cover({ walls: [wall(3.5, 0, 3.5, 6)] });
    expect(r.degree).toBe("total");
    expect(r.blockedLines).toBe(4);
    expect(r.byWalls).toBe(4);
  });

  it("gives no cover for a wall on the grid line behind or beside the target", () => {
    expect(cover({ walls: [wall(5, 0, 5, 6)] }).degree).toBe("none");
    expect(cover({ walls: [wall(0, 2, 8, 2), wall(0, 3, 8, 3)] }).degree).toBe("none");
    expect(COVER_INSET).toBeGreaterThan(0);
  });

  it("gives three-quarters, not total, through an arrow slit", () => {
    const slit = [wall(3.5, -5, 3.5, 2.45), wall(3.5, 2.55, 3.5, 10)];
    const r = cover({ walls: slit });
    expect(r.degree).toBe("threeQuarters");
    expect(r.blockedLines).toBe(4);
    // Closing the slit makes it total.
    expect(cover({ walls: [...slit, wall(3.5, 2.45, 3.5, 2.55)] }).degree).toBe("total");
  });

  it("needs a wall that really closes: two walls meeting at a joint are total, a gap is not", () => {
    expect(cover({ walls: [wall(3.5, -5, 3.5, 2.5), wall(3.5, 2.5, 3.5, 10)] }).degree).toBe("total");
    expect(cover({ walls: [wall(3.5, -5, 3.5, 2.5), wall(3.5, 2.5, 2, 10)] }).degree).toBe("total");
    expect(cover({ walls: [wall(3.5, -5, 3.5, 2.5), wall(2.5, 2.5, 2.5, 10)] }).degree).toBe("threeQuarters");
  });

  it("counts only the walls of the chosen kind", () => {
    const glass = wall(3.5, 0, 3.5, 6, { sight: false });
    expect(cover({ walls: [glass] }).degree).toBe("none");
    expect(cover({ walls: [glass], wallKind: "movement" }).degree).toBe("total");
    expect(cover({ walls: [glass], wallKind: "any" }).degree).toBe("total");
    expect(cover({ walls: [wall(3.5, 0, 3.5, 6, { movement: false })], wallKind: "movement" }).degree).toBe("none");
  });
});

describe("COV-4 cover only from the other side; the best source counts", () => {
  it("a wall shields only against attacks from across it", () => {
    const walls = [wall(5, 0, 5, 6)];
    const scene = createCoverScene({ walls, creatures: [...pair, creature("b", 8, 2)] });
    expect(coverBetween(scene, "a", "t").degree).toBe("none");
    expect(coverBetween(scene, "b", "t").degree).toBe("total");
  });

  it("a wall giving half and a creature giving half make half, not more", () => {
    const r = cover({ walls: [wall(3.5, 2.5, 3.5, 3.5)], creatures: [...pair, creature("m", 2, 2)] });
    expect(r.degree).toBe("half");
    expect(r.byCreatures).toBe(4);
    expect(r.byWalls).toBe(2);
  });

  it("a creature adds nothing to three-quarters from a wall", () => {
    const walls = [wall(3.5, -5, 3.5, 2.7), wall(3.5, 2.9, 3.5, 10)];
    const r = cover({ walls, creatures: [...pair, creature("m", 2, 2)] });
    expect(r.degree).toBe("threeQuarters");
  });
});

describe("COV-5 creatures give half cover at most", () => {
  it("a creature squarely between gives half, never more", () => {
    const r = cover({ creatures: [...pair, creature("m", 2, 2)] });
    expect(r.degree).toBe("half");
    expect(r.blockedLines).toBe(4);
    expect(r.lines.every((l) => l.blockedBy === "creature")).toBe(true);
  });

  it("a Huge creature in the way still gives only half", () => {
    expect(cover({ creatures: [...pair, creature("h", 1, 1, 3)] }).degree).toBe("half");
  });

  it("defeated creatures give none", () => {
    expect(cover({ creatures: [...pair, creature("m", 2, 2, 1, { defeated: true })] }).degree).toBe("none");
  });

  it("prone creatures give none by default, half when the policy says so", () => {
    const creatures = [...pair, creature("m", 2, 2, 1, { prone: true })];
    expect(cover({ creatures }).degree).toBe("none");
    expect(cover({ creatures }, { proneCreaturesGiveCover: true }).degree).toBe("half");
  });

  it("a creature sharing the target's square (a mount, a Tiny friend) gives none", () => {
    expect(cover({ creatures: [...pair, creature("tiny", 4, 2)] }).degree).toBe("none");
  });

  it("a creature off to the side gives none", () => {
    expect(cover({ creatures: [...pair, creature("m", 2, 4)] }).degree).toBe("none");
  });
});

describe("COV-1 multi-square attackers and targets", () => {
  it("a Large target is judged by its least covered cell", () => {
    const creatures = [creature("a", 0, 2), creature("t", 4, 1, 2)];
    const r = cover({ creatures, walls: [wall(3.5, -3, 3.5, 2)] });
    expect(r.degree).toBe("none");
    expect(r.targetCell).toEqual({ x: 4, y: 2 });
  });

  it("a Large attacker picks the corner of whichever cell sees best", () => {
    const walls = [wall(2.5, -3, 2.5, 2.2)];
    const r = cover({ creatures: [creature("a", 0, 0, 2), creature("t", 5, 3)], walls });
    expect(r.degree).toBe("none");
    expect(r.attackerCell).toEqual({ x: 0, y: 1 });
    // A Medium creature in either top cell would have been worse off.
    expect(cover({ creatures: [creature("a", 0, 0), creature("t", 5, 3)], walls }).degree).toBe("half");
    expect(cover({ creatures: [creature("a", 1, 0), creature("t", 5, 3)], walls }).degree).toBe("total");
  });

  it("overlapping spaces give no cover", () => {
    const r = cover({ creatures: [creature("a", 0, 0, 2), creature("t", 1, 1)] });
    expect(r.degree).toBe("none");
  });
});

describe("COV-7 a5e obstacles and riders", () => {
  it("an obstacle gives the degree its entry states, at most", () => {
    expect(cover({ obstacles: [obstacle(2, 2, "half")] }).degree).toBe("half");
    const r = cover({ obstacles: [obstacle(2, 2, "threeQuarters")] });
    expect(r.degree).toBe("threeQuarters");
    expect(r.byObstacles).toBe(4);
    expect(r.lines.every((l) => l.blockedBy === "obstacle")).toBe(true);
  });

  it("brush shelters only a prone target", () => {
    const obstacles = [obstacle(3, 2, "half", { whenTargetProne: true, id: "brush" })];
    expect(cover({ obstacles }).degree).toBe("none");
    expect(cover({ obstacles, creatures: [creature("a", 0, 2), creature("t", 4, 2, 1, { prone: true })] }).degree).toBe(
      "half",
    );
  });

  it("a rider has half cover against melee attacks where the preset says so", () => {
    const creatures = [creature("a", 3, 2), creature("t", 4, 2, 1, { mounted: true })];
    expect(cover({ creatures }, { riderHalfCoverMelee: true }, true)).toMatchObject({ degree: "half", byRider: true });
    expect(cover({ creatures }, { riderHalfCoverMelee: true }, false).degree).toBe("none");
    expect(cover({ creatures }, { riderHalfCoverMelee: false }, true).degree).toBe("none");
  });
});

describe("COV-1 whole scene: one attacker against all, and the matrix", () => {
  const input: CoverSceneInput = {
    creatures: [...pair, creature("b", 8, 2), creature("c", 4, 6)],
    walls: [wall(5, 0, 5, 6)],
  };

  it("lists every other creature's cover", () => {
    const scene = createCoverScene(input);
    const all = coverFromAttacker(scene, "a");
    expect(all.map((x) => [x.targetId, x.cover.degree])).toEqual([
      ["t", "none"],
      ["b", "total"],
      ["c", "none"],
    ]);
    expect(all[0]?.cover).toEqual(coverBetween(scene, "a", "t"));
  });

  it("builds the N×N matrix", () => {
    const m = coverMatrix(createCoverScene(input));
    expect(m.ids).toEqual(["a", "t", "b", "c"]);
    expect(m.degrees[0]).toEqual(["none", "none", "total", "none"]);
    expect(m.degrees[2]?.[0]).toBe("total");
    expect(Object.isFrozen(m.degrees[1])).toBe(true);
  });
});

describe("COV-1 input checks", () => {
  it("throws RuleInputError naming the field", () => {
    const bad = (input: unknown, field: string) => {
      expect(() => createCoverScene(input as CoverSceneInput)).toThrow(RuleInputError);
      expect(() => createCoverScene(input as CoverSceneInput)).toThrow(
        new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}`),
      );
    };
    bad(null, "scene");
    bad({ walls: [{ a: { x: 0, y: Number.NaN }, b: { x: 1, y: 1 } }] }, "walls[0].a.y");
    bad({ walls: [{ a: { x: 0, y: 0 }, b: { x: 1, y: 1 }, sight: "yes" }] }, "walls[0].sight");
    bad({ creatures: [creature("a", 0, 0), creature("a", 1, 1)] }, "creatures[1].id");
    bad({ creatures: [{ id: "x", space: { x: 0, y: 0, side: 0 } }] }, "creatures[0].space.side");
    bad({ obstacles: [{ space: { x: 0, y: 0, side: 1 }, degree: "total" }] }, "obstacles[0].degree");
    bad({ wallKind: "light" }, "wallKind");
    expect(() => createCoverScene({}, { proneCreaturesGiveCover: 1 } as never)).toThrow(
      /^policies\.proneCreaturesGiveCover/,
    );
    const scene = createCoverScene({ creatures: pair });
    expect(() => coverBetween(scene, "a", "zz")).toThrow(/^targetId/);
    expect(() => coverBetween(scene, "a", "a")).toThrow(/^targetId/);
    expect(() => coverBetween(scene, "", "t")).toThrow(/^attackerId/);
    expect(() => coverBetween(scene, "a", "t", { melee: "yes" } as never)).toThrow(/^options\.melee/);
    expect(() => coverFromAttacker(scene, "nobody")).toThrow(/^attackerId/);
    expect(() => coverBetweenReference(scene, "t", "t")).toThrow(/^targetId/);
  });
});
