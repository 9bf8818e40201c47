// Issues 28 and 29 at the table: fray.resources, the batch Quench runs in a live world, run here on the harness
// through the adapter as the GM, in a world with the GM's own scene, actor and card. Every scenario names its rule
// ID; afterwards the world is as it was (every document counted, the GM's scene viewed again, the settings back).
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { RESOURCE_SCENARIOS, resourcesBatch } from "../../src/quench/batches/resources";

let h: Harness;
let before: Record<string, number | string> = {};

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  before = census(h);
});

const { quench, batches } = quenchOnVitest();
quench.registerBatch(resourcesBatch.key, resourcesBatch.register, { displayName: resourcesBatch.displayName });

describe("fray.resources", () => {
  it("runs a scenario per rule of this round, each named with its rule ID", () => {
    expect(batches[0]?.titles).toEqual([...RESOURCE_SCENARIOS]);
    for (const title of RESOURCE_SCENARIOS) expect(title).toMatch(/^RES-\d+ /);
  });

  it("leaves the world as it found it: every document, the viewed scene, the settings", async () => {
    await h.settle();
    expect(census(h)).toEqual(before);
    expect(before.viewed).toBe("The GM's dungeon");
  });
});
