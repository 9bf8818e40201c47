// Issue 30 acceptance (items 1 and 2), the 2024 family: a creature created from the pack uses its area or save
// ability (a breath weapon, a spell cast with its stat block's fixed DC) through the Foundry layer, and the save
// card asks the printed save at the printed DC; its damage button rolls the printed dice. In both presets of the
// family (srd52 and delta). Every save ability of every 2024 entry is in the table, so none goes unchecked.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { creature, lastMessage, text } from "./roll-setup";
import { fight, ledgerHarness } from "./ledger-setup";
import type { OpenedPrompt } from "../../src/net/prompt-hook";
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

describe("RES-4, RES-5: the pack's legendary dragons in a fight (srd52)", () => {
  it.each(["Ancient Red Dragon (2024)", "Adult Red Dragon (2024)", "Adult Black Dragon (2024)"])(
    "%s: its breath is spent and refused until it recharges; after a hero's turn the GM is offered its three legendary actions",
    async (name) => {
      const h = await ledgerHarness("srd52");
      const doc = ENTRIES.find((e) => e.name === name) as Entry & { system: Record<string, unknown> };
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
      const dragon = f.actors.Dragon as FrayActor;
      await h.as(h.gm, () => dragon.createEmbeddedDocuments("Item", structuredClone(doc.items) as never));
      await h.as(h.gm, () => f.combat.nextTurn());
      await h.settle();
      expect(prompts).toHaveLength(1);
      const options = (prompts[0]?.data.choices as string[]).filter((c) => c !== "pass");
      expect(options).toHaveLength(3);
      // The dragon's own turn: its breath is used once (a card), then refused until it recharges.
      const breath = (f.actors.Dragon as FrayActor).items.find(
        (i) => i.type === "feature" && i.name.endsWith("Breath"),
      ) as unknown as FrayItem;
      const target = await h.as(h.gm, () => creature("Target", { hp: { value: 900, max: 900 } }, "npc"));
      expect(await h.as(h.gm, () => breath.use({ targets: [target], placeArea: false }))).toBeTruthy();
      await h.settle();
      expect((breath.system as unknown as { uses: { value: number } }).uses.value).toBe(0);
      // A second breath: the GM spends the turn's action anyway (yes), then is asked to use the spent breath: no.
      h.confirms.push(true, false);
      expect(await h.as(h.gm, () => breath.use({ targets: [target], placeArea: false }))).toBeNull();
      expect(h.confirm).toHaveBeenCalledTimes(2);
      expect(JSON.stringify(h.confirm.mock.calls[1])).toContain("No uses of it are left.");
    },
  );
});

describe("ATK-1, ATK-18: a monster feature's save and damage are checked data", () => {
  it("a bad damage formula or save ability on a breath weapon is refused and the feature stays as it was", async () => {
    await ledgerHarness("srd52");
    const doc = ENTRIES.find((e) => e.name === "Red Dragon Wyrmling (2024)");
    const actor = (await Actor.create(structuredClone(doc) as never, { keepId: true })) as unknown as FrayActor;
    const breath = actor.items.find((i) => i.name === "Fire Breath") as unknown as FrayItem;
    const before = structuredClone(breath.system as unknown as Record<string, unknown>);
    await expect(
      breath.update({ system: { damage: { parts: [{ formula: "7d6 +", type: "fire" }] } } } as never),
    ).rejects.toThrow(/damage\.parts\.0\.formula/);
    await expect(breath.update({ system: { save: { ability: "luck" } } } as never)).rejects.toThrow();
    expect(structuredClone(breath.system as unknown as Record<string, unknown>)).toEqual(before);
  });
});
