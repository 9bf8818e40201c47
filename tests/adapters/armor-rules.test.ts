// RES-8 through the Foundry layer: a character wearing armor, as a player would meet it at the table. Heavy armor
// without its Strength slows the turn ledger's movement and the sheet says why; armor marked for Stealth gives its
// Stealth checks disadvantage; armor worn without proficiency (srd52: training) gives disadvantage on Strength and
// Dexterity checks, saves and attacks and refuses a spell's use with a message naming the armor. threeAction is
// left as it was.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness, text, type RollHarness } from "./roll-setup";
import { fight, ledgerHarness, ledgerOf } from "./ledger-setup";
import { combatOf, ids, initiativeHarness } from "./initiative-setup";
import { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
const armorSources = () =>
  d20()
    .fray.sources.filter((s) => s.rule === "RES-8")
    .map((s) => [s.reason, s.effect]);

const PLATE = { category: "heavy", base: 18, strength: 15, stealthDisadvantage: true, equipped: true };
const LEATHER = { category: "light", base: 11, equipped: true, proficient: false };

async function give(actor: FrayActor, name: string, type: string, system: Record<string, unknown>): Promise<FrayItem> {
  const made = (await actor.createEmbeddedDocuments("Item", [
    { name, type, system },
  ] as never)) as unknown as FrayItem[];
  if (!made[0]) throw new Error("no item");
  return made[0];
}

interface RenderedSheet {
  readonly element: HTMLElement;
  render(): Promise<unknown>;
}

describe("RES-8 heavy armor without its Strength: Speed −10 ft", () => {
  it("srd52: plate (Strength 15) on a Strength 13 fighter: her turn gives 20 ft of movement, the sheet says why", async () => {
    const h = await ledgerHarness();
    const f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { abilities: { str: { value: 13 } } } },
      { name: "Borin", initiative: 9 },
    );
    const ayla = h.doc(f.actors.Ayla as FrayActor, h.gm);
    await h.as(h.gm, () => give(ayla, "Plate", "armor", PLATE));
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).movement.remaining).toBe(20);
    const { FrayCharacterSheet } = await import("../../src/applications/sheets/character-sheet");
    h.actAs(h.player);
    const sheet = new (FrayCharacterSheet as unknown as new (o: object) => RenderedSheet)({
      document: h.doc(ayla, h.player),
    });
    await sheet.render();
    const note = sheet.element.querySelector("[data-speed-note]")?.textContent ?? "";
    expect(note.replace(/\s+/g, " ")).toContain("20 ft: Plate needs Strength 15 (−10 ft)");
  });

  it("srd52: with Strength 15 the same plate takes nothing", async () => {
    const h = await ledgerHarness();
    const f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { abilities: { str: { value: 15 } } } },
      { name: "Borin", initiative: 9 },
    );
    await h.as(h.gm, () => give(h.doc(f.actors.Ayla as FrayActor, h.gm), "Plate", "armor", PLATE));
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.as(h.gm, () => h.doc(f.combat, h.gm).nextTurn());
    await h.settle();
    expect(ledgerOf(f.combatant("Ayla")).movement.remaining).toBe(30);
  });
});

