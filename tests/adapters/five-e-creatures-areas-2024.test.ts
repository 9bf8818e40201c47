// Issue 30 acceptance (items 1 and 2), the 2024 family: a creature created from the pack uses its area or save
// ability (a breath weapon, a spell cast with its stat block's fixed DC) through the Foundry layer, and the save
// card asks the printed save at the printed DC; its damage button rolls the printed dice. In both presets of the
// family (srd52 and delta). Every save ability of every 2024 entry is in the table, so none goes unchecked.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, text } from "./roll-setup";
import { ledgerHarness } from "./ledger-setup";
import { onCardAction } from "../../src/hooks/render-chat-message";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import { SRD52_SAVES } from "./fixtures/srd52-areas";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures", "5e", "2024");

interface ItemEntry {
  name: string;
  type: string;
  system: { save?: { ability: string; dc: number | null }; area?: { shape: string; size: number } };
}
interface Entry {
  name: string;
  items: ItemEntry[];
}
const ENTRIES = readdirSync(DIR)
  .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
  .map((f) => parseYaml(readFileSync(join(DIR, f), "utf8")) as Entry);

/** Every item of an entry that asks for a save (a feature or a spell with a save ability). */
const saveItems = (e: Entry) =>
  e.items.filter((i) => (i.type === "feature" || i.type === "spell") && (i.system.save?.ability ?? "") !== "");

const SAVE_NAMES: Readonly<Record<string, string>> = {
  str: "Strength",
  dex: "Dexterity",
  con: "Constitution",
  int: "Intelligence",
  wis: "Wisdom",
  cha: "Charisma",
};

describe("issue 30: every save ability of the 2024 creatures is in the printed table", () => {
  it("the table lists exactly the entries' save items, and each entry's stored area is the printed one", () => {
    const stored = ENTRIES.flatMap((e) => saveItems(e).map((i) => `${e.name}: ${i.name}`)).sort();
    expect(stored).toEqual(SRD52_SAVES.map((s) => `${s.creature}: ${s.item}`).sort());
    for (const s of SRD52_SAVES) {
      const item = ENTRIES.find((e) => e.name === s.creature)?.items.find((i) => i.name === s.item);
      const area = item?.system.area;
      expect(area && area.shape !== "none" ? [area.shape, area.size] : null, `${s.creature}: ${s.item}`).toEqual(
        s.area,
      );
    }
  });
});

for (const preset of ["srd52", "delta"]) {
  describe(`issue 30: the 2024 creatures' save abilities on Fray's save card in ${preset}`, () => {
    it.each(SRD52_SAVES.map((s) => [`${s.creature}: ${s.item}`, s] as const))("%s", async (_, printed) => {
      const h = await ledgerHarness(preset); // with setup fired: a concentration spell's status exists
      const doc = ENTRIES.find((e) => e.name === printed.creature);
      if (!doc) throw new Error(`no entry ${printed.creature}`);
      const actor = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
      const target = await creature("Target", { hp: { value: 900, max: 900 } }, "npc");
      const item = actor.items.find((i) => i.name === printed.item) as unknown as FrayItem;
      const card = await item.use({ targets: [target], placeArea: false });
      expect(card, printed.item).toBeTruthy();
      const content = lastMessage().content;
      expect(content).toContain(`data-dc="${printed.dc}"`);
      expect(text(content)).toContain(`${SAVE_NAMES[printed.save] ?? ""} save, DC ${printed.dc}`);
      if (printed.damage === "") {
        expect(content).not.toContain("frayRollDamage");
        return;
      }
      for (const faces of [4, 6, 8, 10, 12]) h.dice.queue(faces, ...Array<number>(40).fill(1));
      await onCardAction(
        lastMessage() as unknown as ChatMessage.Implementation,
        { action: "frayRollDamage", itemUuid: item.uuid, critical: "false" },
        { shiftKey: true } as unknown as Event,
      );
      await h.settle();
      expect((lastMessage().rolls[0] as FrayDamageRoll).formula).toBe(printed.damage);
    });
  });
}
