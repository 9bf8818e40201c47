// Issue 14 item 7: items drag from the sheets (rows carry core's `.draggable` and the item id, which v13's
// ActorSheetV2 drags and drops between sheets itself), and an item a creature carries, dropped on the hotbar,
// makes a script macro that uses it through `game.fray.useItem`. A user who may not make script macros (a
// Player, in the harness's stricter model) is told so; a macro can't use another player's item.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, text } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { USER_ROLES } from "../harness";
import type { Macro } from "../harness/classes";
import { createItemMacro, itemMacroCommand, onHotbarDrop } from "../../src/macros/item-macro";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

async function withFeature(owner?: string): Promise<{ actor: FrayActor; item: FrayItem }> {
  const actor = await creature("Ayla", {}, "character", owner ? { default: 0, [owner]: 3 } : undefined);
  const [item] = (await actor.createEmbeddedDocuments("Item", [
    { name: "Second Wind", type: "feature", img: "icons/svg/heal.svg", system: { activation: { type: "bonus" } } },
  ] as never)) as unknown as FrayItem[];
  if (!item) throw new Error("no item");
  return { actor, item };
}

const macros = () => (game.macros as unknown as { contents: Macro[] }).contents;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("items on the hotbar", () => {
  it("a GM's drop of an owned item makes one script macro that uses it, in that slot", async () => {
    const h = await automationHarness("srd52");
    const { item } = await withFeature();
    expect(onHotbarDrop({}, { type: "Item", uuid: item.uuid }, 4)).toBe(false);
    await settle();
    await h.settle();
    expect(macros()).toHaveLength(1);
    const macro = macros()[0] as Macro;
    expect([macro.name, macro.type, macro._source.img]).toEqual(["Second Wind", "script", "icons/svg/heal.svg"]);
    expect(macro.command).toBe(itemMacroCommand(item.uuid));
    expect(h.gm.hotbar[4]).toBe(macro.id);
    // The same item on another slot reuses the macro.
    await createItemMacro(item.uuid, 5);
    expect(macros()).toHaveLength(1);
    expect(h.gm.hotbar[5]).toBe(macro.id);
    // What the macro runs: the item's use, which posts its card.
    await game.fray.useItem(item.uuid);
    expect(text(lastMessage().content)).toContain("Second Wind");
  });

  it("leaves a world item (no creature) to core's own hotbar handling", async () => {
    await automationHarness("srd52");
    const [loose] = (await Item.createDocuments([
      { name: "Rope", type: "equipment" },
    ] as never)) as unknown as FrayItem[];
    expect(onHotbarDrop({}, { type: "Item", uuid: loose?.uuid ?? "" }, 1)).toBeUndefined();
    expect(onHotbarDrop({}, { type: "Actor", uuid: "Actor.abcdefghijklmnop" }, 1)).toBeUndefined();
    expect(macros()).toHaveLength(0);
  });

  it("a Player without script macros is told why and gets none; a Trusted player gets one", async () => {
    const h = await automationHarness("srd52");
    const { item } = await withFeature(h.player.id);
    h.actAs(h.player);
    expect(await createItemMacro(item.uuid, 2)).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(
      "You may not create script macros in this world, so Second Wind can't go on the hotbar: ask the GM for the permission to use script macros.",
    );
    expect(macros()).toHaveLength(0);
    h.player.role = USER_ROLES.TRUSTED;
    const macro = await createItemMacro(item.uuid, 2);
    expect(macro).not.toBeNull();
    expect(h.player.hotbar[2]).toBe((macro as unknown as Macro).id);
  });

  it("game.fray.useItem refuses another player's item and a missing one, using nothing", async () => {
    const h = await automationHarness("srd52");
    const { item } = await withFeature(h.player.id);
    h.actAs(h.player2);
    const before = (game.messages as unknown as { contents: unknown[] }).contents.length;
    expect(await game.fray.useItem(item.uuid)).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("You don't own Second Wind, so you can't use it.");
    expect(await game.fray.useItem("Actor.abcdefghijklmnop.Item.abcdefghijklmnop")).toBeNull();
    expect((game.messages as unknown as { contents: unknown[] }).contents.length).toBe(before);
  });

  it("the sheets' item rows are core draggables carrying the item id", async () => {
    const h = await automationHarness("srd52");
    const { actor, item } = await withFeature();
    const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
    const sheet = new (
      FrayCharacterSheet as unknown as new (o: object) => { element: HTMLElement; render(): Promise<unknown> }
    )({ document: h.doc(actor) });
    await sheet.render();
    const row = sheet.element.querySelector<HTMLElement>(`.draggable[data-item-id="${item.id ?? ""}"]`);
    expect(row).not.toBeNull();
  });
});
