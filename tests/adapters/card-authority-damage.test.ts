// Issue 26 attacks 6 and 8 (item 4): a damage card's critical and hit come from the attack card as the GM judges
// it, and a card applies once per target. The player (the hero's owner) attacks the GM's dragon and then, from its
// own client, posts damage that claims more than the attack gave and asks the GM to apply it, with card actions
// applied without asking (fray.autoApplyCardActions). Another player and an observer are refused as before.
import { beforeEach, describe, expect, it } from "vitest";
import { requestGm } from "../../src/net/gm-requests";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { hpOf, lastCard, table, writes, type Table } from "./card-trust-setup";
import type { HarnessUser } from "../harness";

let t: Table;

beforeEach(async () => {
  t = await table();
  await t.h.settings.set("fray", "autoApplyCardActions", true);
  t.h.actAs(t.h.player);
});

/** The hero's sword attack on the dragon showing `natural` (+5: Strength 16 and proficiency; the dragon's AC 10). */
async function attack(natural: number): Promise<ChatMessage.Implementation> {
  t.h.dice.queue(20, natural);
  await t.sword.rollAttack({ fastForward: true, targets: [t.dragon] });
  await t.h.settle();
  return lastCard();
}

/** The player's own client rolls the sword's damage (a d8 showing `face`) naming `options`. */
async function damage(face: number, options: Record<string, unknown>): Promise<ChatMessage.Implementation> {
  t.h.dice.queue(8, face, face);
  await t.sword.rollDamage({ targets: [t.dragon], ...options });
  await t.h.settle();
  return lastCard();
}

const ask = (user: HarnessUser, card: ChatMessage.Implementation) =>
  t.h.as(user, () => requestGm("fray.applyDamage", { messageId: card.id, targetUuid: t.dragon.uuid, multiplier: 1 }));

describe("issue 26 attack 6: a damage roll claiming a critical the attack didn't score doubles nothing", () => {
  it("critical damage named after a plain hit (natural 12), or after no attack at all, is refused", async () => {
    const hit = await attack(12);
    const forged = await damage(8, { critical: true, attackCardId: hit.id });
    const bare = await damage(8, { critical: true });
    t.h.operations.length = 0;
    expect(await ask(t.h.player, forged)).toEqual({ ok: false, reason: "notCritical" });
    expect(await ask(t.h.player, bare)).toEqual({ ok: false, reason: "notCritical" });
    expect(writes(t.h)).toEqual([]);
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });

  it("a natural 20's card button rolls critical damage, which the GM applies", async () => {
    const crit = await attack(20);
    t.h.dice.queue(8, 4, 4);
    await onCardAction(crit, { action: "frayRollDamage", itemUuid: t.sword.uuid, critical: "true" });
    await t.h.settle();
    const card = lastCard();
    expect(await ask(t.h.player, card)).toMatchObject({ ok: true, damageTaken: 11 });
    expect(hpOf(t.h, t.dragon)).toBe(189);
  });

  it("another player and an observer can't apply the owner's card at all", async () => {
    const crit = await attack(20);
    const card = await damage(4, { critical: true, attackCardId: crit.id });
    for (const user of [t.h.player2, t.h.observer])
      expect(await ask(user, card)).toEqual({ ok: false, reason: "notYourCard" });
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });
});

describe("issue 26 attack 8: a damage card applies once per target, and never from a missed attack", () => {
  it("applying the same card twice, or two requests at once, takes the hit points once", async () => {
    const hit = await attack(12);
    const card = await damage(5, { attackCardId: hit.id });
    const [a, b] = await Promise.all([ask(t.h.player, card), ask(t.h.player, card)]);
    expect([a, b]).toContainEqual({ ok: false, reason: "alreadyApplied" });
    expect(await ask(t.h.player, card)).toEqual({ ok: false, reason: "alreadyApplied" });
    expect(hpOf(t.h, t.dragon)).toBe(192);
  });

  it("a second damage roll from the same attack card is the same damage: refused", async () => {
    const hit = await attack(12);
    expect(await ask(t.h.player, await damage(5, { attackCardId: hit.id }))).toMatchObject({ ok: true });
    expect(await ask(t.h.player, await damage(8, { attackCardId: hit.id }))).toEqual({
      ok: false,
      reason: "alreadyApplied",
    });
    expect(hpOf(t.h, t.dragon)).toBe(192);
  });

  it("damage rolled from an attack that missed (natural 2: 7 against AC 10) is refused", async () => {
    const miss = await attack(2);
    const card = await damage(8, { attackCardId: miss.id });
    expect(await ask(t.h.player, card)).toEqual({ ok: false, reason: "attackMissed" });
    expect(hpOf(t.h, t.dragon)).toBe(200);
  });
});
