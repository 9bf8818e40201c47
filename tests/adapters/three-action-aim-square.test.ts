// Issue 28 (TA-5) on the harness canvas: a player's Strike at an undetected creature, chosen without a square (from
// the sheet), asks for the square on the canvas. A left click on the Ogre's square aims there (the secret flat
// check is rolled, the Strike made); a click on another square misses whatever the dice; a right click or Escape
// gives the Strike up with nothing posted or spent.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { resetCoverIndexes } from "../../src/scene/cover/cover-hooks";
import { squareAt } from "../../src/canvas/aim-square";
import type { HarnessCanvas } from "../harness/canvas";

let h: RollHarness;
const G = 100;
const board = () => canvas as unknown as HarnessCanvas;
const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
const messageCount = () => (game.messages as unknown as { size: number }).size;

async function setup(): Promise<{ spear: FrayItem; ogre: FrayActor }> {
  const ayla = await creature("Ayla", {}, "character");
  const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 10 } }, "npc");
  const tokens = [
    { _id: "token00000000000", actorId: ayla.id, x: 0, y: 0, disposition: 1 },
    { _id: "token00000000001", actorId: ogre.id, x: 3 * G, y: 2 * G, disposition: -1 },
  ];
  await Scene.create({ name: "Field", active: true, tokens } as never);
  await ogre.toggleStatusEffect("undetected", { active: true });
  const created: unknown = await ayla.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { damage: { parts: [{ formula: "1d6", type: "piercing" }] } } },
  ] as never);
  return { spear: (created as FrayItem[])[0] as FrayItem, ogre };
}

/** Lets the Strike run up to its wait for the click. */
const untilAsked = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
};

beforeEach(async () => {
  resetCoverIndexes();
  h = await automationHarness("threeAction");
});

describe("TA-5 an undetected target's square is clicked on the canvas", () => {
  it("TA-5: the square under the pointer is its column and row", () => {
    expect(squareAt({ x: 3 * G + 50, y: 2 * G + 99 }, G)).toEqual({ x: 3, y: 2 });
    expect(squareAt({ x: 0, y: 0 }, G)).toEqual({ x: 0, y: 0 });
  });

  it("TA-5: Strike without a square, a click on the Ogre's square: the secret flat check, then the Strike", async () => {
    const { spear, ogre } = await setup();
    h.dice.queue(20, 15, 18);
    const strike = spear.rollAttack({ fastForward: true, targets: [ogre] });
    await untilAsked();
    expect(h.clients.flatMap((c) => c.shown("info")).join(" ")).toContain("Ogre is undetected: click the square");
    board().click(3 * G + 50, 2 * G + 50);
    expect(await strike).not.toBeNull();
    expect(d20().fray.flatCheck).toMatchObject({ secret: true, success: true });
    expect(d20().fray.flatCheck?.wrongSquare).toBeUndefined();
  });

  it("TA-5: a click on another square: the Strike misses whatever the dice", async () => {
    const { spear, ogre } = await setup();
    h.dice.queue(20, 15, 20);
    const strike = spear.rollAttack({ fastForward: true, targets: [ogre] });
    await untilAsked();
    board().click(1 * G + 50, 1 * G + 50);
    await strike;
    expect(d20().fray.flatCheck).toMatchObject({ wrongSquare: true, success: false });
  });

  it("TA-5: a right click or Escape gives the Strike up: nothing posted", async () => {
    const { spear, ogre } = await setup();
    const before = messageCount();
    const first = spear.rollAttack({ fastForward: true, targets: [ogre] });
    await untilAsked();
    board().click(3 * G + 50, 2 * G + 50, 2);
    expect(await first).toBeNull();
    const second = spear.rollAttack({ fastForward: true, targets: [ogre] });
    await untilAsked();
    board().pressEscape();
    expect(await second).toBeNull();
    expect(messageCount()).toBe(before);
  });
});
