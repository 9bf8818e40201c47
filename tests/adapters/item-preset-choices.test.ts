// Issue 15 item 6, items follow the preset: the item sheet offers the rule family's proficiency choices, weapon
// properties (5e) or traits (three actions) and damage types; what an item stores from the other family survives
// a preset switch, stays stored and is named as kept; a melee weapon says "Melee", never "range 0"; a damage
// part with no type rolls as untyped damage and the GM's trusted-damage check applies it.
import { beforeEach, describe, expect, it } from "vitest";
import { follow } from "../harness";
import { dom } from "../harness/applications";
import { listen as listenSetup } from "../../src/hooks/setup";
import { FrayItemSheet } from "../../src/applications/sheets/item-sheet";
import { itemSheetContext } from "../../src/applications/sheets/context/item/item-sheet";
import { weaponRow } from "../../src/applications/sheets/context/items";
import { plainItem } from "../../src/applications/sheets/document-input";
import { applyDamage } from "../../src/chat/damage/apply-damage";
import type { Localizer } from "../../src/data/labels";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import { creature, lastMessage, rollHarness, type RollHarness } from "./roll-setup";

let h: RollHarness;
let hero: FrayActor;
const i18n: Localizer = {
  localize: (key) => game.i18n.localize(key),
  format: (key, data) => (game.i18n as unknown as Localizer).format(key, data),
};

type RenderedSheet = { render(): Promise<unknown>; renderedParts: Record<string, string> };

async function weapon(system: Record<string, unknown>, name = "Greataxe"): Promise<FrayItem> {
  const created: unknown = await hero.createEmbeddedDocuments("Item", [{ name, type: "weapon", system } as never]);
  return follow((created as FrayItem[])[0] as FrayItem);
}

/** The sheet's context for `item` as the world's family (the owner's) sees it now. */
const sheetContext = (item: FrayItem) => {
  const family = (hero.system as unknown as { derived: { family: "fiveE" | "threeAction" } }).derived.family;
  return itemSheetContext({ item: plainItem(item), family, editable: true, enrichedDescription: "", i18n });
};

