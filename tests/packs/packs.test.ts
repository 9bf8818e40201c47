// Every compendium source file parses, carries the `_id` and `_key` the Foundry CLI needs (a file without
// `_key` is silently skipped by compilePack), and matches the pack's document type in system.json.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { RULE_IDS } from "../../scripts/rule-ids";
import { ENVIRONMENT_IDS, environment } from "../../src/rules";

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCES = join(ROOT, "packs", "_source");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; type: string; path: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
};

/** The LevelDB sublevel of each primary document type, and the embedded collections Fray's packs use. */
const COLLECTIONS: Record<string, { sublevel: string; embedded: Record<string, string> }> = {
  JournalEntry: { sublevel: "journal", embedded: { pages: "JournalEntryPage", categories: "JournalEntryCategory" } },
  Item: { sublevel: "items", embedded: { effects: "ActiveEffect" } },
  Actor: { sublevel: "actors", embedded: { items: "Item", effects: "ActiveEffect" } },
};

const ID = /^[A-Za-z0-9]{16}$/;

type Doc = Record<string, unknown>;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function loadSource(file: string): Doc {
  const text = readFileSync(file, "utf8");
  const doc: unknown = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  if (typeof doc !== "object" || doc === null) throw new Error(`${file}: not a document`);
  return doc as Doc;
}

/** A pack folder document (`_key: "!folders!<id>"`), which the CLI compiles alongside the pack's documents. */
const isFolder = (doc: Doc) => typeof doc._key === "string" && doc._key.startsWith("!folders!");

