// Reading the compendium sources (packs/_source) for the packs tests: each YAML or JSON file is one document.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load as parseYaml } from "js-yaml";

export const ROOT = join(import.meta.dirname, "..", "..");
export const SOURCES = join(ROOT, "packs", "_source");

export type Doc = Record<string, unknown>;

/** The document files under `dir`, at any depth. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** One source file, parsed. */
export function loadSource(file: string): Doc {
  const text = readFileSync(file, "utf8");
  const doc: unknown = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  if (typeof doc !== "object" || doc === null) throw new Error(`${file}: not a document`);
  return doc as Doc;
}

/** A pack folder document (`!folders!<id>`), not an entry. */
export const isFolder = (doc: Doc): boolean => typeof doc._key === "string" && doc._key.startsWith("!folders!");

/** `flags.fray` of a document, or an empty object. */
export const frayFlags = (doc: Doc): Doc => ((doc.flags as Doc | undefined)?.fray as Doc | undefined) ?? {};

/** The HTML of a journal entry's pages, joined. */
export const pageHtml = (doc: Doc): string =>
  ((doc.pages ?? []) as { text?: { content?: string } }[]).map((p) => p.text?.content ?? "").join("\n");
