// Issue 16 item 3, the NPC stat block, through the rendered sheet: everyone first reads a stat block with no form
// field and every roll a button named by what it rolls; the owner (or the GM) switches to the edit view with the
// header's Edit / Done button (aria-pressed), per sheet window and never stored; a user who only observes the NPC
// sees no switch and no field, and a stale switch does nothing for them.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, text, type RollHarness } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import type { HarnessUser } from "../harness";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayD20Roll } from "../../src/dice/d20-roll";

let h: RollHarness;

/** The sheet as the harness's ApplicationV2 stand-in runs it (tests/harness/applications.ts). */
interface RenderedSheet {
  readonly element: HTMLElement;
  readonly isEditable: boolean;
  render(): Promise<unknown>;
  clickAction(event: unknown, target: object): Promise<unknown>;
  _processFormData(event: null, form: unknown, formData: { object: Record<string, unknown> }): Record<string, unknown>;
}

/** Opens `actor`'s NPC sheet on `user`'s client, acting as that user from now on. */
async function openSheet(actor: FrayActor, user: HarnessUser): Promise<RenderedSheet> {
  h.actAs(user);
  const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
  const sheet = new (FrayNpcSheet as unknown as new (o: object) => RenderedSheet)({ document: h.doc(actor, user) });
  await sheet.render();
  return sheet;
}