/** The option values of the select named `name` in rendered HTML. */
function optionValues(html: string, name: string): string[] {
  const select = new RegExp(`<select name="${name.replace(/\./g, "\\.")}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? "").matchAll(/<option value="([^"]*)"/g)].map((m) => m[1] ?? "");
}

const FIVE_E_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "fire",
  "force",
  "lightning",
  "necrotic",
  "piercing",
  "poison",
  "psychic",
  "radiant",
  "slashing",
  "thunder",
];
const THREE_ACTION_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "electricity",
  "fire",
  "force",
  "mental",
  "negative",
  "piercing",
  "poison",
  "positive",
  "slashing",
  "sonic",
];

beforeEach(async () => {
  h = await rollHarness("srd52");
  h.onEveryClient(listenSetup);
  h.fire("setup");
  hero = await creature("Aldra", { abilities: { str: { value: 16 } } });
});

describe("the item sheet offers the preset's choices", () => {
  it("5e: proficient or not, the 5e weapon properties, the 5e damage types and healing", async () => {
    const axe = await weapon({
      properties: ["heavy", "twoHanded"],
      damage: { parts: [{ formula: "1d12", type: "slashing" }], versatile: "" },
    });
    const sheet = new FrayItemSheet({ document: axe } as never) as unknown as RenderedSheet;
    await sheet.render();
    const html = sheet.renderedParts.details ?? "";
    expect(optionValues(html, "system.rank")).toEqual(["0", "1"]);
    expect(html).toContain("Not proficient");
    expect(optionValues(html, "system.damage.parts.0.type")).toEqual(["", ...FIVE_E_TYPES, "healing"]);
    const context = sheetContext(axe);
    expect(context.properties.map((p) => p.id)).toEqual([
      "ammunition",
      "finesse",
      "heavy",
      "light",
      "loading",
      "reach",
      "thrown",
      "twoHanded",
      "versatile",
    ]);
    expect(context.properties.filter((p) => p.checked).map((p) => p.id)).toEqual(["heavy", "twoHanded"]);
    expect(html).toContain('data-property="loading"');
    expect(html).not.toContain('data-property="agile"');
    expect(html).toContain("Properties");
    expect(html).toContain("Two-handed damage (versatile)");
    expect(html).not.toContain("data-kept-properties");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("threeAction: the five ranks, the Beginner Box's traits and damage types and healing", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    await h.settle();
    const sword = await weapon({ properties: ["versatile"], rank: 2 }, "Longsword");
    const sheet = new FrayItemSheet({ document: sword } as never) as unknown as RenderedSheet;
    await sheet.render();
    const html = sheet.renderedParts.details ?? "";
    expect(optionValues(html, "system.rank")).toEqual(["0", "1", "2", "3", "4"]);
    expect(html).toContain("Legendary");
    const context = sheetContext(sword);
    expect(context.choices.damageTypes?.map((c) => c.value)).toEqual(["", ...THREE_ACTION_TYPES, "healing"]);
    expect(context.properties.map((p) => p.id)).toEqual([
      "agile",
      "backstabber",
      "disarm",
      "finesse",
      "forceful",
      "nonlethal",
      "propulsive",
      "reach",
      "shove",
      "sweep",
      "thrown",
      "trip",
      "twoHanded",
      "versatile",
    ]);
    // The 5e "versatile" property is the three-action two-hand trait, and says so.
    expect(context.properties.find((p) => p.id === "versatile")).toMatchObject({ label: "Two-hand", checked: true });
    expect(html).toContain("Traits");
    expect(html).toContain("Damage held in two hands (two-hand)");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("a 5e proficiency rank above proficient stays listed, so the select never rewrites it", async () => {
    const bow = await weapon({ rank: 3, range: { normal: 80, long: 320 } }, "Longbow");
    expect(sheetContext(bow).choices.ranks?.map((c) => c.value)).toEqual([0, 1, 3]);
  });
});

describe("what an item stores survives a preset switch", () => {
  it("5e properties stay stored under threeAction, are named as kept, and a trait toggled there keeps them", async () => {
    const axe = await weapon({ properties: ["heavy", "loading", "finesse"] });
    await h.settings.set("fray", "preset", "threeAction");
    await h.settle();
    const context = sheetContext(axe);
    expect(context.properties.filter((p) => p.checked).map((p) => p.id)).toEqual(["finesse"]);
    expect(context.keptProperties).toBe("Heavy, Loading");
    const sheet = new FrayItemSheet({ document: axe } as never) as unknown as RenderedSheet & {
      clickAction(event: unknown, target: object): Promise<unknown>;
    };
    await sheet.render();
    expect(sheet.renderedParts.details).toContain("Kept from other rules, not used here: Heavy, Loading");
    const box = Object.assign(dom.document.createElement("input"), { type: "checkbox", checked: true });
    box.dataset.action = "toggleProperty";
    box.dataset.property = "agile";
    await sheet.clickAction(new Event("click"), box);
    expect([...(axe.system as unknown as { properties: Set<string> }).properties].sort()).toEqual([
      "agile",
      "finesse",
      "heavy",
      "loading",
    ]);
    await h.settings.set("fray", "preset", "srd52");
    await h.settle();
    const back = sheetContext(axe);
    expect(back.properties.filter((p) => p.checked).map((p) => p.id)).toEqual(["finesse", "heavy", "loading"]);
    expect(back.keptProperties).toBe("Agile");
  });

  it("a damage type of the other family stays stored and listed for its part", async () => {
    const lute = await weapon({ damage: { parts: [{ formula: "1d6", type: "sonic" }], versatile: "" } }, "Lute");
    const types = sheetContext(lute).choices.damageTypes?.map((c) => c.value) ?? [];
    expect(types).toContain("sonic");
    expect(types).not.toContain("electricity");
    expect((lute.system as unknown as { damage: { parts: { type: string }[] } }).damage.parts[0]?.type).toBe("sonic");
  });

  it("old items load: the first eight properties and the 5e damage types are still accepted", async () => {
    const old = await weapon({
      properties: ["agile", "finesse", "heavy", "light", "reach", "thrown", "twoHanded", "versatile"],
      damage: { parts: [{ formula: "1d8", type: "radiant" }], versatile: "1d10" },
    });
    expect((old.system as unknown as { properties: Set<string> }).properties.size).toBe(8);
  });
});

describe("ATK-8, ATK-10 a melee weapon says melee", () => {
  it("on the actor sheet's weapon row and the item sheet: melee with its reach, thrown, ranged", async () => {
    const axe = await weapon({ reach: 10 });
    const dagger = await weapon({ properties: ["thrown", "finesse"], range: { normal: 20, long: 60 } }, "Dagger");
    const bow = await weapon({ range: { normal: 80, long: 320 } }, "Longbow");
    const row = (item: FrayItem) => weaponRow(plainItem(item), "fiveE", i18n).range;
    expect(row(axe)).toBe("Melee, reach 10 ft");
    expect(row(dagger)).toBe("Melee, reach 5 ft; thrown 20/60 ft");
    expect(row(bow)).toBe("80/320 ft");
    expect(sheetContext(axe).rangeSummary).toBe("Melee, reach 10 ft");
    const sheet = new FrayItemSheet({ document: axe } as never) as unknown as RenderedSheet;
    await sheet.render();
    expect(sheet.renderedParts.details).toContain("Melee, reach 10 ft");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("the actor sheet shows the family's properties only", async () => {
    const axe = await weapon({ properties: ["agile", "heavy"] });
    expect(weaponRow(plainItem(axe), "fiveE", i18n).properties).toBe("Heavy");
    expect(weaponRow(plainItem(axe), "threeAction", i18n).properties).toBe("Agile");
  });
});

describe("ATK-1 an untyped damage part rolls and applies", () => {
  it("rolls 1d6 + 3 with no type, and the GM's trusted-damage check applies it to the target", async () => {
    const dragon = await creature("Dragon", { hp: { value: 50, max: 50 } }, "npc");
    const club = await weapon({ damage: { parts: [{ formula: "1d6", type: "" }], versatile: "" } }, "Club");
    h.dice.queue(6, 4);
    await club.rollDamage({ targets: [dragon] });
    const message = lastMessage() as unknown as ChatMessage.Implementation & { rolls: FrayDamageRoll[] };
    expect(message.rolls[0]?.formula).toBe("1d6 + 3");
    expect(message.rolls[0]?.fray.types).toEqual([]);
    expect(message.rolls[0]?.isHealing).not.toBe(true);
    const result = await applyDamage(message.id ?? "", dragon.uuid, 1);
    expect(result).toMatchObject({ ok: true, damageTaken: 7 });
    expect((h.doc(dragon, h.gm).system as unknown as { hp: { value: number } }).hp.value).toBe(43);
  });
});