const sourceFolders = readdirSync(SOURCES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe("compendium pack sources", () => {
  it("have exactly one folder per pack in system.json", () => {
    expect(sourceFolders).toEqual(manifest.packs.map((p) => p.name).sort());
    for (const pack of manifest.packs) expect(pack.path).toBe(`packs/${pack.name}`);
  });

  for (const pack of manifest.packs) {
    describe(pack.name, () => {
      const collection = COLLECTIONS[pack.type];
      const files = filesOf(join(SOURCES, pack.name));

      it("holds documents of a type the tests know", () => {
        expect(collection, `pack type ${pack.type}`).toBeDefined();
        expect(files.length).toBeGreaterThan(0);
      });

      it.each(files.map((f) => [relative(ROOT, f), f]))("%s is a well-formed %s document", (_, file) => {
        if (!collection) throw new Error(`no collection for ${pack.type}`);
        const doc = loadSource(file);
        expect(doc._id).toMatch(ID);
        expect(typeof doc.name === "string" && doc.name.trim() !== "").toBe(true);
        if (isFolder(doc)) {
          // A pack folder holds documents of the pack's type; a nested one names its parent folder.
          expect(doc._key).toBe(`!folders!${String(doc._id)}`);
          expect(doc.type).toBe(pack.type);
          return;
        }
        expect(doc._key).toBe(`!${collection.sublevel}!${String(doc._id)}`);
        if (pack.type in manifest.documentTypes) {
          expect(Object.keys(manifest.documentTypes[pack.type] ?? {})).toContain(doc.type);
        }
        for (const [field, documentName] of Object.entries(collection.embedded)) {
          const children = (doc[field] ?? []) as Doc[];
          expect(Array.isArray(children), `${field} is a list`).toBe(true);
          for (const child of children) {
            expect(child._id, `${documentName} id`).toMatch(ID);
            expect(child._key).toBe(`!${collection.sublevel}.${field}!${String(doc._id)}.${String(child._id)}`);
          }
        }
      });

      it("files documents only in folders the pack defines", () => {
        const docs = files.map(loadSource);
        const folderIds = new Set(docs.filter(isFolder).map((d) => d._id));
        for (const doc of docs) {
          if (doc.folder !== null && doc.folder !== undefined)
            expect(folderIds, String(doc.name)).toContain(doc.folder);
        }
      });

      it("names only rule IDs of the rules table in flags.fray.rules", () => {
        for (const doc of files.map(loadSource)) {
          const rules = ((doc.flags as Doc | undefined)?.fray as Doc | undefined)?.rules;
          if (rules === undefined) continue;
          expect(Array.isArray(rules), String(doc.name)).toBe(true);
          for (const id of rules as unknown[]) expect(RULE_IDS, `${String(doc.name)}: ${String(id)}`).toContain(id);
        }
      });

      it("uses every id and key once", () => {
        const keys = files.flatMap((f) => {
          const doc = loadSource(f);
          const children = Object.keys(collection?.embedded ?? {}).flatMap((field) => (doc[field] ?? []) as Doc[]);
          return [doc._key, ...children.map((c) => c._key)];
        });
        expect(new Set(keys).size).toBe(keys.length);
      });
    });
  }
});

describe("rule IDs", () => {
  const table = join(ROOT, "..", "shared", "RULES.md");
  // The table sits beside the repository in a developer's checkout; a clean clone may lack it.
  it.runIf(existsSync(table))("the list the packs are checked against is the rules table's", () => {
    const ids = [...readFileSync(table, "utf8").matchAll(/^\| *([A-Z]{2,5}-\d{1,3}) *\|/gm)].map((m) => m[1]);
    expect(RULE_IDS).toEqual(ids);
  });

  it("are well formed and unique", () => {
    for (const id of RULE_IDS) expect(id).toMatch(/^[A-Z]{2,5}-\d{1,3}$/);
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
  });
});

describe("conditions journal", () => {
  const docs = filesOf(join(SOURCES, "conditions")).map(loadSource);

  it("has a text page for each condition the rules use", () => {
    const names = docs.map((d) => d.name).sort();
    expect(names).toEqual([
      "Back-to-Back",
      "Blinded",
      "Charmed",
      "Concealed",
      "Concentrating",
      "Confused",
      "Dazzled",
      "Dead",
      "Deafened",
      "Disengaging",
      "Dodging",
      "Doomed",
      "Dying and Wounded",
      "Exhaustion",
      "Fascinated",
      "Fatigue",
      "Fleeing",
      "Frightened",
      "Grappled",
      "Half Cover",
      "Hidden",
      "Immobilized",
      "Incapacitated",
      "Invisible",
      "Off-Guard",
      "Paralyzed",
      "Petrified",
      "Poisoned",
      "Pressed",
      "Prone",
      "Quickened",
      "Restrained",
      "Shield Raised",
      "Slowed",
      "Status penalties",
      "Stunned",
      "Surprised",
      "Taking Cover",
      "Three-Quarters Cover",
      "Total Cover",
      "Unconscious",
      "Undetected",
      "Unseen",
    ]);
    for (const doc of docs) {
      const pages = doc.pages as { type: string; text: { content: string } }[];
      expect(pages).toHaveLength(1);
      expect(pages[0]?.type).toBe("text");
      expect(pages[0]?.text.content).toMatch(/^<p>/);
    }
  });

  it("stays short and mechanical", () => {
    for (const doc of docs) {
      const pages = doc.pages as { text: { content: string } }[];
      const words = (pages[0]?.text.content ?? "")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length, String(doc.name)).toBeLessThanOrEqual(120);
    }
  });
});

