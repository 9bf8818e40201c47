// The sheets (issue 4): registration at init, the context functions per rule family, every template
// rendered through the harness' real Handlebars (localized, user text escaped) and the actions' roll calls.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type Harness } from "../harness";
import { sheetRegistrations } from "../harness/applications";
import { characterContext } from "../../src/applications/sheets/context/character";
import { npcContext } from "../../src/applications/sheets/context/npc";
import { itemSheetContext } from "../../src/applications/sheets/context/item/item-sheet";
import { activationView } from "../../src/applications/sheets/context/item/activation";
import { spellRow } from "../../src/applications/sheets/context/items";
import { ledgerView } from "../../src/applications/sheets/context/ledger";
import { CHARACTER_TABS, tabViews } from "../../src/applications/sheets/context/tabs";
import { damagePartsAsArray, toggledProperty, withoutDamagePart } from "../../src/applications/sheets/form-data";
import { performRoll, type RollingActor, type RollingItem } from "../../src/applications/sheets/rolls";
import { PART_PARTIALS, SHEET_TEMPLATES } from "../../src/applications/sheets/templates";
import type { Localizer } from "../../src/data/labels";
import type { PlainItem } from "../../src/applications/sheets/context/types";
import { sampleActorInput, sampleItems, sampleLedger } from "../../preview/fixtures/sheets";
import { HOSTILE_NAME } from "../../preview/fixture";

let h: Harness;
const i18n: Localizer = {
  localize: (key) => game.i18n.localize(key),
  format: (key, data) => (game.i18n as unknown as Localizer).format(key, data),
};

/** A fresh harness; tests/harness/applications.ts adds the sheet API to its `foundry`. */
const install = (): Harness => installFoundry();

/** Renders a template with the harness' renderTemplate (real Handlebars, Foundry's helper subset). */
const render = (path: string, context: object): Promise<string> =>
  (
    foundry.applications.handlebars as unknown as { renderTemplate(p: string, c: object): Promise<string> }
  ).renderTemplate(path, context);

/** Loads the partials a sheet part lists, as HandlebarsApplicationMixin does before the first render. */
const loadPartials = async (...lists: (readonly string[])[]): Promise<void> => {
  await foundry.applications.handlebars.loadTemplates(lists.flat());
};

beforeEach(() => {
  h = install();
});

describe("registration", () => {
  it("replaces the core actor and item sheets with Fray's, as defaults, with localized labels", async () => {
    const { registerSheets } = await import("../../src/applications/sheets/register");
    registerSheets();
    const actor = sheetRegistrations.get("Actor") ?? [];
    const item = sheetRegistrations.get("Item") ?? [];
    expect(actor.map((r) => [r.scope, r.types, r.makeDefault])).toEqual([
      ["fray", ["character"], true],
      ["fray", ["npc"], true],
    ]);
    expect(item.map((r) => [r.scope, r.types, r.makeDefault])).toEqual([
      ["fray", ["weapon", "armor", "spell", "feature", "equipment"], true],
    ]);
    for (const r of [...actor, ...item]) expect(h.i18n.has(r.label ?? "")).toBe(true);
  });
});

