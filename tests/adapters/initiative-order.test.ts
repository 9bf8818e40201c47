// The order once initiative is rolled: ties per preset (INIT-9..13), roll-offs shown in chat, ties settled by
// the people the rules name, the delta swap phase (INIT-14), mounts (INIT-15), late joiners (INIT-17), and the
// authority around them: players act on their own combatants only, through the GM.
import { describe, expect, it } from "vitest";
import { settle } from "../harness/runtime";
import { requestGm } from "../../src/net/gm-requests";
import { combatOf, dex, ids, initiativeHarness, named, order, sys } from "./initiative-setup";
import { text } from "./roll-setup";
import { FrayCombat } from "../../src/documents";
import type { Combat as HarnessCombat } from "../harness/classes";

const messages = () => (game.messages as unknown as { contents: { content: string; rolls: unknown[] }[] }).contents;

describe("INIT-10 / INIT-9 ties in srd52: Dexterity score, then people", () => {
  it("INIT-10: the higher Dexterity score goes first; equal scores are left to the GM and the players", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Quick", type: "npc", system: dex(16) },
      { name: "Slow", type: "npc", system: dex(14) },
      { name: "Ayla", player: true, system: dex(14) },
    );
    h.dice.queue(20, 12, 13, 13); // 12+3 = 15, 13+2 = 15, 13+2 = 15
    await combat.rollAll();
    expect(order(combat)[0]).toBe("Quick");
    expect(new Set(order(combat).slice(1))).toEqual(new Set(["Slow", "Ayla"]));
    const ties = combat.openTies();
    expect(ties).toHaveLength(1);
    expect(ties[0]).toMatchObject({ decidedBy: "gm" });
    expect(new Set(ties[0]?.ids)).toEqual(new Set(ids(combat, "Slow", "Ayla")));
  });

  it("INIT-9: the GM moves a combatant up inside its tie; nothing moves outside a tie", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Orc", type: "npc" },
      { name: "Ayla", player: true },
      { name: "Lone", type: "npc" },
    );
    h.dice.queue(20, 10, 10, 3);
    await combat.rollAll();
    const [first, second] = order(combat);
    expect(combat.canMoveInTie(named(combat, second as string).id, -1)).toBe(true);
    expect(combat.canMoveInTie(named(combat, "Lone").id, -1)).toBe(false);
    expect(await combat.moveInTie(named(combat, second as string).id, -1)).toBe(true);
    expect(order(combat)).toEqual([second, first, "Lone"]);
    expect(combat.openTies()).toEqual([]);
    expect(h.warn).not.toHaveBeenCalled();
    expect(await combat.moveInTie(named(combat, "Lone").id, -1)).toBe(false);
    expect(h.warn).toHaveBeenCalledTimes(1);
  });

  it("INIT-9: players order their own tied characters (through the GM); a player can't settle the GM's tie", async () => {
    const h = await initiativeHarness("srd51");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Bran", player: true },
      { name: "Orc", type: "npc" },
      { name: "Ogre", type: "npc" },
    );
    h.dice.queue(20, 14, 14, 8, 8);
    await combat.rollAll();
    const before = order(combat);
    h.actAs(h.player);
    const lowerPc = before[1] as string;
    expect(combat.canMoveInTie(named(combat, lowerPc).id, -1)).toBe(true);
    expect(combat.canMoveInTie(named(combat, before[3] as string).id, -1)).toBe(false);
    expect(await combat.moveInTie(named(combat, lowerPc).id, -1)).toBe(true);
    expect(order(combat).slice(0, 2)).toEqual([lowerPc, before[0]]);
    const monsters = order(combat).slice(2);
    expect(await combat.moveInTie(named(combat, monsters[1] as string).id, -1)).toBe(false);
    expect(order(combat).slice(2)).toEqual(monsters);
  });
});

