// TA-9, TA-10 through the Foundry layer: a player's Strikes under threeAction on a harness scene (the ledger's
// fight: a started combat, a scene with a token per creature). Damage adds Strength by how the Strike is made
// (finesse changes only the attack roll); a critical with a deadly or fatal weapon adds its extra die after the
// doubling, and the GM re-derives that formula (and forceful's bonus) from the item and the attack card, never
// from the damage roll it is asked to apply.
import { beforeEach, describe, expect, it } from "vitest";
import { creature, lastMessage, rollHarness } from "./roll-setup";
import { fight, ledgerHarness, type Fight, type LedgerHarness } from "./ledger-setup";
import { item as itemOn, lastCard, postAs, rollData } from "./card-trust-setup";
import { requestGm } from "../../src/net/gm-requests";
import { onCardAction } from "../../src/hooks/render-chat-message";
import { FrayDamageRoll } from "../../src/dice/damage-roll";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayItem } from "../../src/documents/item";
import type { FrayActor } from "../../src/documents/actor";
import { follow } from "../harness";

const damageRoll = () => lastMessage().rolls[0] as FrayDamageRoll;
const d20 = () => lastMessage().rolls[0] as FrayD20Roll;

async function weaponOn(actor: FrayActor, name: string, system: Record<string, unknown>): Promise<FrayItem> {
  const created: unknown = await actor.createEmbeddedDocuments("Item", [
    { name, type: "weapon", system: { equipped: true, ...system } },
  ] as never);
  return follow((created as FrayItem[])[0] as FrayItem);
}

const RAPIER = {
  damage: { parts: [{ formula: "1d6", type: "piercing" }], versatile: "" },
  properties: ["finesse"],
  traits: { deadly: 8 },
};

describe("TA-9 a threeAction Strike's damage adds Strength by how it is made (finesse: the attack only)", () => {
  it("a finesse rapier attacks with Dexterity and adds Strength to damage, not Dexterity", async () => {
    const h = await rollHarness("threeAction");
    const duelist = await creature("Duelist", { abilities: { str: { value: 12 }, dex: { value: 18 } } });
    const rapier = await weaponOn(duelist, "Rapier", RAPIER);
    const goblin = await creature("Goblin", { ac: { calc: "flat", flat: 30 } }, "npc");
    h.dice.queue(20, 10);
    await rapier.rollAttack({ fastForward: true, targets: [goblin] });
    // Dexterity +4, trained at level 1: +3.
    expect(d20().formula).toBe("1d20 + 7");
    h.dice.queue(6, 4);
    await rapier.rollDamage();
    expect(damageRoll().formula).toBe("1d6 + 1");
  });

  it("a ranged Strike adds none, a propulsive one half of a positive Strength, a thrown one all of it", async () => {
    const h = await rollHarness("threeAction");
    const archer = await creature("Archer", { abilities: { str: { value: 16 } } });
    const bow = { damage: { parts: [{ formula: "1d6", type: "piercing" }], versatile: "" }, range: { normal: 60 } };
    const shortbow = await weaponOn(archer, "Shortbow", bow);
    const composite = await weaponOn(archer, "Composite Shortbow", { ...bow, properties: ["propulsive"] });
    const dagger = await weaponOn(archer, "Dagger", {
      damage: { parts: [{ formula: "1d4", type: "piercing" }], versatile: "" },
      range: { normal: 10 },
      properties: ["thrown", "agile", "finesse"],
    });
    const formulas = [];
    for (const weapon of [shortbow, composite, dagger]) {
      h.dice.queue(6, 3);
      h.dice.queue(4, 3);
      await weapon.rollDamage();
      formulas.push(damageRoll().formula);
    }
    expect(formulas).toEqual(["1d6", "1d6 + 1", "1d4 + 3"]);
  });
});

