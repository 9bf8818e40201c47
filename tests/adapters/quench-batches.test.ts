// Issue 27: Fray's Quench batches, the same files Quench runs in a live world, run here on the harness through the
// adapter (tests/quench/adapter.ts), as the GM: fray.smoke and the five preset batches, one after another in one
// world. Then: every batch lists the scenarios the issue names, and the world is as it was (every document counted,
// the GM's own scene viewed again, the settings back).
import { beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../harness";
import { quenchOnVitest } from "../quench/adapter";
import { batchWorld, census, gmsOwnWorld } from "../quench/world";
import { registerBatches } from "../../src/quench/batches";
import { PRESET_SCENARIOS } from "../../src/quench/batches/preset";
import { SMOKE_STEPS } from "../../src/quench/batches/smoke";
import { AUTHORITY_STEPS } from "../../src/quench/batches/authority";

let h: Harness;
let before: Record<string, number | string> = {};

beforeAll(async () => {
  h = batchWorld();
  await gmsOwnWorld(h);
  before = census(h);
});

const { quench, batches } = quenchOnVitest({ liveOnly: new Set([SMOKE_STEPS[4]]) });
/** Every key registered, in order; the batches run elsewhere are registered but not run here. */
const registered: string[] = [];
// fray.authority is a player's batch: tests/adapters/quench-authority.test.ts runs it on a player's client.
// fray.resources and fray.threeActionRules run in tests/adapters/quench-resources.test.ts and quench-three-action.test.ts.
const elsewhere = new Set(["fray.authority", "fray.resources", "fray.threeActionRules"]);
registerBatches({
  registerBatch: (key, fn, options) => {
    registered.push(key);
    if (!elsewhere.has(key)) quench.registerBatch(key, fn, options);
  },
});

describe("issue 27: the batches", () => {
  it("each preset batch runs every scenario item 2 names, smoke every step", () => {
    const titles = Object.fromEntries(batches.map((b) => [b.key, b.titles]));
    expect(Object.keys(titles)).toEqual([
      "fray.smoke",
      "fray.srd51",
      "fray.srd52",
      "fray.a5e",
      "fray.threeAction",
      "fray.delta",
    ]);
    expect(titles["fray.smoke"]).toEqual([...SMOKE_STEPS]);
    for (const preset of ["srd51", "srd52", "a5e", "threeAction", "delta"])
      expect(titles[`fray.${preset}`]).toEqual([
        "initiative by the preset",
        "a turn's ledger spends and refusals",
        "token moves with the preset's diagonal and difficult-terrain cost",
        "an opportunity attack stop and its prompt",
        "cover from a wall on a targeted attack",
        "an area's targets from a placed template",
        "the preset's dying rule",
      ]);
    expect(registered).toEqual([
      "fray.smoke",
      "fray.srd51",
      "fray.srd52",
      "fray.a5e",
      "fray.threeAction",
      "fray.delta",
      "fray.resources",
      "fray.threeActionRules",
      "fray.authority",
    ]);
    expect([...PRESET_SCENARIOS]).toHaveLength(7);
    expect([...AUTHORITY_STEPS]).toHaveLength(8);
  });

  it("leave the world as they found it: every document, the viewed scene, the settings", async () => {
    await h.settle();
    expect(census(h)).toEqual(before);
    expect(before.viewed).toBe("The GM's dungeon");
  });
});