function on(sheet: RenderedSheet, selector: string): HTMLElement {
  const found = sheet.element.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} on the sheet`);
  return found;
}

/**
 * The button whose accessible name says `name` (what it rolls), followed by what it shows ("Roll Strength save:
 * +5"), so the name contains the visible text (issue 16 item 1, WCAG 2.5.3).
 */
const button = (sheet: RenderedSheet, name: string) => on(sheet, `button[aria-label^="${name}: "]`);
/** What a button's accessible name says it does: the part before the visible text. */
const does = (b: Element | null | undefined) => b?.getAttribute("aria-label")?.split(": ")[0];
const toggle = (sheet: RenderedSheet) => sheet.element.querySelector<HTMLElement>('[data-action="toggleEditMode"]');
const fields = (sheet: RenderedSheet) =>
  [...sheet.element.querySelectorAll("input, select, textarea, prose-mirror")].map((f) => f.getAttribute("name"));
const shiftClick = () => Object.assign(new Event("click"), { shiftKey: true });

/** Clicks the header's Edit / Done button (the sheet renders again). */
async function switchMode(sheet: RenderedSheet): Promise<void> {
  const target = toggle(sheet);
  if (!target) throw new Error("no Edit / Done button");
  await sheet.clickAction(new Event("click"), target);
}

const BANDIT = {
  cr: 2,
  multiattack: 2,
  abilities: { con: { value: 14, saveRank: 1 } },
  skills: { athletics: { rank: 1 } },
  defenses: { resistances: [{ type: "fire", value: 0 }] },
};

describe("srd52: the NPC stat block's read view and the owner's edit view", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("the GM first reads a stat block without a field, then Edit shows every field and Done hides them", async () => {
    const bandit = await creature("Bandit Captain", BANDIT, "npc");
    const sheet = await openSheet(bandit, h.gm);
    expect(fields(sheet)).toEqual([]);
    const mode = toggle(sheet);
    expect(mode?.getAttribute("aria-pressed")).toBe("false");
    expect(mode?.textContent.trim()).toBe("Edit");
    const read = text(sheet.element.innerHTML);
    for (const line of ["Armor Class", "Hit Points", "Speed 30 ft", "Skills Athletics +2", "Reach 5 ft"])
      expect(read).toContain(line);
    expect(read).toContain("Multiattack 2 attacks per Attack action");
    expect(read).toContain("Resistances fire");
    expect(read).toContain("Challenge 2");
    expect(sheet.element.querySelector('[data-action="editItem"], [data-action="createItem"]')).toBeNull();

    await switchMode(sheet);
    expect(toggle(sheet)?.getAttribute("aria-pressed")).toBe("true");
    expect(toggle(sheet)?.textContent.trim()).toBe("Done");
    const edit = fields(sheet);
    for (const name of [
      "name",
      "system.size",
      "system.cr",
      "system.ac.flat",
      "system.ac.bonus",
      "system.hp.value",
      "system.hp.max",
      "system.hp.temp",
      "system.speed.walk",
      "system.speed.fly",
      "system.abilities.str.value",
      "system.skills.athletics.rank",
      "system.reach",
      "system.multiattack",
      "system.defenses.resistances.0.type",
      "system.biography",
    ])
      expect(edit, name).toContain(name);
    expect(sheet.element.querySelectorAll('[data-action="toggleProficiency"]')).toHaveLength(6);
    expect(sheet.element.querySelectorAll('[data-action="createItem"]')).toHaveLength(3);

    await switchMode(sheet);
    expect(fields(sheet)).toEqual([]);
    expect(toggle(sheet)?.getAttribute("aria-pressed")).toBe("false");
  });

  it("the mode belongs to the sheet window: the document is not written, and another window opens in the read view", async () => {
    const bandit = await creature("Bandit Captain", BANDIT, "npc");
    const before = JSON.stringify(h.doc(bandit, h.gm).toObject());
    const first = await openSheet(bandit, h.gm);
    await switchMode(first);
    expect(fields(first)).toContain("system.hp.value");
    expect(JSON.stringify(h.doc(bandit, h.gm).toObject())).toBe(before);
    const second = await openSheet(bandit, h.gm);
    expect(fields(second)).toEqual([]);
    expect(toggle(second)?.getAttribute("aria-pressed")).toBe("false");
  });

  it("an edit made in the edit view is written, and the read view shows it", async () => {
    const bandit = await creature("Bandit Captain", BANDIT, "npc");
    const sheet = await openSheet(bandit, h.gm);
    await switchMode(sheet);
    await h.doc(bandit).update(sheet._processFormData(null, null, { object: { "system.hp.value": 12 } }));
    await sheet.render();
    expect(fields(sheet)).toContain("system.hp.value"); // still editing after the update's render
    await switchMode(sheet);
    expect(text(sheet.element.innerHTML)).toContain("Hit Points 12/");
  });

  it("a player who owns the NPC sees the switch; the toggle, proficiency and item controls work from it", async () => {
    const pet = await creature("Wolf", {}, "npc", { [h.player.id]: 3 });
    const sheet = await openSheet(pet, h.player);
    await switchMode(sheet);
    await sheet.clickAction(
      new Event("click"),
      on(sheet, '[data-action="toggleProficiency"][data-path="system.abilities.dex.saveRank"]'),
    );
    expect((pet.system as unknown as { abilities: { dex: { saveRank: number } } }).abilities.dex.saveRank).toBe(1);
    await sheet.clickAction(new Event("click"), on(sheet, '[data-action="createItem"][data-type="weapon"]'));
    expect(pet.items.contents.map((i) => i.type)).toEqual(["weapon"]);
  });

  it("rolls from the read view: a save, an ability check, a skill and initiative, each button named by its roll", async () => {
    const bandit = await creature("Bandit Captain", BANDIT, "npc");
    const sheet = await openSheet(bandit, h.gm);
    h.dice.queue(20, 11);
    await sheet.clickAction(shiftClick(), button(sheet, "Roll Constitution save"));
    await h.settle();
    expect(text(lastMessage().content)).toContain("Constitution save");
    expect((lastMessage().rolls[0] as FrayD20Roll).total).toBe(11 + 2 + 2);
    h.dice.queue(20, 9);
    await sheet.clickAction(shiftClick(), button(sheet, "Roll Strength check"));
    await h.settle();
    expect(text(lastMessage().content)).toContain("Strength check");
    h.dice.queue(20, 5);
    await sheet.clickAction(shiftClick(), button(sheet, "Roll Athletics check"));
    await h.settle();
    expect(text(lastMessage().content)).toContain("Athletics check");
    const initiative = sheet.element.querySelector('[data-action="rollInitiative"]');
    expect(initiative?.getAttribute("aria-label")).toBe(`Roll initiative: ${initiative?.textContent.trim()}`);
    expect(fields(sheet)).toEqual([]);
  });
});

describe("threeAction: the saves row and the observer", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  const GOBLIN = { level: 5, saves: { fortitude: { rank: 2 }, reflex: { rank: 1 }, will: { rank: 1 } } };

  it("the read view's saves row reads Fort, Ref, Will as buttons; a click rolls that save", async () => {
    const goblin = await creature("Goblin Warrior", GOBLIN, "npc");
    const sheet = await openSheet(goblin, h.gm);
    const row = [...sheet.element.querySelectorAll<HTMLElement>('dd [data-action="rollSave"]')];
    expect(row.map((b) => b.getAttribute("aria-label"))).toEqual(row.map((b) => `${does(b)}: ${b.textContent.trim()}`));
    expect(row.map(does)).toEqual(["Roll Fortitude save", "Roll Reflex save", "Roll Will save"]);
    expect(row.map((b) => b.textContent.trim().replace(/[+−]\d+$/, ""))).toEqual(["Fort ", "Ref ", "Will "]);
    expect(button(sheet, "Roll Perception").dataset.action).toBe("rollPerception");
    h.dice.queue(20, 14);
    await sheet.clickAction(shiftClick(), button(sheet, "Roll Fortitude save"));
    await h.settle();
    expect(text(lastMessage().content)).toContain("Fortitude save");
  });

  it("the edit view: each save a cell of the grid with its rank select and its roll button", async () => {
    const goblin = await creature("Goblin Warrior", GOBLIN, "npc");
    const sheet = await openSheet(goblin, h.gm);
    await switchMode(sheet);
    const cells = [...sheet.element.querySelectorAll(".fray-save-grid .fray-save-cell")];
    expect(
      cells.map((c) => [
        c.querySelector("select")?.getAttribute("name"),
        c.querySelector("select")?.getAttribute("aria-label"),
        c.querySelector('[data-action="rollSave"]')?.getAttribute("data-save"),
      ]),
    ).toEqual([
      ["system.saves.fortitude.rank", "Fortitude save rank", "fortitude"],
      ["system.saves.reflex.rank", "Reflex save rank", "reflex"],
      ["system.saves.will.rank", "Will save rank", "will"],
    ]);
    expect(fields(sheet)).toEqual(expect.arrayContaining(["system.level", "system.perception.rank"]));
  });

  it("an observer reads the stat block: no switch, no field, no item control; a stale switch changes nothing", async () => {
    const goblin = await creature("Goblin Warrior", GOBLIN, "npc", { default: 2 });
    const sheet = await openSheet(goblin, h.player2);
    expect(sheet.isEditable).toBe(false);
    expect(toggle(sheet)).toBeNull();
    expect(fields(sheet)).toEqual([]);
    expect(sheet.element.querySelector('[data-action="editItem"], [data-action="createItem"]')).toBeNull();
    await sheet.clickAction(new Event("click"), { dataset: { action: "toggleEditMode" } });
    expect(fields(sheet)).toEqual([]);
    expect(text(sheet.element.innerHTML)).toContain("Fort +");
  });
});
