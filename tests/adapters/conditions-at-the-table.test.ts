// Issue 14 item 2, CND-1: every condition of each preset is a token status (a 5e GM can mark a stunned goblin),
// and a condition the rules core models changes the roll it should, through the same statuses the token HUD
// toggles: tested per condition on a real attack, check or save, and on the AC an attack is judged against.
// The sheets' conditions panel adds, raises, lowers and removes them as the owner; a non-owner sees no controls.
// (`automationHarness` fires `setup` too, where Fray fills the status list, as a world loads.)
import { describe, expect, it } from "vitest";
import { creature, lastMessage, text } from "./roll-setup";
import { automationHarness as rollHarness } from "./combat-automation-setup";
import type { HarnessUser } from "../harness";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
/** The last d20 roll's total (evaluated: fast-forwarded rolls always are). */
const lastTotal = () => d20().total ?? Number.NaN;

const statusIds = () => (CONFIG.statusEffects as unknown as { id: string }[]).map((s) => s.id);

async function weapon(actor: FrayActor, system: Record<string, unknown> = {}): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { damage: { parts: [{ formula: "1d6", type: "piercing" }] }, ...system } },
  ] as never);
  return (created as FrayItem[])[0] as FrayItem;
}

/** Gives `actor` the status as the token HUD does, with a value for a valued condition (`flags.fray.value`). */
async function condition(actor: FrayActor, id: string, value?: number): Promise<void> {
  await actor.toggleStatusEffect(id);
  if (value === undefined) return;
  const effect = actor.effects.find((e) => e.statuses.has(id));
  await effect?.update({ flags: { fray: { value } } } as never);
}

describe("CND-1 the status list names every condition of the preset", () => {
  it("srd52 offers the 5e conditions a GM needs, exhaustion among them; none of threeAction's", async () => {
    await rollHarness("srd52");
    const ids = statusIds();
    for (const id of ["blinded", "charmed", "deafened", "frightened", "invisible", "paralyzed", "petrified"])
      expect(ids).toContain(id);
    for (const id of ["poisoned", "stunned", "exhaustion", "restrained", "grappled", "prone", "unconscious"])
      expect(ids).toContain(id);
    expect(ids).not.toContain("offGuard");
  });

  it("a5e keeps fatigue and has no exhaustion; threeAction offers off-guard, clumsy, sickened and the rest", async () => {
    await rollHarness("a5e");
    expect(statusIds()).toContain("fatigue");
    expect(statusIds()).not.toContain("exhaustion");
    const h = await rollHarness("threeAction");
    for (const id of ["offGuard", "frightened", "clumsy", "enfeebled", "drained", "stupefied", "sickened", "grabbed"])
      expect(statusIds()).toContain(id);
    expect(statusIds()).not.toContain("poisoned");
    expect(h.i18n.missing.size).toBe(0);
  });

  it("a stunned goblin: the GM marks it, and it carries incapacitated as the rules read it", async () => {
    await rollHarness("srd51");
    const goblin = await creature("Goblin", {}, "npc");
    await condition(goblin, "stunned");
    expect([...goblin.statuses].sort()).toEqual(["incapacitated", "stunned"]);
  });
});

