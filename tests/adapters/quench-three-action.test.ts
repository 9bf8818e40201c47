// Issue 28 at the table: fray.threeActionRules, the batch Quench runs in a live world, run here on the harness
// through the adapter as the GM, in a world with the GM's own scene, actor and card. Every scenario names its rule
// ID; afterwards the world is as it was (every document counted, the GM's scene viewed again, the settings back).
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { THREE_ACTION_SCENARIOS, threeActionRulesBatch } from "../../src/quench/batches/three-action-rules";

let h: Harness;
let before: Record<string, number | string> = {};

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  before = census(h);
});

const { quench, batches } = quenchOnVitest();
quench.registerBatch(threeActionRulesBatch.key, threeActionRulesBatch.register, {
  displayName: threeActionRulesBatch.displayName,
});

describe("fray.threeActionRules", () => {
  it("runs a scenario per rule of this round, each named with its rule ID", () => {
    expect(batches[0]?.titles).toEqual([...THREE_ACTION_SCENARIOS]);
    for (const title of THREE_ACTION_SCENARIOS) expect(title).toMatch(/^(TA-\d+ )+/);
  });

  it("leaves the world as it found it: every document, the viewed scene, the settings", async () => {
    await h.settle();
    expect(census(h)).toEqual(before);
    expect(before.viewed).toBe("The GM's dungeon");
  });
});
