// Initiative no player can forge (issue 12, item 4; CMB-2, INIT-1..17). A hostile player's client can call any
// function with any data and write its own combatant on the server (v13 lets an owner change `initiative`,
// `system` and `flags`), skipping Fray's own refusal on its client. The active GM's client rolls a player's
// initiative itself, puts back what a non-GM wrote to the count or the fields the roll and the order read, and
// gives a combatant removed and added again the count it had.
import { describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { combatOf, dex, ids, initiativeHarness, named, sys } from "./initiative-setup";
import type { Combat as HarnessCombat } from "../harness/classes";

interface Card {
  rolls: { formula: string }[];
  _source: { author?: string; whisper?: string[] };
}
const cards = () => (game.messages as unknown as { contents: Card[] }).contents;
const memory = (combat: HarnessCombat) =>
  (combat.flags as { fray?: { initiativeMemory?: Record<string, { key: string; initiative: number | null }> } }).fray
    ?.initiativeMemory ?? {};

describe("CMB-2 / INIT-1 the GM's client rolls a player's initiative", () => {
  it("INIT-1: a total, dice or formula the player sends are never read; the GM rolls the rules' roll", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) });
    h.actAs(h.player);
    const forged = new Roll("1d20 + 10");
    h.dice.queue(20, 20);
    await forged.evaluate();
    h.dice.queue(20, 4);
    const answer = await requestGm("fray.setInitiative", {
      combatId: combat.id,
      ids: ids(combat, "Ayla"),
      total: 30,
      results: [{ ids: ids(combat, "Ayla"), total: 30, roll: JSON.stringify(forged) }],
    });
    expect(answer).toEqual({ ok: true, results: [{ ids: ids(combat, "Ayla"), groupKey: null, total: 6 }] });
    expect(named(combat, "Ayla").initiative).toBe(6);
    expect(h.dice.pending()).toEqual({});
    // The card is the GM client's roll: its author is the GM, its roll the rules' formula.
    expect(cards().at(-1)?.rolls[0]?.formula).toBe("1d20 + 2");
    expect(cards().at(-1)?._source.author).toBe(h.gm.id);
  });

  it("INIT-1: the player's roll mode reaches its card: a self roll is whispered to the player, a GM roll to the GMs and it", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Cato", player: true });
    h.actAs(h.player);
    h.dice.queue(20, 11, 7);
    await combat.rollInitiative(ids(combat, "Ayla"), { messageOptions: { rollMode: "selfroll" } } as never);
    expect(cards().at(-1)?._source.whisper).toEqual([h.player.id]);
    await combat.rollInitiative(ids(combat, "Cato"), { messageOptions: { rollMode: "gmroll" } } as never);
    expect(cards().at(-1)?._source.whisper).toEqual([h.gm.id, h.assistant.id, h.player.id]);
  });
});

