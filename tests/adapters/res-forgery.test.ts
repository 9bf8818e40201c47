// Issue 29 item 4 (RES-6): the GM re-derives what a damage card may add. A forged extra term changes nothing: a
// term the options don't declare, a feature the creature doesn't have, a situational bonus beyond ±10; a card is
// applied only by its poster (another player and an observer are refused); a situational bonus only with the GM's
// confirmation, always (card actions applied automatically here), shown as "situational (player)".
import { beforeEach, describe, expect, it } from "vitest";
import { applyAs, hpOf, itemOn, lastCard, place, rogueFight, SNEAK_ATTACK } from "./table-resources-setup";
import { text } from "./roll-setup";
import { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { Fight, LedgerHarness } from "./ledger-setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;
let f: Fight;
let rogue: FrayActor;
let goblin: FrayActor;
let rapier: FrayItem;
let sneak: FrayItem;

beforeEach(async () => {
  ({ h, f } = await rogueFight());
  rogue = f.actors.Rogue as FrayActor;
  goblin = f.actors.Goblin as FrayActor;
  await place(h, f, { Rogue: [0, 0, 1], Goblin: [1, 0, -1], Ally: [9, 0, 1] });
  h.actAs(h.gm);
  await h.as(h.gm, () => goblin.update({ ownership: { [h.observer.id]: 2 } } as never));
  rapier = await itemOn(rogue, "Rapier", "weapon", {
    damage: { parts: [{ formula: "1d8", type: "piercing" }], versatile: "" },
    properties: ["finesse"],
  });
  sneak = await itemOn(rogue, "Sneak Attack", "feature", { extraDamage: SNEAK_ATTACK });
  h.actAs(h.player);
});

async function attack(): Promise<ChatMessage.Implementation> {
  h.dice.queue(20, 15);
  await rapier.rollAttack({ fastForward: true, targets: [goblin] });
  await h.settle();
  return lastCard();
}

/** A damage roll the player's own client makes up and posts: any formula, any options. */
async function forged(formula: string, options: Record<string, unknown>): Promise<ChatMessage.Implementation> {
  // Every die shows 1: what the dice show doesn't matter, only what the formula claims.
  for (const [, count, faces] of formula.matchAll(/(\d+)d(\d+)/g))
    h.dice.queue(Number(faces), ...Array<number>(Number(count)).fill(1));
  const card = await h.as(h.player, async () => {
    const roll = new FrayDamageRoll(formula, {}, {
      types: ["piercing"],
      critical: false,
      diceMultiplier: 1,
      totalMultiplier: 1,
      versatile: false,
      targets: [{ uuid: goblin.uuid, name: "Goblin", ac: null, dc: null, cover: "none", sources: [] }],
      preset: "srd52",
      subject: "Rapier",
      actorUuid: rogue.uuid,
      itemUuid: rapier.uuid,
      ...options,
    } as never);
    await roll.evaluate();
    return ChatMessage.create({ content: "", rolls: [JSON.stringify(roll)] });
  });
  await h.settle();
  return h.doc(card as unknown as ChatMessage.Implementation);
}

describe("RES-6 a forged extra term changes nothing", () => {
  it("the forger: six more d6 the options don't declare, a feature the rogue doesn't have, a second Sneak Attack", async () => {
    const hit = await attack();
    const plain = await forged("1d8 + 6d6 + 3", { attackCardId: hit.id });
    expect(await applyAs(h, h.player, plain, goblin)).toEqual({ ok: false, reason: "notTheItemsRoll" });
    const unknown = await forged("1d8 + 3d6 + 3", {
      attackCardId: hit.id,
      extras: [{ feature: "smiteXXXXXXXXXXX", slot: null }],
    });
    expect(await applyAs(h, h.player, unknown, goblin)).toEqual({ ok: false, reason: "notAnExtra" });
    const twice = await forged("1d8 + 3d6 + 3d6 + 3", {
      attackCardId: hit.id,
      extras: [
        { feature: sneak.id, slot: null },
        { feature: sneak.id, slot: null },
      ],
    });
    expect(await applyAs(h, h.player, twice, goblin)).toEqual({ ok: false, reason: "notAnExtra" });
    // Sneak Attack at the rogue's level is 3d6: claiming it with 6d6 is not the feature's roll.
    const bigger = await forged("1d8 + 6d6 + 3", { attackCardId: hit.id, extras: [{ feature: sneak.id, slot: null }] });
    expect(await applyAs(h, h.player, bigger, goblin)).toEqual({ ok: false, reason: "notTheItemsRoll" });
    const huge = await forged("1d8 + 3 + 2d6", { attackCardId: hit.id, situational: "2d6" });
    expect(await applyAs(h, h.player, huge, goblin)).toEqual({ ok: false, reason: "badSituational" });
    expect(hpOf(h, goblin)).toBe(60);
  });

  it("another player and an observer can't apply the rogue's card", async () => {
    const hit = await attack();
    h.dice.queue(8, 4);
    h.dice.queue(6, 1, 2, 3);
    await rapier.rollDamage({
      targets: [goblin],
      attackCardId: hit.id ?? "",
      extras: [{ feature: sneak.id ?? "", slot: null }],
    });
    await h.settle();
    const card = lastCard();
    for (const user of [h.player2, h.observer])
      expect(await applyAs(h, user, card, goblin)).toEqual({ ok: false, reason: "notYourCard" });
    expect(hpOf(h, goblin)).toBe(60);
  });
});

describe("RES-6 a situational bonus: within ±10, shown as the player's, applied only with the GM's confirmation", () => {
  async function withBonus(bonus: string): Promise<ChatMessage.Implementation> {
    const hit = await attack();
    h.dice.queue(8, 4);
    h.dice.queue(4, 3);
    await rapier.rollDamage({ targets: [goblin], attackCardId: hit.id ?? "", situational: bonus });
    await h.settle();
    return lastCard();
  }

  it("the GM confirms 1d4 (card actions applied automatically): 4 + 3 + 3 taken; the card names it", async () => {
    const card = await withBonus("1d4");
    expect(card.rolls[0]?.formula).toBe("1d8 + 3 + 1d4");
    expect(text(card.content)).toContain("situational (player): 1d4");
    h.confirms.push(true);
    expect(await applyAs(h, h.player, card, goblin)).toMatchObject({ ok: true, damageTaken: 10 });
    expect(h.confirm).toHaveBeenCalledTimes(1);
  });

  it("the GM declines: nothing is applied", async () => {
    const card = await withBonus("1d4");
    h.confirms.push(false);
    expect(await applyAs(h, h.player, card, goblin)).toEqual({ ok: false, reason: "notConfirmed" });
    expect(hpOf(h, goblin)).toBe(60);
  });

  it("a bonus beyond ±10 isn't rolled at all", async () => {
    const before = (game.messages as unknown as { size: number }).size;
    await attack();
    await rapier.rollDamage({ targets: [goblin], situational: "1d12" });
    expect((game.messages as unknown as { size: number }).size).toBe(before + 1);
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("at most 10"));
  });
});
