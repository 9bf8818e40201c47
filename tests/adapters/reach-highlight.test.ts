// Issue 13 item 6 (ATK-10, OA-6): reach at a glance. Alt+R toggles, per browser, a highlight of the squares each
// controlled token threatens, from the pure core's reachCells and the longest equipped melee reach.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { REACH_COLOURS, REACH_LAYER } from "../../src/scene/reach/reach-highlight";
import { reachLegendContext } from "../../src/scene/reach/reach-legend";
import { reachCells, getPreset } from "../../src/rules";
import type { Scene as HarnessScene, TokenDocument as HarnessToken } from "../harness/scene";
import type { HarnessCanvas } from "../harness/canvas";

let h: RollHarness;
const G = 100;

beforeEach(async () => {
  h = await automationHarness("srd52");
});

const canvasOf = () => (globalThis as unknown as { canvas: HarnessCanvas }).canvas;
const drawn = () => canvasOf().interface.grid.getHighlightLayer(REACH_LAYER)?.drawn ?? [];
const cellsDrawn = () =>
  drawn()
    .map((p) => `${p.x / G},${p.y / G}`)
    .sort();

async function fighterOnScene(weapons: Record<string, unknown>[] = [], ownership?: Record<string, number>) {
  const fighter = await creature("Fighter", {}, "character", ownership);
  if (weapons.length) await fighter.createEmbeddedDocuments("Item", weapons as never);
  const scene = (await Scene.create({
    name: "Yard",
    active: true,
    tokens: [{ _id: "fighterToken0000", actorId: fighter.id, x: 5 * G, y: 5 * G, disposition: 1 }],
  } as never)) as unknown as HarnessScene;
  return { fighter, scene };
}

describe("OA-6 reach at a glance", () => {
  it("OA-6: Alt+R shows the 8 squares around a Medium fighter (5 ft), in the friendly colour; again hides them", async () => {
    const { scene } = await fighterOnScene();
    (scene.tokens.get("fighterToken0000") as HarnessToken).object.control();
    expect(drawn()).toEqual([]);
    h.pressKey("fray", "toggleReach");
    await h.settle();
    const expected = reachCells({ x: 5, y: 5, side: 1 }, 5, getPreset("srd52").policies.movement.diagonals)
      .map((c) => `${c.x},${c.y}`)
      .sort();
    expect(cellsDrawn()).toEqual(expected);
    expect(expected).toHaveLength(8);
    expect(new Set(drawn().map((p) => p.color))).toEqual(new Set([REACH_COLOURS.friendly]));
    h.pressKey("fray", "toggleReach");
    await h.settle();
    expect(drawn()).toEqual([]);
  });

  it("ATK-10: an equipped reach weapon (10 ft) widens it; unequipped it doesn't; moving the token moves it", async () => {
    const { fighter, scene } = await fighterOnScene([
      { name: "Glaive", type: "weapon", system: { reach: 10, equipped: false } },
    ]);
    (scene.tokens.get("fighterToken0000") as HarnessToken).object.control();
    h.pressKey("fray", "toggleReach");
    await h.settle();
    expect(drawn()).toHaveLength(8);
    const glaive = fighter.items.contents[0];
    await glaive?.update({ "system.equipped": true } as never);
    const diagonals = getPreset("srd52").policies.movement.diagonals;
    expect(drawn()).toHaveLength(reachCells({ x: 5, y: 5, side: 1 }, 10, diagonals).length);
    await (scene.tokens.get("fighterToken0000") as HarnessToken).update({ x: 8 * G });
    expect(cellsDrawn()).toContain("10,5");
    expect(cellsDrawn()).not.toContain("4,5");
  });

  it("OA-6: it is this browser's: another client's canvas stays clear; releasing the token clears it", async () => {
    const { scene } = await fighterOnScene([], { default: 0, [h.player.id]: 3 });
    h.actAs(h.player);
    const token = h.doc(scene).tokens.get("fighterToken0000") as HarnessToken;
    token.object.control();
    h.pressKey("fray", "toggleReach");
    await h.settle();
    expect(drawn()).toHaveLength(8);
    h.actAs(h.gm);
    expect(drawn()).toEqual([]);
    h.actAs(h.player);
    token.object.release();
    expect(drawn()).toEqual([]);
  });
});

describe("OA-6 the reach legend", () => {
  it("OA-6: one entry per controlled token with its reach, side and colour swatch", () => {
    const context = reachLegendContext(
      [
        { name: "Fighter", reach: 10, colour: "friendly" },
        { name: "Ogre", reach: 5, colour: "hostile" },
      ],
      game.i18n,
    );
    expect(context.title).toBe("Reach shown (Alt+R)");
    expect(context.entries).toEqual([
      { name: "Fighter", reach: "10 ft", side: "friendly", swatch: "#2e6fbf" },
      { name: "Ogre", reach: "5 ft", side: "hostile", swatch: "#c0392b" },
    ]);
  });
});