describe("character context per rule family (ATK-18, ECON-1, ECON-3)", () => {
  it("5e family: six ability saves with proficiency toggles, death saves, bonus actions, no dying or fatigue", () => {
    const c = characterContext(sampleActorInput("fiveE", { i18n }));
    expect(c.flags).toMatchObject({ fiveE: true, threeAction: false, deathSaves: true, dyingWounded: false });
    expect(c.flags.fatigue).toBe(false);
    expect(c.saves.map((s) => s.id)).toEqual(["str", "dex", "con", "int", "wis", "cha"]);
    expect(c.saves[0]).toMatchObject({ label: "Strength", bonus: "+6", proficient: true });
    expect(c.saves[0]?.rankField).toBe("system.abilities.str.saveRank");
    expect(c.abilities[0]).toMatchObject({ abbr: "STR", score: 16, mod: "+3", field: "system.abilities.str.value" });
    expect(c.numbers).toMatchObject({ proficiency: "+3", ac: 18 });
  });

  it("threeAction: Fortitude, Reflex and Will with ranks, dying and wounded, no death saves", () => {
    const c = characterContext(sampleActorInput("threeAction", { i18n }));
    expect(c.flags).toMatchObject({ threeAction: true, deathSaves: false, dyingWounded: true, bonusActions: false });
    expect(c.saves.map((s) => [s.id, s.label, s.rankField])).toEqual([
      ["fortitude", "Fortitude", "system.saves.fortitude.rank"],
      ["reflex", "Reflex", "system.saves.reflex.rank"],
      ["will", "Will", "system.saves.will.rank"],
    ]);
    expect(c.numbers.initiativeUsesPerception).toBe(true);
  });

  it("fatigue shows only where the preset tracks it (a5e's sprint)", () => {
    const input = sampleActorInput("fiveE", { i18n });
    const sprinting = { ...input.policies, economy: { ...input.policies.economy, sprint: true } };
    expect(characterContext({ ...input, policies: sprinting }).flags.fatigue).toBe(true);
  });

  it("activation costs follow the family: 5e bonus action vs one threeAction action; reactions keep their trigger", () => {
    const bonus = { type: "bonus", cost: 1, trigger: "" };
    expect(activationView(bonus, "fiveE", i18n)).toMatchObject({ label: "Bonus action", group: "bonus" });
    expect(activationView(bonus, "threeAction", i18n)).toMatchObject({ label: "1 action", glyphs: "◆" });
    expect(activationView({ type: "actions", cost: 3 }, "threeAction", i18n).label).toBe("3 actions");
    const reaction = activationView({ type: "reaction", trigger: "An enemy leaves reach" }, "fiveE", i18n);
    expect(reaction).toMatchObject({ group: "reaction", trigger: "An enemy leaves reach" });
  });

  it("ATK-18 a spell's save reads as the family rolls it: a Dexterity save is Reflex with three actions", () => {
    const spell = {
      _id: "s1",
      name: "Sacred Flame",
      type: "spell",
      img: "",
      system: { level: 0, attack: "none", save: { ability: "dex", dc: null }, activation: { type: "action" } },
    } as unknown as PlainItem;
    expect(spellRow(spell, "fiveE", i18n).save).toContain("DEX");
    expect(spellRow(spell, "threeAction", i18n).save).toContain("Reflex");
  });

  it("passes names and user text through unescaped: the templates escape", () => {
    const c = characterContext(sampleActorInput("fiveE", { name: HOSTILE_NAME, i18n }));
    expect(c.actor.name).toBe(HOSTILE_NAME);
  });
});

describe("turn ledger panel (ECON-1, ECON-2, ECON-3, MOV-1)", () => {
  it("shows what is left of a 5e turn and of a threeAction turn", () => {
    expect(ledgerView(sampleLedger("fiveE"), i18n)).toMatchObject({
      threeAction: false,
      actions: { remaining: 0, total: 1 },
      bonusAction: { show: true, available: true },
      reactions: { remaining: 1, perRound: 1 },
      movement: { remaining: 20, used: 10 },
    });
    const three = ledgerView(sampleLedger("threeAction"), i18n);
    expect(three).toMatchObject({
      threeAction: true,
      actions: { remaining: 1, total: 3 },
      bonusAction: { show: false },
    });
    expect(three?.actions.pips.map((p) => p.spent)).toEqual([false, true, true]);
  });

  it("shows nothing for an absent or malformed ledger", () => {
    for (const bad of [null, undefined, 3, {}, { actions: { remaining: "x" } }])
      expect(ledgerView(bad, i18n)).toBeNull();
    expect(characterContext(sampleActorInput("fiveE", { ledger: null, i18n })).ledger).toBeNull();
  });
});

