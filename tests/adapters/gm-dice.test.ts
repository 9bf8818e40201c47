// Issue 26 item 6: "GMs roll players' damage and saves" (world setting fray.gmRollsPlayerDice, off by default).
// With it on, a player's roll-damage and roll-save buttons are rolled on the active GM's client (the card is the
// GM's, flagged for the player, who may apply it), and damage or saves a player rolled itself are not applied.
// Another player and an observer can't have the GM roll for cards or creatures that aren't theirs.
import { beforeEach, describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import { applyCondition } from "../../src/chat/saves/apply-condition";
import { hpOf, item, lastCard, statusesOf, table, type Table } from "./card-trust-setup";

let t: Table;

beforeEach(async () => {
  t = await table();
  t.h.onEveryClient(listenChat);
  await t.h.settings.set("fray", "autoApplyCardActions", true);
});

/** The hero's sword attack on the dragon (natural 15 + 5: a hit), from the player's client. */
async function attack(): Promise<ChatMessage.Implementation> {
  t.h.actAs(t.h.player);
  t.h.dice.queue(20, 15);
  await t.sword.rollAttack({ fastForward: true, targets: [t.dragon] });
  await t.h.settle();
  return lastCard();
}

const applyAs = (card: ChatMessage.Implementation) =>
  t.h.as(t.h.player, () =>
    requestGm("fray.applyDamage", { messageId: card.id, targetUuid: t.dragon.uuid, multiplier: 1 }),
  );

describe("issue 26 item 6: GMs roll players' damage and saves (fray.gmRollsPlayerDice)", () => {
  it("is off by default: the player rolls its own damage and it applies", async () => {
    expect(t.h.as(t.h.gm, () => game.settings.get("fray", "gmRollsPlayerDice"))).toBe(false);
    const hit = await attack();
    t.h.dice.queue(8, 5);
    await onCardAction(t.h.doc(hit, t.h.player), {
      action: "frayRollDamage",
      itemUuid: t.sword.uuid,
      critical: "false",
    });
    await t.h.settle();
    expect(lastCard().author.id).toBe(t.h.player.id);
    expect(await applyAs(lastCard())).toMatchObject({ ok: true });
  });

  it("on: the damage button is rolled by the GM's client, and the player may apply that card", async () => {
    await t.h.settings.set("fray", "gmRollsPlayerDice", true);
    const hit = await attack();
    t.h.dice.queue(8, 5);
    expect(
      await onCardAction(t.h.doc(hit, t.h.player), {
        action: "frayRollDamage",
        itemUuid: t.sword.uuid,
        critical: "false",
      }),
    ).toEqual({ ok: true });
    await t.h.settle();
    const card = lastCard();
    expect(card.author.id).toBe(t.h.gm.id);
    expect(card.flags.fray?.rolledFor).toBe(t.h.player.id);
    expect(await applyAs(card)).toMatchObject({ ok: true, damageTaken: 8 });
    expect(hpOf(t.h, t.dragon)).toBe(192);
  });

  it("on: damage the player rolled on its own client is not applied", async () => {
    await t.h.settings.set("fray", "gmRollsPlayerDice", true);
    const hit = await attack();
    t.h.dice.queue(8, 8);
    await t.sword.rollDamage({ targets: [t.dragon], attackCardId: hit.id ?? "" });
    await t.h.settle();
    expect(await applyAs(lastCard())).toEqual({ ok: false, reason: "notRolledByGm" });
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });

  it("on: the hero's save is rolled by the GM and counts; one the player posts itself doesn't", async () => {
    await t.h.settings.set("fray", "gmRollsPlayerDice", true);
    const hex = await t.h.as(t.h.gm, () =>
      item(t.dragon, "Hex", "spell", { save: { ability: "dex", dc: 15 }, condition: "prone" }),
    );
    await t.h.as(t.h.gm, () => hex.use({ targets: [t.hero] }));
    const card = t.h.as(t.h.gm, () => lastCard());
    t.h.dice.queue(20, 3);
    const asked = await t.h.as(t.h.player, () =>
      onCardAction(t.h.doc(card, t.h.player), {
        action: "frayRollSave",
        targetUuid: t.hero.uuid,
        save: "dex",
        dc: "1",
      }),
    );
    expect(asked).toEqual({ ok: true });
    await t.h.settle();
    expect(t.h.as(t.h.gm, () => lastCard().author.id)).toBe(t.h.gm.id);
    expect(await t.h.as(t.h.gm, () => applyCondition(card.id ?? "", t.hero.uuid, "prone"))).toEqual({ ok: true });
    await t.h.settle();
    expect(statusesOf(t.h, t.hero)).toEqual(["prone"]);
  });

  it("on: another player and an observer can't have the GM roll for the owner's card or creature", async () => {
    await t.h.settings.set("fray", "gmRollsPlayerDice", true);
    const hit = await attack();
    for (const user of [t.h.player2, t.h.observer]) {
      expect(
        await t.h.as(user, () =>
          requestGm("fray.rollDamage", { messageId: hit.id, itemUuid: t.sword.uuid, critical: true }),
        ),
      ).toEqual({ ok: false, reason: "notYourCard" });
    }
    const hex = await t.h.as(t.h.gm, () =>
      item(t.dragon, "Hex", "spell", { save: { ability: "dex", dc: 15 }, condition: "prone" }),
    );
    await t.h.as(t.h.gm, () => hex.use({ targets: [t.hero] }));
    const card = t.h.as(t.h.gm, () => lastCard());
    for (const user of [t.h.player2, t.h.observer]) {
      expect(
        await t.h.as(user, () => requestGm("fray.rollSave", { messageId: card.id, targetUuid: t.hero.uuid })),
      ).toEqual({ ok: false, reason: "noTarget" });
    }
  });
});