describe("INIT-11 / INIT-13 roll-offs", () => {
  it("INIT-11 (a5e): tied combatants roll a d20, highest first, repeated while tied; one roll-off card", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Bran" }, { name: "Cato" });
    h.dice.queue(20, 9, 9, 9); // all tied at 9
    h.dice.queue(20, 15, 15, 4, 2, 18); // round 1: 15, 15, 4; round 2 (the two at 15): 2, 18
    await combat.rollAll();
    expect(order(combat)).toEqual(["Bran", "Ayla", "Cato"]);
    expect(sys(named(combat, "Ayla")).rollOffs).toEqual([15, 2]);
    expect(sys(named(combat, "Bran")).rollOffs).toEqual([15, 18]);
    expect(sys(named(combat, "Cato")).rollOffs).toEqual([4]);
    expect(h.dice.pending()).toEqual({});
    const card = messages().at(-1);
    expect(text(card?.content ?? "")).toContain("Initiative roll-off");
    expect(card?.rolls).toHaveLength(5);
  });

  it("INIT-13 (delta): tied characters roll off; a character tied with a monster is the GM's call", async () => {
    const h = await initiativeHarness("delta");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Bran", player: true },
      { name: "Orc", type: "npc" },
    );
    h.dice.queue(20, 11, 11, 11);
    h.dice.queue(20, 6, 17);
    await combat.rollAll();
    const pcs = order(combat).filter((n) => n !== "Orc");
    expect(pcs).toEqual(["Bran", "Ayla"]);
    expect(combat.openTies()).toEqual([expect.objectContaining({ decidedBy: "gm" })]);
  });
});

describe("INIT-12 (threeAction) monsters before tied heroes", () => {
  it("INIT-12: a monster goes before the hero it ties with", async () => {
    const h = await initiativeHarness("threeAction");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Wolf", type: "npc" });
    h.dice.queue(20, 12, 12);
    await combat.rollAll();
    expect(order(combat)).toEqual(["Wolf", "Ayla"]);
  });
});

describe("INIT-14 (delta) the reorder phase", () => {
  async function reorderCombat() {
    const h = await initiativeHarness("delta");
    await h.settings.set("fray", "initiativeReorder", true);
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Orc", type: "npc" },
      { name: "Ogre", type: "npc" },
      { name: "Bran" },
    );
    h.dice.queue(20, 18, 15, 12, 5);
    await combat.rollAll();
    return { h, combat };
  }

  it("INIT-14: the GM swaps two of its creatures before round 1; never once the combat has started", async () => {
    const { combat } = await reorderCombat();
    expect(combat.reorderOpen).toBe(true);
    expect(await combat.swapInitiative(named(combat, "Orc").id, named(combat, "Ogre").id)).toBe(true);
    expect(order(combat)).toEqual(["Ayla", "Ogre", "Orc", "Bran"]);
    expect(named(combat, "Ogre").initiative).toBe(15);
    await combat.startCombat();
    await settle();
    expect(combat.reorderOpen).toBe(false);
    expect(await combat.swapInitiative(named(combat, "Orc").id, named(combat, "Ogre").id)).toBe(false);
  });

  it("INIT-14: a player can't swap a monster; the phase is closed without the world setting", async () => {
    const { h, combat } = await reorderCombat();
    h.actAs(h.player);
    expect(await combat.swapInitiative(named(combat, "Ayla").id, named(combat, "Orc").id)).toBe(false);
    expect(order(combat)).toEqual(["Ayla", "Orc", "Ogre", "Bran"]);
    h.actAs(h.gm);
    await h.settings.set("fray", "initiativeReorder", false);
    expect(combat.reorderOpen).toBe(false);
  });
});

describe("INIT-15 a controlled mount takes its rider's initiative", () => {
  it("INIT-15 (srd52): the mount acts right after its rider, at the rider's count", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(
      h,
      { name: "Ayla", player: true },
      { name: "Orc", type: "npc" },
      { name: "Horse", type: "npc" },
    );
    h.dice.queue(20, 8, 14);
    await combat.setRider(named(combat, "Horse").id, named(combat, "Ayla").id);
    await combat.rollInitiative(ids(combat, "Ayla", "Orc", "Horse"));
    expect(order(combat)).toEqual(["Orc", "Ayla", "Horse"]);
    expect(named(combat, "Horse").initiative).toBe(named(combat, "Ayla").initiative);
    expect(h.dice.pending()).toEqual({});
  });

  it("INIT-15 (threeAction): the mount keeps its own roll", async () => {
    const h = await initiativeHarness("threeAction");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Horse", type: "npc" });
    await combat.setRider(named(combat, "Horse").id, named(combat, "Ayla").id);
    h.dice.queue(20, 5, 15);
    await combat.rollAll();
    expect(order(combat)).toEqual(["Horse", "Ayla"]);
  });
});