describe("rules journal (issue 14 item 6)", () => {
  const docs = filesOf(join(SOURCES, "rules")).map(loadSource);
  const packDocs = (pack: string) => filesOf(join(SOURCES, pack)).map(loadSource);
  const contentOf = (doc: Doc) => (doc.pages as { text: { content: string } }[]).map((p) => p.text.content).join("");
  const links = (doc: Doc) => [...contentOf(doc).matchAll(/@UUID\[([^\]]+)\]\{([^}]+)\}/g)].map((m) => [m[1], m[2]]);

  it("has Getting Started and a page per built-in preset", () => {
    expect(docs.map((d) => d.name).sort()).toEqual(
      [
        "Getting Started",
        "Credits and licences",
        "5e 2014 (srd51)",
        "5e 2024 (srd52)",
        "Level Up (a5e)",
        "Three Actions (threeAction)",
        "2024 Variant (delta)",
      ].sort(),
    );
    for (const doc of docs) {
      for (const page of doc.pages as { type: string; text: { content: string } }[]) {
        expect(page.type).toBe("text");
        expect(page.text.content).toMatch(/^<p>/);
      }
    }
  });

  it("links only to entries that exist, under their own names", () => {
    for (const doc of docs) {
      for (const [uuid = "", label] of links(doc)) {
        const parts = uuid.split(".");
        expect(parts.slice(0, 2), uuid).toEqual(["Compendium", "fray"]);
        const [, , pack = "", type, id, pageType, pageId] = parts;
        const target = packDocs(pack).find((d) => d._id === id);
        expect(target, uuid).toBeDefined();
        expect(manifest.packs.find((p) => p.name === pack)?.type, uuid).toBe(type);
        if (pageType === undefined) {
          expect(target?.name, uuid).toBe(label);
        } else {
          expect(pageType).toBe("JournalEntryPage");
          const page = (target?.pages as Doc[]).find((p) => p._id === pageId);
          expect(page?.name, uuid).toBe(label);
        }
      }
    }
  });

  it("links every action and every condition from the preset pages, and each preset page to both packs", () => {
    const linked = new Set(docs.flatMap((d) => links(d).map(([uuid]) => uuid?.split(".")[4])));
    for (const action of packDocs("actions").filter((d) => !isFolder(d)))
      expect(linked, String(action.name)).toContain(action._id);
    for (const condition of packDocs("conditions")) expect(linked, String(condition.name)).toContain(condition._id);
    // The preset pages link both packs; Getting Started and the credits page (issue 30) are not preset pages.
    for (const doc of docs.filter((d) => d.name !== "Getting Started" && d.name !== "Credits and licences")) {
      const uuids = links(doc).map(([uuid]) => uuid ?? "");
      expect(
        uuids.some((u) => u.includes(".actions.")),
        String(doc.name),
      ).toBe(true);
      expect(
        uuids.some((u) => u.includes(".conditions.")),
        String(doc.name),
      ).toBe(true);
    }
  });
});

describe("environments journal (issue 14 item 5, ENV-3)", () => {
  const docs = filesOf(join(SOURCES, "environments")).map(loadSource);
  const lang = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as {
    FRAY: { Environment: Record<string, { Name: string; Actions?: Record<string, string> }> };
  };
  const idOf = (doc: Doc) => ((doc.flags as Doc).fray as { environment: string }).environment;
  const contentOf = (doc: Doc) => (doc.pages as { text: { content: string } }[])[0]?.text.content ?? "";

  it("has one entry per a5e example environment, named as the tracker names it", () => {
    expect(docs.map(idOf).sort()).toEqual([...ENVIRONMENT_IDS].sort());
    for (const doc of docs) expect(doc.name).toBe(lang.FRAY.Environment[idOf(doc)]?.Name);
  });

  it("lists every hazard and obstacle the rules core models, and every world action with its recharge", () => {
    for (const doc of docs) {
      const env = environment(idOf(doc));
      const content = contentOf(doc);
      const hazards = content.split("<h2>World actions</h2>")[0] ?? "";
      expect((hazards.match(/<li>/g) ?? []).length, String(doc.name)).toBe(env.features.length);
      for (const action of env.worldActions) {
        const name = lang.FRAY.Environment[env.id]?.Actions?.[action.id] ?? "";
        const recharge = action.recharge
          ? ` (Recharge ${action.recharge.min === 6 ? "6" : `${action.recharge.min}–6`})`
          : "";
        expect(content, `${String(doc.name)}: ${action.id}`).toContain(`<strong>${name}${recharge}.</strong>`);
      }
      if (env.worldActions.length === 0) expect(content).toContain("No world actions.");
    }
  });
});
