// RES-4 through the Foundry layer: using an item with limited uses spends one; with none left the use is refused
// and nothing is posted or written. Out of combat the owner writes; in combat the GM does (request
// `fray.spendUse`), re-reading the item; a GM may use anyway, recorded with the ledger's overrides. Rests and turn
// or round changes bring uses back by their period.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text } from "./roll-setup";
import { fight, ledgerHarness, type LedgerHarness } from "./ledger-setup";
import { requestGm } from "../../src/net/gm-requests";
import { DRAGON_ITEMS, DRAGON_SYSTEM } from "./fixtures/dragon";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { LedgerOverride } from "../../src/combat/ledger/ledger-request";

const messages = () => (game.messages as unknown as { size: number }).size;
const usesOf = (item: FrayItem) => (item.system as unknown as { uses: { value: number } }).uses.value;

async function heroWith(h: LedgerHarness | Awaited<ReturnType<typeof rollHarness>>, uses: Record<string, unknown>) {
  const hero = await creature("Ayla", { level: 3, hitDice: { die: 10, spent: 0 } }, "character", {
    default: 0,
    [h.player.id]: 3,
  });
  const [item] = (await hero.createEmbeddedDocuments("Item", [
    { name: "Second Wind", type: "feature", system: { activation: { type: "free" }, uses } },
  ] as never)) as unknown as FrayItem[];
  if (!item) throw new Error("no item");
  return { hero, item };
}

describe("RES-4 uses running out and coming back on a rest", () => {
  it("out of combat: the player's use spends it, the next is refused (nothing posted), a short rest brings it back", async () => {
    const h = await rollHarness("srd52");
    const { hero, item } = await heroWith(h, { value: 1, max: 1, per: "shortRest" });
    h.actAs(h.player);
    const mine = h.doc(item);
    expect(await mine.use()).not.toBeNull();
    expect(usesOf(h.doc(item))).toBe(0);
    const posted = messages();
    expect(await h.doc(item).use()).toBeNull();
    expect(messages()).toBe(posted);
    expect(h.warn).toHaveBeenCalledWith("Second Wind has no uses left.");
    await h.doc(hero).shortRest();
    expect(usesOf(h.doc(item))).toBe(1);
    expect(await h.doc(item).use()).not.toBeNull();
  });

  it("a long-rest use does not come back on a short rest, and does on a long rest", async () => {
    const h = await rollHarness("srd51");
    const { hero, item } = await heroWith(h, { value: 0, max: 2, per: "longRest" });
    h.actAs(h.player);
    await h.doc(hero).shortRest();
    expect(usesOf(h.doc(item))).toBe(0);
    await h.doc(hero).longRest();
    expect(usesOf(h.doc(item))).toBe(2);
  });

  it("uses can't exceed their maximum nor have an unknown period (validated)", async () => {
    const h = await rollHarness("srd52");
    const { item } = await heroWith(h, { value: 1, max: 1, per: "shortRest" });
    await expect(item.update({ "system.uses.value": 3 } as never)).rejects.toThrow(/uses/);
    await expect(item.update({ "system.uses.per": "weekly" } as never)).rejects.toThrow(/uses.per/);
    expect(usesOf(item)).toBe(1);
  });
});

describe("RES-4 uses in combat are written by the GM", () => {
  async function combatWith(uses: Record<string, unknown>) {
    const h = await ledgerHarness("srd52");
    // The dragon's legendary actions are offered after each other turn: the GM passes (legendary-monsters.test.ts).
    h.as(h.gm, () =>
      Hooks.on("fray.promptOpened", (p) => {
        if (p.kind === "legendary") p.respond("pass");
      }),
    );
    const f = await fight(
      h,
      { name: "Ayla", initiative: 20, player: true, system: { level: 3 } },
      { name: "Dragon", initiative: 10, type: "npc", system: DRAGON_SYSTEM },
    );
    const ayla = f.actors.Ayla as FrayActor;
    const [item] = (await h.as(h.gm, () =>
      ayla.createEmbeddedDocuments("Item", [
        { name: "Second Wind", type: "feature", system: { activation: { type: "free" }, uses } },
      ] as never),
    )) as unknown as FrayItem[];
    await h.as(h.gm, () => (f.actors.Dragon as FrayActor).createEmbeddedDocuments("Item", DRAGON_ITEMS as never));
    if (!item) throw new Error("no item");
    return { h, f, item };
  }

  it("the player's use is spent by the GM; none left, it is refused and nothing changes", async () => {
    const { h, item } = await combatWith({ value: 1, max: 1, per: "shortRest" });
    h.actAs(h.player);
    h.operations.length = 0;
    expect(await h.doc(item).use()).not.toBeNull();
    expect(usesOf(h.doc(item))).toBe(0);
    expect(h.operations.filter((o) => o.documentName === "Item").map((o) => o.userId)).toEqual([h.gm.id]);
    const posted = messages();
    expect(await h.doc(item).use()).toBeNull();
    expect(messages()).toBe(posted);
  });

  it("a player can't spend (or forge) another creature's use: the GM refuses", async () => {
    const { h, f } = await combatWith({ value: 1, max: 1, per: "shortRest" });
    const dragon = f.actors.Dragon as FrayActor;
    const breath = dragon.items.getName("Fire Breath") as unknown as FrayItem;
    const data = { combatId: f.combat.id, combatantId: f.combatant("Dragon").id, itemId: breath.id };
    expect(await h.as(h.player, () => requestGm("fray.spendUse", data))).toEqual({ ok: false, reason: "notOwner" });
    expect(usesOf(h.doc(breath, h.gm))).toBe(1);
  });

  it("the GM's use of a spent breath weapon asks 'use anyway?': yes posts it and records the override, uses unchanged", async () => {
    const { h, f } = await combatWith({ value: 1, max: 1, per: "shortRest" });
    h.actAs(h.gm);
    await f.combat.nextTurn(); // the dragon's turn: its action is there to spend
    await h.settle();
    const breath = (f.actors.Dragon as FrayActor).items.getName("Fire Breath") as unknown as FrayItem;
    await breath.update({ "system.uses.value": 0 } as never);
    h.confirms.push(false);
    expect(await breath.use()).toBeNull();
    h.confirms.push(true);
    expect(await breath.use()).not.toBeNull();
    expect(text(lastMessage().content)).toContain("Fire Breath");
    expect(usesOf(breath)).toBe(0);
    const overrides = (f.combatant("Dragon").system as { ledgerOverrides: LedgerOverride[] }).ledgerOverrides;
    expect(overrides.at(-1)).toMatchObject({ refused: "noUsesLeft", reason: "Fire Breath", userId: h.gm.id });
  });

  it("a per-turn use comes back at the next turn's start (any creature's), a per-round one at the round's", async () => {
    const { h, f, item } = await combatWith({ value: 0, max: 1, per: "turn" });
    const [round] = (await h.as(h.gm, () =>
      (f.actors.Ayla as FrayActor).createEmbeddedDocuments("Item", [
        { name: "Riposte", type: "feature", system: { uses: { value: 0, max: 1, per: "round" } } },
      ] as never),
    )) as unknown as FrayItem[];
    await h.as(h.gm, () => f.combat.nextTurn()); // the dragon's turn starts
    await h.settle();
    expect(usesOf(h.doc(item))).toBe(1);
    expect(usesOf(h.doc(round as FrayItem))).toBe(0);
    await h.as(h.gm, () => f.combat.nextTurn()); // round 2
    await h.settle();
    expect(usesOf(h.doc(round as FrayItem))).toBe(1);
  });
});