describe("RES-8 armor marked for Stealth, and armor worn without proficiency", () => {
  let h: RollHarness;
  beforeEach(async () => {
    h = await rollHarness();
  });

  it("srd52: in plate, a Stealth check has disadvantage (its card says why); Athletics doesn't", async () => {
    const ayla = await creature("Ayla", { abilities: { str: { value: 16 } } });
    await give(ayla, "Plate", "armor", PLATE);
    h.dice.queue(20, 15, 4);
    await ayla.rollSkill("stealth", { fastForward: true });
    expect(d20().fray.mode).toBe("disadvantage");
    expect(armorSources()).toEqual([["armorStealth", "disadvantage"]]);
    expect(text(lastMessage().content)).toContain("Armor hampers Stealth");
    h.dice.queue(20, 15);
    await ayla.rollSkill("athletics", { fastForward: true });
    expect(armorSources()).toEqual([]);
  });

  it("srd52: leather without training: Strength check, Dexterity save and a sword attack have disadvantage; a Wisdom save doesn't", async () => {
    const ayla = await creature("Ayla", {});
    await give(ayla, "Leather", "armor", LEATHER);
    const sword = await give(ayla, "Sword", "weapon", { equipped: true });
    h.dice.queue(20, 12, 3);
    await ayla.rollAbilityCheck("str", { fastForward: true });
    expect(armorSources()).toEqual([["untrainedArmor", "disadvantage"]]);
    h.dice.queue(20, 12, 3);
    await ayla.rollSave("dex", { fastForward: true });
    expect(armorSources()).toEqual([["untrainedArmor", "disadvantage"]]);
    h.dice.queue(20, 12, 3);
    await sword.rollAttack({ fastForward: true, targets: [] });
    expect(armorSources()).toEqual([["untrainedArmor", "disadvantage"]]);
    h.dice.queue(20, 12);
    await ayla.rollSave("wis", { fastForward: true });
    expect(armorSources()).toEqual([]);
  });

  it("srd52: leather without training: the initiative roll (a Dexterity check) has disadvantage", async () => {
    const hi = await initiativeHarness("srd52");
    const combat = await combatOf(hi, { name: "Ayla" });
    const actor = combat.turns[0]?.actor as unknown as FrayActor;
    await give(actor, "Leather", "armor", LEATHER);
    hi.dice.queue(20, 15, 4);
    await combat.rollInitiative(ids(combat, "Ayla"));
    expect(d20().fray.mode).toBe("disadvantage");
    expect(armorSources()).toEqual([["untrainedArmor", "disadvantage"]]);
    expect(combat.turns[0]?.initiative).toBe(4);
  });

  it("srd52: leather without training refuses a spell's use, naming the armor; nothing is posted", async () => {
    const ayla = await creature("Ayla", {});
    await give(ayla, "Leather", "armor", LEATHER);
    const hex = await give(ayla, "Hex", "spell", { save: { ability: "wis", dc: 13 } });
    const bolt = await give(ayla, "Fire Bolt", "spell", {
      attack: "ranged",
      damage: { parts: [{ formula: "1d10", type: "fire" }] },
    });
    const before = (game.messages as unknown as { size: number }).size;
    expect(await hex.use({ targets: [] })).toBeNull();
    expect(await bolt.use({ targets: [] })).toBeNull();
    expect((game.messages as unknown as { size: number }).size).toBe(before);
    expect(h.warn).toHaveBeenCalledWith("Ayla can't cast spells while wearing Leather without proficiency.");
  });

  it("srd52: trained in the same leather, the spell is used and the rolls are plain", async () => {
    const ayla = await creature("Ayla", {});
    await give(ayla, "Leather", "armor", { ...LEATHER, proficient: true });
    const hex = await give(ayla, "Hex", "spell", { save: { ability: "wis", dc: 13 } });
    expect(await hex.use({ targets: [] })).not.toBeNull();
    h.dice.queue(20, 12);
    await ayla.rollAbilityCheck("dex", { fastForward: true });
    expect(armorSources()).toEqual([]);
  });

  it("threeAction: the same untrained plate on Strength 8 changes nothing (TA rules)", async () => {
    await h.settings.set("fray", "preset", "threeAction");
    const ayla = await creature("Ayla", { abilities: { str: { value: 8 } } });
    await give(ayla, "Plate", "armor", { ...PLATE, proficient: false });
    expect(ayla.derived?.armor).toMatchObject({ speedPenalty: 0, noisy: null, untrained: null });
    h.dice.queue(20, 12);
    await ayla.rollSkill("stealth", { fastForward: true });
    expect(armorSources()).toEqual([]);
  });
});
