// Issue 14, item 1: the `actions` compendium. Every source entry is a valid Fray feature (Fray's own data model
// keeps it unchanged), each preset's basic actions are there, and an entry used from a sheet in combat spends
// what the rules say from the turn ledger and applies its effect where the rules core models it: Dash adds
// Speed (ECON-7, MOV-1), Disengage and Dodge mark the ledger (OA-3, ECON-7) and a dodging creature is harder to
// hit and better at Dexterity saves, Grapple takes one attack of the Attack action, Drop Prone and Stand Up
// change the prone status at their cost (MOV-11, ATK-13), threeAction's Stride gives a Speed of movement (MOV-1)
// and Strike attacks with the equipped weapon under the multiple attack penalty (ECON-3, ATK-4).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { creature, lastMessage, text } from "./roll-setup";
import { fight, ledgerHarness, ledgerOf, type LedgerHarness } from "./ledger-setup";
import { trySpend } from "../../src/combat/ledger/ledger-spend";
import { ledgerActorFacts } from "../../src/combat/ledger/ledger-actor";
import { follow } from "../harness";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";

const SOURCE = join(import.meta.dirname, "..", "..", "packs", "_source", "actions");

interface Entry {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img?: string;
  folder: string | null;
  system: Record<string, unknown>;
  flags?: { fray?: { rules?: string[] } };
}

const sources = readdirSync(SOURCE, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".yml"))
  .map((e) => join(e.parentPath, e.name))
  .sort()
  .map((f) => ({ file: relative(SOURCE, f), doc: parseYaml(readFileSync(f, "utf8")) as Entry }));
const folders = sources.filter((s) => s.doc._key.startsWith("!folders!")).map((s) => s.doc);
const items = sources.filter((s) => s.doc._key.startsWith("!items!")).map((s) => s.doc);

