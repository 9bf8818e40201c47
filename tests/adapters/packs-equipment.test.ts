// Issue 14, item 3: the `equipment` compendium. Every source entry is a valid Fray item (validated by Fray's own
// data models on the harness, as Foundry validates a document it builds), the SRD weapons and armor and the
// three-action Beginner Box gear are all there, each family uses only its own properties and damage types,
// every entry has a core icon, and the sources compile to a LevelDB pack.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { frayHarness } from "./fray-setup";
import {
  FIVE_E_DAMAGE_TYPES,
  FIVE_E_WEAPON_PROPERTIES,
  THREE_ACTION_DAMAGE_TYPES,
  THREE_ACTION_WEAPON_PROPERTIES,
} from "../../src/rules";

const SOURCE = join(import.meta.dirname, "..", "..", "packs", "_source", "equipment");

interface Weapon {
  damage: { parts: { formula: string; type: string }[]; versatile: string };
  range: { normal: number; long: number | null };
  reach: number;
  properties: string[];
}
interface Armor {
  category: string;
  base: number;
  dexCap: number | null;
  strength: number;
  stealthDisadvantage: boolean;
  speedPenalty: number;
}
interface Entry {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img?: string;
  folder: string | null;
  system: Record<string, unknown>;
}

const files = readdirSync(SOURCE, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".yml"))
  .map((e) => join(e.parentPath, e.name))
  .sort();
const sources = files.map((f) => ({ file: relative(SOURCE, f), doc: parseYaml(readFileSync(f, "utf8")) as Entry }));
const folders = sources.filter((s) => s.doc._key.startsWith("!folders!")).map((s) => s.doc);
const items = sources.filter((s) => s.doc._key.startsWith("!items!"));

