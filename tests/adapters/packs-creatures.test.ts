// Issue 14, item 4: the `creatures` compendium. Every sample creature is a valid Fray NPC with valid items (the
// data models keep every value it sets), every size from Tiny to Gargantuan is there (MOV-12), spread over both
// rule families, with reach weapons (ATK-10), no reactive strike its source lacks (OA-5, issue 28), a flyer, swimmers, a mount and a pack
// of identical monsters that shares one initiative roll (INIT-4); its prototype token matches its size and
// disposition. Each creature is made a world actor and rolls its first attack in each preset it lists.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { lastMessage, text } from "./roll-setup";
import { automationHarness } from "./combat-automation-setup";
import { initiativeHarness } from "./initiative-setup";
import { SIZES, tokenSquares } from "../../src/rules";
import type { FrayActor } from "../../src/documents/actor";
import type { FrayItem } from "../../src/documents/item";
import type { FrayD20Roll } from "../../src/dice/d20-roll";
import type { FrayCombat } from "../../src/documents";

const SOURCE = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures");

interface ItemEntry {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
}
interface Entry {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  folder: string | null;
  system: Record<string, unknown> & {
    size: string;
    speed?: Record<string, number>;
    reach?: number;
  };
  prototypeToken: {
    name: string;
    width: number;
    height: number;
    disposition: number;
    actorLink: boolean;
    texture: { src: string };
  };
  items: ItemEntry[];
  flags: { fray: { presets: string[]; rules: string[] } };
}

const sources = readdirSync(SOURCE, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".yml"))
  .map((e) => join(e.parentPath, e.name))
  .sort()
  .map((f) => ({ file: relative(SOURCE, f), doc: parseYaml(readFileSync(f, "utf8")) as Entry }));
const folders = sources.filter((s) => s.doc._key.startsWith("!folders!")).map((s) => s.doc);
const creatures = sources.filter((s) => s.doc._key.startsWith("!actors!")).map((s) => s.doc);
const creature = (name: string): Entry => {
  const found = creatures.find((c) => c.name === name);
  if (!found) throw new Error(`no creature ${name}`);
  return found;
};
const weapons = (c: Entry) => c.items.filter((i) => i.type === "weapon");
const d20 = () => lastMessage().rolls[0] as FrayD20Roll;

/** A world actor made from the pack entry, as an import from the compendium does (the entry's id kept). */
async function imported(doc: Entry): Promise<FrayActor> {
  const actor: unknown = await Actor.create(structuredClone(doc) as never, { keepId: true });
  return actor as FrayActor;
}

describe("creatures pack: entries are valid Fray NPCs", () => {
  it.each(creatures.map((c) => [c.name, c] as const))("%s keeps every value it sets", async (_, doc) => {
    await automationHarness("srd52");
    const actor = new CONFIG.Actor.documentClass(structuredClone(doc) as never);
    const data = actor.toObject() as unknown as Entry;
    expect(data.type).toBe("npc");
    // A misspelt key or a value out of range would be dropped or replaced here.
    expect(data.system).toMatchObject(doc.system);
    expect(data.items).toHaveLength(doc.items.length);
    doc.items.forEach((item, n) => {
      expect(data.items[n]?.system, `${doc.name}: ${item.name}`).toMatchObject(item.system);
    });
  });
});

