// Issue 12, item 8: item formulas that can't hurt the table. Untyped damage rolls; a formula beyond the dice
// limits, or with an @reference that is not a number, is refused with a localized warning naming the item and
// the problem, and nothing is rolled or posted; item names in a message's flavor are escaped.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";

async function item(actor: FrayActor, name: string, system: Record<string, unknown>, type = "weapon") {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [{ name, type, system } as never]);
  return (created as FrayItem[])[0] as FrayItem;
}

const damage = (...parts: { formula: string; type?: string }[]) => ({
  damage: { parts: parts.map((p) => ({ type: "", ...p })), versatile: "" },
});

const messageCount = () => (game.messages as unknown as { size: number }).size;

let h: RollHarness;
let fighter: FrayActor;
beforeEach(async () => {
  h = await rollHarness("srd52");
  fighter = await creature("Aldra", { abilities: { str: { value: 16 } } });
});

describe("ATK-1 untyped damage", () => {
  it("rolls a damage part with no type and posts its card", async () => {
    const club = await item(fighter, "Club", damage({ formula: "1d6" }));
    h.dice.queue(6, 4);
    const message = await club.rollDamage();
    expect(message).not.toBeNull();
    const roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll.formula).toBe("1d6 + 3");
    expect(roll.total).toBe(7);
    expect(roll.fray.types).toEqual([]);
    expect(text(lastMessage().content)).toContain("7");
    expect(h.warn).not.toHaveBeenCalled();
  });

  it("rolls untyped and typed parts together", async () => {
    const spell = await item(fighter, "Sparks", damage({ formula: "1d4" }, { formula: "1d6", type: "fire" }), "spell");
    h.dice.queue(4, 2);
    h.dice.queue(6, 5);
    await spell.rollDamage();
    const roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll.formula).toBe("1d4 + 1d6");
    expect(roll.fray.types).toEqual(["fire"]);
  });
});

describe("ATK-1 ATK-2 damage formulas beyond the dice limits are refused before anything is rolled", () => {
  const refused = async (name: string, formula: string, expected: string[]) => {
    const weapon = await item(fighter, name, damage({ formula, type: "slashing" }));
    const before = messageCount();
    expect(await weapon.rollDamage()).toBeNull();
    expect(messageCount()).toBe(before);
    const warning = String(h.warn.mock.calls.at(-1)?.[0]);
    for (const part of [name, ...expected]) expect(warning).toContain(part);
    expect(warning).toContain("Nothing was rolled");
  };

  it("more than 100 dice in a term", async () => {
    await refused("Meteor Hammer", "101d6 + 2", ["101d6", "more than 100 dice"]);
  });

  it("dice of more than 1,000 faces", async () => {
    await refused("Odd Axe", "1d1001", ["1d1001", "1000 faces"]);
  });

  it("a bonus beyond ±10,000", async () => {
    await refused("Big Club", "1d6 + 10001", ["10001", "10000"]);
  });

  it("an @reference that is not a number (an object) or leads nowhere", async () => {
    await refused("Sly Knife", "1d4 + @abilities.str", ["@abilities.str", "not a whole number"]);
    await refused("Lost Knife", "1d4 + @nothing.here", ["@nothing.here"]);
  });

  it("a critical of a formula at the limits still rolls (the limits apply to what the item says)", async () => {
    const maul = await item(fighter, "Maul", damage({ formula: "100d1 + @abilities.str.mod", type: "bludgeoning" }));
    h.dice.queue(1, ...Array<number>(200).fill(1));
    await maul.rollDamage({ critical: true });
    const roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll.formula).toBe("200d1 + 3 + 3");
    expect(roll.total).toBe(206);
    expect(h.i18n.missing.size).toBe(0);
  });
});

describe("ATK-1 a situational bonus beyond the limits is refused too", () => {
  it("refuses a bonus reading an object from the roll data, rolls a numeric one", async () => {
    const sword = await item(fighter, "Longsword", damage({ formula: "1d8", type: "slashing" }));
    const before = messageCount();
    expect(await sword.rollAttack({ fastForward: true, bonus: "@abilities.str" })).toBeNull();
    expect(messageCount()).toBe(before);
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("Longsword"));
    expect(h.warn).toHaveBeenCalledWith(expect.stringContaining("@abilities.str"));
    h.dice.queue(20, 10);
    await sword.rollAttack({ fastForward: true, bonus: "@abilities.str.mod" });
    expect((lastMessage().rolls[0] as FrayD20Roll).formula).toBe("1d20 + 5 + 3");
  });
});

describe("item names in a chat message's flavor are escaped", () => {
  const hostile = "<img src=x onerror=alert(1)>";
  it("on attack and damage cards", async () => {
    const sword = await item(fighter, hostile, damage({ formula: "1d8", type: "slashing" }));
    h.dice.queue(20, 12);
    await sword.rollAttack({ fastForward: true });
    const attackFlavor = String(lastMessage()._source.flavor);
    expect(attackFlavor).not.toContain("<img");
    expect(attackFlavor).toContain("&lt;img src=x onerror=alert(1)&gt;");
    h.dice.queue(8, 3);
    await sword.rollDamage();
    const damageFlavor = String(lastMessage()._source.flavor);
    expect(damageFlavor).not.toContain("<img");
    expect(damageFlavor).toContain("&lt;img");
  });

  it("leaves quotes as they are: the flavor is element text, and reads back unchanged", async () => {
    const bow = await item(fighter, 'Hunter\'s "Bow"', damage({ formula: "1d8", type: "piercing" }));
    h.dice.queue(8, 3);
    await bow.rollDamage();
    expect(String(lastMessage()._source.flavor)).toBe('Hunter\'s "Bow": damage');
  });
});