const folderNamed = (name: string): Entry => {
  const folder = folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no folder "${name}"`);
  return folder;
};
const namesIn = (name: string) =>
  items
    .filter((d) => d.folder === folderNamed(name)._id)
    .map((d) => d.name)
    .sort();
const entry = (name: string): Entry => {
  const found = items.find((d) => d.name === name);
  if (!found) throw new Error(`no action "${name}"`);
  return found;
};

describe("actions pack: entries are valid Fray features", () => {
  beforeEach(async () => {
    await ledgerHarness("srd52");
  });

  it.each(sources.filter((s) => s.doc._key.startsWith("!items!")).map((s) => [s.file, s.doc] as const))(
    "%s passes its data model unchanged",
    (_, doc) => {
      expect(doc.type).toBe("feature");
      const item = new CONFIG.Item.documentClass(structuredClone(doc) as never);
      expect(item.toObject().system).toEqual(doc.system);
    },
  );

  it("can all be created in a world, keeping their ids and pictures", async () => {
    const created = await Item.createDocuments(items.map((d) => structuredClone(d)) as never, { keepId: true });
    expect(created).toHaveLength(items.length);
    for (const doc of items) {
      const item = game.items.get(doc._id) as Item.Implementation | undefined;
      expect((item?._source as { img?: string } | undefined)?.img).toBe(doc.img);
    }
  });
});

describe("actions pack: contents", () => {
  it("holds at least 30 actions, each name once, each naming the rules it follows", () => {
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((d) => d.name)).size).toBe(items.length);
    for (const doc of items) expect(doc.flags?.fray?.rules?.length, doc.name).toBeGreaterThan(0);
  });

  it("has every preset's basic actions in its own folder", () => {
    expect(namesIn("5e Basic Actions")).toEqual(
      [
        "Attack",
        "Cast a Spell",
        "Dash",
        "Disengage",
        "Dodge",
        "Help",
        "Hide",
        "Ready",
        "Search",
        "Use an Object",
        "Grapple",
        "Shove",
        "Drop Prone",
        "Stand Up",
      ].sort(),
    );
    expect(namesIn("5e (2024) Actions")).toEqual(["Influence", "Magic", "Study", "Utilize"]);
    expect(namesIn("Level Up (a5e) Actions")).toEqual(
      ["Disarm", "Fall Back", "Knockdown", "Overrun", "Press the Attack", "Sprint", "Tumble"].sort(),
    );
    expect(namesIn("Three-Action Actions")).toEqual(
      [
        "Aid",
        "Crawl",
        "Drop Prone (three-action)",
        "Escape",
        "Grapple (three-action)",
        "Interact",
        "Raise a Shield",
        "Ready (three-action)",
        "Seek",
        "Shield Block",
        "Stand",
        "Step",
        "Stride",
        "Strike",
        "Take Cover",
      ].sort(),
    );
    for (const folder of folders) expect((folder as unknown as { sorting: string }).sorting).toBe("a");
  });

  it("gives each the cost its rules say: 5e actions an action, Press the Attack a bonus action, threeAction 1–2 actions", () => {
    const activation = (name: string) => entry(name).system.activation as { type: string; cost: number };
    expect(activation("Dash")).toMatchObject({ type: "action" });
    expect(activation("Drop Prone")).toMatchObject({ type: "free" });
    expect(activation("Press the Attack")).toMatchObject({ type: "bonus" });
    expect(activation("Fall Back")).toMatchObject({ type: "reaction" });
    expect(activation("Stride")).toMatchObject({ type: "actions", cost: 1 });
    expect(activation("Ready (three-action)")).toMatchObject({ type: "actions", cost: 2 });
    expect(entry("Dodge").flags?.fray?.rules).toEqual(["ECON-7"]);
    expect(entry("Disengage").flags?.fray?.rules).toContain("OA-3");
  });

  it("pictures every action from Foundry's core icon set", () => {
    for (const doc of items) expect(doc.img, doc.name).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
  });
});

let h: LedgerHarness;

/** The pack entry `name` on `actor`, as a drop from the compendium makes it (a new id, the same data). */
async function fromPack(actor: FrayActor, name: string): Promise<FrayItem> {
  const data: Partial<Entry> = structuredClone(entry(name));
  delete data._id;
  delete data._key;
  delete data.folder;
  const created: unknown = await actor.createEmbeddedDocuments("Item", [data as never]);
  return follow((created as FrayItem[])[0] as FrayItem);
}

const sword = {
  name: "Longsword",
  type: "weapon",
  system: { equipped: true, damage: { parts: [{ formula: "1d8" }] } },
};
const d20 = () => lastMessage().rolls[0] as FrayD20Roll;

describe("actions pack in play, srd52 (ECON-7, MOV-1, OA-3, MOV-11, ATK-13, ATK-12)", () => {
  beforeEach(async () => {
    h = await ledgerHarness("srd52");
  });

  const start = async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    return { f, ayla: f.actors.Ayla as FrayActor };
  };

  it("Dash spends the action and adds Speed to the movement left", async () => {
    const { f, ayla } = await start();
    const dash = await fromPack(ayla, "Dash");
    const before = ledgerOf(f.combatant("Ayla"));
    h.actAs(h.player);
    expect(await dash.use()).not.toBeNull();
    const after = ledgerOf(f.combatant("Ayla"));
    expect(after.actions.remaining).toBe(before.actions.remaining - 1);
    expect(after.movement.remaining).toBe(before.movement.remaining + before.speed);
    expect(text(lastMessage().content)).toContain("Dash");
  });

  it("Disengage marks the ledger; a second basic action that turn is refused and changes nothing", async () => {
    const { f, ayla } = await start();
    const disengage = await fromPack(ayla, "Disengage");
    const dodge = await fromPack(ayla, "Dodge");
    h.actAs(h.player);
    await disengage.use();
    const after = ledgerOf(f.combatant("Ayla"));
    expect(after.disengaged).toBe(true);
    expect(await dodge.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: no action left this turn.");
    expect(ledgerOf(f.combatant("Ayla"))).toEqual(after);
  });

  it("Dodge: attacks against the dodger have disadvantage and its Dexterity saves advantage until its turn", async () => {
    const { f, ayla } = await start();
    const dodge = await fromPack(ayla, "Dodge");
    h.actAs(h.player);
    await dodge.use();
    expect(ledgerOf(f.combatant("Ayla")).dodging).toBe(true);
    h.dice.queue(20, 12, 5);
    await ayla.rollSave("dex", { fastForward: true });
    expect(d20().formula.startsWith("2d20kh")).toBe(true);
    h.dice.queue(20, 12);
    await ayla.rollSave("wis", { fastForward: true });
    expect(d20().formula.startsWith("1d20")).toBe(true);
    // Borin's turn: his attack on the dodging Ayla has disadvantage, with the reason on the card.
    h.actAs(h.gm);
    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    const borin = f.actors.Borin as FrayActor;
    const club = follow(
      ((await borin.createEmbeddedDocuments("Item", [sword as never])) as unknown as FrayItem[])[0] as FrayItem,
    );
    h.dice.queue(20, 15, 4);
    await club.rollAttack({ fastForward: true, targets: [f.actors.Ayla as never] });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    expect(text(lastMessage().content)).toContain("Target dodging");
  });

  it("the Dodging status a GM toggles outside combat works as the action does (ECON-7, CND-1)", async () => {
    const ayla = await creature("Ayla");
    const borin = await creature("Borin");
    await ayla.toggleStatusEffect("dodging");
    h.dice.queue(20, 12, 5);
    await ayla.rollSave("dex", { fastForward: true });
    expect(d20().formula.startsWith("2d20kh")).toBe(true);
    const [club] = (await borin.createEmbeddedDocuments("Item", [sword as never])) as unknown as FrayItem[];
    h.dice.queue(20, 15, 4);
    await club?.rollAttack({ fastForward: true, targets: [ayla] });
    expect(d20().formula.startsWith("2d20kl")).toBe(true);
    // A blinded dodger can't see its attacker: no disadvantage.
    await ayla.toggleStatusEffect("blinded");
    h.dice.queue(20, 15, 4);
    await club?.rollAttack({ fastForward: true, targets: [ayla] });
    expect(text(lastMessage().content)).not.toContain("Target dodging");
  });

  it("Dodge can't be used off the creature's own turn; the refusal changes nothing", async () => {
    const { f, ayla } = await start();
    const dodge = await fromPack(ayla, "Dodge");
    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    const before = ledgerOf(f.combatant("Ayla"));
    h.actAs(h.player);
    expect(await dodge.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: it is not this creature's turn.");
    expect(ledgerOf(f.combatant("Ayla"))).toEqual(before);
  });

  it("Grapple takes one attack of the Attack action: with Extra Attack the sword's attack after it is free", async () => {
    const { f, ayla } = await start();
    await ayla.createEmbeddedDocuments("Item", [
      { name: "Extra Attack", type: "feature", system: { grants: { attacks: 2 } } },
    ] as never);
    const grapple = await fromPack(ayla, "Grapple");
    const longsword = follow(
      ((await ayla.createEmbeddedDocuments("Item", [sword as never])) as unknown as FrayItem[])[0] as FrayItem,
    );
    h.actAs(h.player);
    await grapple.use();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ actions: { remaining: 0 }, attackActionAttacksLeft: 1 });
    h.dice.queue(20, 14);
    expect(await longsword.rollAttack({ fastForward: true, targets: [] })).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ actions: { remaining: 0 }, attackActionAttacksLeft: 0 });
  });

  it("Attack attacks with the first equipped weapon; with none equipped it warns and spends nothing", async () => {
    const { f, ayla } = await start();
    const attack = await fromPack(ayla, "Attack");
    h.actAs(h.player);
    const before = ledgerOf(f.combatant("Ayla"));
    expect(await attack.use({ fastForward: true, targets: [] })).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(
      "Ayla has no equipped weapon to attack with: equip one on the sheet, or roll one of its weapons.",
    );
    expect(ledgerOf(f.combatant("Ayla"))).toEqual(before);
    h.actAs(h.gm);
    await ayla.createEmbeddedDocuments("Item", [sword as never]);
    h.actAs(h.player);
    h.dice.queue(20, 17);
    expect(await attack.use({ fastForward: true, targets: [] })).not.toBeNull();
    expect(text(lastMessage().content)).toContain("Longsword");
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ attackActionTaken: true, attacksThisTurn: 1 });
  });

  it("Drop Prone is free and gives prone; Stand Up takes half the Speed and ends it", async () => {
    const { f, ayla } = await start();
    const drop = await fromPack(ayla, "Drop Prone");
    const stand = await fromPack(ayla, "Stand Up");
    const before = ledgerOf(f.combatant("Ayla"));
    h.actAs(h.player);
    await drop.use();
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(true);
    expect(ledgerOf(f.combatant("Ayla")).movement).toEqual(before.movement);
    await stand.use();
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(false);
    const after = ledgerOf(f.combatant("Ayla"));
    expect(after.movement.remaining).toBe(before.movement.remaining - Math.floor(before.speed / 2));
    expect(after.actions.remaining).toBe(before.actions.remaining);
  });

  it("a forged basic-action spend naming an item that is no basic action is refused", async () => {
    const { f, ayla } = await start();
    const longsword = follow(
      ((await ayla.createEmbeddedDocuments("Item", [sword as never])) as unknown as FrayItem[])[0] as FrayItem,
    );
    const combatant = f.combatant("Ayla") as unknown as Combatant.Implementation;
    const request = {
      step: "basicAction",
      cost: { kind: "action" },
      attack: false,
      reason: "Dash",
      itemId: longsword.id ?? "",
    } as const;
    const result = trySpend(
      ledgerOf(f.combatant("Ayla")),
      request,
      ledgerActorFacts(combatant.actor, request.step, request.itemId),
    );
    expect(result).toEqual({ ok: false, reason: "badRequest" });
  });
});

describe("actions pack in play, threeAction (MOV-1, ECON-3, ATK-4, ATK-13)", () => {
  beforeEach(async () => {
    h = await ledgerHarness("threeAction");
  });

  it("Stride spends one action for a Speed of movement; Stand spends one and ends prone", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const ayla = f.actors.Ayla as FrayActor;
    const stride = await fromPack(ayla, "Stride");
    const drop = await fromPack(ayla, "Drop Prone (three-action)");
    const stand = await fromPack(ayla, "Stand");
    h.actAs(h.player);
    await stride.use();
    const strode = ledgerOf(f.combatant("Ayla"));
    expect(strode.actions.remaining).toBe(2);
    expect(strode.movement.remaining).toBe(strode.speed);
    await drop.use();
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(true);
    await stand.use();
    expect(f.actors.Ayla?.statuses.has("prone")).toBe(false);
    expect(ledgerOf(f.combatant("Ayla")).actions.remaining).toBe(0);
  });

  it("Strike attacks with the equipped weapon, one action each, the second at the multiple attack penalty", async () => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true }, { name: "Borin", initiative: 9 });
    const ayla = f.actors.Ayla as FrayActor;
    const strike = await fromPack(ayla, "Strike");
    await ayla.createEmbeddedDocuments("Item", [sword as never]);
    h.actAs(h.player);
    h.dice.queue(20, 12, 12);
    await strike.use({ fastForward: true, targets: [] });
    const first = d20().total ?? Number.NaN;
    await strike.use({ fastForward: true, targets: [] });
    expect(d20().total).toBe(first - 5);
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({ actions: { remaining: 1 }, attacksThisTurn: 2 });
  });
});

describe("actions pack in play, a5e Sprint (ECON-11)", () => {
  beforeEach(async () => {
    h = await ledgerHarness("a5e");
  });

  const start = async (system: Record<string, unknown> = {}) => {
    const f = await fight(h, { name: "Ayla", initiative: 18, player: true, system }, { name: "Borin", initiative: 9 });
    return { f, ayla: f.actors.Ayla as FrayActor };
  };

  it("takes the whole turn at four times Speed; nothing else that turn; attacks on the sprinter have advantage", async () => {
    const { f, ayla } = await start();
    const sprint = await fromPack(ayla, "Sprint");
    const dash = await fromPack(ayla, "Dash");
    const speed = ledgerOf(f.combatant("Ayla")).speed;
    h.actAs(h.player);
    expect(await sprint.use()).not.toBeNull();
    expect(ledgerOf(f.combatant("Ayla"))).toMatchObject({
      actions: { remaining: 0 },
      movement: { remaining: speed * 4 },
      sprinting: true,
      sprintExposed: true,
    });
    expect(await dash.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith(
      "Ayla: it is sprinting and can take no other action, bonus action or reaction this turn.",
    );
    h.actAs(h.gm);
    await h.as(h.gm, () => f.combat.nextTurn());
    await h.settle();
    const borin = f.actors.Borin as FrayActor;
    const [club] = (await borin.createEmbeddedDocuments("Item", [sword as never])) as unknown as FrayItem[];
    h.dice.queue(20, 4, 15);
    await club?.rollAttack({ fastForward: true, targets: [f.actors.Ayla as never] });
    expect(d20().formula.startsWith("2d20kh")).toBe(true);
    expect(text(lastMessage().content)).toContain("Target sprinting");
  });

  it("in heavy armor it is three times Speed; with fatigue it is refused and nothing changes", async () => {
    const { f, ayla } = await start();
    await ayla.createEmbeddedDocuments("Item", [
      { name: "Plate", type: "armor", system: { category: "heavy", base: 18, equipped: true } },
    ] as never);
    const sprint = await fromPack(ayla, "Sprint");
    const speed = ledgerOf(f.combatant("Ayla")).speed;
    h.actAs(h.player);
    await sprint.use();
    expect(ledgerOf(f.combatant("Ayla")).movement.remaining).toBe(speed * 3);

    h = await ledgerHarness("a5e");
    const tired = await start({ fatigue: 1 });
    const again = await fromPack(tired.ayla, "Sprint");
    const before = ledgerOf(tired.f.combatant("Ayla"));
    h.actAs(h.player);
    expect(await again.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: it has a level of fatigue and can't sprint.");
    expect(ledgerOf(tired.f.combatant("Ayla"))).toEqual(before);
  });

  it("under srd52, which has no Sprint, it is refused", async () => {
    h = await ledgerHarness("srd52");
    const { ayla } = await start();
    const sprint = await fromPack(ayla, "Sprint");
    h.actAs(h.player);
    expect(await sprint.use()).toBeNull();
    expect(h.warn).toHaveBeenCalledWith("Ayla: these rules have no such action.");
  });
});

describe("actions pack: compiles to LevelDB", () => {
  const out = mkdtempSync(join(tmpdir(), "fray-actions-"));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it("writes a LevelDB folder holding every action and folder", async () => {
    await compilePack(SOURCE, out, { yaml: true, recursive: true, log: false });
    const db = new ClassicLevel<string, Entry>(out, { valueEncoding: "json" });
    try {
      const keys = await db.keys().all();
      expect(keys.filter((k) => k.startsWith("!items!"))).toHaveLength(items.length);
      expect(keys.filter((k) => k.startsWith("!folders!"))).toHaveLength(folders.length);
      expect((await db.get(`!items!${entry("Dash")._id}`)).system.basicAction).toBe("dash");
    } finally {
      await db.close();
    }
  });
});
