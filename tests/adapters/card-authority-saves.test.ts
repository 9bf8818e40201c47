// Issue 26 attack 7 (item 4): a save's failure comes from a GM-written record the saver can't delete. The GM's
// dragon asks the hero for a save; the hero's player fails it, deletes the failed save and rolls again: the GM's
// record of the first save still counts (src/chat/card-actions/card-records.ts). Another player and an observer can't even
// delete the save (the server refuses), and a record is written only by the GM: a player can't write one.
import { beforeEach, describe, expect, it } from "vitest";
import { applyCondition } from "../../src/chat/saves/apply-condition";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import { cardRecords } from "../../src/chat/card-actions/card-records";
import { item, lastCard, statusesOf, table, type Table } from "./card-trust-setup";
import type { HarnessUser } from "../harness";

const shift = { shiftKey: true } as unknown as Event;

let t: Table;
let card: ChatMessage.Implementation;

beforeEach(async () => {
  t = await table();
  t.h.onEveryClient(listenChat); // the chat hooks every client runs (src/fray.ts)
  const hex = await item(t.dragon, "Tripping Hex", "spell", { save: { ability: "dex", dc: 15 }, condition: "prone" });
  await hex.use({ targets: [t.hero] });
  card = lastCard();
});

/** The hero's save from the card's button on `user`'s client, showing `natural`; the save's message. */
async function heroSave(natural: number, user: HarnessUser = t.h.player): Promise<ChatMessage.Implementation> {
  t.h.dice.queue(20, natural);
  await t.h.as(user, () =>
    onCardAction(
      t.h.doc(card, user),
      { action: "frayRollSave", targetUuid: t.hero.uuid, save: "dex", dc: "15" },
      shift,
    ),
  );
  await t.h.settle();
  return lastCard();
}

describe("issue 26 attack 7: deleting a failed save and rolling again escapes nothing", () => {
  it("the hero's player deletes its failed save and rolls a 20: the GM still applies the condition", async () => {
    const failed = await heroSave(2);
    await t.h.as(t.h.player, () => t.h.doc(failed, t.h.player).delete());
    await t.h.settle();
    expect(t.h.doc(card, t.h.gm).id).toBe(card.id);
    await heroSave(20);
    expect(await t.h.as(t.h.gm, () => applyCondition(card.id ?? "", t.hero.uuid, "prone"))).toEqual({ ok: true });
    await t.h.settle();
    expect(statusesOf(t.h, t.hero)).toEqual(["prone"]);
  });

  it("the first save stays the one that counts: a success first, then a deleted-and-rerolled failure, applies nothing", async () => {
    const made = await heroSave(20);
    await t.h.as(t.h.player, () => t.h.doc(made, t.h.player).delete());
    await t.h.settle();
    await heroSave(1);
    expect(await t.h.as(t.h.gm, () => applyCondition(card.id ?? "", t.hero.uuid, "prone"))).toEqual({
      ok: false,
      reason: "saveSucceeded",
    });
    expect(statusesOf(t.h, t.hero)).toEqual([]);
  });

  it("another player and an observer can't delete the save; nobody but a GM writes a record", async () => {
    const failed = await heroSave(2);
    for (const user of [t.h.player2, t.h.observer]) {
      await expect(t.h.as(user, () => t.h.doc(failed, user).delete())).rejects.toThrow();
      await expect(
        t.h.as(user, () => game.settings.set("fray", "cardRecords", { saves: [], applied: [] })),
      ).rejects.toThrow();
    }
    await expect(
      t.h.as(t.h.player, () => game.settings.set("fray", "cardRecords", { saves: [], applied: [] })),
    ).rejects.toThrow();
    await t.h.settle();
    expect(t.h.as(t.h.gm, () => cardRecords().saves.map((s) => [s.actor, s.natural]))).toEqual([[t.hero.uuid, 2]]);
  });
});
