// Issue 24 item 1.1: Fray's region behaviours as a GM makes them in a real v13 world. The GM draws a region, then
// adds a behaviour to it, choosing its type among the types the world knows (`game.documentTypes.RegionBehavior`:
// core's and the ones system.json declares), and sets its fields. A type system.json doesn't declare is refused
// there, so difficult terrain (MOV-2), hazard cards (ENV-3) and obstacle cover (COV-7) only fire when the declared
// types and the ones Fray registers and compares are the same strings.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import { resetCoverIndexes, tokenCover, type TokenLike } from "../../src/scene/cover/cover-hooks";
import { forgetOpportunityOffers } from "../../src/combat/opportunity/opportunity-gm";
import { opportunityMovesSettled } from "../../src/combat/opportunity/opportunity-move";
import { regionBehaviorModels } from "../../src/data/region";
import type { HarnessDocument } from "../harness";

let h: LedgerHarness;
let f: Fight;
const G = 100;
const AYLA = "Ayla";

async function setup(preset: string, others: { name: string; x: number; y: number }[] = []) {
  h = await ledgerHarness(preset);
  f = await fight(
    h,
    { name: AYLA, initiative: 20, player: true, system: { speed: { walk: 60 } } },
    ...others.map((o, i) => ({ name: o.name, initiative: 10 - i, type: "npc" as const })),
  );
  await h.as(h.gm, () => h.doc(f.token(AYLA), h.gm).update({ x: 0, y: 0, disposition: 1 }));
  for (const o of others) await h.as(h.gm, () => h.doc(f.token(o.name), h.gm).update({ x: o.x * G, y: o.y * G }));
  await h.settings.set("fray", "opportunityAttacks", "off");
  await h.settle();
}

/**
 * The GM draws a rectangle region (its squares), then, in the region's config, adds a behaviour of `type` (a type
 * the world lists) and saves its fields: three operations, as v13's region UI makes them.
 */
async function gmAddsBehaviour(
  squares: { x: number; y: number; w: number; h: number },
  type: string,
  system: Record<string, unknown>,
): Promise<HarnessDocument> {
  h.actAs(h.gm);
  const scene = h.doc(f.token(AYLA), h.gm).parent as unknown as HarnessDocument;
  const shapes = [
    { type: "rectangle", x: squares.x * G, y: squares.y * G, width: squares.w * G, height: squares.h * G },
  ];
  const [region] = await scene.createEmbeddedDocuments("Region", [{ name: "Drawn", shapes }]);
  if (!region) throw new Error("no region");
  const [behavior] = await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Feature", type }]);
  if (!behavior) throw new Error("no behaviour");
  await behavior.update({ system });
  await h.settle();
  return behavior;
}

async function move(...squares: [number, number][]): Promise<void> {
  h.actAs(h.player);
  await f.token(AYLA).move(squares.map(([x, y]) => ({ x: x * G, y: y * G })));
  await opportunityMovesSettled();
  await h.settle();
}

beforeEach(() => {
  resetCoverIndexes();
  forgetOpportunityOffers();
});

describe("MOV-2, ENV-3 Fray's region behaviour types are the ones system.json declares", () => {
  it("every type Fray registers is offered to the GM, and every declared type has Fray's data model", async () => {
    await setup("srd52");
    const offered = (game as unknown as { documentTypes: Record<string, string[]> }).documentTypes.RegionBehavior ?? [];
    for (const type of Object.keys(regionBehaviorModels)) expect(offered).toContain(type);
    const config = CONFIG as unknown as { RegionBehavior: { dataModels: Record<string, unknown> } };
    for (const type of offered) expect(config.RegionBehavior.dataModels[type], type).toBeDefined();
  });
});

describe("MOV-2 difficult terrain a GM adds to a drawn region", () => {
  it("MOV-2: Fray's Difficult terrain behaviour, added in the region's config, doubles its squares' cost", async () => {
    await setup("srd52");
    await gmAddsBehaviour({ x: 2, y: 0, w: 2, h: 1 }, "fray.difficultTerrain", { presets: [] });
    await move([4, 0]);
    expect(ledgerOf(f.combatant(AYLA)).movement.used).toBe(30); // (2,0) and (3,0) difficult: 5 + 10 + 10 + 5
  });
});

describe("ENV-3 a hazard a GM adds to a drawn region", () => {
  it("ENV-3: walking into tenacious mud the GM placed posts the GMs a hazard card", async () => {
    await setup("a5e");
    await gmAddsBehaviour({ x: 2, y: 0, w: 2, h: 1 }, "fray.environmentFeature", { feature: "swampy.tenaciousMud" });
    await move([3, 0]);
    const cards = game.messages.contents.filter((m) => m.content.includes("fray-card--hazard"));
    expect(cards.map((c) => c.content)).toEqual([expect.stringContaining("DC 12 Strength saving throw or Restrained")]);
  });
});

describe("COV-7 an obstacle a GM adds to a drawn region", () => {
  it("COV-7: trees the GM placed between two creatures give half cover; pushing a table over is read at once", async () => {
    await setup("a5e", [
      { name: "Orc", x: 6, y: 0 },
      { name: "Goblin", x: 6, y: 2 },
    ]);
    const cover = (a: string, b: string) =>
      tokenCover(h.doc(f.token(a), h.gm) as unknown as TokenLike, h.doc(f.token(b), h.gm) as unknown as TokenLike)
        ?.degree;
    expect(cover(AYLA, "Orc")).toBe("none");
    await gmAddsBehaviour({ x: 3, y: 0, w: 1, h: 1 }, "fray.environmentFeature", { feature: "forested.trees" });
    expect(cover(AYLA, "Orc")).toBe("half");
    const tables = await gmAddsBehaviour({ x: 3, y: 1, w: 1, h: 1 }, "fray.environmentFeature", {
      feature: "furnished.tables",
    });
    expect(cover(AYLA, "Goblin")).toBe("none");
    await h.as(h.gm, () => tables.update({ "system.pushedOver": true }));
    await h.settle();
    expect(cover(AYLA, "Goblin")).toBe("half");
  });
});