describe("CND-1 5e conditions on the roll", () => {
  it.each([
    ["poisoned attacker", "srd52", "poisoned", "", "2d20kl", "Poisoned"],
    ["frightened attacker", "srd51", "frightened", "", "2d20kl", "Frightened"],
    ["restrained attacker", "delta", "restrained", "", "2d20kl", "Restrained"],
    ["blinded attacker", "srd52", "blinded", "", "2d20kl", "Target unseen"],
    ["invisible attacker", "srd52", "invisible", "", "2d20kh", "Attacker unseen"],
    ["stunned target", "srd52", "", "stunned", "2d20kh", "Target stunned"],
    ["paralyzed target", "a5e", "", "paralyzed", "2d20kh", "Target paralyzed"],
    ["restrained target", "srd51", "", "restrained", "2d20kh", "Target restrained"],
    ["blinded target", "srd52", "", "blinded", "2d20kh", "Attacker unseen"],
    ["poisoned attacker, stunned target", "srd52", "poisoned", "stunned", "1d20", "Target stunned"],
  ])("%s (%s): %s", async (_, preset, attackerCondition, targetCondition, dice, reason) => {
    const h = await rollHarness(preset);
    const vessa = await creature("Vessa");
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 12 } }, "npc");
    if (attackerCondition) await condition(vessa, attackerCondition);
    if (targetCondition) await condition(goblin, targetCondition);
    h.dice.queue(20, 9, 16);
    await (await weapon(vessa)).rollAttack({ fastForward: true, targets: [goblin] });
    expect(d20().formula.startsWith(dice)).toBe(true);
    expect(text(lastMessage().content)).toContain(reason);
  });

  it("a poisoned creature's ability check and skill have disadvantage; its saves don't", async () => {
    const h = await rollHarness("srd52");
    const vessa = await creature("Vessa");
    await condition(vessa, "poisoned");
    h.dice.queue(20, 9, 16);
    await vessa.rollAbilityCheck("str", { fastForward: true });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    h.dice.queue(20, 9, 16);
    await vessa.rollSkill("stealth", { fastForward: true });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    h.dice.queue(20, 9);
    await vessa.rollSave("con", { fastForward: true });
    expect(d20().formula.startsWith("1d20")).toBe(true);
  });

  it("restrained: a Dexterity save with disadvantage, a Strength save without", async () => {
    const h = await rollHarness("srd52");
    const vessa = await creature("Vessa");
    await condition(vessa, "restrained");
    h.dice.queue(20, 9, 16);
    await vessa.rollSave("dex", { fastForward: true });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    h.dice.queue(20, 9);
    await vessa.rollSave("str", { fastForward: true });
    expect(d20().formula.startsWith("1d20")).toBe(true);
  });

  it("exhaustion 2: srd52 takes 4 from every d20 test; srd51's table gives a check disadvantage", async () => {
    let h = await rollHarness("srd52");
    let vessa = await creature("Vessa", { abilities: { str: { value: 14 } } });
    await condition(vessa, "exhaustion", 2);
    h.dice.queue(20, 10);
    await vessa.rollAbilityCheck("str", { fastForward: true });
    expect(d20().total).toBe(10 + 2 - 4);
    expect(text(lastMessage().content)).toContain("Exhaustion");
    h = await rollHarness("srd51");
    vessa = await creature("Vessa", { abilities: { str: { value: 14 } } });
    await condition(vessa, "exhaustion", 2);
    h.dice.queue(20, 10, 4);
    await vessa.rollAbilityCheck("str", { fastForward: true });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    expect(d20().total).toBe(4 + 2);
  });
});

describe("CND-1 threeAction conditions on the roll and on AC", () => {
  it("frightened 2 takes 2 from a Will save; sickened 1 with it still takes only 2 (the largest)", async () => {
    const h = await rollHarness("threeAction");
    const ayla = await creature("Ayla");
    await condition(ayla, "frightened", 2);
    await condition(ayla, "sickened", 1);
    h.dice.queue(20, 10);
    await ayla.rollSave("will", { fastForward: true });
    const plain = await creature("Borin");
    const penalised = lastTotal();
    h.dice.queue(20, 10);
    await plain.rollSave("will", { fastForward: true });
    expect(penalised).toBe(lastTotal() - 2);
  });

  it("clumsy 1 on a Reflex save, not on Fortitude; enfeebled 2 on a Strength attack", async () => {
    const h = await rollHarness("threeAction");
    const ayla = await creature("Ayla", { abilities: { str: { value: 16 } } });
    const borin = await creature("Borin", { abilities: { str: { value: 16 } } });
    await condition(ayla, "clumsy", 1);
    await condition(ayla, "enfeebled", 2);
    const total = async (who: FrayActor, roll: (a: FrayActor) => Promise<unknown>) => {
      h.dice.queue(20, 10);
      await roll(who);
      return lastTotal();
    };
    const reflex = (a: FrayActor) => a.rollSave("reflex", { fastForward: true });
    const fortitude = (a: FrayActor) => a.rollSave("fortitude", { fastForward: true });
    expect(await total(ayla, reflex)).toBe((await total(borin, reflex)) - 1);
    expect(await total(ayla, fortitude)).toBe(await total(borin, fortitude));
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    const strike = async (a: FrayActor) => (await weapon(a)).rollAttack({ fastForward: true, targets: [ogre] });
    const weakened = await total(ayla, strike);
    expect(text(lastMessage().content)).toContain("Enfeebled");
    expect(weakened).toBe((await total(borin, strike)) - 2);
  });

  it("an off-guard target's AC is 2 lower on the card, and frightened 1 takes 1 more", async () => {
    const h = await rollHarness("threeAction");
    const ayla = await creature("Ayla");
    const ogre = await creature("Ogre", { ac: { calc: "flat", flat: 18 } }, "npc");
    await condition(ogre, "offGuard");
    await condition(ogre, "frightened", 1);
    h.dice.queue(20, 10);
    await (await weapon(ayla)).rollAttack({ fastForward: true, targets: [ogre] });
    expect(d20().fray.targets[0]?.ac).toBe(18 - 2 - 1);
    expect(text(lastMessage().content)).toContain("Target off-guard");
  });
});

/** The sheet as the harness's ApplicationV2 stand-in runs it (tests/harness/applications.ts). */
interface RenderedSheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
  clickAction(event: unknown, target: object): Promise<unknown>;
}

