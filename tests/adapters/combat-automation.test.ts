// The environment's world actions (a5e, ENV-1 / ENV-2) live on the Combat (`system.worldActions`): the GM adds
// and uses them, and each round start on the active GM rolls the recharge d6 of every spent one. CMB-4: when
// a side is all defeated, the active GM is offered to end the combat.
import { describe, expect, it, vi } from "vitest";
import type { RollHarness } from "./roll-setup";
import { lastMessage, text } from "./roll-setup";
import {
  actorNamed,
  automationHarness,
  automationSettled,
  combatOf,
  messageCount,
  setHp,
} from "./combat-automation-setup";
import { dialogs } from "../harness/applications";
import type { Combat as HarnessCombat } from "../harness/classes";
import type { FrayCombat } from "../../src/documents";
import { promptWorldAction } from "../../src/applications/combat/world-action-dialog";
import type { WorldActionData } from "../../src/combat/world-actions/world-actions";

let h: RollHarness;

const fray = (combat: HarnessCombat) => combat as unknown as FrayCombat;
const actionsOf = (combat: HarnessCombat) => (combat.system as { worldActions: WorldActionData[] }).worldActions;

async function a5eCombat(): Promise<HarnessCombat> {
  h = await automationHarness("a5e");
  return combatOf({ name: "Ayla", initiative: 15 }, { name: "Wolf", initiative: 10, type: "npc" });
}

describe("ENV-1 / ENV-2 the Combat's world actions", () => {
  it("ENV-2: adds actions with a recharge or none, available, with readable unique ids", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Falling Rocks", rechargeMin: 5 });
    await fray(combat).addWorldAction({ name: "Falling Rocks", rechargeMin: null });
    expect(actionsOf(combat)).toEqual([
      { id: "falling-rocks", name: "Falling Rocks", recharge: { min: 5 }, available: true },
      { id: "falling-rocks-2", name: "Falling Rocks", recharge: null, available: true },
    ]);
  });

  it("ENV-2: refuses a recharge outside 2–6 or a blank name, naming the field, and stores nothing", async () => {
    const combat = await a5eCombat();
    await expect(fray(combat).addWorldAction({ name: "Gale", rechargeMin: 7 })).rejects.toThrow(/rechargeMin/);
    await expect(fray(combat).addWorldAction({ name: "  ", rechargeMin: null })).rejects.toThrow(/name/);
    expect(actionsOf(combat)).toEqual([]);
  });

  it("ENV-2: a stored list with a duplicate id or a recharge of 7 is refused naming system.worldActions", async () => {
    h = await automationHarness("a5e");
    const twice = { id: "gale", name: "Gale", recharge: null, available: true };
    await expect(CONFIG.Combat.documentClass.create({ system: { worldActions: [twice, twice] } })).rejects.toThrow(
      /system\.worldActions\[1\]\.id/,
    );
    const seven = { id: "gale", name: "Gale", recharge: { min: 7 }, available: true };
    await expect(CONFIG.Combat.documentClass.create({ system: { worldActions: [seven] } })).rejects.toThrow(
      /system\.worldActions\.0\.recharge\.min/,
    );
  });

  it("ENV-2: using a recharge action rolls its d6 at once; below its number it stays spent; one card (escaped) and fray.worldAction", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Falling <b>Rocks</b>", rechargeMin: 5 });
    const heard = vi.fn();
    h.hooks.on("fray.worldAction", heard);
    const before = messageCount();
    h.dice.queue(6, 3);
    const used = await fray(combat).useWorldAction("falling-b-rocks-b");
    expect(used).toMatchObject({ id: "falling-b-rocks-b", available: false });
    expect(actionsOf(combat)[0]?.available).toBe(false);
    expect(messageCount()).toBe(before + 1);
    expect(lastMessage().content).toContain("Falling &lt;b&gt;Rocks&lt;/b&gt;");
    expect(text(lastMessage().content)).toContain("Recharge 5–6");
    expect(text(lastMessage().content)).toContain("3 / 5+ Still spent");
    expect(lastMessage().rolls).toHaveLength(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toBe(combat);
    expect(heard.mock.calls[0]?.[1]).toMatchObject({ name: "Falling <b>Rocks</b>", available: false });
  });

  it("ENV-2: the d6 right after use can bring the action straight back", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Gale", rechargeMin: 5 });
    h.dice.queue(6, 6);
    expect(await fray(combat).useWorldAction("gale")).toMatchObject({ available: true });
    expect(text(lastMessage().content)).toContain("6 / 5+ Available again");
  });

  it("ENV-2: a spent action is refused with a warning; nothing is written, posted or called", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Lightning Strike", rechargeMin: 5 });
    h.dice.queue(6, 1);
    await fray(combat).useWorldAction("lightning-strike");
    const heard = vi.fn();
    h.hooks.on("fray.worldAction", heard);
    const messages = messageCount();
    h.operations.length = 0;
    expect(await fray(combat).useWorldAction("lightning-strike")).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Lightning Strike is waiting to recharge.");
    expect(h.operations).toEqual([]);
    expect(messageCount()).toBe(messages);
    expect(heard).not.toHaveBeenCalled();
  });

  it("ENV-2: an action without a recharge stays available after use", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Twisting Haze", rechargeMin: null });
    await fray(combat).useWorldAction("twisting-haze");
    await fray(combat).useWorldAction("twisting-haze");
    expect(actionsOf(combat)[0]?.available).toBe(true);
  });

  it("ENV-1: only a GM, and only under a preset with world actions, manages them", async () => {
    h = await automationHarness("srd52");
    const combat = await combatOf({ name: "Ayla", initiative: 15 });
    expect(await fray(combat).addWorldAction({ name: "Gale", rechargeMin: null })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("The world's rules have no world actions.");
    expect(actionsOf(combat)).toEqual([]);
  });
});

