// Issue 28, TA-7 and TA-8 through the Foundry layer: a player's creature uses the actions pack's Step, Stride and
// Crawl from its sheet in a threeAction combat and moves its token. A Step gives 5 ft that provoke no reactive
// strike (what was left of an earlier Stride is lost); a prone creature can't Stride or Step, only Crawl 5 ft.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { fight, ledgerOf, type Fight, type LedgerHarness } from "./ledger-setup";
import * as fixture from "./opportunity-setup";
import { G, promptsShown, strike } from "./opportunity-setup";
import { dialogs } from "../harness/applications";
import { follow } from "../harness";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;
let f: Fight;

const PACK = join(import.meta.dirname, "..", "..", "packs", "_source", "actions", "three-action");

/** The actions pack's entry in `file` on `actor`, as a drop from the compendium makes it (a new id). */
async function fromPack(actor: FrayActor, file: string): Promise<FrayItem> {
  const entry = parseYaml(readFileSync(join(PACK, `${file}.yml`), "utf8")) as Record<string, unknown>;
  const data = { name: entry.name, type: entry.type, img: entry.img, system: entry.system, flags: entry.flags };
  const created: unknown = await h.as(h.gm, () => actor.createEmbeddedDocuments("Item", [data as never]));
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** An Ogre with a club and a reactive strike has acted; it is Ayla's turn (a player's, Speed 30). */
async function setup(): Promise<FrayActor> {
  h = await fixture.opportunityHarness("threeAction");
  f = await fight(
    h,
    { name: "Ogre", initiative: 20, type: "npc" },
    { name: "Ayla", initiative: 1, player: true, system: { speed: { walk: 30 } } },
  );
  await fixture.place(h, f, { Ogre: [20, 20, -1] });
  await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
  await h.settle();
  const ogre = f.actors.Ogre as FrayActor;
  await fixture.arm(h, ogre, "Club");
  await h.as(h.gm, () =>
    ogre.createEmbeddedDocuments("Item", [
      { name: "Reactive Strike", type: "feature", system: { grants: { opportunityAttack: true } } },
    ] as never),
  );
  return f.actors.Ayla as FrayActor;
}

const at = (name: string) => [f.token(name).x / G, f.token(name).y / G];
const use = async (item: FrayItem) => {
  h.actAs(h.player);
  const used = await (h.doc(item as never, h.player) as FrayItem).use();
  await h.settle();
  return used;
};

fixture.freshOpportunitiesEachTest();

describe("TA-8 basic moves: Step and Stride", () => {
  it("TA-8: a Step out of a reactive striker's reach provokes nothing; the Stride's feet left are lost", async () => {
    const ayla = await setup();
    const stride = await fromPack(ayla, "stride");
    const step = await fromPack(ayla, "step");
    await fixture.place(h, f, { Ayla: [2, 0, 1], Ogre: [1, 1, -1] });
    await use(stride);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ movement: { remaining: 30 }, actions: { remaining: 2 } });
    await use(step);
    // A Step is its own move: 5 ft, whatever the Stride left.
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ movement: { remaining: 5 }, actions: { remaining: 1 } });
    dialogs.answers.push({ action: "pass" });
    await fixture.playerMoves(h, f, "Ayla", 3);
    expect(promptsShown()).toEqual([]);
    expect(at("Ayla")).toEqual([3, 0]);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual({ used: 5, remaining: 0 });
  });

  it("TA-8: a Stride out of the same reach does provoke; a Step gives 5 ft only, a second square is refused", async () => {
    const ayla = await setup();
    const stride = await fromPack(ayla, "stride");
    const step = await fromPack(ayla, "step");
    const club = (f.actors.Ogre as FrayActor).items.find((i) => i.name === "Club")?.id ?? "";
    await fixture.place(h, f, { Ayla: [2, 0, 1], Ogre: [1, 1, -1] });
    await use(stride);
    dialogs.answers.push({ action: "pass" });
    await fixture.playerMoves(h, f, "Ayla", 3);
    expect(promptsShown()).toHaveLength(1);
    expect(promptsShown()[0]?.buttons).toContain(strike(club).action);
    await use(step);
    await fixture.playerMoves(h, f, "Ayla", 5);
    expect(at("Ayla")).toEqual([3, 0]);
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("Ayla"));
  });
});

describe("TA-7 prone: Crawl and Stand are the only moves", () => {
  it("TA-7: prone, Stride and Step are refused (nothing spent); Crawl spends one action for 5 ft; standing, Crawl is refused", async () => {
    const ayla = await setup();
    const stride = await fromPack(ayla, "stride");
    const step = await fromPack(ayla, "step");
    const crawl = await fromPack(ayla, "crawl");
    const drop = await fromPack(ayla, "drop-prone-three-action");
    const stand = await fromPack(ayla, "stand");
    await use(drop);
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(true);
    expect(await use(stride)).toBeNull();
    expect(await use(step)).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: it is prone: its only moves are Crawl and Stand.");
    expect(ledgerOf(f.combatant("Ayla")).actions.remaining).toBe(2);
    await use(crawl);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ movement: { remaining: 5 }, actions: { remaining: 1 } });
    await use(stand);
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(false);
    expect(ledgerOf(f.combatant("Ayla")).actions.remaining).toBe(0);
  });

  it("TA-7: Crawl while standing is refused", async () => {
    const ayla = await setup();
    const crawl = await fromPack(ayla, "crawl");
    expect(await use(crawl)).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: only a prone creature Crawls.");
  });
});
