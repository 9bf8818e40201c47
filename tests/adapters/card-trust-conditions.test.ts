// Issue 12 item 2, conditions the GM can trust: `fray.applyCondition` applies only the condition the card's item
// brings, only to a target whose failed save is recorded for that card (a save rolled from its button carries
// the card's id, posted by one of the target's owners, its dice checked and its total recomputed), and on a
// creature the asker doesn't own only with the GM's yes unless fray.autoApplyCardActions.
import { beforeEach, describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { applyCondition } from "../../src/chat/saves/apply-condition";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import { dialogs, item, lastCard, postAs, rollData, statusesOf, table, writes, type Table } from "./card-trust-setup";
import type { FrayItem } from "../../src/documents/item";
import type { HarnessUser } from "../harness";

const shift = { shiftKey: true } as unknown as Event; // Shift: roll at once, no dialog

let t: Table;
let hex: FrayItem;
let card: ChatMessage.Implementation;

beforeEach(async () => {
  t = await table();
  // DC 8 + 0 (Intelligence 10) + 2 (proficiency) = 10, a Dexterity save; failing it knocks the target prone.
  hex = await item(t.hero, "Tripping Hex", "spell", { save: { ability: "dex" }, condition: "prone" });
  t.h.actAs(t.h.player);
  await hex.use({ targets: [t.dragon] });
  card = lastCard();
});

/** The dragon's save, rolled by `user` from `request`'s button, showing `natural` (Dexterity 10: +0). */
async function dragonSave(natural: number, request = card, user: HarnessUser = t.h.gm): Promise<void> {
  t.h.dice.queue(20, natural);
  await t.h.as(user, () =>
    onCardAction(
      t.h.doc(request, user),
      { action: "frayRollSave", targetUuid: t.dragon.uuid, save: "dex", dc: "10" },
      shift,
    ),
  );
  await t.h.settle();
}

/** Asks the GM to make the dragon `condition` from `messageId`, from `user`'s own client. */
const ask = (user: HarnessUser, messageId: string, condition = "prone", extra: Record<string, unknown> = {}) =>
  t.h.as(user, () => requestGm("fray.applyCondition", { messageId, targetUuid: t.dragon.uuid, condition, ...extra }));

/** Neither `user`'s request nor the GM's own click on `request` changes anything. */
async function refusedEverywhere(request: ChatMessage.Implementation, condition: string, reason: string) {
  t.h.operations.length = 0;
  expect(await ask(t.h.player, request.id ?? "", condition)).toEqual({ ok: false, reason });
  expect(await t.h.as(t.h.gm, () => applyCondition(request.id ?? "", t.dragon.uuid, condition))).toEqual({
    ok: false,
    reason,
  });
  expect(writes(t.h)).toEqual([]);
  expect(statusesOf(t.h, t.dragon)).toEqual([]);
  expect(dialogs.shown).toEqual([]);
}

describe("issue 12: the save a condition needs is recorded on its card", () => {
  it("a save rolled from the card's button names the card", async () => {
    await dragonSave(2);
    const save: unknown = lastCard().rolls[0];
    if (!(save instanceof FrayD20Roll)) throw new Error("no save roll");
    expect(save.fray.saveRequestId).toBe(card.id);
    expect(card.flags.fray?.saveRequest).toMatchObject({ actorUuid: t.hero.uuid, itemUuid: hex.uuid });
  });

  it("no save yet, a save that succeeded, or a save rolled for another card: refused", async () => {
    await refusedEverywhere(card, "prone", "noSaveRecorded");
    await hex.use({ targets: [t.dragon] });
    const other = lastCard();
    await dragonSave(2, other); // failed, but against the other card
    await refusedEverywhere(card, "prone", "noSaveRecorded");
    await dragonSave(10); // 10 meets DC 10: a success, and the first save for this card
    await dragonSave(1); // a second roll doesn't replace the first
    await refusedEverywhere(card, "prone", "saveSucceeded");
  });
});

describe("issue 12: a forged save request or save changes nothing on the GM's side", () => {
  it("a made-up save request for 'dead', with or without an item behind it, is refused", async () => {
    const bare = await postAs(t.h, t.h.player, {
      flags: { fray: { saveRequest: { targets: [t.dragon.uuid], condition: "dead" } } },
    });
    await refusedEverywhere(bare, "dead", "noItem");
    const posing = await postAs(t.h, t.h.player, {
      flags: {
        fray: {
          saveRequest: { targets: [t.dragon.uuid], condition: "dead", actorUuid: t.hero.uuid, itemUuid: hex.uuid },
        },
      },
    });
    await dragonSave(1, posing); // even a real failed save: the hex brings prone, not dead
    await refusedEverywhere(posing, "dead", "notThisCondition");
  });

  it("a failed save the player forges for the GM's dragon doesn't count: only the dragon's owners record its saves", async () => {
    // The card's button won't roll a save for a creature the player doesn't own…
    const button = { action: "frayRollSave", targetUuid: t.dragon.uuid, save: "dex", dc: "10" };
    expect(await onCardAction(card, button, shift)).toBeNull();
    // …so it copies a save the GM rolled for the dragon elsewhere, links it to the card and makes it a natural 1.
    await postAs(t.h, t.h.player, { rolls: [await dragonSaveData(firstDie(1), 1)] });
    await refusedEverywhere(card, "prone", "noSaveRecorded");
  });

  // Issue 26: a save whose dice don't check out is never the save that counts (nor recorded by the GM), so the
  // card has no save on record.
  it("a recorded save with an impossible die or a forged total is refused, even one a GM posted", async () => {
    await postAs(t.h, t.h.gm, { rolls: [await dragonSaveData(firstDie(25), 25)] });
    await refusedEverywhere(card, "prone", "noSaveRecorded");
    await hex.use({ targets: [t.dragon] });
    card = lastCard();
    // 15 on the die, yet it claims a total of 1.
    await postAs(t.h, t.h.gm, { rolls: [await dragonSaveData(() => undefined, 1)] });
    await refusedEverywhere(card, "prone", "noSaveRecorded");
  });
});

/** An edit of a save's data: its d20 shows `face`. */
const firstDie = (face: number) => (roll: SaveData) => {
  const result = roll.dice[0]?.results[0];
  if (result) result.result = face;
};

type SaveData = { options: Record<string, unknown>; dice: { results: { result: number }[] }[]; total: number };

/** A save the GM rolled for the dragon (a 15), linked to `card` and edited by `change`, claiming `total`. */
async function dragonSaveData(change: (roll: SaveData) => void, total: number): Promise<SaveData> {
  t.h.dice.queue(20, 15);
  await t.h.as(t.h.gm, () => t.dragon.rollSave("dex", { fastForward: true }));
  const roll = rollData(lastCard()) as unknown as SaveData;
  roll.options.saveRequestId = card.id;
  change(roll);
  roll.total = total;
  return roll;
}

describe("issue 12: fray.applyCondition for each asker (the server names the asker; the data never does)", () => {
  beforeEach(async () => {
    await dragonSave(2); // 2 against DC 10: failed, recorded by the dragon's owner, the GM
  });

  it("the card's owner: the GM's client checks the failed save, asks its GM (names escaped) and applies on yes", async () => {
    await t.h.as(t.h.gm, () => t.dragon.update({ name: "<b>Dragon</b>" }));
    t.h.operations.length = 0;
    dialogs.answers.push(true);
    const result = await onCardAction(card, {
      action: "frayApplyCondition",
      targetUuid: t.dragon.uuid,
      condition: "prone",
    });
    expect(result).toEqual({ ok: true });
    expect(statusesOf(t.h, t.dragon)).toEqual(["prone"]);
    expect(t.h.operations.every((o) => o.userId === t.h.gm.id)).toBe(true);
    const content = String(dialogs.shown[0]?.content);
    expect(content).toContain("Player asks to make &lt;b&gt;Dragon&lt;/b&gt; Prone with Tripping Hex.");
  });

  it("the card's owner, when the GM says no: nothing is written; with fray.autoApplyCardActions, no question", async () => {
    t.h.operations.length = 0;
    dialogs.answers.push(false);
    expect(await ask(t.h.player, card.id ?? "")).toEqual({ ok: false, reason: "notConfirmed" });
    expect(writes(t.h)).toEqual([]);
    await t.h.as(t.h.gm, () => game.settings.set("fray", "autoApplyCardActions", true));
    expect(await ask(t.h.player, card.id ?? "")).toEqual({ ok: true });
    expect(dialogs.shown).toHaveLength(1);
    expect(statusesOf(t.h, t.dragon)).toEqual(["prone"]);
  });

  /** `user` clicks the player's card, then posts a copy of it as its own card and applies that. */
  async function bothRefused(user: HarnessUser): Promise<void> {
    t.h.operations.length = 0;
    expect(await ask(user, card.id ?? "")).toEqual({ ok: false, reason: "notYourCard" });
    const copy = await postAs(t.h, user, { content: card.content, flags: structuredClone(card.flags) });
    t.h.operations.length = 0;
    expect(await ask(user, copy.id ?? "")).toEqual({ ok: false, reason: "notAuthorsActor" });
    expect(writes(t.h)).toEqual([]);
    expect(statusesOf(t.h, t.dragon)).toEqual([]);
    expect(dialogs.shown).toEqual([]);
  }

  it("another player (who owns a hero of its own) is refused", async () => {
    await bothRefused(t.h.player2);
  });

  it("an observer of the hero and the dragon is refused", async () => {
    await bothRefused(t.h.observer);
  });

  it("a player who owns nothing is refused", async () => {
    await t.h.as(t.h.gm, async () => {
      for (const actor of [t.hero, t.dragon]) await actor.update({ ownership: { [t.h.observer.id]: 0 } } as never);
    });
    await bothRefused(t.h.observer);
  });

  it("a request naming the card's owner (or a GM) inside its data is still the sender's: refused", async () => {
    // Player Two's own copy of the card, so that only who is asking can refuse it.
    const copy = await postAs(t.h, t.h.player2, { content: card.content, flags: structuredClone(card.flags) });
    t.h.operations.length = 0;
    for (const id of [t.h.player.id, t.h.gm.id]) {
      const forged = { userId: id, senderId: id, asker: id, user: id, author: id };
      expect(await ask(t.h.player2, card.id ?? "", "prone", forged)).toEqual({ ok: false, reason: "notYourCard" });
      expect(await ask(t.h.player2, copy.id ?? "", "prone", forged)).toEqual({ ok: false, reason: "notAuthorsActor" });
    }
    expect(writes(t.h)).toEqual([]);
    expect(statusesOf(t.h, t.dragon)).toEqual([]);
  });
});