describe("ENV-1 / ENV-2 recharge rolls at the start of each round", () => {
  async function spentCombat(): Promise<HarnessCombat> {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Falling Rocks", rechargeMin: 5 });
    await fray(combat).addWorldAction({ name: "Leeches", rechargeMin: 6 });
    await fray(combat).addWorldAction({ name: "Twisting Haze", rechargeMin: null });
    h.dice.queue(6, 2, 4); // the d6 right after each use: both stay spent
    await fray(combat).useWorldAction("falling-rocks");
    await fray(combat).useWorldAction("leeches");
    return combat;
  }

  it("ENV-2: each spent action rolls 1d6 (a Roll on the card) and comes back on its number or more", async () => {
    const combat = await spentCombat();
    const before = messageCount();
    h.dice.queue(6, 5, 5); // Falling Rocks 5 (≥ 5), Leeches 5 (< 6)
    await combat.startCombat();
    await h.settle();
    expect(actionsOf(combat).map((a) => a.available)).toEqual([true, false, true]);
    expect(messageCount()).toBe(before + 1);
    expect(lastMessage().rolls).toHaveLength(2);
    expect(text(lastMessage().content)).toMatch(/Falling Rocks 5 \/ 5\+ Available again Leeches 5 \/ 6\+ Still spent/);

    h.dice.queue(6, 6); // only Leeches is still spent
    await combat.nextRound();
    await h.settle();
    expect(actionsOf(combat).map((a) => a.available)).toEqual([true, true, true]);
    expect(messageCount()).toBe(before + 2);
    expect(h.dice.pending()).toEqual({});
  });

  it("ENV-1: a round start with nothing spent rolls nothing and posts nothing", async () => {
    const combat = await a5eCombat();
    await fray(combat).addWorldAction({ name: "Falling Rocks", rechargeMin: 5 });
    const before = messageCount();
    await combat.startCombat();
    await h.settle();
    expect(messageCount()).toBe(before);
  });

  it("ENV-1: on a player's client the round start does nothing (no roll, no update, no chat)", async () => {
    const combat = await spentCombat();
    h.dice.queue(6, 6, 6); // two d6 that would recharge both
    const before = messageCount();
    h.operations.length = 0;
    h.actAs(h.player);
    const events = combat as unknown as { _onStartRound(context: object): Promise<void> };
    await events._onStartRound({ round: 2, turn: 0, skipped: false });
    expect(h.operations).toEqual([]);
    expect(messageCount()).toBe(before);
    expect(h.dice.pending()).toEqual({ 6: [6, 6] });
  });

  it("ENV-1: under a preset without world actions the round start leaves spent actions alone", async () => {
    const combat = await spentCombat();
    await h.settings.set("fray", "preset", "srd52");
    await h.settle();
    const before = messageCount();
    await combat.startCombat();
    await h.settle();
    expect(actionsOf(combat).map((a) => a.available)).toEqual([false, false, true]);
    expect(messageCount()).toBe(before);
  });
});

