// Issue 14 item 2, CND-1: every condition of each preset is a token status (a 5e GM can mark a stunned goblin),
// and a condition the rules core models changes the roll it should, through the same statuses the token HUD
// toggles: tested per condition on a real attack, check or save, and on the AC an attack is judged against.
import { describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness as withPreset, text } from "./roll-setup";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import { listen as listenSetup } from "../../src/hooks/setup";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

const d20 = () => lastMessage().rolls[0] as FrayD20Roll;
/** The last d20 roll's total (evaluated: fast-forwarded rolls always are). */
const lastTotal = () => d20().total ?? Number.NaN;

/** A harness with the preset set and `setup` fired, as a world loads: Fray fills the status list at setup. */
async function rollHarness(preset: string) {
  const h = await withPreset(preset);
  h.onEveryClient(listenSetup);
  h.fire("setup");
  return h;
}
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
