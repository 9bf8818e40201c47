// Issue 30 acceptance through the Foundry layer: a creature of the SRD 5.1 (2014) family, created from the pack,
// uses each save ability it has (a breath weapon, Frightful Presence, a legendary Wing Attack, a caster's save
// spells) in both its presets: the save request card asks the printed save at the printed DC, and its damage card
// rolls the printed dice (SRD 5.1, CC-BY-4.0; tests/adapters/fixtures/srd51-blocks.ts). Each pack item with a save
// is in the table and each table row is a pack item, so neither can drift from the other.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, rollHarness, text } from "./roll-setup";
import { setField } from "../harness/forms";
import { fight, ledgerHarness } from "./ledger-setup";
import type { OpenedPrompt } from "../../src/net/prompt-hook";
import { SRD51_SAVES, SRD51_SPELL_ATTACKS, type SaveAbility } from "./fixtures/srd51-blocks";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayD20Roll } from "../../src/dice/d20-roll";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures", "5e", "2014");

interface Entry {
  name: string;
  items: { name: string; type: string; system: { save?: { ability: string }; uses?: { per: string } } }[];
}
const entries = readdirSync(DIR)
  .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
  .map((f) => parseYaml(readFileSync(join(DIR, f), "utf8")) as Entry);

const SAVE_NAMES: Readonly<Record<string, string>> = {
  str: "Strength",
  dex: "Dexterity",
  con: "Constitution",
  int: "Intelligence",
  wis: "Wisdom",
  cha: "Charisma",
};

/** The pack's items that ask a save, as "creature: item". */
const packSaves = entries.flatMap((e) =>
  e.items.filter((i) => (i.system.save?.ability ?? "") !== "").map((i) => `${e.name}: ${i.name}`),
);
const tableSaves = Object.entries(SRD51_SAVES).flatMap(([name, rows]) => rows.map((r) => `${name}: ${r[0]}`));

describe("issue 30 acceptance: the SRD 5.1 family's save abilities match their printed blocks", () => {
  it("every pack item that asks a save is in the printed table, and every row is a pack item", () => {
    expect(packSaves.sort()).toEqual(tableSaves.sort());
    // The breath weapons recharge (RES-4), so the GM sees them come back.
    const breaths = entries.flatMap((e) => e.items.filter((i) => / Breath$/.test(i.name)));
    for (const b of breaths) expect(b.system.uses?.per, b.name).toBe("recharge");
  });

  for (const preset of ["srd51", "a5e"]) {
    describe(`in ${preset}`, () => {
      const rows = Object.entries(SRD51_SAVES).flatMap(([name, list]) =>
        list.map((row) => [`${name}: ${row[0]}`, name, row] as const),
      );
      it.each(rows)("%s", async (_, name, row: SaveAbility) => {
        const [itemName, save, dc, damage] = row;
        const h = await rollHarness(preset);
        const doc = entries.find((e) => e.name === name) as Entry;
        const actor = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
        const target = await creature("Target", { hp: { value: 500, max: 500 } }, "npc");
        const item = actor.items.find((i) => i.name === itemName) as unknown as FrayItem;
        const card = await item.use({ targets: [target] });
        expect(card, itemName).toBeTruthy();
        expect(text(lastMessage().content)).toContain(`${SAVE_NAMES[save] ?? save} save, DC ${dc}`);
        expect(item.saveRequestTerms()).toMatchObject({ save, dc });
        if (damage === "") {
          expect((item.system as unknown as { damage: { parts: unknown[] } }).damage.parts).toEqual([]);
          return;
        }
        for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, ...Array<number>(40).fill(1));
        await item.rollDamage({ targets: [target] });
        expect((lastMessage().rolls[0] as FrayDamageRoll).formula, itemName).toBe(damage);
      });
    });
  }
});

describe("ATK-18 a feature's save on its sheet: the GM writes a breath weapon's save, DC, condition and damage", () => {
  it("the feature sheet shows the fields and stores an edit; the feature then asks that save", async () => {
    const h = await rollHarness("srd51");
    const wyrm = await creature("Wyrm", {}, "npc");
    const [breath] = (await wyrm.createEmbeddedDocuments("Item", [
      { name: "Frost Breath", type: "feature", system: { damage: { parts: [{ formula: "5d8", type: "cold" }] } } },
    ] as never)) as unknown as FrayItem[];
    if (!breath) throw new Error("no feature");
    const { FrayItemSheet } = await import("../../src/applications/sheets/item-sheet");
    const sheet = new (
      FrayItemSheet as unknown as new (o: object) => {
        element: HTMLElement;
        render(): Promise<unknown>;
        submit(): Promise<void>;
      }
    )({ document: h.doc(breath as never) });
    await sheet.render();
    expect(sheet.element.querySelector('[name="system.damage.parts.0.formula"]')).not.toBeNull();
    setField(sheet.element, "system.save.ability", "con");
    setField(sheet.element, "system.save.dc", 12);
    setField(sheet.element, "system.condition", "prone");
    await sheet.submit();
    expect((breath.system as unknown as { save: unknown }).save).toEqual({ ability: "con", dc: 12 });
    expect(breath.saveRequestTerms()).toEqual({ save: "con", dc: 12, condition: "prone" });
    const target = await creature("Target", {}, "npc");
    await breath.use({ targets: [target] });
    expect(text(lastMessage().content)).toContain("Constitution save, DC 12");
  });

  it("a bad damage formula or DC is refused and the feature stays as it was", async () => {
    await rollHarness("srd51");
    const wyrm = await creature("Wyrm", {}, "npc");
    const [breath] = (await wyrm.createEmbeddedDocuments("Item", [
      { name: "Frost Breath", type: "feature", system: { save: { ability: "con", dc: 12 } } },
    ] as never)) as unknown as FrayItem[];
    if (!breath) throw new Error("no feature");
    const before = structuredClone((breath as unknown as { _source: unknown })._source);
    await expect(
      breath.update({ system: { damage: { parts: [{ formula: "5d8; drop", type: "cold" }] } } } as never),
    ).rejects.toThrow(/damage\.parts\.0\.formula/);
    await expect(breath.update({ system: { save: { dc: 0 } } })).rejects.toThrow();
    expect((breath as unknown as { _source: unknown })._source).toEqual(before);
  });
});

