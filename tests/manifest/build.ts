// Global setup of the `manifest` project: builds the installable system into a fresh temporary folder with
// the project's own vite.config.ts, so the manifest tests check exactly what `npm run build` produces.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    distDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, "..", "..");
  const outDir = await mkdtemp(join(tmpdir(), "fray-dist-"));
  await build({ root, configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { outDir } });
  project.provide("distDir", outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