describe("CND-1 the sheets' conditions panel", () => {
  async function openSheet(h: Awaited<ReturnType<typeof rollHarness>>, actor: FrayActor, user: HarnessUser) {
    h.actAs(user);
    const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
    const { FrayNpcSheet } = await import("../../src/applications/sheets/npc-sheet");
    const Sheet = actor.type === "npc" ? FrayNpcSheet : FrayCharacterSheet;
    const sheet = new (Sheet as unknown as new (o: object) => RenderedSheet)({ document: h.doc(actor, user) });
    await sheet.render();
    return sheet;
  }
  const button = (sheet: RenderedSheet, selector: string) => {
    const found = sheet.element.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector} on the sheet`);
    return found;
  };
  const shown = (sheet: RenderedSheet) =>
    [...sheet.element.querySelectorAll(".fray-condition__name")].map((n) => n.textContent.replace(/\s+/g, " ").trim());

  it("threeAction: the owner adds frightened, raises it to 2 (the roll reads it), lowers it, and lowering from 1 ends it", async () => {
    const h = await rollHarness("threeAction");
    const ayla = await creature("Ayla", {}, "character", { [h.player.id]: 3 });
    let sheet = await openSheet(h, ayla, h.player);
    expect(shown(sheet)).toEqual([]);
    // The user picks "Frightened" in the panel's select.
    for (const option of button(sheet, "[data-condition-choice]").querySelectorAll("option"))
      if (option.getAttribute("value") === "frightened") option.setAttribute("selected", "");
      else option.removeAttribute("selected");
    await sheet.clickAction(new Event("click"), button(sheet, '[data-action="conditionAdd"]'));
    expect(ayla.statuses.has("frightened")).toBe(true);
    await sheet.render();
    await sheet.clickAction(new Event("click"), button(sheet, '[data-action="conditionStep"][data-delta="1"]'));
    sheet = await openSheet(h, ayla, h.player);
    expect(shown(sheet)).toEqual(["Frightened 2"]);
    h.dice.queue(20, 10);
    await ayla.rollSave("will", { fastForward: true });
    expect(text(lastMessage().content)).toContain("Frightened");
    const lower = async () => {
      await sheet.clickAction(new Event("click"), button(sheet, '[data-action="conditionStep"][data-delta="-1"]'));
      await sheet.render();
    };
    await lower();
    expect(shown(sheet)).toEqual(["Frightened 1"]);
    await lower();
    expect(ayla.statuses.has("frightened")).toBe(false);
    expect(shown(sheet)).toEqual([]);
  });

  it("srd52: exhaustion stops at 6; remove ends a plain condition; stunned's incapacitated shows without its own remove", async () => {
    const h = await rollHarness("srd52");
    const goblin = await creature("Goblin", {}, "npc");
    await goblin.toggleStatusEffect("exhaustion");
    await goblin.effects.find((e) => e.statuses.has("exhaustion"))?.update({ flags: { fray: { value: 6 } } } as never);
    await goblin.toggleStatusEffect("stunned");
    const sheet = await openSheet(h, goblin, h.gm);
    expect(shown(sheet)).toEqual(["Incapacitated", "Stunned", "Exhaustion 6"]);
    // The stat block's read view has no form field: adding a condition is in its edit view (or the token HUD).
    expect(sheet.element.querySelector("[data-condition-choice]")).toBeNull();
    const raise = button(sheet, '[data-status="exhaustion"][data-delta="1"]') as HTMLButtonElement;
    expect(raise.disabled).toBe(true);
    expect(sheet.element.querySelector('[data-action="conditionRemove"][data-status="incapacitated"]')).toBeNull();
    await sheet.clickAction(
      new Event("click"),
      button(sheet, '[data-action="conditionRemove"][data-status="stunned"]'),
    );
    expect([...goblin.statuses]).toEqual(["exhaustion"]);
  });

  it("a player who doesn't own the creature sees its conditions and no control; a forged click changes nothing", async () => {
    const h = await rollHarness("srd52");
    const goblin = await creature("Goblin", {}, "npc", { [h.player.id]: 2 });
    await goblin.toggleStatusEffect("poisoned");
    const sheet = await openSheet(h, goblin, h.player);
    expect(shown(sheet)).toEqual(["Poisoned"]);
    expect(sheet.element.querySelector('[data-action^="condition"]')).toBeNull();
    // A hostile client calls the panel's actions anyway: the sheet isn't editable for it, so nothing is written.
    for (const action of ["conditionRemove", "conditionStep"])
      await sheet.clickAction(new Event("click"), { dataset: { action, status: "poisoned", delta: "1" } });
    expect(goblin.statuses.has("poisoned")).toBe(true);
  });
});
