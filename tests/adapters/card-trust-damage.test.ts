// Issue 12 item 2, damage cards the GM can trust: before `fray.applyDamage` writes, the applying client re-derives
// the damage from documents (the item's formula, the recorded dice, the author's ownership of the roller), never
// from the roll's total; healing only from a healing roll; a creature the asker doesn't own needs the GM's yes
// unless fray.autoApplyCardActions. Forged chat messages, and every asker but the card's owner, change nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { applyDamage } from "../../src/chat/damage/apply-damage";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { dialogs, hpOf, item, lastCard, postAs, rollData, table, writes, type Table } from "./card-trust-setup";
import type { HarnessUser } from "../harness";

let t: Table;
let card: ChatMessage.Implementation;
let legit: Record<string, unknown>;

beforeEach(async () => {
  t = await table();
  t.h.actAs(t.h.player);
  t.h.dice.queue(8, 5); // 1d8 + 3 (Strength 16) = 8
  await t.sword.rollDamage({ targets: [t.dragon] });
  card = lastCard();
  legit = rollData(card);
});

/** `legit` with `change` applied to a copy. */
function edited(change: (roll: Record<string, unknown> & { dice: { results: { result: number }[] }[] }) => void) {
  const copy = structuredClone(legit) as Parameters<typeof change>[0];
  change(copy);
  return copy;
}

/** Asks the GM to apply `messageId`'s damage to the dragon from `user`'s own client, as a hostile client would. */
const ask = (user: HarnessUser, messageId: string, extra: Record<string, unknown> = {}) =>
  t.h.as(user, () => requestGm("fray.applyDamage", { messageId, targetUuid: t.dragon.uuid, multiplier: 1, ...extra }));

/** Neither the player's request nor the GM's own click on `forged` changes anything. */
async function refusedEverywhere(forged: ChatMessage.Implementation, reason: string): Promise<void> {
  t.h.operations.length = 0;
  expect(await ask(t.h.player, forged.id ?? "")).toEqual({ ok: false, reason });
  expect(await t.h.as(t.h.gm, () => applyDamage(forged.id ?? "", t.dragon.uuid, 1))).toEqual({ ok: false, reason });
  expect(writes(t.h)).toEqual([]);
  expect(hpOf(t.h, t.dragon)).toBe(200);
  expect(dialogs.shown).toEqual([]);
}

describe("issue 12: a forged damage card changes nothing on the GM's side", () => {
  it("a made-up roll of 9999 (a number for a formula, or the item's dice plus 9999) is not the item's roll", async () => {
    const flat = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r, { formula: "9999", dice: [], total: 9999 }))],
    });
    await refusedEverywhere(flat, "notTheItemsRoll");
    const plus = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r, { formula: "1d8 + 9999", total: 10004 }))],
    });
    await refusedEverywhere(plus, "notTheItemsRoll");
  });

  it("a die showing a face it doesn't have (9999 or 0 on a d8) is impossible", async () => {
    for (const face of [9999, 0]) {
      const forged = await postAs(t.h, t.h.player, {
        rolls: [
          edited((r) => {
            (r.dice[0]?.results[0] ?? { result: 0 }).result = face;
            r.total = face + 3;
          }),
        ],
      });
      await refusedEverywhere(forged, "impossibleDie");
    }
  });

  it("another formula (10d8, a d12) or the item's formula with other dice is refused", async () => {
    const tenD8 = {
      faces: 8,
      number: 10,
      modifiers: [],
      results: Array(10).fill({ result: 8, active: true }),
      total: 80,
    };
    const other = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r, { formula: "10d8 + 3", dice: [tenD8], total: 83 }))],
    });
    await refusedEverywhere(other, "notTheItemsRoll");
    const hidden = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r, { dice: [tenD8], total: 83 }))],
    });
    await refusedEverywhere(hidden, "notTheItemsDice");
    const d12 = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r, { formula: "1d12 + 3", total: 8 }))],
    });
    await refusedEverywhere(d12, "notTheItemsRoll");
  });

  it("a roll whose total is forged (the dice make 8, it says 9999) is refused, not applied as 9999 or 8", async () => {
    const forged = await postAs(t.h, t.h.player, { rolls: [edited((r) => (r.total = 9999))] });
    await refusedEverywhere(forged, "forgedTotal");
  });

  it("a roll from an item its poster doesn't own, or naming an item of another creature, is refused", async () => {
    const gmClaw = await t.h.as(t.h.gm, () =>
      item(t.dragon, "Claw", "weapon", { damage: { parts: [{ formula: "1d8", type: "slashing" }] } }),
    );
    const theirs = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r.options as object, { itemUuid: gmClaw.uuid, actorUuid: t.dragon.uuid }))],
    });
    await refusedEverywhere(theirs, "notAuthorsActor");
    const mismatched = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r.options as object, { actorUuid: t.rival.uuid }))],
    });
    await refusedEverywhere(mismatched, "notTheItemsActor");
  });

  it("healing only from a healing roll, damage only from a damaging one", async () => {
    const cure = await t.h.as(t.h.gm, () =>
      item(t.hero, "Cure Wounds", "spell", { damage: { parts: [{ formula: "1d8", type: "healing" }] } }),
    );
    t.h.dice.queue(8, 4);
    await cure.rollDamage({ targets: [t.dragon] });
    const heal = lastCard();
    expect(heal.content).not.toContain('data-multiplier="1"');
    expect(heal.content).toContain('data-multiplier="-1"');
    expect(card.content).not.toContain('data-multiplier="-1"');
    t.h.operations.length = 0;
    expect(await ask(t.h.player, card.id ?? "", { multiplier: -1 })).toEqual({ ok: false, reason: "notHealing" });
    expect(await ask(t.h.player, heal.id ?? "", { multiplier: 1 })).toEqual({ ok: false, reason: "healingRoll" });
    // A healing roll forged from the sword's damage roll still reads its types from the sword.
    const relabelled = await postAs(t.h, t.h.player, {
      rolls: [edited((r) => Object.assign(r.options as object, { types: ["healing"] }))],
    });
    t.h.operations.length = 0;
    expect(await ask(t.h.player, relabelled.id ?? "", { multiplier: -1 })).toEqual({ ok: false, reason: "notHealing" });
    expect(writes(t.h)).toEqual([]);
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });
});

