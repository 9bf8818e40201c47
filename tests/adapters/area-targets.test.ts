// Issue 13 item 4: a placed measured template targets the creatures it covers by the rules (AOE-1 cells by their
// centres and the preset's diagonal rule, AOE-2 the origin, AOE-3 / COV-6 walls giving total cover from the origin),
// on the client of the user who placed it; the targets equal the pure core's on the same scene.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { templateShape } from "../../src/scene/cover/template-area";
import { areaOfEffect, createCoverScene, getPreset } from "../../src/rules";
import type { Scene as HarnessScene } from "../harness/scene";
import type { FrayActor } from "../../src/documents/actor";
import { USER_ROLES } from "../harness";

let h: RollHarness;
const G = 100;

beforeEach(async () => {
  resetCoverIndexes();
  h = await automationHarness("srd52");
});

/** Goblins at the given squares (ids goblin0…), on an active scene with the walls given (pixels). */
async function field(squares: [number, number][], walls: Record<string, unknown>[] = []) {
  const actors: FrayActor[] = [];
  for (const [i] of squares.entries()) actors.push(await creature(`Goblin ${i}`, {}, "npc"));
  const tokens = squares.map(([x, y], i) => ({
    _id: `goblin${String(i).padStart(10, "0")}`,
    actorId: actors[i]?.id,
    x: x * G,
    y: y * G,
  }));
  const scene = (await Scene.create({
    name: "Field",
    active: true,
    tokens,
    walls,
  })) as unknown as HarnessScene;
  return { scene, tokens, walls };
}

const targetIds = () => [...h.game.user.targets].map((t) => t.id).sort();

/** The rules' shape Fray records for each template type it places (area-template.ts). */
const SHAPE_OF: Record<string, string> = { circle: "sphere", cone: "cone", ray: "line", rect: "cube" };

/** Places `template` as Fray does for a spell's area: with `flags.fray.area` (only such a template retargets). */
async function place(scene: HarnessScene, template: Record<string, unknown>) {
  const area = { itemUuid: "Item.spell0000000000", shape: SHAPE_OF[String(template.t)], size: template.distance };
  await scene.createEmbeddedDocuments("MeasuredTemplate", [{ ...template, flags: { fray: { area } } }]);
  await h.settle();
}

describe("AOE-1 a placed template targets the creatures it covers", () => {
  it("AOE-1: a 20-ft-radius circle on a grid corner targets the goblins whose squares it covers, as the pure core says", async () => {
    const squares: [number, number][] = [
      [10, 10],
      [13, 10],
      [14, 10],
      [10, 6],
      [7, 7],
      [6, 6],
    ];
    const f = await field(squares);
    await place(f.scene, { t: "circle", x: 10 * G, y: 10 * G, distance: 20 });
    const policies = getPreset("srd52").policies;
    const pure = areaOfEffect(
      createCoverScene({
        creatures: f.tokens.map((t) => ({ id: t._id, space: { x: t.x / G, y: t.y / G, side: 1 } })),
      }),
      templateShape(
        { t: "circle", x: 10 * G, y: 10 * G, distance: 20, direction: 0, width: 0 },
        { size: G, distance: 5 },
        policies.movement.diagonals,
      ) as never,
      { exclusion: policies.cover.areaExclusion },
    );
    expect(targetIds()).toEqual([...pure.creatures].sort());
    expect(targetIds()).toContain("goblin0000000000");
    expect(targetIds()).not.toContain("goblin0000000002");
    expect(targetIds().length).toBeGreaterThan(1);
    expect(targetIds().length).toBeLessThan(squares.length);
  });

  it("AOE-1: a 15-ft cone east from a point targets what lies in it, not what is behind; a new template replaces the targets", async () => {
    const f = await field([
      [11, 10],
      [13, 10],
      [8, 10],
      [11, 14],
    ]);
    await place(f.scene, { t: "cone", x: 11 * G, y: 10.5 * G, distance: 15, direction: 0 });
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
    await place(f.scene, { t: "ray", x: 11 * G, y: 14.5 * G, distance: 30, direction: 0, width: 5 });
    expect(targetIds()).toEqual(["goblin0000000003"]);
  });

  it("AOE-1: a square rect becomes a cube; a non-square one leaves the targets alone", async () => {
    const f = await field([
      [5, 5],
      [6, 6],
      [8, 8],
    ]);
    // From (5, 5) along a 45° diagonal of two squares: the 10-ft square covering (5,5)–(6,6).
    await place(f.scene, { t: "rect", x: 5 * G, y: 5 * G, distance: 10 * Math.SQRT2, direction: 45 });
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
    await place(f.scene, { t: "rect", x: 5 * G, y: 5 * G, distance: 20, direction: 30 });
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
  });
});

describe("AOE-3 walls between the origin and a creature", () => {
  it("AOE-3: a goblin behind a wall from the origin is left out (srd52's areaExclusion)", async () => {
    const f = await field(
      [
        [11, 10],
        [8, 10],
      ],
      [{ c: [10 * G, 8 * G, 10 * G, 13 * G] }],
    );
    await place(f.scene, { t: "circle", x: 10.5 * G, y: 10.5 * G, distance: 20 });
    // The wall at x = 10 stands between the origin (10.5) and the goblin at square 8.
    expect(targetIds()).toEqual(["goblin0000000000"]);
    // Under a5e (no areaExclusion) the wall leaves the area whole: both are targeted.
    await h.settings.set("fray", "preset", "a5e");
    await h.settle();
    await place(f.scene, { t: "circle", x: 10.5 * G, y: 10.5 * G, distance: 20 });
    expect(targetIds()).toEqual(["goblin0000000000", "goblin0000000001"]);
  });
});

describe("AOE-1 targets belong to the user who placed the template", () => {
  it("AOE-1: a player's template targets on the player's client; the GM's targets stay as they were", async () => {
    const f = await field([[10, 10]]);
    // TEMPLATE_CREATE is modelled as Trusted (FIDELITY F62, stricter than known): a trusted player places it.
    h.player.role = USER_ROLES.TRUSTED;
    h.actAs(h.player);
    await place(h.doc(f.scene), { t: "circle", x: 10 * G, y: 10 * G, distance: 10 });
    expect(targetIds()).toEqual(["goblin0000000000"]);
    h.actAs(h.gm);
    expect(targetIds()).toEqual([]);
  });
});
