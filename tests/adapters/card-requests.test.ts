// Card requests that reach the GM are checked again there (DESIGN.md, "State and authority"): a request claiming
// a GM's identity is refused (a GM writes directly), a player can't roll a foe's damage from its card, and a
// thrown melee weapon attacks with its melee ability (ATK-1).
import { beforeEach, describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";

let h: RollHarness;
beforeEach(async () => {
  h = await rollHarness("srd52");
});

async function item(actor: FrayActor, name: string, system: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [{ name, type: "weapon", system } as never]);
  return (created as FrayItem[])[0] as FrayItem;
}

const hpOf = (actor: FrayActor) => (actor.system as unknown as { hp: { value: number } }).hp.value;

describe("ATK-18 requests the GM answers are checked against who may ask", () => {
  it("a request claiming in its data to come from a GM is the player's: refused, nothing changes", async () => {
    const goblin = await creature("Goblin", { hp: { value: 20, max: 20 } }, "npc");
    const orc = await creature("Orc", { abilities: { str: { value: 16 } } }, "npc");
    const axe = await item(orc, "Axe", { damage: { parts: [{ formula: "1d12", type: "slashing" }] } });
    h.dice.queue(12, 9);
    await axe.rollDamage({ targets: [goblin] });
    const message = lastMessage() as unknown as ChatMessage.Implementation;
    h.actAs(h.player);
    // A hostile player's client sends the request itself, naming the GM as the asker in the data.
    const forged = await requestGm("fray.applyDamage", {
      messageId: message.id,
      targetUuid: goblin.uuid,
      multiplier: 1,
      userId: h.gm.id,
    });
    expect(forged).toEqual({ ok: false, reason: "notYourCard" });
    expect(hpOf(goblin)).toBe(20);
  });

  it("a player can't roll a monster's damage from the monster's attack card", async () => {
    const hero = await creature("Aldra", {}, "character");
    const orc = await creature("Orc", { abilities: { str: { value: 16 } } }, "npc");
    const axe = await item(orc, "Axe", { damage: { parts: [{ formula: "1d12", type: "slashing" }] } });
    h.dice.queue(20, 15);
    await axe.rollAttack({ targets: [hero], fastForward: true });
    const card = lastMessage() as unknown as ChatMessage.Implementation;
    const before = (game.messages as unknown as { size: number }).size;
    h.actAs(h.player);
    const result = await onCardAction(card, { action: "frayRollDamage", itemUuid: axe.uuid, critical: "false" });
    expect(result).toBeNull();
    expect((game.messages as unknown as { size: number }).size).toBe(before);
  });
});

describe("ATK-18 a refused card button tells the player why in words, never a code", () => {
  it("applying a monster's damage card as a player: a sentence, nothing changes", async () => {
    const goblin = await creature("Goblin", { hp: { value: 20, max: 20 } }, "npc");
    const orc = await creature("Orc", { abilities: { str: { value: 16 } } }, "npc");
    const axe = await item(orc, "Axe", { damage: { parts: [{ formula: "1d12", type: "slashing" }] } });
    h.dice.queue(12, 9);
    await axe.rollDamage({ targets: [goblin] });
    const card = lastMessage() as unknown as ChatMessage.Implementation;
    h.actAs(h.player);
    const result = await onCardAction(card, { action: "frayApplyDamage", targetUuid: goblin.uuid, multiplier: "1" });
    expect(result).toEqual({ ok: false, reason: "notYourCard" });
    expect(h.client(h.player).shown()).toEqual(["Only the card's author or a GM can use that button."]);
    expect(hpOf(goblin)).toBe(20);
  });

  it("every code the card checks can refuse with has its own sentence", async () => {
    const { cardRefusalText } = await import("../../src/chat/card-actions/card-refusals");
    const codes = ["noHitPoints", "notTheItemsRoll", "forgedTotal", "impossibleDie", "saveSucceeded", "notConfirmed"];
    const texts = codes.map(cardRefusalText);
    expect(texts.every((t) => !t.startsWith("FRAY.") && !codes.some((c) => t.includes(c)))).toBe(true);
    expect(new Set(texts).size).toBe(codes.length);
    expect(cardRefusalText("somethingNew")).toBe("The GM's client refused this, so nothing was applied.");
  });
});

describe("ATK-1 a thrown melee weapon attacks with its melee ability", () => {
  it("a handaxe (thrown, range 20/60) adds Strength, not the higher Dexterity, under auto", async () => {
    const hero = await creature("Aldra", { abilities: { str: { value: 14 }, dex: { value: 18 } } }, "character");
    const handaxe = await item(hero, "Handaxe", {
      range: { normal: 20, long: 60 },
      properties: ["thrown", "light"],
      damage: { parts: [{ formula: "1d6", type: "slashing" }] },
    });
    h.dice.queue(20, 10);
    await handaxe.rollAttack({ fastForward: true });
    const roll = lastMessage().rolls.find((r): r is FrayD20Roll => r instanceof FrayD20Roll);
    expect(roll?.total).toBe(10 + 2 + 2);
  });
});

describe("ATK-18 a spell's save follows the world's rules family", () => {
  it("a Dexterity save asks for Reflex in a threeAction world", async () => {
    const th = await rollHarness("threeAction");
    const mage = await creature("Mage", {}, "character");
    const goblin = await creature("Goblin", {}, "npc");
    const [spell] = (await mage.createEmbeddedDocuments("Item", [
      { name: "Hex", type: "spell", system: { save: { ability: "dex" } } },
    ] as never)) as unknown as FrayItem[];
    await spell?.use({ targets: [goblin] });
    expect(lastMessage().content).toContain('data-save="reflex"');
    expect(th.warn).not.toHaveBeenCalled();
  });
});