const folderNamed = (name: string) => {
  const folder = folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no folder "${name}"`);
  return folder;
};
const SIMPLE = folderNamed("5e Simple Weapons");
const MARTIAL = folderNamed("5e Martial Weapons");
const ARMOR = folderNamed("5e Armor and Shields");
const THREE = folderNamed("Three-Action (Beginner Box)");
const THREE_WEAPONS = folderNamed("Three-Action Weapons");
const THREE_ARMOR = folderNamed("Three-Action Armor and Shields");
const FIVE_E_FOLDERS = new Set([SIMPLE._id, MARTIAL._id, ARMOR._id]);
const THREE_FOLDERS = new Set([THREE_WEAPONS._id, THREE_ARMOR._id]);

const inFolder = (folder: Entry) => items.map((s) => s.doc).filter((d) => d.folder === folder._id);
const namesIn = (folder: Entry) => inFolder(folder).map((d) => d.name);

/** The spec: every SRD 5.1/5.2 simple and martial weapon (5.2's changed stats as "(2024)" entries; the net is 5.1's only). */
const SRD_SIMPLE = [
  "Club",
  "Dagger",
  "Greatclub",
  "Handaxe",
  "Javelin",
  "Light Hammer",
  "Mace",
  "Quarterstaff",
  "Sickle",
  "Spear",
  "Dart",
  "Light Crossbow",
  "Shortbow",
  "Sling",
];
const SRD_MARTIAL = [
  "Battleaxe",
  "Flail",
  "Glaive",
  "Greataxe",
  "Greatsword",
  "Halberd",
  "Lance",
  "Lance (2024)",
  "Longsword",
  "Maul",
  "Morningstar",
  "Pike",
  "Rapier",
  "Scimitar",
  "Shortsword",
  "Trident",
  "Trident (2024)",
  "War Pick",
  "War Pick (2024)",
  "Warhammer",
  "Whip",
  "Blowgun",
  "Hand Crossbow",
  "Heavy Crossbow",
  "Longbow",
  "Musket",
  "Pistol",
  "Net",
];
const SRD_ARMOR = [
  "Padded Armor",
  "Leather Armor",
  "Studded Leather Armor",
  "Hide Armor",
  "Chain Shirt",
  "Scale Mail",
  "Breastplate",
  "Half Plate Armor",
  "Ring Mail",
  "Chain Mail",
  "Splint Armor",
  "Plate Armor",
  "Shield",
];
const BEGINNER_BOX_WEAPONS = [
  "Club",
  "Dagger",
  "Mace",
  "Spear",
  "Staff",
  "Javelin",
  "Crossbow",
  "Sling",
  "Battle Axe",
  "Greataxe",
  "Greatsword",
  "Longsword",
  "Rapier",
  "Scimitar",
  "Shortsword",
  "Warhammer",
  "Longbow",
  "Shortbow",
].map((n) => `${n} (three-action)`);
const BEGINNER_BOX_ARMOR = [
  "Leather Armor",
  "Studded Leather Armor",
  "Chain Shirt",
  "Hide Armor",
  "Scale Mail",
  "Chain Mail",
  "Breastplate",
  "Full Plate",
  "Buckler",
  "Wooden Shield",
  "Steel Shield",
].map((n) => `${n} (three-action)`);

beforeEach(() => {
  frayHarness();
});

/** What Foundry keeps of a source's system data after its data model cleaned and validated it. */
const modelSystem = (doc: Entry) => {
  const item = new CONFIG.Item.documentClass(structuredClone(doc) as never);
  return item.toObject().system as Record<string, unknown>;
};

describe("equipment pack: entries are valid Fray items", () => {
  it.each(items.map((s) => [s.file, s.doc] as const))("%s passes its data model unchanged", (_, doc) => {
    expect(["weapon", "armor"]).toContain(doc.type);
    const system = modelSystem(doc);
    // Nothing is dropped or defaulted away: a misspelt key or a value out of range would show here.
    expect(system).toEqual(doc.system);
  });

  it("can all be created in a world, keeping their ids and pictures", async () => {
    const created = await Item.createDocuments(items.map((s) => structuredClone(s.doc)) as never, { keepId: true });
    expect(created).toHaveLength(items.length);
    for (const s of items) {
      const item = game.items.get(s.doc._id) as Item.Implementation | undefined;
      expect(item?.name).toBe(s.doc.name);
      expect((item?._source as { img?: string } | undefined)?.img).toBe(s.doc.img);
    }
  });
});

describe("equipment pack: contents", () => {
  it("holds at least 40 items, each name once", () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    const names = items.map((s) => s.doc.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has every SRD simple and martial weapon, the SRD armor and shield, and the Beginner Box gear", () => {
    expect(namesIn(SIMPLE).sort()).toEqual([...SRD_SIMPLE].sort());
    expect(namesIn(MARTIAL).sort()).toEqual([...SRD_MARTIAL].sort());
    expect(namesIn(ARMOR).sort()).toEqual([...SRD_ARMOR].sort());
    expect(namesIn(THREE_WEAPONS).sort()).toEqual([...BEGINNER_BOX_WEAPONS].sort());
    expect(namesIn(THREE_ARMOR).sort()).toEqual([...BEGINNER_BOX_ARMOR].sort());
    expect(inFolder(THREE)).toEqual([]);
  });

  it("files every item in a family folder, sorted by name, the three-action ones nested in one folder", () => {
    for (const s of items) expect([...FIVE_E_FOLDERS, ...THREE_FOLDERS]).toContain(s.doc.folder);
    for (const folder of folders) {
      expect(folder.type).toBe("Item");
      expect((folder as unknown as { sorting: string }).sorting).toBe("a");
    }
    expect(THREE_WEAPONS.folder).toBe(THREE._id);
    expect(THREE_ARMOR.folder).toBe(THREE._id);
  });

  it("gives every item a picture from Foundry's core icon library", () => {
    for (const s of items) {
      expect(s.doc.img, s.doc.name).toMatch(
        /^icons\/(weapons|equipment|sundries|commodities|tools)\/[a-z-]+\/[a-z-]+\.webp$/,
      );
    }
  });
});

describe("equipment pack: each family uses its own weapon properties and damage types (ATK-4, ATK-8, ATK-10)", () => {
  const weapons = items.map((s) => s.doc).filter((d) => d.type === "weapon");

  it("5e weapons use only SRD properties and damage types, three-action ones only Beginner Box traits", () => {
    for (const doc of weapons) {
      const w = doc.system as unknown as Weapon;
      const fiveE = FIVE_E_FOLDERS.has(doc.folder ?? "");
      const allowed: readonly string[] = fiveE ? FIVE_E_WEAPON_PROPERTIES : THREE_ACTION_WEAPON_PROPERTIES;
      const types: readonly string[] = fiveE ? FIVE_E_DAMAGE_TYPES : THREE_ACTION_DAMAGE_TYPES;
      for (const property of w.properties) expect(allowed, `${doc.name}: ${property}`).toContain(property);
      for (const part of w.damage.parts) expect(types, `${doc.name}: ${part.type}`).toContain(part.type);
    }
  });

  it("keeps properties and numbers consistent: versatile formula, ranges for ranged and thrown, reach 10", () => {
    for (const doc of weapons) {
      const w = doc.system as unknown as Weapon;
      const has = (p: string) => w.properties.includes(p);
      expect(w.damage.versatile !== "", `${doc.name}: versatile`).toBe(has("versatile"));
      expect(w.reach, `${doc.name}: reach`).toBe(has("reach") ? 10 : 5);
      if (has("thrown") || has("ammunition")) expect(w.range.normal, `${doc.name}: range`).toBeGreaterThan(0);
      if (w.range.long !== null) expect(w.range.long).toBeGreaterThan(w.range.normal);
      // The net alone deals no damage.
      expect(w.damage.parts.length, doc.name).toBe(doc.name === "Net" ? 0 : 1);
    }
  });

  it("spot-checks the numbers a table looks up most", () => {
    const system = (name: string) => items.find((s) => s.doc.name === name)?.doc.system as unknown as Weapon;
    expect(system("Longsword").damage).toEqual({ parts: [{ formula: "1d8", type: "slashing" }], versatile: "1d10" });
    expect(system("Greatsword").damage.parts[0]?.formula).toBe("2d6");
    expect(system("Longbow").range).toEqual({ normal: 150, long: 600 });
    expect(system("Dagger").properties).toEqual(["finesse", "light", "thrown"]);
    expect(system("Shortsword (three-action)").properties).toEqual(["agile", "finesse"]);
    expect(system("Staff (three-action)").damage.versatile).toBe("1d8");
  });
});

describe("equipment pack: armor (ATK-1)", () => {
  const armor = items.map((s) => s.doc).filter((d) => d.type === "armor");

  it("caps Dexterity by category in 5e (light none, medium 2, heavy 0) and costs speed without the Strength", () => {
    for (const doc of armor.filter((d) => d.folder === ARMOR._id)) {
      const a = doc.system as unknown as Armor;
      const cap = { light: null, medium: 2, heavy: 0, shield: null }[a.category];
      expect(a.dexCap, doc.name).toBe(cap);
      expect(a.speedPenalty, doc.name).toBe(a.strength > 0 ? 10 : 0);
    }
    const plate = armor.find((d) => d.name === "Plate Armor")?.system as unknown as Armor;
    expect(plate).toMatchObject({ category: "heavy", base: 18, strength: 15, stealthDisadvantage: true });
  });

  it("stores the three-action item bonus as the base, with a Dex cap for every armor and none for shields", () => {
    for (const doc of armor.filter((d) => d.folder === THREE_ARMOR._id)) {
      const a = doc.system as unknown as Armor;
      expect(a.base, doc.name).toBeGreaterThanOrEqual(1);
      expect(a.base, doc.name).toBeLessThanOrEqual(6);
      expect(a.dexCap === null, doc.name).toBe(a.category === "shield");
      expect(a.stealthDisadvantage).toBe(false);
    }
  });
});

describe("equipment pack: compiles to LevelDB", () => {
  const out = mkdtempSync(join(tmpdir(), "fray-equipment-"));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it("writes a LevelDB folder holding every item and folder", async () => {
    await compilePack(SOURCE, out, { yaml: true, recursive: true, log: false });
    expect(readdirSync(out)).toContain("CURRENT");
    const db = new ClassicLevel<string, Entry>(out, { valueEncoding: "json" });
    try {
      const keys = await db.keys().all();
      expect(keys.filter((k) => k.startsWith("!items!"))).toHaveLength(items.length);
      expect(keys.filter((k) => k.startsWith("!folders!"))).toHaveLength(folders.length);
      const longsword = await db.get(`!items!${items.find((s) => s.doc.name === "Longsword")?.doc._id ?? ""}`);
      expect(longsword.type).toBe("weapon");
    } finally {
      await db.close();
    }
  });
});