describe("creatures pack: contents (MOV-12, ATK-10, OA-5, INIT-4)", () => {
  it("holds at least 20 creatures with every size from Tiny to Gargantuan, spread over every preset", () => {
    expect(creatures.length).toBeGreaterThanOrEqual(20);
    expect(new Set(creatures.map((c) => c.name)).size).toBe(creatures.length);
    const sizes = new Set(creatures.map((c) => c.system.size));
    for (const size of SIZES.filter((s) => s !== "titanic")) expect(sizes, size).toContain(size);
    for (const preset of ["srd51", "srd52", "a5e", "threeAction", "delta"]) {
      expect(creatures.filter((c) => c.flags.fray.presets.includes(preset)).length, preset).toBeGreaterThanOrEqual(4);
    }
  });

  it("includes reach weapons, flyers, swimmers, a mount and a pack, and no unsourced reactive strike", () => {
    expect(
      creatures.filter((c) => weapons(c).some((w) => (w.system.reach as number) > 5)).length,
    ).toBeGreaterThanOrEqual(2);
    const reactive = creatures.filter((c) =>
      c.items.some(
        (i) =>
          i.type === "feature" && (i.system.grants as { opportunityAttack?: boolean } | undefined)?.opportunityAttack,
      ),
    );
    // Issue 28 item 12: the Ogre Warrior's stat block has no reactive strike; no threeAction creature invents one.
    expect(reactive.map((c) => c.flags.fray.presets)).not.toContainEqual(["threeAction"]);
    expect(creatures.filter((c) => (c.system.speed?.fly ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
    expect(creatures.filter((c) => (c.system.speed?.swim ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
    expect(creature("Riding Horse (2024)").flags.fray.rules).toContain("MOV-13");
    expect(creature("Wolf (2024)").flags.fray.rules).toContain("INIT-4");
  });

  it("gives every prototype token the size of the creature's space and a disposition", () => {
    for (const c of creatures) {
      const squares = tokenSquares(c.system.size);
      expect(c.prototypeToken, c.name).toMatchObject({
        name: c.name,
        width: squares,
        height: squares,
        actorLink: false,
      });
      expect(c.prototypeToken.texture.src).toBe(c.img);
      expect([-1, 0, 1]).toContain(c.prototypeToken.disposition);
    }
    // Beasts of burden and guards are neutral; the rest come to fight.
    expect(creature("Riding Horse (2024)").prototypeToken.disposition).toBe(0);
    expect(creature("Ancient Red Dragon (2024)").prototypeToken.disposition).toBe(-1);
    // Issue 30 item 4: guards and knights are foes (their tokens hostile), so the sides count them as such.
    for (const name of ["Guard (2014)", "Guard (2024)", "Knight (2014)", "Knight (2024)"])
      expect(creature(name).prototypeToken.disposition, name).toBe(-1);
  });

  it("pictures every creature and item from Foundry's core icon library, and equips every weapon", () => {
    for (const c of creatures) {
      expect(c.img, c.name).toMatch(/^icons\/(creatures|environment)\/[a-z-]+\/[a-z-]+\.webp$/);
      for (const item of c.items)
        expect(item.img, `${c.name}: ${item.name}`).toMatch(/^icons\/[a-z]+\/[a-z-]+(\/[a-z-]+)?\.(webp|svg)$/);
      for (const w of weapons(c)) expect(w.system.equipped, `${c.name}: ${w.name}`).toBe(true);
      expect(weapons(c).length, c.name).toBeGreaterThan(0);
    }
    for (const folder of folders) expect(folder.type).toBe("Actor");
  });
});

describe("creatures pack in play: each creature's first attack in each preset it lists (ATK-1)", () => {
  const presets = ["srd51", "srd52", "a5e", "delta", "threeAction"];
  it.each(presets)("%s", async (preset) => {
    const h = await automationHarness(preset);
    const listed = creatures.filter((c) => c.flags.fray.presets.includes(preset));
    expect(listed.length).toBeGreaterThan(0);
    for (const doc of listed) {
      const actor = await imported(doc);
      const token = (actor._source as unknown as { prototypeToken: { width: number } }).prototypeToken;
      expect(token.width, doc.name).toBe(tokenSquares(doc.system.size));
      const first = actor.items.find((i): i is FrayItem => i.type === "weapon");
      expect(first?.name, doc.name).toBe(weapons(doc)[0]?.name);
      h.dice.queue(20, 10);
      const message = await first?.rollAttack({ fastForward: true, targets: [] });
      expect(message, `${doc.name} in ${preset}`).toBeTruthy();
      expect(text(lastMessage().content)).toContain(first?.name ?? "");
      // 10 on the die plus the attack bonus (the SRD 5.1 Rat's printed +0 is the only one not above 0).
      expect(d20().total, doc.name).toBeGreaterThanOrEqual(10);
    }
  });

  it("the Ancient Red Dragon's rend in srd52: Strength +10 and a CR 24 proficiency of +7", async () => {
    const h = await automationHarness("srd52");
    const dragon = await imported(creature("Ancient Red Dragon (2024)"));
    h.dice.queue(20, 10);
    await (dragon.items.find((i) => i.name === "Rend") as FrayItem).rollAttack({ fastForward: true, targets: [] });
    expect(d20().total).toBe(27);
  });
});

describe("creatures pack: a wolf pack shares one initiative roll (INIT-4)", () => {
  it("four combatants of the one Wolf actor get one roll in srd52", async () => {
    const h = await initiativeHarness("srd52");
    const wolf = await imported(creature("Wolf (2024)"));
    const combatants = [1, 2, 3, 4].map((n) => ({ name: `Wolf ${n}`, actorId: wolf.id }));
    const created = await h.config.Combat.documentClass.create({ combatants });
    if (!created) throw new Error("no combat");
    const combat = h.follow(created) as unknown as FrayCombat;
    h.dice.queue(20, 11);
    await combat.rollAll();
    const counts = combat.combatants.map((c) => c.initiative);
    expect(counts).toEqual([13, 13, 13, 13]); // 11 + Dexterity 15's +2, one die for the pack
    expect(h.dice.pending()).toEqual({});
  });
});

describe("creatures pack: compiles to LevelDB", () => {
  const out = mkdtempSync(join(tmpdir(), "fray-creatures-"));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it("writes every creature, its items and folders", async () => {
    await compilePack(SOURCE, out, { yaml: true, recursive: true, log: false });
    const db = new ClassicLevel<string, Entry>(out, { valueEncoding: "json" });
    try {
      const keys = await db.keys().all();
      expect(keys.filter((k) => k.startsWith("!actors!"))).toHaveLength(creatures.length);
      expect(keys.filter((k) => k.startsWith("!actors.items!"))).toHaveLength(creatures.flatMap((c) => c.items).length);
      expect(keys.filter((k) => k.startsWith("!folders!"))).toHaveLength(folders.length);
    } finally {
      await db.close();
    }
  });
});
