// The built system (built fresh by build.ts into a temporary folder) is installable: the manifest names only
// files that exist, packs are LevelDB folders, versions agree, and the v13 fields Foundry needs are there.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { ClassicLevel } from "classic-level";

const ROOT = join(import.meta.dirname, "..", "..");
const dist = inject("distDir");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };

interface Manifest {
  id: string;
  version: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; name: string; path: string }[];
  packs: { name: string; label: string; path: string; type: string; ownership?: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  grid: { type: number; distance: number; units: string; diagonals: number };
  primaryTokenAttribute: string;
  socket: boolean;
  url: string;
  manifest: string;
  download: string;
}

const manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8")) as Manifest;

describe("built system.json", () => {
  it("is the source manifest, copied unchanged", () => {
    expect(readFileSync(join(dist, "system.json"), "utf8")).toBe(readFileSync(join(ROOT, "system.json"), "utf8"));
  });

  it("is Fray for Foundry v13", () => {
    expect(manifest.id).toBe("fray");
    expect(manifest.compatibility.minimum).toBe("13.345");
    expect(manifest.socket).toBe(true);
  });

  // Foundry compares these with foundry.utils.isNewerVersion (numeric parts split on "."), so "13.x" is no
  // version; a bare generation means all of it ("verified": 10 = "all of V10", "maximum": 10 = "can't be
  // installed after V10": https://foundryvtt.com/article/manifest-migration-guide/, as dnd5e 5.2.5 does).
  it("is verified for v13 and capped at v13 (v14 changes CONFIG.statusEffects to an object)", () => {
    expect(manifest.compatibility.maximum).toBe("13");
    expect(manifest.compatibility.verified).toMatch(/^13(\.\d+)?$/);
  });

  it("has the version of package.json, and a download URL for that version", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${pkg.version}/fray.zip`);
    expect(manifest.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
  });

  it("names only files that exist in dist/", () => {
    const named = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    expect(named).toEqual(["fray.mjs", "fray.css", "lang/en.json"]);
    for (const file of named) expect(existsSync(join(dist, file)), file).toBe(true);
    expect(existsSync(join(dist, "fray.mjs.map"))).toBe(true);
  });

  it("ships the templates and styles the code uses", () => {
    expect(readdirSync(join(dist, "templates", "chat"))).toContain("preset-changed.hbs");
    expect(readFileSync(join(dist, "fray.css"), "utf8")).toContain(".fray-card__title");
  });

  it("declares the actor and item types with documentTypes (no template.json)", () => {
    expect(Object.keys(manifest.documentTypes.Actor ?? {})).toEqual(["character", "npc"]);
    expect(Object.keys(manifest.documentTypes.Item ?? {})).toEqual([
      "weapon",
      "armor",
      "spell",
      "feature",
      "equipment",
    ]);
    expect(existsSync(join(dist, "template.json"))).toBe(false);
  });

  it("sets square 5 ft grid defaults and the hit point bar", () => {
    expect(manifest.grid).toEqual({ type: 1, distance: 5, units: "ft", diagonals: 0 });
    expect(manifest.primaryTokenAttribute).toBe("hp");
  });

  it("files every pack in a pack folder", () => {
    const filed = manifest.packFolders.flatMap((f) => f.packs).sort();
    expect(filed).toEqual(manifest.packs.map((p) => p.name).sort());
  });

  it("ships the eight content packs with at least the counts issues 14 and 30 ask for", async () => {
    const least: Record<string, { key: string; count: number }> = {
      actions: { key: "!items!", count: 30 },
      conditions: { key: "!journal.pages!", count: 15 },
      equipment: { key: "!items!", count: 40 },
      creatures: { key: "!actors!", count: 20 },
      environments: { key: "!journal!", count: 9 },
      // Issue 30 item 4: four classes at levels 1 and 5 per 5e family.
      heroes: { key: "!actors!", count: 16 },
      rules: { key: "!journal!", count: 6 },
      // Issue 30 item 3: at least 40 spells per 5e family.
      spells: { key: "!items!", count: 80 },
    };
    expect(manifest.packs.map((p) => p.name).sort()).toEqual(Object.keys(least).sort());
    for (const [name, { key, count }] of Object.entries(least)) {
      const db = new ClassicLevel<string, unknown>(join(dist, "packs", name), { valueEncoding: "json" });
      try {
        const keys = await db.keys().all();
        expect(keys.filter((k) => k.startsWith(key)).length, name).toBeGreaterThanOrEqual(count);
      } finally {
        await db.close();
      }
    }
  });

  for (const pack of manifest.packs) {
    it(`compiles the ${pack.name} pack to a LevelDB folder that holds its documents`, async () => {
      const folder = join(dist, pack.path);
      expect(statSync(folder).isDirectory()).toBe(true);
      const files = readdirSync(folder);
      expect(files).toContain("CURRENT");
      expect(files.some((f) => f.startsWith("MANIFEST-"))).toBe(true);
      const db = new ClassicLevel<string, { name?: string }>(folder, { valueEncoding: "json" });
      try {
        const sources = readdirSync(join(ROOT, "packs", "_source", pack.name), { recursive: true }).filter((f) =>
          /\.ya?ml$/.test(String(f)),
        );
        const keys = await db.keys().all();
        const primary = keys.filter((k) => !k.includes("."));
        expect(primary.length).toBe(sources.length);
        const first = await db.get(primary[0] ?? "");
        expect(typeof first.name).toBe("string");
      } finally {
        await db.close();
      }
    });
  }
});
