// RES-3 / RES-4 through the Foundry layer: a player rests their own hero from the API the sheet's buttons call; the
// Hit Dice are Foundry rolls; one card sums the rest up; uses come back by their period. Refused in a running
// combat, for another player's hero and under threeAction, with nothing changed.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { ledgerHarness, fight } from "./ledger-setup";
import type { FrayActor } from "../../src/documents/actor";

const hero = {
  level: 5,
  hp: { value: 12, max: 44 },
  abilities: { con: { value: 14 } },
  hitDice: { die: 10, spent: 4 },
  slots: { 1: { value: 0, max: 4 }, 2: { value: 1, max: 3 } },
};

async function playerHero(h: RollHarness, system: Record<string, unknown> = hero): Promise<FrayActor> {
  const actor = await creature("Brea <b>", system, "character", { default: 0, [h.player.id]: 3 });
  await actor.createEmbeddedDocuments("Item", [
    { name: "Second Wind", type: "feature", system: { uses: { value: 0, max: 1, per: "shortRest" } } },
    { name: "Action Surge", type: "feature", system: { uses: { value: 0, max: 1, per: "longRest" } } },
    { name: "Wand", type: "equipment", system: { uses: { value: 1, max: 7, per: "dawn" } } },
  ] as never);
  return actor;
}

const sys = (actor: FrayActor) =>
  actor.system as unknown as {
    hp: { value: number; max: number };
    hitDice: { die: number; spent: number };
    slots: Record<string, { value: number; max: number }>;
  };
const usesOf = (actor: FrayActor, name: string) =>
  (actor.items.getName(name)?.system as unknown as { uses: { value: number } }).uses.value;

describe("RES-3 short rest through the sheet's API", () => {
  it("a player spends two Hit Dice: each d10 + Con, written on their hero, short-rest uses back, one card", async () => {
    const h = await rollHarness("srd52");
    const actor = await playerHero(h);
    h.actAs(h.player);
    await h.as(h.gm, () => actor.update({ system: { hitDice: { spent: 3 } } }));
    h.dice.queue(10, 6, 3);
    const summary = await h.doc(actor).shortRest({ dice: 2 });
    expect(summary?.dice).toEqual([
      { roll: 6, healed: 8 },
      { roll: 3, healed: 5 },
    ]);
    expect(sys(h.doc(actor)).hp.value).toBe(12 + 8 + 5);
    expect(sys(h.doc(actor)).hitDice.spent).toBe(5);
    expect(usesOf(h.doc(actor), "Second Wind")).toBe(1);
    expect(usesOf(h.doc(actor), "Action Surge")).toBe(0);
    const card = text(lastMessage().content);
    expect(card).toContain("takes a short rest");
    expect(card).toContain("d10: 6 + 2 → 8 HP");
    expect(card).toContain("Second Wind");
    // The hero's name is text, never markup.
    expect(lastMessage().content).toContain("Brea &lt;b&gt;");
    expect(lastMessage().rolls).toHaveLength(2);
  });

  it("one die at a time, then the rest: the card lists every die spent", async () => {
    const h = await rollHarness("srd52");
    const actor = await playerHero(h);
    h.actAs(h.player);
    h.dice.queue(10, 1);
    const one = await h.doc(actor).spendHitDice(1);
    if (!one) throw new Error("refused");
    await h.doc(actor).shortRest({ spent: one });
    expect(text(lastMessage().content)).toContain("d10: 1 + 2 → 3 HP");
    expect(text(lastMessage().content)).toContain("Regained 3 HP.");
  });

  it("more Hit Dice than are left is refused, nothing changed", async () => {
    const h = await rollHarness("srd52");
    const actor = await playerHero(h);
    h.actAs(h.player);
    expect(await h.doc(actor).shortRest({ dice: 2 })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("1 Hit Dice left"));
    expect(sys(h.doc(actor)).hp.value).toBe(12);
    expect(sys(h.doc(actor)).hitDice.spent).toBe(4);
  });

  it("another player's hero and a running combat are refused, with a message, nothing changed", async () => {
    const h = await ledgerHarness("srd52");
    const { actors } = await fight(
      h,
      { name: "Brea", initiative: 15, system: hero, player: true },
      { name: "Orc", initiative: 10, type: "npc" },
    );
    const brea = actors.Brea as FrayActor;
    h.actAs(h.player);
    expect(await h.doc(brea).longRest()).toBeNull();
    expect(await h.doc(brea).shortRest({ dice: 1 })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("running combat"));
    expect(sys(h.doc(brea)).hp.value).toBe(12);
    const other = await h.as(h.gm, () => creature("Cato", hero, "character"));
    expect(await h.doc(other).longRest()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("only its owner"));
    expect(sys(h.doc(other)).hp.value).toBe(12);
  });

  it("threeAction has no Hit Dice: refused", async () => {
    const h = await rollHarness("threeAction");
    const actor = await playerHero(h);
    h.actAs(h.player);
    expect(await h.doc(actor).longRest()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("no Hit Dice"));
  });
});

