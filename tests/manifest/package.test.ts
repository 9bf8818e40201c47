// Issue 30 item 6: the released archive (scripts/package.mjs over the built dist/) carries CREDITS.md, with the
// statements the content licences require, and LICENSE beside system.json.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { zipFolder } from "../../scripts/package.mjs";

/** The file names of a zip archive, read from its central directory (no unzip library in the project). */
function zipEntryNames(zip: Buffer): string[] {
  // The end-of-central-directory record: signature 0x06054b50, at most 65,535 bytes of comment after it.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

describe("the release archive (issue 30 item 6)", () => {
  it("holds CREDITS.md and LICENSE at its root, beside system.json", async () => {
    const dir = await mkdtemp(join(tmpdir(), "fray-zip-"));
    try {
      const out = join(dir, "fray.zip");
      await zipFolder(inject("distDir"), out);
      const names = zipEntryNames(await readFile(out));
      expect(names).toContain("system.json");
      expect(names).toContain("CREDITS.md");
      expect(names).toContain("LICENSE");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("ships the CREDITS.md of the repository, statements and all", async () => {
    const shipped = await readFile(join(inject("distDir"), "CREDITS.md"), "utf8");
    const source = await readFile(join(import.meta.dirname, "..", "..", "CREDITS.md"), "utf8");
    expect(shipped).toBe(source);
    expect(shipped).toContain("OPEN GAME LICENSE Version 1.0a");
  });
});
