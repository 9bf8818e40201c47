// Issue 29 items 2, 3 (RES-1, RES-2): spells cast from the sheet spend their slots and scale by their validated
// data. Out of combat the owner's client writes the spend; in combat the GM's client writes it, refuses what the
// rules refuse (none left, srd52's one spell with a slot per turn, srd51's bonus-action spell) and lets a GM cast
// anyway. The GM judges a spell's damage at the slot it recorded for the casting card.
import { beforeEach, describe, expect, it } from "vitest";
import { fight, ledgerHarness, type LedgerHarness } from "./ledger-setup";
import { creature } from "./roll-setup";
import { applyAs, hpOf, itemOn, lastCard } from "./table-resources-setup";
import { listen as listenChat, onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: LedgerHarness;

const FIREBALL = {
  level: 3,
  save: { ability: "dex", dc: null },
  damage: { parts: [{ formula: "8d6", type: "fire" }], versatile: "" },
  scaling: { mode: "slot", formula: "1d6" },
};
const MAGIC_MISSILE = {
  level: 1,
  activation: { type: "bonus", cost: 1 },
  damage: { parts: [{ formula: "3d4", type: "force" }], versatile: "" },
};
const SACRED_FLAME = {
  level: 0,
  save: { ability: "dex", dc: null },
  damage: { parts: [{ formula: "1d8", type: "radiant" }], versatile: "" },
  scaling: { mode: "cantrip", formula: "1d8" },
};
const slots = (of: Record<number, number>) =>
  Object.fromEntries(Object.entries(of).map(([l, n]) => [l, { value: n, max: n }]));
const slotsOf = (actor: FrayActor) =>
  (h.doc(actor, h.gm).system as unknown as { slots: Record<string, { value: number }> }).slots;

async function harness(preset = "srd52"): Promise<void> {
  h = await ledgerHarness(preset);
  h.onEveryClient(listenChat);
  await h.settings.set("fray", "autoApplyCardActions", true);
}

/** The card's "roll damage" button, clicked by the acting user with Shift (no dialog); `faces` dice show 1. */
async function damageButton(card: ChatMessage.Implementation, item: FrayItem, faces: number, count: number) {
  h.dice.queue(faces, ...Array<number>(count).fill(1));
  await onCardAction(card, { action: "frayRollDamage", itemUuid: item.uuid, critical: "false" }, {
    shiftKey: true,
  } as unknown as Event);
  await h.settle();
  return lastCard();
}

/** The spell's damage rolled for `target` from its casting card (`faces` dice show 1). */
async function damageFrom(
  card: ChatMessage.Implementation,
  item: FrayItem,
  faces: number,
  count: number,
  target: FrayActor,
) {
  h.dice.queue(faces, ...Array<number>(count).fill(1));
  await item.rollDamage({ targets: [target], castCardId: card.id ?? "" });
  await h.settle();
  return lastCard();
}

describe("RES-1 an upcast Fireball at 5th level rolls 10d6 and spends the 5th-level slot (out of combat)", () => {
  let wizard: FrayActor;
  let goblin: FrayActor;
  let fireball: FrayItem;
  beforeEach(async () => {
    await harness();
    wizard = await creature("Wizard", { level: 9, slots: slots({ 3: 1, 5: 1 }) }, "character", {
      default: 0,
      [h.player.id]: 3,
    });
    goblin = await creature("Goblin", { hp: { value: 80, max: 80 } }, "npc");
    fireball = await itemOn(wizard, "Fireball", "spell", FIREBALL);
    h.actAs(h.player);
  });

  it("the owner's client spends the slot; the card's damage is 10d6, which the GM applies", async () => {
    await fireball.use({ slotLevel: 5, targets: [goblin], placeArea: false });
    await h.settle();
    const card = lastCard();
    expect(slotsOf(wizard)["5"]?.value).toBe(0);
    expect(slotsOf(wizard)["3"]?.value).toBe(1);
    expect((await damageButton(card, fireball, 6, 10)).rolls[0]?.formula).toBe("10d6");
    const damage = await damageFrom(card, fireball, 6, 10, goblin);
    expect(damage.rolls[0]?.formula).toBe("10d6");
    expect(await applyAs(h, h.player, damage, goblin)).toMatchObject({ ok: true, damageTaken: 10 });
    expect(hpOf(h, goblin)).toBe(70);
  });

  it("damage claiming a slot the GM didn't record for the casting is refused", async () => {
    await fireball.use({ slotLevel: 3, targets: [goblin], placeArea: false });
    await h.settle();
    const card = lastCard();
    h.dice.queue(6, ...Array<number>(14).fill(6));
    await fireball.rollDamage({ targets: [goblin], castCardId: card.id ?? "", slotLevel: 9 });
    await h.settle();
    expect(lastCard().rolls[0]?.formula).toBe("14d6");
    expect(await applyAs(h, h.player, lastCard(), goblin)).toEqual({ ok: false, reason: "notTheRecordedSlot" });
    expect(hpOf(h, goblin)).toBe(80);
  });

  it("a character whose slots were never set (no level has a maximum) casts as before, spending nothing", async () => {
    const fighter = await h.as(h.gm, () =>
      creature("Fighter", { level: 9 }, "character", { default: 0, [h.player.id]: 3 }),
    );
    h.actAs(h.gm);
    const spell = await itemOn(fighter, "Fireball", "spell", FIREBALL);
    h.actAs(h.player);
    expect(await spell.use({ targets: [goblin], placeArea: false })).not.toBeNull();
    expect(h.warn).not.toHaveBeenCalled();
  });

  it("no slot of the level or higher left: refused, nothing posted", async () => {
    await fireball.use({ slotLevel: 5, targets: [goblin], placeArea: false });
    await fireball.use({ slotLevel: 5, targets: [goblin], placeArea: false });
    expect(h.warn).toHaveBeenCalledWith("No spell slot of that level is left.");
    expect(slotsOf(wizard)["3"]?.value).toBe(1);
  });
});

describe("RES-1 in combat the GM's client writes the spend and refuses what the rules refuse", () => {
  it("srd52: the wizard's second spell with a slot in its turn is refused; the slot stays", async () => {
    await harness("srd52");
    const f = await fight(
      h,
      { name: "Wizard", initiative: 20, player: true, system: { level: 9, slots: slots({ 1: 2, 3: 1 }) } },
      { name: "Goblin", initiative: 10, type: "npc" },
    );
    const wizard = f.actors.Wizard as FrayActor;
    h.actAs(h.gm);
    const fireball = await itemOn(wizard, "Fireball", "spell", FIREBALL);
    const missile = await itemOn(wizard, "Quick Missile", "spell", MAGIC_MISSILE);
    h.actAs(h.player);
    h.operations.length = 0;
    await fireball.use({ slotLevel: 3, targets: [f.actors.Goblin as FrayActor], placeArea: false });
    await h.settle();
    expect(slotsOf(wizard)["3"]?.value).toBe(0);
    // Written on the GM's side, not by the player's client.
    const slotWrites = h.operations.filter((o) => o.documentName === "Actor" && o.action === "update");
    expect(slotWrites.map((o) => o.userId)).toEqual([h.gm.id]);
    await missile.use({ slotLevel: 1, targets: [] });
    expect(h.warn).toHaveBeenCalledWith("Only one spell with a slot may be cast each turn.");
    expect(slotsOf(wizard)["1"]?.value).toBe(2);
  });

  it("srd52: a GM casting without a slot left is asked to spend anyway; no refuses, yes casts", async () => {
    await harness("srd52");
    const f = await fight(
      h,
      // A creature keeps slots once a level has a maximum: the hero has one 1st-level slot, already spent.
      { name: "Hero", initiative: 20, system: { slots: { 1: { value: 0, max: 1 } } } },
      { name: "Goblin", initiative: 10, type: "npc" },
    );
    const hero = f.actors.Hero as FrayActor;
    h.actAs(h.gm);
    const missile = await itemOn(hero, "Quick Missile", "spell", MAGIC_MISSILE);
    h.confirms.push(false);
    expect(await missile.use({ slotLevel: 1, targets: [] })).toBeNull();
    h.confirms.push(true);
    expect(await missile.use({ slotLevel: 1, targets: [] })).not.toBeNull();
    expect(h.confirm).toHaveBeenCalledTimes(2);
    // Nothing below 0.
    expect(slotsOf(hero)["1"]?.value).toBe(0);
  });

  it("srd51: after a bonus-action spell only an action cantrip; srd52: one spell with a slot per turn", async () => {
    for (const preset of ["srd51", "srd52"]) {
      await harness(preset);
      const f = await fight(h, {
        name: "Cleric",
        initiative: 20,
        player: true,
        system: { level: 5, slots: slots({ 1: 2, 2: 1 }) },
      });
      const cleric = f.actors.Cleric as FrayActor;
      h.actAs(h.gm);
      const word = await itemOn(cleric, "Healing Word", "spell", {
        ...MAGIC_MISSILE,
        damage: { parts: [], versatile: "" },
      });
      const flame = await itemOn(cleric, "Sacred Flame", "spell", SACRED_FLAME);
      const hold = await itemOn(cleric, "Hold Person", "spell", { level: 2, save: { ability: "wis", dc: null } });
      h.actAs(h.player);
      expect(await word.use({ slotLevel: 1, targets: [] })).not.toBeNull();
      h.warn.mockClear();
      // The action: Hold Person (a 2nd-level spell) is refused in srd51 (and in srd52: one slot per turn).
      expect(await hold.use({ slotLevel: 2, targets: [] })).toBeNull();
      expect(h.warn).toHaveBeenCalledWith(
        preset === "srd51"
          ? "After a bonus-action spell, only a cantrip with a casting time of one action may be cast this turn."
          : "Only one spell with a slot may be cast each turn.",
      );
      // An action cantrip is fine in both.
      expect(await flame.use({ targets: [] })).not.toBeNull();
    }
  });
});

describe("RES-2 a level-5 cleric's Sacred Flame rolls 2d8; a monster's cantrip grows with its spellcaster level", () => {
  it("2d8 from the cleric's card, which the GM applies; 3d8 for a spellcaster level 11 monster", async () => {
    await harness();
    const cleric = await creature("Cleric", { level: 5 }, "character", { default: 0, [h.player.id]: 3 });
    const goblin = await creature("Goblin", { hp: { value: 30, max: 30 } }, "npc");
    const priest = await creature("Cult Priest", { spellcasterLevel: 11 }, "npc");
    const flame = await itemOn(cleric, "Sacred Flame", "spell", SACRED_FLAME);
    const monsterFlame = await itemOn(priest, "Sacred Flame", "spell", SACRED_FLAME);
    h.actAs(h.player);
    await flame.use({ targets: [goblin] });
    await h.settle();
    const damage = await damageFrom(lastCard(), flame, 8, 2, goblin);
    expect(damage.rolls[0]?.formula).toBe("2d8");
    expect(await applyAs(h, h.player, damage, goblin)).toMatchObject({ ok: true, damageTaken: 2 });
    h.actAs(h.gm);
    h.dice.queue(8, 1, 1, 1);
    await monsterFlame.rollDamage({ targets: [goblin] });
    expect(lastCard().rolls[0]?.formula).toBe("3d8");
  });
});
