// Issue 29 item 5 (RES-7, ATK-21): casting a concentration spell starts concentration on it (the sheet's data and
// the token's status); a second one ends the first with a note; losing concentration ends the effects Fray made
// for the spell (the condition its save card applied).
import { beforeEach, describe, expect, it } from "vitest";
import { ledgerHarness, type LedgerHarness } from "./ledger-setup";
import { creature, text } from "./roll-setup";
import { itemOn, lastCard } from "./table-resources-setup";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import { automationSettled } from "../../src/combat/automation";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;
let cleric: FrayActor;
let goblin: FrayActor;
let bless: FrayItem;
let hold: FrayItem;
const shift = { shiftKey: true } as unknown as Event;

const concentration = (actor: FrayActor) =>
  (h.doc(actor, h.gm).system as unknown as { concentration: { active: boolean; source: string; item: string } })
    .concentration;

beforeEach(async () => {
  h = await ledgerHarness("srd52");
  h.onEveryClient(listenChat);
  await h.settings.set("fray", "autoApplyCardActions", true);
  const slots = { 1: { value: 2, max: 2 }, 2: { value: 1, max: 1 } };
  cleric = await creature("Cleric", { level: 5, slots, abilities: { wis: { value: 16 } } }, "character", {
    default: 0,
    [h.player.id]: 3,
  });
  goblin = await creature("Goblin", {}, "npc");
  bless = await itemOn(cleric, "Bless", "spell", { level: 1, concentration: true });
  hold = await itemOn(cleric, "Hold Person", "spell", {
    level: 2,
    concentration: true,
    save: { ability: "wis", dc: null },
    condition: "paralyzed",
  });
  h.actAs(h.player);
});

/** Hold Person on the goblin, which fails its save (natural 2), and the player applies paralyzed from the card. */
async function holdTheGoblin(): Promise<void> {
  await hold.use({ slotLevel: 2, targets: [goblin] });
  await h.settle();
  const card = lastCard();
  h.dice.queue(20, 2);
  await h.as(h.gm, () =>
    onCardAction(card, { action: "frayRollSave", targetUuid: goblin.uuid, save: "wis", dc: "13" }, shift),
  );
  await h.settle();
  expect(
    await onCardAction(card, { action: "frayApplyCondition", targetUuid: goblin.uuid, condition: "paralyzed" }),
  ).toEqual({ ok: true });
  await h.settle();
}

describe("RES-7 concentration starts when a concentration spell is cast and ends the previous one", () => {
  it("Bless starts concentration (sheet data and token status); Hold Person moves it on, with a note", async () => {
    await bless.use({ targets: [] });
    await h.settle();
    expect(concentration(cleric)).toEqual({ active: true, source: "Bless", item: bless.uuid });
    expect(h.doc(cleric, h.gm).statuses.has("concentrating")).toBe(true);
    await hold.use({ slotLevel: 2, targets: [goblin] });
    await h.settle();
    expect(concentration(cleric)).toEqual({ active: true, source: "Hold Person", item: hold.uuid });
    const note = (game.messages as unknown as { contents: ChatMessage.Implementation[] }).contents.find((m) =>
      text(m.content).includes("Concentration moves on from Bless"),
    );
    expect(note).toBeDefined();
  });

  it("a spell without concentration changes nothing", async () => {
    await bless.use({ targets: [] });
    await h.settle();
    const plain = await itemOn(cleric, "Guiding Bolt", "spell", { level: 1, attack: "none" });
    await plain.use({ targets: [] });
    await h.settle();
    expect(concentration(cleric).item).toBe(bless.uuid);
  });
});

describe("RES-7 / ATK-21 losing concentration ends the spell's effects Fray created", () => {
  it("Hold Person's paralysis ends when the cleric concentrates on Bless instead", async () => {
    await holdTheGoblin();
    expect(h.doc(goblin, h.gm).statuses.has("paralyzed")).toBe(true);
    await bless.use({ targets: [] });
    await h.settle();
    await automationSettled();
    expect(h.doc(goblin, h.gm).statuses.has("paralyzed")).toBe(false);
  });

  it("the paralysis ends when concentration ends (the cleric drops to 0 HP); the concentrating status goes", async () => {
    await holdTheGoblin();
    await h.as(h.gm, () => h.doc(cleric, h.gm).update({ system: { hp: { value: 0 } } }));
    await h.settle();
    await automationSettled();
    await h.settle();
    expect(concentration(cleric).active).toBe(false);
    expect(h.doc(goblin, h.gm).statuses.has("paralyzed")).toBe(false);
    expect(h.doc(cleric, h.gm).statuses.has("concentrating")).toBe(false);
  });
});
