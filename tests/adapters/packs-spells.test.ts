// Issue 30 item 3: the `spells` compendium. Every entry is a valid Fray spell (Fray's own data model, as Foundry
// validates a document it builds, keeps every value it sets), can be created in a world, uses only the 5e damage
// types (and healing), has a core icon, is filed in its family's folder under "5e Spells", and the sources
// compile to a LevelDB pack.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { frayHarness } from "./fray-setup";
import { FIVE_E_DAMAGE_TYPES } from "../../src/rules";

const SOURCE = join(import.meta.dirname, "..", "..", "packs", "_source", "spells");

interface Entry {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  folder: string | null;
  sorting?: string;
  system: Record<string, unknown> & { damage: { parts: { formula: string; type: string }[] } };
}

const sources = readdirSync(SOURCE, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".yml"))
  .map((e) => join(e.parentPath, e.name))
  .sort()
  .map((f) => ({ file: relative(SOURCE, f), doc: parseYaml(readFileSync(f, "utf8")) as Entry }));
const folders = sources.filter((s) => s.doc._key.startsWith("!folders!")).map((s) => s.doc);
const spells = sources.filter((s) => s.doc._key.startsWith("!items!"));
const folderNamed = (name: string) => {
  const folder = folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no folder "${name}"`);
  return folder;
};

beforeEach(() => {
  frayHarness();
});

describe("spells pack: entries are valid Fray spells", () => {
  it.each(spells.map((s) => [s.file, s.doc] as const))("%s passes its data model unchanged", (_, doc) => {
    expect(doc.type).toBe("spell");
    const item = new CONFIG.Item.documentClass(structuredClone(doc) as never);
    // Nothing is dropped or defaulted away: a misspelt key or a value out of range would show here.
    expect(item.toObject().system).toEqual(doc.system);
  });

  it("can all be created in a world, keeping their ids and pictures", async () => {
    const created = await Item.createDocuments(spells.map((s) => structuredClone(s.doc)) as never, { keepId: true });
    expect(created).toHaveLength(spells.length);
    for (const s of spells) {
      const item = game.items.get(s.doc._id) as Item.Implementation | undefined;
      expect(item?.name).toBe(s.doc.name);
      expect((item?._source as { img?: string } | undefined)?.img).toBe(s.doc.img);
    }
  });
});

describe("spells pack: contents", () => {
  it("files each family in its own folder under 5e Spells, sorted by name", () => {
    const top = folderNamed("5e Spells");
    const y2014 = folderNamed("5e Spells, 2014 (SRD 5.1)");
    const y2024 = folderNamed("5e Spells, 2024 (SRD 5.2)");
    expect(top.folder).toBeNull();
    expect([y2014.folder, y2024.folder]).toEqual([top._id, top._id]);
    for (const folder of folders) expect([folder.type, folder.sorting]).toEqual(["Item", "a"]);
    for (const s of spells) {
      expect(s.doc.folder, s.doc.name).toBe(s.doc.name.endsWith("(2014)") ? y2014._id : y2024._id);
    }
    const names = spells.map((s) => s.doc.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("uses only the 5e damage types and healing", () => {
    const allowed: readonly string[] = [...FIVE_E_DAMAGE_TYPES, "healing", ""];
    for (const s of spells) {
      for (const part of s.doc.system.damage.parts) expect(allowed, `${s.doc.name}: ${part.type}`).toContain(part.type);
    }
  });

  it("gives every spell a picture from Foundry's core icon library and a description", () => {
    for (const s of spells) {
      expect(s.doc.img, s.doc.name).toMatch(
        /^icons\/(magic|skills|creatures|equipment|weapons)\/[a-z-]+\/[a-z-]+\.webp$/,
      );
      expect(String(s.doc.system.description), s.doc.name).toMatch(/^<p>.{20,}<\/p>$/);
    }
  });
});

describe("spells pack: compiles to LevelDB", () => {
  const out = mkdtempSync(join(tmpdir(), "fray-spells-"));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it("writes a LevelDB folder holding every spell and folder", async () => {
    await compilePack(SOURCE, out, { yaml: true, recursive: true, log: false });
    expect(readdirSync(out)).toContain("CURRENT");
    const db = new ClassicLevel<string, Entry>(out, { valueEncoding: "json" });
    try {
      const keys = await db.keys().all();
      expect(keys.filter((k) => k.startsWith("!items!"))).toHaveLength(spells.length);
      expect(keys.filter((k) => k.startsWith("!folders!"))).toHaveLength(folders.length);
      const fireball = await db.get(`!items!${spells.find((s) => s.doc.name === "Fireball (2024)")?.doc._id ?? ""}`);
      expect([fireball.type, fireball.system.level]).toEqual(["spell", 3]);
    } finally {
      await db.close();
    }
  });
});
