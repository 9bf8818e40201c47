// RES-3 / RES-4 / RES-5 on the sheets: the character's combat tab shows Hit Dice with the rest buttons, the
// features' uses with their period, concentration and death saves (moved from Details: a dying player looks at the
// combat tab); its Short Rest button runs the dialog (one die at a time, then the rest's card). The NPC stat block
// shows a recharge power as available or spent with its range, its legendary options with their cost and its
// legendary resistance.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text } from "./roll-setup";
import { dialogs } from "../harness/applications";
import { DRAGON_ITEMS, DRAGON_SYSTEM } from "./fixtures/dragon";
import type { FrayActor } from "../../src/documents/actor";

interface RenderedSheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
  clickAction(event: unknown, target: object): Promise<unknown>;
}

async function sheetOf(actor: FrayActor, type: "character" | "npc"): Promise<RenderedSheet> {
  const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
  const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
  const Sheet = type === "character" ? FrayCharacterSheet : FrayNpcSheet;
  const sheet = new (Sheet as unknown as new (o: object) => RenderedSheet)({ document: actor });
  await sheet.render();
  return sheet;
}

const tab = (sheet: RenderedSheet, id: string) => {
  const el = sheet.element.querySelector<HTMLElement>(`section[data-tab="${id}"]`);
  if (!el) throw new Error(`no ${id} tab`);
  return el;
};

describe("RES-3 the combat tab shows Hit Dice, uses, concentration and death saves", () => {
  it("Hit Dice left of the level with the die, both rest buttons, a feature's uses and period", async () => {
    const h = await rollHarness("srd52");
    const hero = await creature("Brea", { level: 5, hitDice: { die: 10, spent: 2 } }, "character");
    await hero.createEmbeddedDocuments("Item", [
      {
        name: "Second Wind",
        type: "feature",
        system: { activation: { type: "bonus" }, uses: { value: 0, max: 1, per: "shortRest" } },
      },
    ] as never);
    const combat = tab(await sheetOf(h.doc(hero), "character"), "combat");
    expect(text(combat.querySelector(".fray-hit-dice")?.textContent ?? "")).toBe("3 of 5 d10 left");
    expect(combat.querySelector("button[data-action='shortRest']")).not.toBeNull();
    expect(combat.querySelector("button[data-action='longRest']")).not.toBeNull();
    expect(text(combat.querySelector(".fray-item__uses")?.textContent ?? "")).toBe("0/1 · Short rest");
    expect(combat.querySelector("input[name='system.concentration.active']")).not.toBeNull();
    expect(combat.querySelector("input[name='system.death.success']")).not.toBeNull();
    const details = tab(await sheetOf(h.doc(hero), "character"), "details");
    expect(details.querySelector("input[name='system.concentration.active']")).toBeNull();
    expect(details.querySelector("input[name='system.death.success']")).toBeNull();
  });

  it("Short Rest: one die now, then finish; the card lists the die and the hero healed", async () => {
    const h = await rollHarness("srd52");
    const hero = await creature(
      "Brea",
      { level: 5, hp: { value: 10, max: 40 }, hitDice: { die: 8, spent: 0 } },
      "character",
    );
    const sheet = await sheetOf(h.doc(hero), "character");
    dialogs.answers.push({ action: "one" }, { action: "finish" });
    h.dice.queue(8, 6);
    await sheet.clickAction(new Event("click"), { dataset: { action: "shortRest" } });
    expect((h.doc(hero).system as unknown as { hp: { value: number } }).hp.value).toBe(16);
    expect(text(lastMessage().content)).toContain("d8: 6 + 0 → 6 HP");
    expect(dialogs.shown).toHaveLength(2);
  });

  it("threeAction has no Hit Dice on the sheet", async () => {
    const h = await rollHarness("threeAction");
    const hero = await creature("Brea", { level: 5 }, "character");
    const combat = tab(await sheetOf(h.doc(hero), "character"), "combat");
    expect(combat.querySelector(".fray-hit-dice")).toBeNull();
    expect(combat.querySelector("button[data-action='shortRest']")).toBeNull();
  });
});

describe("RES-4 / RES-5 the NPC stat block", () => {
  it("Fire Breath shows 'Recharge 5–6: available', then 'spent'; legendary options with their cost; resistance 3/3 (+1 in lair)", async () => {
    const h = await rollHarness("srd51");
    const dragon = await creature("Dragon", DRAGON_SYSTEM, "npc");
    await dragon.createEmbeddedDocuments("Item", DRAGON_ITEMS as never);
    let sheet = await sheetOf(h.doc(dragon), "npc");
    const recharge = () => sheet.element.querySelector<HTMLElement>(".fray-recharge");
    expect(text(recharge()?.textContent ?? "")).toBe("Recharge 5–6: available");
    const legendary = [...sheet.element.querySelectorAll(".fray-statblock__section")].find(
      (s) => s.querySelector("h2")?.textContent === "Legendary actions",
    );
    expect(legendary?.textContent).toContain("Wing Attack <i>");
    expect(text(legendary?.textContent ?? "")).toContain("costs 2");
    expect(sheet.element.innerHTML).toContain(">Wing Attack &lt;i&gt;<"); // a name is text, never markup
    expect(text(sheet.element.querySelector(".fray-legendary__resistance")?.textContent ?? "")).toBe(
      "3/3 More in lair +1",
    );
    await h
      .doc(dragon)
      .items.getName("Fire Breath")
      ?.update({ "system.uses.value": 0 } as never);
    sheet = await sheetOf(h.doc(dragon), "npc");
    expect(text(recharge()?.textContent ?? "")).toBe("Recharge 5–6: spent");
  });
});