describe("NPC and item contexts", () => {
  it("groups an NPC's items into traits, actions, bonus actions and reactions", () => {
    const c = npcContext(sampleActorInput("fiveE", { i18n }));
    expect(c.sections.map((s) => [s.id, s.entries.map((e) => e.name)])).toEqual([
      ["traits", ["Tough"]],
      ["actions", ["Longsword", "Longbow", "Sacred Flame", "Bless"]],
      ["bonus", ["Second Wind"]],
      ["reactions", ["Reactive Strike"]],
    ]);
    expect(npcContext(sampleActorInput("threeAction", { i18n })).sections.map((s) => s.id)).toEqual([
      "traits",
      "actions",
      "reactions",
    ]);
  });

  it("offers the family's saves on a spell and lists damage parts with their field names", () => {
    const spell = sampleItems().find((i) => i.type === "spell") as PlainItem;
    const three = itemSheetContext({
      item: spell,
      family: "threeAction",
      editable: true,
      enrichedDescription: "",
      i18n,
    });
    expect(three.choices.spellSaves?.map((c) => c.value)).toEqual(["", "fortitude", "reflex", "will", "dex"]);
    expect(three.damageParts[0]).toMatchObject({ formula: "1d8", formulaField: "system.damage.parts.0.formula" });
  });

  it("turns an expanded form's indexed damage parts back into an array and edits lists", () => {
    const data = { system: { damage: { parts: { 1: { formula: "1d6" }, 0: { formula: "1d8" } }, versatile: "" } } };
    expect(damagePartsAsArray(data)).toEqual({
      system: { damage: { parts: [{ formula: "1d8" }, { formula: "1d6" }], versatile: "" } },
    });
    expect(withoutDamagePart(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(toggledProperty(["versatile"], "finesse", true)).toEqual(["finesse", "versatile"]);
    expect(toggledProperty(["versatile"], "versatile", false)).toEqual([]);
  });
});

describe("templates", () => {
  const characterParts = [
    SHEET_TEMPLATES.characterHeader,
    SHEET_TEMPLATES.tabs,
    SHEET_TEMPLATES.attributes,
    SHEET_TEMPLATES.combat,
    SHEET_TEMPLATES.details,
    SHEET_TEMPLATES.biography,
  ];

  it.each(["fiveE", "threeAction"] as const)(
    "render the %s character and NPC sheets localized, names as text",
    async (family) => {
      const input = sampleActorInput(family, { name: HOSTILE_NAME, ledger: sampleLedger(family), i18n });
      const context = { ...characterContext(input), tabs: tabViews(CHARACTER_TABS, "combat", i18n) };
      await loadPartials(PART_PARTIALS.characterCombat, PART_PARTIALS.npcStatBlock);
      const html = (
        await Promise.all(characterParts.map((p) => render(p, { ...context, tab: context.tabs.combat })))
      ).join("");
      const npc = await render(SHEET_TEMPLATES.npc, npcContext(input));
      for (const out of [html, npc]) {
        expect(out).not.toContain(HOSTILE_NAME);
        expect(out).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
        expect(out).not.toMatch(/\b(?:FRAY|TYPES)\.[A-Z]/);
      }
      expect(html).toContain(family === "fiveE" ? "Death saves" : "Dying and wounded");
      expect(h.i18n.missing).toEqual(new Set());
    },
  );

  it.each(["weapon", "armor", "spell", "feature", "equipment"] as const)("render the %s item sheet", async (type) => {
    const base = sampleItems().find((i) => i.type === type);
    expect(base).toBeDefined();
    const context = itemSheetContext({
      item: { ...(base as NonNullable<typeof base>), name: HOSTILE_NAME },
      family: "fiveE",
      editable: true,
      enrichedDescription: "",
      i18n,
    });
    await loadPartials(PART_PARTIALS.itemDetails);
    const html = (
      await Promise.all(
        [SHEET_TEMPLATES.itemHeader, SHEET_TEMPLATES.itemDetails[type], SHEET_TEMPLATES.itemDescription].map((p) =>
          render(p, context),
        ),
      )
    ).join("");
    expect(html).not.toContain(HOSTILE_NAME);
    expect(html).not.toMatch(/\b(?:FRAY|TYPES)\.[A-Z]/);
    expect(h.i18n.missing).toEqual(new Set());
  });
});

describe("roll actions", () => {
  const rollingActor = () => ({
    rollAbilityCheck: vi.fn(() => Promise.resolve("check")),
    rollSave: vi.fn(() => Promise.resolve("save")),
    rollPerception: vi.fn(() => Promise.resolve("perception")),
    rollSkill: vi.fn(() => Promise.resolve("skill")),
    rollInitiative: vi.fn(() => Promise.resolve("initiative")),
    rollGrappleEscape: vi.fn(() => Promise.resolve("escape")),
  });
  const rollingItem = () => ({
    rollAttack: vi.fn(() => Promise.resolve("attack")),
    rollDamage: vi.fn(() => Promise.resolve("damage")),
    use: vi.fn(() => Promise.resolve("use")),
  });

  it("call the roll method each button names, passing the click event", async () => {
    const actor = rollingActor();
    const sword = rollingItem();
    const event = new Event("click");
    const items = (id: string) => (id === "sword" ? (sword as RollingItem) : undefined);
    const a = actor as RollingActor;
    await performRoll(a, items, { kind: "check", ability: "dex" }, event);
    await performRoll(a, items, { kind: "save", save: "will" }, event);
    await performRoll(a, items, { kind: "initiative" }, event);
    await performRoll(a, items, { kind: "skill", skill: "stealth" }, event);
    await performRoll(a, items, { kind: "grappleEscape" }, event);
    await performRoll(a, items, { kind: "damage", itemId: "sword", versatile: true }, event);
    await performRoll(a, items, { kind: "use", itemId: "gone" }, event);
    expect(actor.rollAbilityCheck).toHaveBeenCalledWith("dex", { event });
    expect(actor.rollSave).toHaveBeenCalledWith("will", { event });
    expect(actor.rollInitiative).toHaveBeenCalledWith({ createCombatants: true });
    expect(actor.rollSkill).toHaveBeenCalledWith("stealth", { event });
    expect(actor.rollGrappleEscape).toHaveBeenCalledWith({ event });
    expect(sword.rollDamage).toHaveBeenCalledWith({ event, versatile: true });
    expect(sword.use).not.toHaveBeenCalled();
  });

  describe("on a rendered sheet", () => {
    it("a click on a data-action button reaches the actor's roll method", async () => {
      const { listen } = await import("../../src/hooks/init");
      h.onEveryClient(listen);
      h.fire("init");
      const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
      const actor = await Actor.create({ name: HOSTILE_NAME, type: "character" });
      const rolls = rollingActor();
      Object.assign(actor as object, rolls);
      const sheet = new (
        FrayCharacterSheet as unknown as new (o: object) => {
          render(): Promise<unknown>;
          renderedParts: Record<string, string>;
          clickAction(event: unknown, target: object): Promise<unknown>;
        }
      )({ document: actor });
      await sheet.render();
      expect(Object.keys(sheet.renderedParts)).toEqual([
        "header",
        "tabs",
        "attributes",
        "combat",
        "details",
        "biography",
      ]);
      expect(sheet.renderedParts.header).toContain("&lt;img src&#x3D;x");
      const event = new Event("click");
      await sheet.clickAction(event, { dataset: { action: "rollSave", save: "con" } });
      await sheet.clickAction(event, { dataset: { action: "rollCheck", ability: "str" } });
      expect(rolls.rollSave).toHaveBeenCalledWith("con", { event });
      expect(rolls.rollAbilityCheck).toHaveBeenCalledWith("str", { event });
      await sheet.clickAction(event, { dataset: { action: "rollSkill", skill: "stealth" } });
      expect(rolls.rollSkill).toHaveBeenCalledWith("stealth", { event });
      expect(sheet.renderedParts.attributes).toContain('data-action="rollSkill" data-skill="sleightOfHand"');
      expect(sheet.renderedParts.attributes).toContain("Sleight of Hand");
    });
  });
});

describe("ATK-1 ATK-11 weapon rows show the numbers the rolls use", () => {
  beforeEach(() => {
    h = install();
  });

  it("5e: ability + proficiency to hit, the ability modifier joins the damage", () => {
    const [longsword, longbow] = characterContext(sampleActorInput("fiveE", { i18n })).weapons;
    expect(longsword).toMatchObject({ toHit: "+6 to hit", damage: "1d8 + 3 slashing", versatile: "1d10 + 3" });
    expect(longbow).toMatchObject({ toHit: "+5 to hit", damage: "1d8 + 2 piercing" });
  });

  it("threeAction: level + trained rank to hit; a ranged Strike adds no ability to damage", () => {
    const [longsword, longbow] = characterContext(sampleActorInput("threeAction", { i18n })).weapons;
    expect(longsword).toMatchObject({ toHit: "+10 to hit", damage: "1d8 + 3 slashing" });
    expect(longbow).toMatchObject({ toHit: "+9 to hit", damage: "1d8 piercing" });
  });
});