describe("TA-10 a player's critical Strike with a deadly or fatal weapon, applied by the GM", () => {
  let h: LedgerHarness;
  let f: Fight;
  let goblin: FrayActor;
  beforeEach(async () => {
    h = await ledgerHarness("threeAction");
    await h.settings.set("fray", "autoApplyCardActions", true);
    f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { abilities: { str: { value: 12 }, dex: { value: 18 } } } },
      {
        name: "Goblin",
        initiative: 9,
        type: "npc",
        system: { hp: { value: 60, max: 60 }, ac: { calc: "flat", flat: 16 } },
      },
    );
    goblin = f.actors.Goblin as FrayActor;
  });

  const ask = (card: ChatMessage.Implementation) =>
    h.as(h.player, () => requestGm("fray.applyDamage", { messageId: card.id, targetUuid: goblin.uuid, multiplier: 1 }));
  const hp = () => (h.doc(goblin, h.gm).system as unknown as { hp: { value: number } }).hp.value;

  async function critWith(weapon: FrayItem, dice: [number, number][]): Promise<ChatMessage.Implementation> {
    h.actAs(h.player);
    h.dice.queue(20, 20);
    await weapon.rollAttack({ fastForward: true, targets: [goblin] });
    await h.settle();
    const attack = lastCard();
    for (const [faces, face] of dice) h.dice.queue(faces, face);
    await onCardAction(attack, { action: "frayRollDamage", itemUuid: weapon.uuid, critical: "true" });
    await h.settle();
    return lastCard();
  }

  it("deadly d8: (1d6 + 1) × 2 + 1d8, the d8 added once; the GM applies the total it recomputes", async () => {
    const rapier = await itemOn(f.actors.Ayla as FrayActor, "Rapier", "weapon", RAPIER);
    const card = await critWith(rapier, [
      [6, 4],
      [8, 7],
    ]);
    expect(damageRoll().formula).toBe("(1d6 + 1) * 2 + 1d8");
    expect(damageRoll().total).toBe((4 + 1) * 2 + 7);
    expect(await ask(card)).toMatchObject({ ok: true, damageTaken: 17 });
    expect(hp()).toBe(60 - 17);
  });

  it("fatal d10: the d6 becomes a d10, doubled, plus one d10 once", async () => {
    const pick = await itemOn(f.actors.Ayla as FrayActor, "Pick", "weapon", {
      damage: { parts: [{ formula: "1d6", type: "piercing" }], versatile: "" },
      traits: { fatal: 10 },
    });
    await critWith(pick, [
      [10, 9],
      [10, 3],
    ]);
    expect(damageRoll().formula).toBe("(1d10 + 1) * 2 + 1d10");
    expect(damageRoll().total).toBe((9 + 1) * 2 + 3);
  });

  it("a forged critical that doubles the deadly die too, or leaves it out, is not the item's roll", async () => {
    const rapier = await itemOn(f.actors.Ayla as FrayActor, "Rapier", "weapon", RAPIER);
    const card = await critWith(rapier, [
      [6, 4],
      [8, 7],
    ]);
    const legit = rollData(card);
    for (const formula of ["(1d6 + 1 + 1d8) * 2", "(1d6 + 1) * 2"]) {
      const forged = structuredClone(legit) as Record<string, unknown> & { dice?: unknown };
      forged.formula = formula;
      const posted = await postAs(h, h.player, { rolls: [forged] });
      expect(await ask(posted)).toMatchObject({ ok: false });
    }
    expect(hp()).toBe(60);
  });
});

describe("TA-9 forceful and sweep count the Strikes of the turn; volley by the distance on the scene", () => {
  let h: LedgerHarness;
  let f: Fight;
  beforeEach(async () => {
    h = await ledgerHarness("threeAction");
    await h.settings.set("fray", "autoApplyCardActions", true);
    f = await fight(
      h,
      { name: "Ayla", initiative: 18, player: true, system: { abilities: { str: { value: 16 } } } },
      {
        name: "Goblin",
        initiative: 9,
        type: "npc",
        system: { hp: { value: 60, max: 60 }, ac: { calc: "flat", flat: 5 } },
      },
      {
        name: "Kobold",
        initiative: 8,
        type: "npc",
        system: { hp: { value: 60, max: 60 }, ac: { calc: "flat", flat: 5 } },
      },
    );
  });

  it("forceful: the second Strike with the weapon adds +1 (one die) to damage, the third +2; the GM agrees", async () => {
    const scimitar = await itemOn(f.actors.Ayla as FrayActor, "Scimitar", "weapon", {
      damage: { parts: [{ formula: "1d6", type: "slashing" }], versatile: "" },
      properties: ["forceful", "sweep"],
    });
    const goblin = f.actors.Goblin as FrayActor;
    h.actAs(h.player);
    const formulas: string[] = [];
    let last: ChatMessage.Implementation | null = null;
    for (let i = 0; i < 3; i++) {
      h.dice.queue(20, 19);
      await scimitar.rollAttack({ fastForward: true, targets: [goblin] });
      await h.settle();
      const attack = lastCard();
      h.dice.queue(6, 2);
      await onCardAction(attack, { action: "frayRollDamage", itemUuid: scimitar.uuid, critical: "false" });
      await h.settle();
      formulas.push(damageRoll().formula);
      last = lastCard();
    }
    expect(formulas).toEqual(["1d6 + 3", "1d6 + 4", "1d6 + 5"]);
    const applied = await h.as(h.player, () =>
      requestGm("fray.applyDamage", { messageId: last?.id, targetUuid: goblin.uuid, multiplier: 1 }),
    );
    expect(applied).toMatchObject({ ok: true, damageTaken: 7 });
  });

  it("sweep: +1 circumstance on a Strike after one on another creature this turn, not on the same one", async () => {
    const scimitar = await itemOn(f.actors.Ayla as FrayActor, "Scimitar", "weapon", {
      damage: { parts: [{ formula: "1d6", type: "slashing" }], versatile: "" },
      properties: ["sweep"],
    });
    h.actAs(h.player);
    const sweep = () => d20().fray.sources.filter((s) => s.reason === "sweep");
    h.dice.queue(20, 10);
    await scimitar.rollAttack({ fastForward: true, targets: [f.actors.Goblin as FrayActor] });
    expect(sweep()).toEqual([]);
    h.dice.queue(20, 10);
    await scimitar.rollAttack({ fastForward: true, targets: [f.actors.Goblin as FrayActor] });
    expect(sweep()).toEqual([]);
    h.dice.queue(20, 10);
    await scimitar.rollAttack({ fastForward: true, targets: [f.actors.Kobold as FrayActor] });
    expect(sweep()).toEqual([
      { rule: "TA-9", reason: "sweep", effect: "modifier", value: 1, bonusType: "circumstance" },
    ]);
  });

  it("volley 30 ft: −2 untyped against a creature within 30 ft", async () => {
    const longbow = await itemOn(f.actors.Ayla as FrayActor, "Longbow", "weapon", {
      damage: { parts: [{ formula: "1d8", type: "piercing" }], versatile: "" },
      range: { normal: 100 },
      traits: { deadly: 10, volley: 30 },
    });
    h.actAs(h.player);
    h.dice.queue(20, 10);
    // The Goblin's token on the fight's scene, where both tokens stand in one square (0 ft).
    await longbow.rollAttack({ fastForward: true, targetTokens: [f.token("Goblin") as never] });
    expect(d20().fray.sources.filter((s) => s.reason === "volley")).toEqual([
      { rule: "TA-9", reason: "volley", effect: "modifier", value: -2, bonusType: "untyped" },
    ]);
  });
});

