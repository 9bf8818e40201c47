// Issue 29 item 1 (RES-6): a feature's extra damage reaches the damage card, and the GM accepts it only where its
// condition held, as the GM recorded the attack (roll mode, who stood within 5 ft of the target) and the turn's uses.
// The rogue (the player's, level 5: Sneak Attack 3d6) fights the GM's goblin beside the rogue's ally.
import { beforeEach, describe, expect, it } from "vitest";
import { applyAs, hpOf, itemOn, lastCard, place, rogueFight, SNEAK_ATTACK } from "./table-resources-setup";
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
  await place(h, f, { Rogue: [0, 0, 1], Goblin: [1, 0, -1], Ally: [2, 0, 1] });
  h.actAs(h.gm);
  rapier = await itemOn(rogue, "Rapier", "weapon", {
    damage: { parts: [{ formula: "1d8", type: "piercing" }], versatile: "" },
    properties: ["finesse"],
    equipped: true,
  });
  sneak = await itemOn(rogue, "Sneak Attack", "feature", { extraDamage: SNEAK_ATTACK });
  // Extra Attack: two attacks in the Attack action, so the second attack is made in the same turn.
  await itemOn(rogue, "Extra Attack", "feature", { grants: { attacks: 2 } });
  h.actAs(h.player);
});

/** The rogue's rapier attack on the goblin (natural 15: 15 + 3 + 3 against AC 10) and its card. */
async function attack(): Promise<ChatMessage.Implementation> {
  h.dice.queue(20, 15);
  await rapier.rollAttack({ fastForward: true, targets: [goblin] });
  await h.settle();
  return lastCard();
}

/** The rapier's damage from `card`, with Sneak Attack: d8 shows 4, the three d6 show 1, 2 and 3. */
async function damageWithSneak(card: ChatMessage.Implementation): Promise<ChatMessage.Implementation> {
  h.dice.queue(8, 4);
  h.dice.queue(6, 1, 2, 3);
  await rapier.rollDamage({
    targets: [goblin],
    attackCardId: card.id ?? "",
    extras: [{ feature: sneak.id ?? "", slot: null }],
  });
  await h.settle();
  return lastCard();
}

describe("RES-6 Sneak Attack: once per turn, on any creature's turn", () => {
  it("applied once in the rogue's turn, refused the second time, applied again on an opportunity attack in the goblin's turn", async () => {
    const first = await damageWithSneak(await attack());
    expect(first.rolls[0]?.formula).toBe("1d8 + 3d6 + 3");
    expect(await applyAs(h, h.player, first, goblin)).toMatchObject({ ok: true, damageTaken: 13 });
    expect(hpOf(h, goblin)).toBe(47);

    const second = await damageWithSneak(await attack());
    expect(await applyAs(h, h.player, second, goblin)).toEqual({ ok: false, reason: "extraOncePerTurn" });
    expect(hpOf(h, goblin)).toBe(47);

    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    // The goblin's turn: the rogue's attack is a reaction (an opportunity attack), in another creature's turn.
    const opportunity = await damageWithSneak(await attack());
    expect(await applyAs(h, h.player, opportunity, goblin)).toMatchObject({ ok: true, damageTaken: 13 });
    expect(hpOf(h, goblin)).toBe(34);
  });

  it("without advantage and with no ally within 5 ft of the target, the GM refuses it", async () => {
    await place(h, f, { Ally: [5, 0, 1] });
    h.actAs(h.player);
    const card = await damageWithSneak(await attack());
    expect(await applyAs(h, h.player, card, goblin)).toEqual({ ok: false, reason: "extraCondition" });
    expect(hpOf(h, goblin)).toBe(60);
  });

  it("the GM measured at the attack: an ally walking up after the attack changes nothing", async () => {
    await place(h, f, { Ally: [5, 0, 1] });
    h.actAs(h.player);
    const card = await attack();
    await place(h, f, { Ally: [2, 0, 1] });
    h.actAs(h.player);
    const damage = await damageWithSneak(card);
    expect(await applyAs(h, h.player, damage, goblin)).toEqual({ ok: false, reason: "extraCondition" });
  });

  it("an incapacitated ally beside the target doesn't count", async () => {
    await h.as(h.gm, () => (f.actors.Ally as FrayActor).toggleStatusEffect("unconscious", { active: true }));
    await h.settle();
    const card = await damageWithSneak(await attack());
    expect(await applyAs(h, h.player, card, goblin)).toEqual({ ok: false, reason: "extraCondition" });
  });
});
