// Issue 15 acceptance at the table, through the rendered sheets and cards: a skill check and death saves rolled
// from the sheet's buttons, a resisted and a vulnerable hit applied from a damage card's buttons (with the
// defenses card), threeAction resistance 5 and weakness 5, the damage defenses edited on the sheet by its owner
// and refused to a player who doesn't own it, and the threeAction recovery check button.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, text, type RollHarness } from "./roll-setup";
import { automationHarness, automationSettled, messageCount } from "./combat-automation-setup";
import { dialogs, dom } from "../harness/applications";
import type { HarnessUser } from "../harness";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { defensesContext } from "../../src/applications/sheets/context/defenses";
import { defensesAsArrays } from "../../src/applications/sheets/form-data";
import { sampleActorInput, sampleSystem } from "../../preview/fixtures/sheets";
import { getPreset } from "../../src/rules";
import { i18n as previewI18n } from "../../preview/i18n";

let h: RollHarness;

/** The sheet as the harness's ApplicationV2 stand-in runs it (tests/harness/applications.ts). */
interface RenderedSheet {
  readonly element: HTMLElement;
  readonly isEditable: boolean;
  readonly renderedParts: Record<string, string>;
  render(): Promise<unknown>;
  clickAction(event: unknown, target: object): Promise<unknown>;
  _processFormData(event: null, form: unknown, formData: { object: Record<string, unknown> }): Record<string, unknown>;
}

/** Opens `actor`'s sheet on `user`'s client, acting as that user from now on. */
async function openSheet(actor: FrayActor, user: HarnessUser): Promise<RenderedSheet> {
  h.actAs(user);
  const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
  const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
  const Sheet = actor.type === "npc" ? FrayNpcSheet : FrayCharacterSheet;
  const sheet = new (Sheet as unknown as new (o: object) => RenderedSheet)({ document: h.doc(actor, user) });
  await sheet.render();
  return sheet;
}

