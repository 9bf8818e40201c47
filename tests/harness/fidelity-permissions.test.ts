// Fidelity rows F15–F21 (FIDELITY.md): the server's permission checks, whatever the asking client checked.
import { describe, expect, it } from "vitest";
import { USER_ROLES } from "./index";
import { Actor, ChatMessage, Item, Macro } from "./classes";
import { fighters, hero, modelHarness, onEvery } from "./fidelity-setup";

describe("F15 updating needs OWNER", () => {
  it("a non-owner's update (even with OBSERVER) is refused by the server: nothing stored, no hook anywhere", async () => {
    const h = modelHarness();
    const actor = await Actor.create({ name: "A", type: "hero", ownership: { default: 2 } });
    if (!actor) throw new Error("not created");
    const seen = onEvery(h, "updateActor");
    h.actAs(h.player);
    await expect(h.doc(actor).update({ name: "B" })).rejects.toThrow("lacks permission to update Actor");
    expect(h.world.sourceOf(actor.uuid)).toMatchObject({ name: "A" });
    expect(seen).toEqual([]);
    expect(h.clients.map((c) => h.doc(actor, c.user).name)).toEqual(["A", "A", "A", "A", "A"]);
  });
});

describe("F16 creating world actors and items needs ACTOR_CREATE / ITEM_CREATE (assistant GM)", () => {
  it("a player and a trusted player are refused; an assistant GM may create both", async () => {
    const h = modelHarness();
    h.player2.role = USER_ROLES.TRUSTED;
    for (const user of [h.player, h.player2]) {
      h.actAs(user);
      await expect(Actor.create({ name: "A", type: "hero" })).rejects.toThrow("lacks permission to create Actor");
      await expect(Item.create({ name: "I", type: "gear" })).rejects.toThrow("lacks permission to create Item");
    }
    expect(h.operations).toEqual([]);
    h.actAs(h.assistant);
    await Actor.create({ name: "A", type: "hero" });
    await Item.create({ name: "I", type: "gear" });
    expect(h.operations.map((o) => `${o.action} ${o.documentName} ${o.userId}`)).toEqual([
      `create Actor ${h.assistant.id}`,
      `create Item ${h.assistant.id}`,
    ]);
  });
});

describe("F17 a message's author is its sender", () => {
  it("a player may post only as itself (author filled in); a GM may post as another user", async () => {
    const h = modelHarness();
    h.actAs(h.player);
    await expect(ChatMessage.create({ content: "x", author: h.gm.id })).rejects.toThrow("author must be its sender");
    const mine = await ChatMessage.create({ content: "mine" });
    expect((mine as ChatMessage).author).toBe(h.player);
    h.actAs(h.gm);
    const relayed = await ChatMessage.create({ content: "for you", author: h.player.id });
    expect((relayed as ChatMessage).author).toBe(h.player);
  });
});

describe("F18 the combatant field allowlist", () => {
  it("an owner may change initiative, system and flags of its combatant; hidden and defeated are GM-only", async () => {
    const { h, combat, on, id } = await fighters({ A: "player" });
    h.actAs(h.player);
    const mine = () => on().combatants.get(id("A"));
    await mine()?.update({ initiative: 25 });
    await mine()?.update({ "system.note": "ready", "flags.fray.mark": 1 });
    await expect(mine()?.update({ hidden: true })).rejects.toThrow("may change only initiative, system, flags");
    await expect(mine()?.update({ defeated: true })).rejects.toThrow("may change only");
    await expect(on().combatants.get(id("B"))?.update({ initiative: 1 })).rejects.toThrow("lacks permission");
    expect(h.world.sourceOf(combat.combatants.get(id("A"))?.uuid ?? "")).toMatchObject({
      initiative: 25,
      system: { note: "ready" },
      flags: { fray: { mark: 1 } },
    });
    h.actAs(h.gm);
    await combat.combatants.get(id("A"))?.update({ hidden: true, defeated: true });
    expect(h.doc(combat, h.player).combatants.get(id("A"))?._source).toMatchObject({ hidden: true, defeated: true });
  });
});

