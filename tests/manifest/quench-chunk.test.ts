// Issue 27 item 1: Fray's Quench batches are a chunk of their own (dist/quench/batches-*.mjs), fetched only when
// Quench fires `quenchReady`, by a relative dynamic import from fray.mjs; fray.mjs stays one file (no static import)
// and the loader adds at most 1 KB gzip to it: the built bundle against one built with the loader left out.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { describe, expect, inject, it } from "vitest";
import { gzipBytes } from "../../scripts/bundle-size";

const ROOT = join(import.meta.dirname, "..", "..");
const LOADER = join(ROOT, "src", "quench", "load.ts");

/** fray.mjs as built with src/quench/load.ts replaced by a loader that loads nothing. */
async function bundleWithoutLoader(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), "fray-noquench-"));
  const stub: Plugin = {
    name: "no-quench-loader",
    enforce: "pre",
    load: (id) => (id === LOADER ? "export function listen() {}\n" : null),
  };
  try {
    const result = (await build({
      root: ROOT,
      configFile: join(ROOT, "vite.config.ts"),
      logLevel: "silent",
      plugins: [stub],
      build: { outDir, write: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    const entry = outputs.flatMap((o) => o.output).find((f) => f.type === "chunk" && f.fileName === "fray.mjs");
    if (!entry || entry.type !== "chunk") throw new Error("no fray.mjs in the build without the loader");
    return entry.code;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

describe("the Quench batches' chunk", () => {
  const dist = inject("distDir");

  it("is a file of its own under quench/, imported only dynamically and relative to fray.mjs", async () => {
    const chunks = (await readdir(join(dist, "quench"))).filter((f) => f.endsWith(".mjs"));
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks as [string];
    expect(chunk).toMatch(/^batches-[\w-]+\.mjs$/);
    const bundle = await readFile(join(dist, "fray.mjs"), "utf8");
    expect(bundle).toContain(`import("./quench/${chunk}")`);
    expect(bundle.match(/^\s*import\s*[{"'*\w]/gm) ?? []).toEqual([]);
    const code = await readFile(join(dist, "quench", chunk), "utf8");
    // Nothing of fray.mjs or another chunk: the batches use Foundry's globals and game.fray only.
    expect(code.match(/^\s*import\s*[{"'*\w]/gm) ?? []).toEqual([]);
    expect(code).toContain("export { registerBatches }");
  });

  it("costs the normal bundle at most 1 KB gzip", async () => {
    const withLoader = gzipBytes(await readFile(join(dist, "fray.mjs"), "utf8"));
    const without = gzipBytes(await bundleWithoutLoader());
    expect(without).toBeGreaterThan(100_000);
    expect(withLoader - without).toBeLessThanOrEqual(1024);
  }, 120_000);
});