describe("issue 30 item 1: the SRD 5.1 casters' spell attacks and slots", () => {
  for (const preset of ["srd51", "a5e"]) {
    it.each(Object.entries(SRD51_SPELL_ATTACKS))(
      `%s in ${preset}: its printed spell attack and damage`,
      async (name, spells) => {
        const h = await rollHarness(preset);
        const doc = entries.find((e) => e.name === name) as Entry;
        const actor = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
        const target = await creature("Target", { ac: { calc: "flat", flat: 40 } }, "npc");
        const attacks = actor.items.filter(
          (i) => i.type === "spell" && (i.system as unknown as { attack: string }).attack !== "none",
        );
        expect(attacks.map((s) => s.name).sort()).toEqual(Object.keys(spells).sort());
        for (const spell of attacks) {
          const [toHit, damage] = spells[spell.name] as readonly [string, string];
          h.dice.queue(20, 10);
          await spell.rollAttack({ fastForward: true, targets: [target] });
          expect((lastMessage().rolls[0] as FrayD20Roll).formula, spell.name).toBe(`1d20 ${toHit.replace("+", "+ ")}`);
          for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, 1, 1, 1, 1);
          await spell.rollDamage({ targets: [target] });
          expect((lastMessage().rolls[0] as FrayDamageRoll).formula, spell.name).toBe(damage);
        }
      },
    );
  }

  it("RES-1: the Mage from the pack casts Fireball with a 3rd-level slot of the 3 its block lists", async () => {
    await rollHarness("srd51");
    const doc = entries.find((e) => e.name === "Mage (2014)") as Entry;
    const mage = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
    const slots = () => (mage.system as unknown as { slots: Record<string, { value: number; max: number }> }).slots;
    expect(slots()["3"]).toEqual({ value: 3, max: 3 });
    const target = await creature("Target", {}, "npc");
    const fireball = mage.items.find((i) => i.name === "Fireball") as unknown as FrayItem;
    await fireball.use({ targets: [target] });
    expect(text(lastMessage().content)).toContain("Dexterity save, DC 14");
    expect(slots()["3"]).toEqual({ value: 2, max: 3 });
  });
});

describe("RES-5 the SRD 5.1 legendary monsters from the pack in a fight", () => {
  interface LegendaryEntry extends Entry {
    system: Record<string, unknown> & { legendary?: { actions: number; resistance: { max: number } } };
  }
  const legendary = (entries as LegendaryEntry[]).filter((e) => (e.system.legendary?.actions ?? 0) > 0);

  it("at least two, the Ancient Red Dragon among them", () => {
    expect(legendary.length).toBeGreaterThanOrEqual(2);
    expect(legendary.map((e) => e.name)).toContain("Ancient Red Dragon (2014)");
  });

  it.each(legendary.map((e) => [e.name, e] as const))(
    "%s: after a hero's turn the GM is offered Detect, Tail Attack and Wing Attack; 3 legendary resistances",
    async (_, doc) => {
      const h = await ledgerHarness("srd51");
      const prompts: OpenedPrompt[] = [];
      h.as(h.gm, () =>
        Hooks.on("fray.promptOpened", (prompt) => {
          if (prompt.kind !== "legendary") return;
          prompts.push(prompt);
          prompt.respond("pass");
        }),
      );
      const f = await fight(
        h,
        { name: "Ayla", initiative: 20, player: true },
        { name: "Dragon", initiative: 10, type: "npc", system: structuredClone(doc.system) },
      );
      // The pack's items as a GM would drop them on a new actor (new ids).
      const items = doc.items.map(({ name, type, system }) => ({ name, type, system }));
      await h.as(h.gm, () => (f.actors.Dragon as FrayActor).createEmbeddedDocuments("Item", items as never));
      const dragon = f.actors.Dragon as FrayActor;
      const system = dragon.system as unknown as { legendary: { actions: number; resistance: { value: number } } };
      expect(system.legendary.actions).toBe(3);
      expect(system.legendary.resistance.value).toBe(3);
      await h.as(h.gm, () => f.combat.nextTurn());
      await h.settle();
      expect(prompts).toHaveLength(1);
      const choices = (prompts[0] as OpenedPrompt).data.choices as string[];
      expect(choices).toHaveLength(4); // Detect, Tail Attack, Wing Attack and "pass"
    },
  );
});