/** The sheet's button or field matching `selector`, which the test then clicks or reads. */
function on(sheet: RenderedSheet, selector: string): HTMLElement {
  const found = sheet.element.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} on the sheet`);
  return found;
}

/** A click with Shift held: the sheet's shortcut to roll without the roll dialog. */
const shiftClick = () => Object.assign(new Event("click"), { shiftKey: true });

/**
 * What a change on the sheet submits (v13 DocumentSheetV2, `submitOnChange`): the form's fields by name, the one
 * the user changed set to its new value, through the sheet's `_processFormData`, then `document.update`. Only the
 * damage defense fields are read from the rendered form; the rest of the form is unchanged by these tests.
 */
async function changeField(sheet: RenderedSheet, actor: FrayActor, name: string, value: unknown): Promise<void> {
  const object: Record<string, unknown> = {};
  for (const field of sheet.element.querySelectorAll<HTMLInputElement>("[name^='system.defenses.']")) {
    const selected = field.querySelector("option[selected]")?.getAttribute("value");
    const raw = field.tagName === "SELECT" ? selected : field.getAttribute("value");
    object[field.getAttribute("name") ?? ""] = field.getAttribute("type") === "number" ? Number(raw) : raw;
  }
  if (!(name in object)) throw new Error(`no field ${name} on the sheet`);
  object[name] = value;
  await h.doc(actor).update(sheet._processFormData(null, null, { object }));
}

const defensesOf = (a: FrayActor) =>
  (a.system as unknown as { defenses: Record<string, unknown[]> }).defenses as {
    resistances: { type: string; value: number }[];
    immunities: string[];
    vulnerabilities: { type: string; value: number }[];
  };
const deathOf = (a: FrayActor) => (a.system as unknown as { death: { success: number; failure: number } }).death;
const hpOf = (a: FrayActor) => (a.system as unknown as { hp: { value: number } }).hp.value;

/** A hero the player owns. */
const playersHero = (name: string, system: Record<string, unknown> = {}) =>
  creature(name, system, "character", { [h.player.id]: 3 });

describe("skills and death saves from the sheet (srd52)", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("a skill check rolled from the sheet: Stealth with expertise rolls d20 + 7 and posts a Stealth card", async () => {
    const vex = await playersHero("Vex", { abilities: { dex: { value: 16 } }, skills: { stealth: { rank: 2 } } });
    const sheet = await openSheet(vex, h.player);
    h.dice.queue(20, 12);
    await sheet.clickAction(shiftClick(), on(sheet, '[data-action="rollSkill"][data-skill="stealth"]'));
    await h.settle();
    const roll = lastMessage().rolls[0] as FrayD20Roll;
    expect(roll.formula).toBe("1d20 + 7");
    expect(roll.total).toBe(19);
    expect(text(lastMessage().content)).toContain("Stealth check");
    expect(lastMessage()._source.author).toBe(h.player.id);
  });

  it("a death save sequence to stable from the sheet's button: 12, 15, 10; then no further save", async () => {
    const borin = await playersHero("Borin", { hp: { value: 0, max: 12 } });
    const sheet = await openSheet(borin, h.player);
    const button = on(sheet, '[data-action="rollDeathSave"]');
    expect(button.hasAttribute("disabled")).toBe(false);
    for (const d of [12, 15, 10]) {
      h.dice.queue(20, d);
      await sheet.clickAction(new Event("click"), button);
      await automationSettled();
    }
    expect(deathOf(borin)).toEqual({ success: 3, failure: 0 });
    expect(text(lastMessage().content)).toContain("Three successes: stable.");
    const before = messageCount();
    await sheet.clickAction(new Event("click"), button);
    expect(messageCount()).toBe(before);
    await sheet.render();
    expect(sheet.element.querySelectorAll(".fray-pip--success:not(.is-spent)")).toHaveLength(3);
  });

  it("a death save sequence to dead from the sheet's button: 5, then a natural 1", async () => {
    const borin = await playersHero("Borin", { hp: { value: 0, max: 12 } });
    const sheet = await openSheet(borin, h.player);
    for (const d of [5, 1]) {
      h.dice.queue(20, d);
      await sheet.clickAction(new Event("click"), on(sheet, '[data-action="rollDeathSave"]'));
      await automationSettled();
    }
    expect(deathOf(borin)).toEqual({ success: 0, failure: 3 });
    expect([...borin.statuses]).toContain("dead");
    expect(text(lastMessage().content)).toContain("Three failures: dead.");
  });

  it("a hero above 0 HP has the death save button disabled", async () => {
    const ayla = await playersHero("Ayla", { hp: { value: 7, max: 12 } });
    const sheet = await openSheet(ayla, h.player);
    expect(on(sheet, '[data-action="rollDeathSave"]').hasAttribute("disabled")).toBe(true);
  });
});

/** `attacker`'s weapon of `parts` hits `target`; its damage card is rolled with `dice` ([faces, result]…). */
async function damageCard(
  attacker: FrayActor,
  target: FrayActor,
  parts: { formula: string; type: string }[],
  dice: [number, number][],
): Promise<ChatMessage.Implementation> {
  const [weapon] = (await attacker.createEmbeddedDocuments("Item", [
    { name: "Brand", type: "weapon", system: { damage: { parts } } },
  ] as never)) as unknown as FrayItem[];
  for (const [faces, value] of dice) h.dice.queue(faces, value);
  await weapon?.rollDamage({ targets: [target] });
  return lastMessage() as unknown as ChatMessage.Implementation;
}

/** Clicks the card's "Apply damage" button for `target`, as its listener (src/hooks/render-chat-message.ts) does. */
async function applyFromCard(card: ChatMessage.Implementation, target: FrayActor): Promise<unknown> {
  const holder = dom.document.createElement("div");
  holder.innerHTML = card.content;
  const button = holder.querySelector<HTMLElement>(
    `button[data-action="frayApplyDamage"][data-target-uuid="${target.uuid}"][data-multiplier="1"]`,
  );
  if (!button) throw new Error(`no Apply damage button for ${target.name}`);
  const result = await onCardAction(card, button.dataset);
  await h.settle();
  await automationSettled();
  return result;
}

describe("damage defenses applied from a damage card's button (srd52)", () => {
  beforeEach(async () => {
    h = await automationHarness("srd52");
  });

  it("a resisted hit: the player applies its fire brand to a troll; the GM confirms; fire halved, a defenses card", async () => {
    const hero = await playersHero("Aldra");
    const troll = await creature("Troll", {
      hp: { value: 40, max: 40 },
      defenses: { resistances: [{ type: "fire", value: 0 }] },
    });
    h.actAs(h.player);
    const card = await damageCard(
      hero,
      troll,
      [
        { formula: "1d8", type: "fire" },
        { formula: "1d6", type: "slashing" },
      ],
      [
        [8, 7],
        [6, 4],
      ],
    );
    dialogs.answers.push(true); // the GM agrees to the player's request
    expect(await applyFromCard(card, troll)).toMatchObject({ ok: true, damageTaken: 7 });
    expect(dialogs.answers).toHaveLength(0);
    expect(hpOf(troll)).toBe(33);
    const defenses = lastMessage();
    expect(defenses.content).toContain("fray-card--defenses");
    expect(text(defenses.content)).toContain("Damage defenses Troll takes 7 (7 fire → 3 (resisted))");
    for (const client of h.clients) {
      const last = (client.game.messages as { contents: { content: string }[] }).contents.at(-1);
      expect(last?.content).toContain("fray-card--defenses");
    }
  });

  it("a vulnerable hit: the GM applies a cold hit to a golem from the card; cold doubled, immune poison is 0", async () => {
    const golem = await creature("Golem", {
      hp: { value: 40, max: 40 },
      defenses: { vulnerabilities: [{ type: "cold", value: 0 }], immunities: ["poison"] },
    });
    const wight = await creature("Wight", {}, "npc");
    const card = await damageCard(
      wight,
      golem,
      [
        { formula: "1d8", type: "cold" },
        { formula: "1d4", type: "poison" },
      ],
      [
        [8, 5],
        [4, 3],
      ],
    );
    expect(await applyFromCard(card, golem)).toMatchObject({ ok: true, damageTaken: 10 });
    expect(hpOf(golem)).toBe(30);
    expect(text(lastMessage().content)).toContain("Golem takes 10 (5 cold → 10 (vulnerable), 3 poison → 0 (immune))");
  });
});

describe("damage defenses (threeAction): resistance 5 and weakness 5 from a card", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  it("fire 7 less resistance 5 is 2, cold 4 plus weakness 5 is 9: 11 in all, one card", async () => {
    const imp = await creature(
      "Imp",
      {
        hp: { value: 30, max: 30 },
        defenses: { resistances: [{ type: "fire", value: 5 }], vulnerabilities: [{ type: "cold", value: 5 }] },
      },
      "npc",
    );
    const kell = await creature("Kell", {}, "npc");
    const card = await damageCard(
      kell,
      imp,
      [
        { formula: "1d8", type: "fire" },
        { formula: "1d6", type: "cold" },
      ],
      [
        [8, 7],
        [6, 4],
      ],
    );
    expect(await applyFromCard(card, imp)).toMatchObject({ ok: true, damageTaken: 11 });
    expect(hpOf(imp)).toBe(19);
    expect(text(lastMessage().content)).toContain("Imp takes 11 (7 fire → 2 (resisted), 4 cold → 9 (weakness))");
  });
});

describe("damage defenses edited on the sheet", () => {
  it("srd52: the owner adds a resistance, picks its type, adds an immunity and removes the resistance", async () => {
    h = await automationHarness("srd52");
    const hero = await playersHero("Aldra", { defenses: { resistances: [{ type: "fire", value: 3 }] } });
    const sheet = await openSheet(hero, h.player);
    expect(sheet.isEditable).toBe(true);
    const add = on(sheet, '[data-action="addDefense"][data-list="resistances"]');
    expect(add.getAttribute("aria-label")).toBe("Add resistance");
    await sheet.clickAction(new Event("click"), add);
    expect(defensesOf(hero).resistances).toEqual([
      { type: "fire", value: 3 },
      { type: "acid", value: 0 },
    ]);
    await sheet.render();
    const select = on(sheet, 'select[name="system.defenses.resistances.1.type"]');
    expect(select.getAttribute("aria-label")).toBe("Damage type of resistance 2");
    // The 5e family shows no value field: a change keeps the stored value of 3.
    expect(sheet.element.querySelector('[name="system.defenses.resistances.0.value"]')).toBeNull();
    await changeField(sheet, hero, "system.defenses.resistances.1.type", "cold");
    expect(defensesOf(hero).resistances).toEqual([
      { type: "fire", value: 3 },
      { type: "cold", value: 0 },
    ]);
    await sheet.clickAction(new Event("click"), on(sheet, '[data-action="addDefense"][data-list="immunities"]'));
    expect(defensesOf(hero).immunities).toEqual(["acid"]);
    await sheet.render();
    const remove = on(sheet, '[data-action="removeDefense"][data-list="resistances"][data-index="0"]');
    expect(remove.getAttribute("aria-label")).toBe("Remove resistance to fire");
    await sheet.clickAction(new Event("click"), remove);
    expect(defensesOf(hero).resistances).toEqual([{ type: "cold", value: 0 }]);
    await h.settle();
    // Every client sees the owner's change.
    for (const user of [h.gm, h.player2]) expect(defensesOf(h.doc(hero, user)).immunities).toEqual(["acid"]);
  });

  it("threeAction: the owner sets a weakness's value; the stat block labels it Weaknesses", async () => {
    h = await automationHarness("threeAction");
    const hero = await playersHero("Kell", { defenses: { vulnerabilities: [{ type: "cold", value: 2 }] } });
    const sheet = await openSheet(hero, h.player);
    expect(sheet.renderedParts.details).toContain("Weaknesses");
    const value = on(sheet, 'input[name="system.defenses.vulnerabilities.0.value"]');
    expect(value.getAttribute("aria-label")).toBe("Amount of weakness 1");
    await changeField(sheet, hero, "system.defenses.vulnerabilities.0.value", 5);
    expect(defensesOf(hero).vulnerabilities).toEqual([{ type: "cold", value: 5 }]);
  });

  it("a player who doesn't own the creature reads its defenses and can change nothing", async () => {
    h = await automationHarness("threeAction");
    const goblin = await creature(
      "Goblin",
      { defenses: { resistances: [{ type: "fire", value: 5 }] } },
      "npc",
      { default: 2 }, // every player observes it
    );
    const sheet = await openSheet(goblin, h.player2);
    expect(sheet.isEditable).toBe(false);
    expect(sheet.element.querySelector('[data-action="addDefense"], [data-action="removeDefense"]')).toBeNull();
    expect(sheet.element.querySelector('[name^="system.defenses."]')).toBeNull();
    expect(text(sheet.renderedParts.statBlock ?? "")).toContain("Resistances fire 5");
    // The action refuses even when asked directly (a stale button, a macro): nothing is sent.
    await sheet.clickAction(new Event("click"), { dataset: { action: "addDefense", list: "resistances" } });
    await sheet.clickAction(new Event("click"), {
      dataset: { action: "removeDefense", list: "resistances", index: "0" },
    });
    // And the server refuses a write from a user who isn't an owner.
    await expect(h.doc(goblin).update({ "system.defenses.resistances": [] } as never)).rejects.toThrow();
    h.actAs(h.gm);
    expect(defensesOf(goblin).resistances).toEqual([{ type: "fire", value: 5 }]);
  });
});

describe("CND-3 the recovery check button on the sheet (threeAction)", () => {
  beforeEach(async () => {
    h = await automationHarness("threeAction");
  });

  it("CND-3: the owner of a dying hero clicks the button: 15 against DC 12 lowers dying by one", async () => {
    const borin = await playersHero("Borin", { hp: { value: 0, max: 12 }, dying: { value: 2, wounded: 0 } });
    const sheet = await openSheet(borin, h.player);
    const button = on(sheet, '[data-action="rollRecovery"]');
    expect(button.hasAttribute("disabled")).toBe(false);
    h.dice.queue(20, 15);
    await sheet.clickAction(new Event("click"), button);
    await automationSettled();
    expect((borin.system as unknown as { dying: { value: number } }).dying.value).toBe(1);
    expect(text(lastMessage().content)).toContain("15 against DC 12");
  });

  it("CND-3: a hero who isn't dying has the button disabled", async () => {
    const ayla = await playersHero("Ayla", { hp: { value: 9, max: 12 } });
    const sheet = await openSheet(ayla, h.player);
    expect(on(sheet, '[data-action="rollRecovery"]').hasAttribute("disabled")).toBe(true);
  });
});

describe("the defenses context and form data (plain functions the sheets and the preview share)", () => {
  const defenses = {
    resistances: [{ type: "fire", value: 5 }],
    immunities: ["poison", "adamantine"],
    vulnerabilities: [{ type: "cold", value: 5 }],
  };
  const view = (family: "fiveE" | "threeAction") => {
    const input = sampleActorInput(family, { i18n: previewI18n });
    return defensesContext({ ...input, system: { ...sampleSystem(family), defenses } });
  };

  it("5e family: types only, Vulnerabilities; threeAction: values, Weaknesses", () => {
    expect(view("fiveE").lists.map((l) => [l.label, l.valued, l.summary])).toEqual([
      ["Resistances", false, "fire"],
      ["Immunities", false, "poison, adamantine"],
      ["Vulnerabilities", false, "cold"],
    ]);
    expect(view("threeAction").lists.map((l) => [l.label, l.valued, l.summary])).toEqual([
      ["Resistances", true, "fire 5"],
      ["Immunities", false, "poison, adamantine"],
      ["Weaknesses", true, "cold 5"],
    ]);
  });

  it("names each field, offers every damage type but healing, and keeps a type no label names", () => {
    const v = view("threeAction");
    expect(v.lists[0]?.entries[0]).toMatchObject({
      typeField: "system.defenses.resistances.0.type",
      valueField: "system.defenses.resistances.0.value",
      removeLabel: "Remove resistance to fire",
    });
    expect(v.lists[1]?.entries[1]?.typeField).toBe("system.defenses.immunities.1");
    const types = v.damageTypes.map((t) => t.value);
    expect(types).not.toContain("healing");
    expect(types).toContain("adamantine");
    const none = defensesContext({
      system: { ...sampleSystem("fiveE"), defenses: {} },
      policies: getPreset("srd52").policies,
      i18n: previewI18n,
    });
    expect(none.any).toBe(false);
  });

  it("turns indexed entries back into arrays, laid over the stored ones", () => {
    const data = { system: { defenses: { resistances: { 1: { type: "cold" }, 0: { type: "fire" } } } } };
    expect(defensesAsArrays(data, { resistances: [{ type: "acid", value: 5 }] })).toEqual({
      system: { defenses: { resistances: [{ type: "fire", value: 5 }, { type: "cold" }] } },
    });
    expect(defensesAsArrays({ system: { defenses: { immunities: { 0: "fire" } } } })).toEqual({
      system: { defenses: { immunities: ["fire"] } },
    });
    expect(defensesAsArrays({ name: "x" })).toEqual({ name: "x" });
  });
});
