// Issue 29 item 2 (RES-1, RES-2, RES-6): spells' scaling and features' extra damage are validated data (a bad one
// is refused naming its field, nothing saved), edited on the item sheet, and a feature's formula may read @level.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";
import { itemOn } from "./table-resources-setup";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayActor } from "../../src/documents/actor";

let h: RollHarness;
let hero: FrayActor;

beforeEach(async () => {
  h = await rollHarness("srd52");
  hero = await creature("Hero", { level: 5 }, "character");
});

const create = (type: string, system: object) =>
  hero.createEmbeddedDocuments("Item", [{ name: "Thing", type, system }] as never);

describe("RES-1 / RES-2 a spell's scaling is validated data", () => {
  it("a scaling that adds dice needs its formula; a formula outside the dice grammar is refused", async () => {
    await expect(create("spell", { scaling: { mode: "slot", formula: "" } })).rejects.toThrow(/scaling\.formula/);
    await expect(create("spell", { scaling: { mode: "cantrip", formula: "1d8 * 2" } })).rejects.toThrow(
      /scaling\.formula/,
    );
    await expect(create("spell", { scaling: { mode: "sometimes", formula: "1d8" } })).rejects.toThrow(/scaling/);
    expect(hero.items.size).toBe(0);
    await create("spell", { scaling: { mode: "beams", formula: "" }, ritual: true });
    expect(hero.items.size).toBe(1);
  });
});

describe("RES-6 a feature's extra damage is validated data and may read @level", () => {
  it("a bad formula, condition or level scaling is refused naming the field", async () => {
    await expect(create("feature", { extraDamage: { formula: "1d6; drop" } })).rejects.toThrow(/extraDamage\.formula/);
    await expect(create("feature", { extraDamage: { formula: "1d6", condition: "whenever" } })).rejects.toThrow(
      /extraDamage\.condition/,
    );
    await expect(create("feature", { extraDamage: { formula: "1d6", levelEvery: 2 } })).rejects.toThrow(
      /extraDamage\.levelFormula/,
    );
    expect(hero.items.size).toBe(0);
  });

  it("an extra damage of `1d4 + @level` adds the character's level (5)", async () => {
    const club = await itemOn(hero, "Club", "weapon", { damage: { parts: [{ formula: "1d4", type: "bludgeoning" }] } });
    const rage = await itemOn(hero, "Fury", "feature", { extraDamage: { formula: "1d4 + @level" } });
    h.dice.queue(4, 1, 2);
    await club.rollDamage({ targets: [], extras: [{ feature: rage.id ?? "", slot: null }] });
    const roll = lastMessage().rolls[0] as FrayDamageRoll;
    expect(roll.formula).toBe("1d4 + 1d4 + 5");
    expect(roll.total).toBe(8);
  });

  it("the feature's item sheet shows the extra damage fields; the spell's its scaling and ritual", async () => {
    const { FrayItemSheet } = await import("../../src/applications/sheets/item-sheet");
    const feature = await itemOn(hero, "Sneak Attack", "feature", {
      extraDamage: { formula: "1d6", condition: "sneakAttack" },
    });
    const spell = await itemOn(hero, "Fireball", "spell", { level: 3, scaling: { mode: "slot", formula: "1d6" } });
    const names = async (item: unknown) => {
      const sheet = new (
        FrayItemSheet as unknown as new (o: object) => { element: HTMLElement; render(): Promise<unknown> }
      )({ document: item });
      await sheet.render();
      return [...sheet.element.querySelectorAll("[name]")].map((e) => e.getAttribute("name"));
    };
    expect(await names(feature)).toEqual(
      expect.arrayContaining([
        "system.extraDamage.formula",
        "system.extraDamage.condition",
        "system.extraDamage.frequency",
        "system.extraDamage.levelEvery",
        "system.extraDamage.slot",
      ]),
    );
    expect(await names(spell)).toEqual(
      expect.arrayContaining(["system.scaling.mode", "system.scaling.formula", "system.ritual"]),
    );
  });
});