describe("CMB-2 a non-GM write to a count is put back by the active GM", () => {
  it("a player's count written on the server (its own client's check skipped) goes back to the GM's count", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) }, { name: "Orc", type: "npc" });
    h.dice.queue(20, 11, 9);
    await combat.rollAll();
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBe(13);
    const ayla = named(combat, "Ayla").id;
    // The hostile client's write reaches the server, which allows it (the player owns Ayla).
    h.world.update(h.player, "Combatant", combat.uuid, [{ _id: ayla, initiative: 30 }], {});
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBe(13);
    expect(h.client(h.gm).shown()).toEqual([
      "Player changed the initiative of Ayla directly; the GM's values were put back.",
    ]);
    const last = h.operations.at(-1);
    expect(last).toMatchObject({ action: "update", documentName: "Combatant", userId: h.gm.id });
  });

  it("with no count from the GM yet, a forged count goes back to none", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true });
    h.world.update(h.player, "Combatant", combat.uuid, [{ _id: named(combat, "Ayla").id, initiative: 25 }], {});
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBeNull();
  });

  it("INIT-5 / INIT-7 / INIT-9: the fields the roll and the order read go back too (surprise, a5e check, tie rank)", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Orc", type: "npc" });
    await combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: [] });
    await h.settle();
    const ayla = named(combat, "Ayla").id;
    const forged = { _id: ayla, system: { surprised: false, surpriseCheck: 30, tieRank: 0, initiativeAbility: "wis" } };
    h.world.update(h.player, "Combatant", combat.uuid, [forged], {});
    await h.settle();
    expect(sys(named(combat, "Ayla"))).toMatchObject({
      surprised: true,
      surpriseCheck: null,
      tieRank: null,
      initiativeAbility: "",
    });
    // Its own fields stay the player's to write (v13 allows them; nothing guards them here).
    h.world.update(h.player, "Combatant", combat.uuid, [{ _id: ayla, flags: { mine: { note: "hi" } } }], {});
    await h.settle();
    expect(named(combat, "Ayla").flags).toMatchObject({ mine: { note: "hi" } });
  });

  it("a combatant a player creates with a count or surprise state of its own starts without them", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true });
    const actorId = named(combat, "Ayla").actorId;
    // Ayla re-added (her first combatant gone): the forged count is not kept.
    h.world.delete(h.gm, "Combatant", combat.uuid, [named(combat, "Ayla").id], {});
    h.world.create(h.player, "Combatant", combat.uuid, [{ name: "Ayla 2", actorId, initiative: 40 }], {});
    await h.settle();
    expect(named(combat, "Ayla 2").initiative).toBeNull();
  });

  it("the memory is the combat's, not a client's: another GM, now active, puts a forged count back; a player can't write it", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) });
    h.dice.queue(20, 11);
    await combat.rollAll();
    await h.settle();
    const ayla = named(combat, "Ayla").id;
    expect(memory(combat)[ayla]).toMatchObject({ initiative: 13 });
    h.disconnect(h.gm);
    h.actAs(h.assistant);
    h.world.update(h.player, "Combatant", combat.uuid, [{ _id: ayla, initiative: 30 }], {});
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBe(13);
    const erase = { _id: combat.id, flags: { fray: { initiativeMemory: { [ayla]: null } } } };
    expect(() => h.world.update(h.player, "Combat", null, [erase], {})).toThrow(/lacks permission/);
  });
});

describe("CMB-2 removing and re-adding a combatant grants no re-roll", () => {
  async function rolledAyla() {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) }, { name: "Orc", type: "npc" });
    await combat.setSurprise({ surprised: ids(combat, "Ayla"), suddenAction: [] });
    h.dice.queue(20, 9, 3, 12);
    await combat.rollAll();
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBe(5);
    return { h, combat, actorId: named(combat, "Ayla").actorId };
  }

  it("the re-added combatant gets its count (and surprise) back from the GM; its own roll is refused", async () => {
    const { h, combat, actorId } = await rolledAyla();
    h.actAs(h.player);
    await named(combat, "Ayla").delete();
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Ayla", actorId }]);
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBe(5);
    expect(sys(named(combat, "Ayla")).surprised).toBe(true);
    h.dice.queue(20, 20, 20);
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(named(combat, "Ayla").initiative).toBe(5);
    expect(h.dice.pending()).toEqual({ 20: [20, 20] });
    // The removed combatant's record went over to the new one.
    expect(Object.values(memory(combat))).toEqual([
      expect.objectContaining({ key: `actor-${actorId}`, initiative: 5, surprised: true }),
    ]);
  });

  it("a roll asked for right after re-adding (before the GM saw the new combatant) gets the remembered count", async () => {
    const { h, combat, actorId } = await rolledAyla();
    const [created] = h.world.create(h.player, "Combatant", combat.uuid, [{ name: "Ayla", actorId }], {});
    h.world.delete(h.player, "Combatant", combat.uuid, [named(combat, "Ayla").id], {});
    h.actAs(h.player);
    const answer = await requestGm("fray.setInitiative", { combatId: combat.id, ids: [created?._id] });
    await h.settle();
    expect(answer).toMatchObject({ ok: true });
    expect(combat.combatants.get(String(created?._id))?.initiative).toBe(5);
    expect(h.dice.pending()).toEqual({});
  });

  it("a count the GM cleared is not brought back: the re-added combatant rolls", async () => {
    const { h, combat, actorId } = await rolledAyla();
    await named(combat, "Ayla").update({ initiative: null });
    await h.settle();
    h.actAs(h.player);
    await named(combat, "Ayla").delete();
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Ayla", actorId }]);
    await h.settle();
    expect(named(combat, "Ayla").initiative).toBeNull();
    h.dice.queue(20, 17, 6);
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(named(combat, "Ayla").initiative).toBe(8);
  });
});