describe("RES-3 long rest per edition through the Foundry layer", () => {
  it("srd51: all HP and slots, half the Hit Dice (2 of 5), long-rest and dawn uses back", async () => {
    const h = await rollHarness("srd51");
    const actor = await playerHero(h);
    h.actAs(h.player);
    await h.doc(actor).longRest();
    const s = sys(h.doc(actor));
    expect(s.hp.value).toBe(44);
    expect(s.hitDice.spent).toBe(2);
    expect(s.slots["1"]).toEqual({ value: 4, max: 4 });
    expect(s.slots["2"]).toEqual({ value: 3, max: 3 });
    expect(usesOf(h.doc(actor), "Action Surge")).toBe(1);
    expect(usesOf(h.doc(actor), "Wand")).toBe(7);
    const card = text(lastMessage().content);
    expect(card).toContain("Regained 2 Hit Dice (3 left)");
    expect(card).toContain("Regained 6 spell slots");
  });

  it("srd51: begun at 0 HP it gives nothing (the card says so)", async () => {
    const h = await rollHarness("srd51");
    const actor = await playerHero(h, { ...hero, hp: { value: 0, max: 44 } });
    h.actAs(h.player);
    const summary = await h.doc(actor).longRest();
    expect(summary?.benefits).toBe(false);
    expect(sys(h.doc(actor)).hp.value).toBe(0);
    expect(sys(h.doc(actor)).hitDice.spent).toBe(4);
    expect(usesOf(h.doc(actor), "Action Surge")).toBe(0);
    expect(text(lastMessage().content)).toContain("gives nothing");
  });

  it("a5e uses srd51's numbers (until RULES.md has a5e's row)", async () => {
    const h = await rollHarness("a5e");
    const actor = await playerHero(h);
    h.actAs(h.player);
    await h.doc(actor).longRest();
    expect(sys(h.doc(actor)).hitDice.spent).toBe(2);
  });

  it.each(["srd52", "delta"])("%s: every Hit Die back, and a rest at 0 HP still heals", async (preset) => {
    const h = await rollHarness(preset);
    const actor = await playerHero(h, { ...hero, hp: { value: 0, max: 44 } });
    h.actAs(h.player);
    await h.doc(actor).longRest();
    expect(sys(h.doc(actor)).hp.value).toBe(44);
    expect(sys(h.doc(actor)).hitDice.spent).toBe(0);
  });
});

describe("RES-3 Hit Dice data", () => {
  it("more Hit Dice spent than the level is refused by validation", async () => {
    const h = await rollHarness("srd52");
    const actor = await playerHero(h);
    await expect(actor.update({ system: { hitDice: { spent: 6 } } })).rejects.toThrow(/hitDice.spent/);
    await expect(actor.update({ system: { hitDice: { die: 7 } } })).rejects.toThrow(/hitDice.die/);
    expect(sys(actor).hitDice).toEqual({ die: 10, spent: 4 });
  });
});
