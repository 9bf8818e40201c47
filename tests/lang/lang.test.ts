// Every localization key Fray uses exists in lang/en.json, and every key there is used. Keys must be written
// out in full (no `FRAY.${x}`), so this scan sees them all; Foundry's own conventions (TYPES.<Doc>.<type> for
// each type in system.json) count as uses.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenKeys } from "../harness/i18n";

const ROOT = join(import.meta.dirname, "..", "..");
const en = flattenKeys(JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as Record<string, unknown>);
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  documentTypes: Record<string, Record<string, unknown>>;
};

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const sources = [...filesUnder("src", /\.ts$/), ...filesUnder("templates", /\.hbs$/)];
const KEY = /(?<![\w.])((?:FRAY|TYPES)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)/g;

const used = new Map<string, string[]>();
for (const file of sources) {
  for (const match of readFileSync(file, "utf8").matchAll(KEY)) {
    const key = match[1] as string;
    used.set(key, [...(used.get(key) ?? []), relative(ROOT, file)]);
  }
}
for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
  // A type's label is keyed by the type as the manifest declares it (`fray.difficultTerrain` for Fray's behaviours).
  for (const type of Object.keys(types)) used.set(`TYPES.${documentName}.${type}`, ["system.json"]);
}

describe("lang/en.json", () => {
  it("has every key that src/ and templates/ use", () => {
    const missing = [...used].filter(([key]) => !(key in en)).map(([key, files]) => `${key} (${files.join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("has no key that nothing uses", () => {
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it("has no empty text", () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("is not fed by keys built at run time, which this check could not see", () => {
    const built = sources.filter((file) => /["'`](?:FRAY|TYPES)\.[\w.]*\$\{/.test(readFileSync(file, "utf8")));
    expect(built.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it("gives each template's localize calls a literal key", () => {
    for (const file of filesUnder("templates", /\.hbs$/)) {
      for (const call of readFileSync(file, "utf8").matchAll(/\{\{\s*localize\s+([^\s}]+)/g)) {
        expect(call[1], relative(ROOT, file)).toMatch(/^"(?:FRAY|TYPES)\.[\w.]+"$/);
      }
    }
  });
});
