// Issue 27 item 2: a batch leaves the world as it found it, also after a failure. A preset batch and the two rules
// batches (fray.resources, fray.threeActionRules) run with two of their scenarios each failing after their work (a
// wall, moves, statuses and chat cards made); then every document is counted again, the GM's own scene is viewed
// again, no scene was activated (the player stayed on the GM's scene throughout), and the settings the batches
// switched are back. A batch refuses to start while a combat is running, touching nothing.
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { presetBatch } from "../../src/quench/batches/preset";
import { RESOURCE_SCENARIOS, resourcesBatch } from "../../src/quench/batches/resources";
import { THREE_ACTION_SCENARIOS, threeActionRulesBatch } from "../../src/quench/batches/three-action-rules";
import { Scratch, ScratchRefusal } from "../../src/quench/scratch";

let h: Harness;
let before: Record<string, number | string> = {};
/** Which scenes were active while the batch ran (none of the scratch ones may ever be). */
const activeScenes = new Set<string>();
/** The scene the player viewed whenever the batch made a token (players stay where they are). */
const playerViewed = new Set<string>();

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  // A world whose preset is not the batch's, so the switch and its restoring are seen.
  await h.as(h.gm, () => game.settings.set("fray", "preset", "a5e"));
  await h.settle();
  before = census(h);
  h.onEveryClient(() => {
    Hooks.on("updateScene", (scene) => {
      if ((scene as { active?: boolean }).active) activeScenes.add(scene.name);
    });
  });
  h.as(h.player, () => {
    Hooks.on("createToken", () => {
      playerViewed.add(game.scenes.viewed?.name ?? "none");
    });
  });
});

const { quench } = quenchOnVitest({
  failAfter: new Set(["cover from a wall on a targeted attack", "the preset's dying rule"]),
});
quench.registerBatch("fray.threeAction", presetBatch("threeAction").register);
// Issues 28 and 29's rules batches, each with two scenarios failing after their work (cards, statuses, a wall, a
// preset switched, turns taken), in the same world.
quenchOnVitest({
  failAfter: new Set([RESOURCE_SCENARIOS[3], RESOURCE_SCENARIOS[9]]),
}).quench.registerBatch(resourcesBatch.key, resourcesBatch.register);
quenchOnVitest({
  failAfter: new Set([THREE_ACTION_SCENARIOS[3], THREE_ACTION_SCENARIOS[8]]),
}).quench.registerBatch(threeActionRulesBatch.key, threeActionRulesBatch.register);

describe("issue 27: after batches with failing scenarios (a preset's and the two rules batches)", () => {
  it("every document is as it was, the GM's scene is viewed again, the settings are back", async () => {
    await h.settle();
    expect(census(h)).toEqual(before);
    expect(before).toMatchObject({ "fray.preset": '"a5e"', viewed: "The GM's dungeon" });
    expect([...activeScenes]).toEqual([]);
    expect([...playerViewed]).toEqual(["The GM's dungeon"]);
  });
});

describe("issue 27: a batch refuses to start while a combat is running", () => {
  it("throws ScratchRefusal naming the combat, and makes nothing", async () => {
    const combat = await h.as(h.gm, () => CONFIG.Combat.documentClass.create({ active: true }));
    await h.as(h.gm, () => (combat as unknown as { startCombat(): Promise<unknown> }).startCombat());
    await h.settle();
    const running = census(h);
    const scratch = new Scratch("refused");
    const refused = await h.as(h.gm, () =>
      scratch.open().then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(refused).toBeInstanceOf(ScratchRefusal);
    expect(String(refused)).toContain("a combat is running");
    await h.as(h.gm, () => scratch.close());
    expect(census(h)).toEqual(running);
  });

  it("and a player may not start a GM's batch", async () => {
    const scratch = new Scratch("player");
    const refused = await h.as(h.player, () =>
      scratch.open().then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(String(refused)).toContain("run this batch as a GM");
  });
});