describe("F19 a player changes round and turn only as the owner of the current combatant, going forward", () => {
  it("next turn (and the round's wrap) from an owned current combatant; never backwards, jumps or other fields", async () => {
    const { h, combat, on } = await fighters({ B: "player", C: "player2" });
    await combat.startCombat();
    h.actAs(h.player);
    await expect(on().nextTurn()).rejects.toThrow("not the turn of a combatant it owns");
    await h.as(h.gm, () => combat.nextTurn());
    expect(on().combatant?.name).toBe("B");
    await expect(on().previousTurn()).rejects.toThrow("not the turn of a combatant it owns");
    await expect(on().update({ round: 2, turn: 0 })).rejects.toThrow("not the turn");
    await expect(on().update({ "flags.fray.x": 1 })).rejects.toThrow("lacks permission to update Combat");
    await on().nextTurn();
    expect(on().combatant?.name).toBe("C");
    h.actAs(h.player2);
    await on().nextTurn();
    expect([on().round, on().turn, on().combatant?.name]).toEqual([2, 0, "A"]);
  });
});

describe("F20 owned world actors and items are deleted by GMs only", () => {
  it("an owner may not delete its world actor or world item; the GM may", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    const item = await Item.create({ name: "I", type: "gear", ownership: { default: 0, [h.player.id]: 3 } });
    if (!item) throw new Error("not created");
    h.actAs(h.player);
    await expect(h.doc(actor).delete()).rejects.toThrow("lacks permission to delete Actor");
    await expect(h.doc(item).delete()).rejects.toThrow("lacks permission to delete Item");
    expect(h.world.sources("Actor")).toHaveLength(1);
    h.actAs(h.gm);
    await actor.delete();
    await item.delete();
    expect([h.world.sources("Actor"), h.world.sources("Item")]).toEqual([[], []]);
  });
});

describe("F21 embedded documents defer to their parent", () => {
  it("the actor's owner creates, updates and deletes its items; another player may do none of it", async () => {
    const h = modelHarness();
    const actor = await hero(h, "A", h.player);
    h.actAs(h.player2);
    await expect(h.doc(actor).createEmbeddedDocuments("Item", [{ name: "X", type: "gear" }])).rejects.toThrow(
      "lacks permission to create Item",
    );
    h.actAs(h.player);
    const [rope] = await h.doc(actor).createEmbeddedDocuments("Item", [{ name: "Rope", type: "gear" }]);
    if (!rope) throw new Error("not created");
    h.actAs(h.player2);
    await expect(h.doc(rope).update({ name: "Mine" })).rejects.toThrow("lacks permission to update Item");
    await expect(h.doc(rope).delete()).rejects.toThrow("lacks permission to delete Item");
    h.actAs(h.player);
    await h.doc(rope).update({ name: "Long rope" });
    expect(actor.items.contents.map((i) => i.name)).toEqual(["Long rope"]);
    await h.doc(rope).delete();
    expect(actor.items.size).toBe(0);
  });
});

describe("F57 macros", () => {
  it("a player may make a chat macro as itself but no script macro; a GM may", async () => {
    const h = modelHarness();
    h.actAs(h.player);
    expect(h.player.can("MACRO_SCRIPT")).toBe(false);
    await expect(Macro.create({ name: "x", type: "script", command: "1" })).rejects.toThrow("lacks permission");
    await expect(Macro.create({ name: "x", type: "chat", command: "hi", author: h.gm.id })).rejects.toThrow(
      "author must be its creator",
    );
    const chat = (await Macro.create({ name: "hi", type: "chat", command: "hi" })) as Macro;
    expect(chat.author).toBe(h.player);
    h.actAs(h.gm);
    expect(h.gm.can("MACRO_SCRIPT")).toBe(true);
    const script = (await Macro.create({ name: "s", type: "script", command: "1" })) as Macro;
    expect(script.command).toBe("1");
  });
});

describe("F58 the hotbar", () => {
  it("a user fills its own slots 1–50, not another user's", async () => {
    const h = modelHarness();
    h.actAs(h.gm);
    const macro = (await Macro.create({ name: "s", type: "script", command: "1" })) as Macro;
    await h.gm.assignHotbarMacro(macro, 3);
    expect(h.gm.hotbar[3]).toBe(macro.id);
    expect(() => h.gm.assignHotbarMacro(macro, 51)).toThrow("not 1–50");
    expect(() => h.player.assignHotbarMacro(macro, 1)).toThrow("only from");
    await h.gm.assignHotbarMacro(null, 3);
    expect(h.gm.hotbar[3]).toBeUndefined();
  });
});