describe("INIT-17 late joiners", () => {
  it("INIT-17: a combatant joining mid-combat enters at its count without moving anyone; or at a fixed count", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Orc", type: "npc" });
    h.dice.queue(20, 15, 10);
    await combat.rollAll();
    await combat.startCombat();
    await settle();
    await combat.nextTurn(); // Orc's turn
    await settle();
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Imp", actorId: named(combat, "Ayla").actorId }]);
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Elemental", actorId: named(combat, "Orc").actorId }]);
    h.dice.queue(20, 12);
    await combat.rollInitiative(ids(combat, "Imp"));
    expect(order(combat)).toEqual(["Ayla", "Imp", "Orc", "Elemental"]);
    expect(combat.combatant?.name).toBe("Orc");
    await combat.placeAtCount(named(combat, "Elemental").id, 20);
    expect(order(combat)).toEqual(["Elemental", "Ayla", "Imp", "Orc"]);
    expect(combat.combatant?.name).toBe("Orc");
  });
});

describe("authority: players roll and order only what they own", () => {
  it("a player rolls its own combatant; the GM checks the roll and writes the order", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) }, { name: "Orc", type: "npc" });
    h.actAs(h.player);
    h.dice.queue(20, 11);
    await combat.rollInitiative(ids(combat, "Ayla", "Orc"));
    expect(h.warn).toHaveBeenCalledTimes(1);
    expect(named(combat, "Ayla").initiative).toBe(13);
    expect(named(combat, "Orc").initiative).toBeNull();
  });

  it("a player's request for another's combatant is refused, even claiming to be the GM; nothing changes", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) }, { name: "Orc", type: "npc" });
    h.actAs(h.player);
    // A hostile player's client can send any request with any data; the GM's client checks it all. Totals and
    // rolls in the data are never read: the GM's client rolls (initiative-forgery.test.ts).
    const ask = (extra: object = {}) =>
      requestGm("fray.setInitiative", { combatId: combat.id, ids: ids(combat, "Ayla", "Orc"), ...extra });
    expect(await ask()).toEqual({ ok: false, reason: "notYourRoll" });
    // Claiming to be the GM in the data changes nothing: the asker is the sender the server names.
    expect(await ask({ userId: h.gm.id })).toEqual({ ok: false, reason: "notYourRoll" });
    expect(combat.turns.map((c) => c.initiative)).toEqual([null, null]);
  });

  it("a player can't set surprise, a rider or a fixed count", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Orc", type: "npc" });
    h.actAs(h.player);
    await expect(combat.setSurprise({ surprised: ids(combat, "Orc"), suddenAction: [] })).rejects.toThrow(/GM/);
    await expect(combat.placeAtCount(named(combat, "Ayla").id, 20)).rejects.toThrow(/GM/);
    expect(sys(named(combat, "Orc")).surprised).toBe(false);
  });
});

describe("CMB-2 the order is kept, and survives a reload", () => {
  it("CMB-2: re-creating the combat from its saved data keeps every place, ties and roll-offs included", async () => {
    const h = await initiativeHarness("a5e");
    const combat = await combatOf(h, { name: "Ayla" }, { name: "Bran" }, { name: "Cato", type: "npc" });
    h.dice.queue(20, 9, 9, 4);
    h.dice.queue(20, 3, 19);
    await combat.rollAll();
    const before = order(combat);
    const saved = structuredClone(combat.toObject());
    const reloaded = new FrayCombat(saved) as unknown as HarnessCombat;
    expect(order(reloaded)).toEqual(before);
    expect(before).toEqual(["Bran", "Ayla", "Cato"]);
  });
});