describe("ENV-1 / ENV-2 the GM's add-a-world-action dialog", () => {
  it("adds the action the GM typed, with the recharge chosen", async () => {
    const combat = await a5eCombat();
    dialogs.answers.push({ name: "Cold Chill", rechargeMin: "4" });
    const added = await promptWorldAction(fray(combat));
    expect(added).toMatchObject({ name: "Cold Chill", recharge: { min: 4 }, available: true });
    const content = String(dialogs.shown[0]?.content);
    expect(text(content)).toContain("None (every round) Recharge 2–6 Recharge 3–6");
  });

  it("a closed dialog or a blank name adds nothing", async () => {
    const combat = await a5eCombat();
    dialogs.answers.push(null, { name: "", rechargeMin: "" });
    expect(await promptWorldAction(fray(combat))).toBeNull();
    expect(await promptWorldAction(fray(combat))).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("A world action needs a name.");
    expect(actionsOf(combat)).toEqual([]);
  });
});

describe("CMB-4 offering to end the combat when one side is defeated", () => {
  async function skirmish(): Promise<HarnessCombat> {
    const combat = await combatOf(
      { name: "Ayla", initiative: 15 },
      { name: "Goblin", initiative: 12, type: "npc", system: { hp: { value: 7, max: 7 } } },
      { name: "Boss", initiative: 8, type: "npc", system: { hp: { value: 7, max: 7 } } },
    );
    await combat.startCombat();
    await h.settle();
    return combat;
  }

  it("asks once every hostile NPC is at 0 HP, and ends (deletes) the combat on yes", async () => {
    h = await automationHarness("srd52");
    const combat = await skirmish();
    await setHp(actorNamed(combat, "Goblin"), 0);
    expect(dialogs.shown).toEqual([]);
    dialogs.answers.push(true);
    await setHp(actorNamed(combat, "Boss"), 0);
    expect(dialogs.shown).toHaveLength(1);
    expect(dialogs.shown[0]).toMatchObject({ window: { title: "End the combat?" } });
    expect(game.combats.get(combat.id)).toBeUndefined();
  });

  it("a defeated flag counts too; on no the combat goes on; the side is asked again only after getting back up", async () => {
    h = await automationHarness("srd52");
    const combat = await skirmish();
    await setHp(actorNamed(combat, "Goblin"), 0);
    dialogs.answers.push(false);
    const boss = combat.turns.find((c) => c.name === "Boss");
    await boss?.update({ defeated: true });
    await automationSettled();
    expect(dialogs.shown).toHaveLength(1);
    expect(game.combats.get(combat.id)).toBe(combat);
    await setHp(actorNamed(combat, "Goblin"), 0);
    expect(dialogs.shown).toHaveLength(1);
    dialogs.answers.push(false);
    await setHp(actorNamed(combat, "Goblin"), 3);
    await setHp(actorNamed(combat, "Goblin"), 0);
    expect(dialogs.shown).toHaveLength(2);
  });

  it("is not offered where the policy is off; with only an assistant GM connected, the assistant is asked once", async () => {
    h = await automationHarness("srd52");
    await h.settings.set("fray", "policyOverrides", { combat: { offerEndWhenSideDefeated: false } });
    const combat = await skirmish();
    await setHp(actorNamed(combat, "Goblin"), 0);
    await setHp(actorNamed(combat, "Boss"), 0);
    expect(dialogs.shown).toEqual([]);

    await h.settings.set("fray", "policyOverrides", {});
    const other = await skirmish();
    await setHp(actorNamed(other, "Goblin"), 0);
    h.disconnect(h.gm); // the assistant GM is now the active GM: the offer is asked on its client, once
    dialogs.answers.push(false);
    const boss = h.doc(actorNamed(other, "Boss"), h.assistant);
    await h.as(h.assistant, () => boss.update({ system: { hp: { value: 0 } } }));
    await h.settle();
    await automationSettled();
    expect(dialogs.shown).toHaveLength(1);
  });
});
