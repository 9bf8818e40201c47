#!/usr/bin/env node
// Zips dist/ into fray.zip (system.json at the archive's root), the file a release attaches and Foundry
// downloads from system.json's `download` URL. Run `npm run build` first.
import { createWriteStream, existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { ZipFile } from "yazl";

/**
 * Writes every file under `dir` into the zip archive `out`, paths relative to `dir`; resolves with the number
 * of files once the archive is closed.
 * @param {string} dir
 * @param {string} out
 * @returns {Promise<number>}
 */
export function zipFolder(dir, out) {
  const zip = new ZipFile();
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    // Fixed dates keep the archive byte-identical for identical contents.
    zip.addFile(path, relative(dir, path).split(sep).join("/"), { mtime: new Date(Date.UTC(2025, 0, 1)) });
    count++;
  }
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream
      .pipe(createWriteStream(out))
      .on("close", () => resolve(count))
      .on("error", reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, "..");
  const dist = join(root, "dist");
  const out = join(root, "fray.zip");
  if (!existsSync(join(dist, "system.json"))) {
    console.error("dist/system.json is missing: run `npm run build` first.");
    process.exit(1);
  }
  const count = await zipFolder(dist, out);
  console.log(`fray.zip: ${count} files, ${statSync(out).size} bytes`);
}
