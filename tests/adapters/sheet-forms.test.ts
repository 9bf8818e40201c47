// Issue 24 §3.2: every sheet's form as v13 submits it. FormDataExtended turns two fields of one name into an array
// (harness F86), which a number field refuses: a threeAction sheet that printed `system.perception.rank` twice
// refused every edit. Each sheet of each preset is rendered for its owner (the NPC sheet in its edit view), read
// for repeated names, and submitted, unchanged and with one field changed.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, rollHarness, type RollHarness } from "./roll-setup";
import { duplicateFieldNames, setField } from "../harness/forms";
import { PRESET_IDS } from "../../src/rules/presets/ids";
import type { FrayActor } from "../../src/documents/actor";

let h: RollHarness;

/** A sheet as the harness's ApplicationV2 stand-in runs it (tests/harness/applications.ts). */
interface RenderedSheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
  submit(): Promise<void>;
  clickAction(event: unknown, target: object): Promise<unknown>;
}

const ITEM_TYPES = ["weapon", "armor", "spell", "feature", "equipment"] as const;

/** Opens `doc`'s Fray sheet on the GM's client; the NPC sheet switched to its edit view. */
async function openSheet(doc: { documentName?: string; type: string }): Promise<RenderedSheet> {
  const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
  const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
  const { FrayItemSheet } = await import("../../src/applications/sheets/item-sheet");
  const Sheet = doc.type === "character" ? FrayCharacterSheet : doc.type === "npc" ? FrayNpcSheet : FrayItemSheet;
  const sheet = new (Sheet as unknown as new (o: object) => RenderedSheet)({ document: h.doc(doc as never) });
  await sheet.render();
  if (doc.type === "npc") await sheet.clickAction(new Event("click"), { dataset: { action: "toggleEditMode" } });
  return sheet;
}

const sourceOf = (doc: unknown) => structuredClone((doc as { _source: Record<string, unknown> })._source);
const perceptionRank = (a: FrayActor) => (a.system as unknown as { perception: { rank: number } }).perception.rank;

describe.each(PRESET_IDS)("sheet forms as v13 submits them (%s)", (preset) => {
  beforeEach(async () => {
    h = await rollHarness(preset);
  });

  it("no actor or item sheet gives two fields one name, and submitting it unchanged stores what it read", async () => {
    const hero = await creature("Aria", { abilities: { dex: { value: 14 } } }, "character");
    const bandit = await creature("Bandit", {}, "npc");
    const items = await Promise.all(
      ITEM_TYPES.map((type) => hero.createEmbeddedDocuments("Item", [{ name: `A ${type}`, type }] as never)),
    );
    const docs = [hero, bandit, ...items.map((created) => (created as unknown[])[0] as { type: string })];
    for (const doc of docs) {
      const sheet = await openSheet(doc);
      expect([doc.type, duplicateFieldNames(sheet.element)]).toEqual([doc.type, []]);
      const before = sourceOf(h.doc(doc as never));
      await sheet.submit();
      expect([doc.type, sourceOf(h.doc(doc as never))]).toEqual([doc.type, before]);
    }
  });

  it("an edit on the character and NPC sheets is stored: hit points, and Perception's rank", async () => {
    const hero = await creature("Aria", {}, "character");
    const bandit = await creature("Bandit", {}, "npc");
    for (const actor of [hero, bandit]) {
      const sheet = await openSheet(actor);
      setField(sheet.element, "system.hp.value", 3);
      setField(sheet.element, "system.perception.rank", 1);
      await sheet.submit();
      expect((actor.system as unknown as { hp: { value: number } }).hp.value).toBe(3);
      expect(perceptionRank(actor)).toBe(1);
    }
  });
});