describe("INIT-4 / CMB-2 200 combatants in one update", () => {
  it("rolling initiative for 200 combatants makes one Combatant update on the combat and one chat batch", async () => {
    const h = await initiativeHarness("srd52");
    const fighters = Array.from({ length: 200 }, (_, i) => ({
      name: `Foe ${String(i).padStart(3, "0")}`,
      type: "npc" as const,
      kind: `kind${i % 40}`,
    }));
    const combat = await combatOf(h, ...fighters);
    h.dice.queue(20, ...Array.from({ length: 40 }, (_, i) => (i % 20) + 1));
    h.operations.length = 0;
    await combat.rollAll();
    const onCombat = h.operations.filter((o) => o.parent === combat.uuid);
    expect(onCombat.filter((o) => o.action === "update")).toHaveLength(1);
    expect(onCombat.find((o) => o.action === "update")?.ids).toHaveLength(200);
    expect(h.operations.filter((o) => o.documentName === "ChatMessage")).toHaveLength(1);
    expect(messages()).toHaveLength(40);
    expect(combat.turns.every((c) => c.initiative !== null)).toBe(true);
  });
});

describe("CMB-2 advancing the turn", () => {
  it("a player ends its own combatant's turn through the GM; not another's, and not a turn already over", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true }, { name: "Orc", type: "npc" });
    h.dice.queue(20, 15, 5);
    await combat.rollAll();
    await combat.startCombat();
    await settle();
    h.actAs(h.player);
    await combat.nextTurn();
    await settle();
    expect(combat.combatant?.name).toBe("Orc");
    expect(h.warn).not.toHaveBeenCalled();
    await combat.nextTurn();
    await settle();
    expect(combat.combatant?.name).toBe("Orc");
    expect(h.warn).toHaveBeenCalledTimes(1);
    const stale = { combatId: combat.id, combatantId: named(combat, "Ayla").id };
    expect(await requestGm("fray.advanceTurn", stale)).toEqual({ ok: false, reason: "notCurrentTurn" });
    // The orc's turn, asked "as the GM" by a player: the asker is the player, who doesn't own the orc.
    const forged = { combatId: combat.id, combatantId: named(combat, "Orc").id, userId: h.gm.id };
    expect(await requestGm("fray.advanceTurn", forged)).toEqual({ ok: false, reason: "notYourTurn" });
    expect(combat.round).toBe(1);
  });
});

describe("CMB-2 only the GM writes counts", () => {
  it("a player's direct edit of its own initiative is refused; a second roll through the GM too", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) });
    h.actAs(h.player);
    const ayla = named(combat, "Ayla");
    await ayla.update({ initiative: 30 });
    expect(named(combat, "Ayla").initiative).toBeNull();
    expect(h.warn).toHaveBeenCalledTimes(1);
    h.dice.queue(20, 4);
    await (ayla as unknown as { rollInitiative(): Promise<unknown> }).rollInitiative();
    expect(named(combat, "Ayla").initiative).toBe(6);
    const cards = messages().length;
    h.dice.queue(20, 19);
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(named(combat, "Ayla").initiative).toBe(6);
    expect(messages().length).toBe(cards);
    expect(h.warn).toHaveBeenCalledTimes(2);
  });

  it("a request sent to a GM who is not the active GM writes nothing", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) });
    // The assistant GM is connected but not the active GM (the full GM is): its client refuses.
    const answers: unknown[] = [];
    h.client(h.player).socket.on("system.fray", (message) => answers.push(message));
    const request = { combatId: combat.id, ids: ids(combat, "Ayla") };
    h.as(h.player, () =>
      game.socket.emit("system.fray", {
        type: "request",
        id: "r1",
        to: h.assistant.id,
        name: "fray.setInitiative",
        data: request,
      }),
    );
    await h.settle();
    expect(answers).toEqual([
      { type: "answer", id: "r1", to: h.player.id, result: { ok: false, reason: "notActiveGm" } },
    ]);
    expect(named(combat, "Ayla").initiative).toBeNull();
  });
});

describe("CMB-2 one roll per combatant", () => {
  it("a request naming the same combatant twice is refused; setting surprise marks the combat's surprise step", async () => {
    const h = await initiativeHarness("srd52");
    const combat = await combatOf(h, { name: "Ayla", player: true, system: dex(14) });
    expect(combat.surpriseSet).toBe(false);
    await combat.setSurprise({ surprised: [], suddenAction: [] });
    expect(combat.surpriseSet).toBe(true);
    h.actAs(h.player);
    const answer = await requestGm("fray.setInitiative", { combatId: combat.id, ids: ids(combat, "Ayla", "Ayla") });
    expect(answer).toEqual({ ok: false, reason: "notYourRoll" });
    expect(named(combat, "Ayla").initiative).toBeNull();
  });
});
