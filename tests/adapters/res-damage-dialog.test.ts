// Issue 29 item 1 (RES-1, RES-6), through the damage dialog as a player uses it: a click on "Damage" opens it (Shift
// rolls at once, as for d20 rolls); it offers the creature's features' extra damage with their conditions, a
// spell's slot level (the one the GM recorded for its casting first) and a situational bonus; what it shows is
// rolled. Extra dice are rolled twice on a critical hit, modifiers once. The sheet's combat tab shows the slots.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { itemOn } from "./table-resources-setup";
import { dialogs } from "../harness/applications";
import { listen as listenChat } from "../../src/hooks/render-chat-message";
import type { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

let h: RollHarness;
let rogue: FrayActor;
let rapier: FrayItem;
let sneak: FrayItem;
const click = () => new Event("click");

beforeEach(async () => {
  h = await rollHarness("srd52");
  h.onEveryClient(listenChat);
  dialogs.answers.length = 0;
  dialogs.shown.length = 0;
  rogue = await creature("Rogue", { level: 5, abilities: { dex: { value: 16 } } }, "character", {
    default: 0,
    [h.player.id]: 3,
  });
  rapier = await itemOn(rogue, "Rapier", "weapon", {
    damage: { parts: [{ formula: "1d8", type: "piercing" }], versatile: "" },
    properties: ["finesse"],
  });
  sneak = await itemOn(rogue, "Sneak Attack", "feature", {
    extraDamage: { formula: "1d6", condition: "sneakAttack", frequency: "turn", levelEvery: 2, levelFormula: "1d6" },
  });
  h.actAs(h.player);
});

const lastRoll = () => lastMessage().rolls[0] as FrayDamageRoll;

describe("RES-6 the damage dialog offers the features' extra damage and a situational bonus", () => {
  it("a click opens it; Sneak Attack (3d6 at level 5) and a 1d4 chosen there are rolled and recorded", async () => {
    dialogs.answers.push({ values: { [`extra-${sneak.id ?? ""}`]: "use", situational: "1d4" } });
    h.dice.queue(8, 5);
    h.dice.queue(6, 1, 2, 3);
    h.dice.queue(4, 2);
    await rapier.rollDamage({ event: click(), targets: [] });
    const shown = text((dialogs.shown[0] as { content?: string } | undefined)?.content ?? "");
    expect(shown).toContain("Sneak Attack 3d6");
    expect(shown).toContain("Finesse or ranged weapon, with advantage or an ally beside the target");
    expect(lastRoll().formula).toBe("1d8 + 3d6 + 3 + 1d4");
    expect(lastRoll().fray.extras).toEqual([{ feature: sneak.id, slot: null }]);
    expect(lastRoll().fray.situational).toBe("1d4");
    expect(lastRoll().total).toBe(16);
  });

  it("Shift rolls at once without the dialog", async () => {
    h.dice.queue(8, 5);
    await rapier.rollDamage({ event: Object.assign(click(), { shiftKey: true }), targets: [] });
    expect(dialogs.shown).toHaveLength(0);
    expect(lastRoll().formula).toBe("1d8 + 3");
  });

  it("a critical hit rolls the extra dice twice and the modifier once: 2d8 + 6d6 + 3", async () => {
    dialogs.answers.push({ values: { [`extra-${sneak.id ?? ""}`]: "use" } });
    h.dice.queue(8, 1, 1);
    h.dice.queue(6, 1, 1, 1, 1, 1, 1);
    await rapier.rollDamage({ event: click(), critical: true, targets: [] });
    expect(lastRoll().formula).toBe("2d8 + 6d6 + 3");
  });
});

describe("RES-1 the damage dialog's slot level for a spell, the recorded one first", () => {
  it("Fireball cast at 5th: the dialog offers levels 3 to 9 with 5 chosen, and rolls 10d6", async () => {
    const wizard = await h.as(h.gm, () =>
      creature("Wizard", { level: 9, slots: { 5: { value: 1, max: 1 } } }, "character", {
        default: 0,
        [h.player.id]: 3,
      }),
    );
    h.actAs(h.gm);
    const fireball = await itemOn(wizard, "Fireball", "spell", {
      level: 3,
      save: { ability: "dex", dc: null },
      damage: { parts: [{ formula: "8d6", type: "fire" }], versatile: "" },
      scaling: { mode: "slot", formula: "1d6" },
    });
    h.actAs(h.player);
    await fireball.use({ slotLevel: 5, targets: [], placeArea: false });
    await h.settle();
    const card = lastMessage() as unknown as ChatMessage.Implementation;
    dialogs.answers.push({});
    h.dice.queue(6, ...Array<number>(10).fill(1));
    await fireball.rollDamage({ event: click(), castCardId: card.id ?? "", targets: [] });
    const content = (dialogs.shown[0] as { content?: string } | undefined)?.content ?? "";
    expect([...content.matchAll(/<option value="(\d)"/g)].map((m) => m[1])).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect(content).toMatch(/<option value="5" selected/);
    expect(lastRoll().formula).toBe("10d6");
    expect(lastRoll().fray.slotLevel).toBe(5);
  });
});

describe("RES-1 spell slots on the character sheet's combat tab", () => {
  async function combatTab(actor: FrayActor): Promise<HTMLElement> {
    const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
    const sheet = new (
      FrayCharacterSheet as unknown as new (o: object) => { element: HTMLElement; render(): Promise<unknown> }
    )({ document: h.doc(actor) });
    await sheet.render();
    return sheet.element;
  }

  it("the owner sees pips and edits value and maximum per level; level 4 is offered to give it slots", async () => {
    const slots = { 1: { value: 2, max: 4 }, 3: { value: 0, max: 2 } };
    const wizard = await h.as(h.gm, () => creature("Wizard", { slots }, "character", { default: 0, [h.player.id]: 3 }));
    const element = await combatTab(wizard);
    const levels = [...element.querySelectorAll(".fray-spell-slots__level")];
    expect(levels.map((l) => l.getAttribute("data-slot-level"))).toEqual(["1", "3", "4"]);
    const first = levels[0] as Element;
    expect(first.querySelectorAll(".fray-pip")).toHaveLength(4);
    expect(first.querySelectorAll(".fray-pip.is-spent")).toHaveLength(2);
    expect(first.querySelector('input[name="system.slots.1.value"]')?.getAttribute("value")).toBe("2");
    expect(first.querySelector('input[name="system.slots.1.max"]')?.getAttribute("value")).toBe("4");
  });

  it("an observer sees the counts, no field", async () => {
    const wizard = await h.as(h.gm, () =>
      creature("Wizard", { slots: { 2: { value: 1, max: 3 } } }, "character", {
        default: 0,
        [h.observer.id]: 2,
      }),
    );
    h.actAs(h.observer);
    const element = await combatTab(wizard);
    expect(text(element.querySelector(".fray-spell-slots")?.innerHTML ?? "")).toContain("Level 2 1 of 3");
    expect(element.querySelector('input[name^="system.slots"]')).toBeNull();
  });
});
