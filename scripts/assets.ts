// Everything of the installable system that is not the bundle: the manifest, licence and credits, templates,
// languages and the compendium packs compiled from their YAML sources. Used by the Vite build (vite.config.ts)
// and the tests.
import { cp, mkdir, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

export const ROOT = resolve(import.meta.dirname, "..");
export const PACK_SOURCES = join(ROOT, "packs", "_source");

/** Names of the packs that have a source folder under packs/_source/. */
export async function packNames(sources = PACK_SOURCES): Promise<string[]> {
  const entries = await readdir(sources, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Compiles every pack source folder to a LevelDB folder `<outDir>/packs/<name>/`. */
export async function compilePacks(outDir: string, sources = PACK_SOURCES): Promise<string[]> {
  const names = await packNames(sources);
  for (const name of names) {
    const dest = join(outDir, "packs", name);
    await rm(dest, { recursive: true, force: true });
    await mkdir(dest, { recursive: true });
    await compilePack(join(sources, name), dest, { yaml: true, recursive: true });
  }
  return names;
}

/**
 * Copies the manifest, templates and language files into `outDir`, with LICENSE and CREDITS.md: the content
 * licences ask for their statements (and the OGL for its full text) to travel with every copy (issue 30).
 */
export async function copyStatic(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const file of ["system.json", "LICENSE", "CREDITS.md"]) await cp(join(ROOT, file), join(outDir, file));
  for (const folder of ["templates", "lang"]) {
    await cp(join(ROOT, folder), join(outDir, folder), { recursive: true });
  }
}