describe("TA-9 TA-13 the weapon sheet edits the trait values and the printed Strike numbers (threeAction)", () => {
  it("deadly, fatal, volley, range increment and the printed numbers are stored from the form; a bad die is refused", async () => {
    const h = await rollHarness("threeAction");
    const { setField } = await import("../harness/forms");
    const { FrayItemSheet } = await import("../../src/applications/sheets/item-sheet");
    const ogre = await creature("Ogre", {}, "npc");
    const hook = await weaponOn(ogre, "Ogre Hook", { damage: { parts: [{ formula: "1d10", type: "piercing" }] } });
    const sheet = new (
      FrayItemSheet as unknown as new (o: object) => {
        element: HTMLElement;
        render(): Promise<unknown>;
        submit(): Promise<void>;
      }
    )({ document: h.doc(hook as never) });
    await sheet.render();
    expect(sheet.element.querySelector("[data-weapon-traits]")).not.toBeNull();
    setField(sheet.element, "system.traits.deadly", 10);
    setField(sheet.element, "system.traits.volley", 30);
    setField(sheet.element, "system.printed.attack", 12);
    setField(sheet.element, "system.printed.damage", 7);
    await sheet.submit();
    const system = hook.system as unknown as {
      traits: { deadly: number; fatal: number; volley: number };
      printed: { attack: number | null; damage: number | null };
    };
    expect(system.traits).toMatchObject({ deadly: 10, fatal: 0, volley: 30 });
    expect(system.printed).toEqual({ attack: 12, damage: 7 });
    await expect(hook.update({ system: { traits: { fatal: 7 } } })).rejects.toThrow();
    expect(system.traits.fatal).toBe(0);
  });
});

describe("TA-9 reach: 10 ft for a Small or Medium wielder, otherwise 5 ft more than its reach", () => {
  it("a Medium fighter's glaive reaches 10 ft, a Large ogre's hook 15 ft with 10 ft of its own; 5e reads the weapon", async () => {
    const { creatureReach } = await import("../../src/scene/reach/reach-highlight");
    const h = await rollHarness("threeAction");
    const glaive = { damage: { parts: [{ formula: "1d8", type: "slashing" }] }, properties: ["reach"], reach: 5 };
    const fighter = await creature("Fighter", { size: "medium" });
    await weaponOn(fighter, "Glaive", glaive);
    const brute = await creature("Brute", { size: "large", reach: 10 }, "npc");
    await weaponOn(brute, "Hook", { ...glaive, reach: 10 });
    const reachOf = (a: FrayActor) => creatureReach(h.doc(a).items as never);
    expect([reachOf(fighter), reachOf(brute)]).toEqual([10, 15]);
    await h.settings.set("fray", "preset", "srd52");
    await h.settle();
    expect([reachOf(fighter), reachOf(brute)]).toEqual([5, 10]);
  });
});