describe("issue 12: fray.applyDamage for each asker (the server names the asker; the data never does)", () => {
  it("the card's owner: the GM's client recomputes 8, asks its GM (names escaped) and writes on yes", async () => {
    await t.h.as(t.h.gm, () => t.dragon.update({ name: "<img src=x onerror=alert(1)>" }));
    t.h.operations.length = 0;
    dialogs.answers.push(true);
    const result = await onCardAction(card, { action: "frayApplyDamage", targetUuid: t.dragon.uuid, multiplier: "1" });
    expect(result).toEqual({ ok: true, damageTaken: 8, healed: 0 });
    expect(hpOf(t.h, t.dragon)).toBe(192);
    expect(writes(t.h)).toEqual([`update Actor by ${t.h.gm.id}`]);
    const content = String(dialogs.shown[0]?.content);
    expect(content).toContain(
      "Player asks to apply 8 damage from Longsword to &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;.",
    );
    expect(content).not.toContain("<img");
  });

  it("the card's owner, when the GM says no or closes the question: nothing is written", async () => {
    for (const answer of [false, null]) {
      t.h.operations.length = 0;
      dialogs.answers.push(answer);
      expect(await ask(t.h.player, card.id ?? "")).toEqual({ ok: false, reason: "notConfirmed" });
      expect(writes(t.h)).toEqual([]);
    }
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });

  it("the card's owner, with fray.autoApplyCardActions: applied without a question", async () => {
    await t.h.as(t.h.gm, () => game.settings.set("fray", "autoApplyCardActions", true));
    t.h.operations.length = 0;
    expect(await ask(t.h.player, card.id ?? "")).toEqual({ ok: true, damageTaken: 8, healed: 0 });
    expect(dialogs.shown).toEqual([]);
    expect(writes(t.h)).toEqual([`update Actor by ${t.h.gm.id}`]);
  });

  /** `user` clicks the player's card, then posts a copy of its roll as its own card and applies that. */
  async function bothRefused(user: HarnessUser): Promise<void> {
    t.h.operations.length = 0;
    expect(await ask(user, card.id ?? "")).toEqual({ ok: false, reason: "notYourCard" });
    const copy = await postAs(t.h, user, { rolls: [legit] });
    t.h.operations.length = 0;
    expect(await ask(user, copy.id ?? "")).toEqual({ ok: false, reason: "notAuthorsActor" });
    expect(writes(t.h)).toEqual([]);
    expect(hpOf(t.h, t.dragon)).toBe(200);
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
    const copy = await postAs(t.h, t.h.player2, { rolls: [legit] });
    t.h.operations.length = 0;
    for (const id of [t.h.player.id, t.h.gm.id]) {
      const forged = { userId: id, senderId: id, asker: id, user: id, author: id };
      expect(await ask(t.h.player2, card.id ?? "", forged)).toEqual({ ok: false, reason: "notYourCard" });
      expect(await ask(t.h.player2, copy.id ?? "", forged)).toEqual({ ok: false, reason: "notAuthorsActor" });
    }
    expect(writes(t.h)).toEqual([]);
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });
});
