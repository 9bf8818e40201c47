#!/usr/bin/env node
// Zips dist/ into fray.zip (system.json at the archive's root), the file a release attaches and Foundry
// downloads from system.json's `download` URL. Run `npm run build` first.
import { createWriteStream, existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ZipFile } from "yazl";

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const out = join(root, "fray.zip");

if (!existsSync(join(dist, "system.json"))) {
  console.error("dist/system.json is missing: run `npm run build` first.");
  process.exit(1);
}

const zip = new ZipFile();
let count = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile()) continue;
  // Fixed dates keep the archive byte-identical for identical contents.
  zip.addFile(path, relative(dist, path).split(sep).join("/"), { mtime: new Date(Date.UTC(2025, 0, 1)) });
  count++;
}
zip.end();
zip.outputStream.pipe(createWriteStream(out)).on("close", () => {
  console.log(`fray.zip: ${count} files, ${statSync(out).size} bytes`);
});
