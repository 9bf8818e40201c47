// Global setup of the `browser` test project: the preview page (vite.preview.config.ts) on Vite's dev server
// at a free port, for the whole run. No file watching and no HMR: a file someone saves during the run must
// not reload a page under test.
import { join } from "node:path";
import { createServer } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The preview page's URL, ending in `/preview/`. */
    previewUrl: string;
  }
}

const ROOT = join(import.meta.dirname, "..", "..");

export default async function startPreview(project: TestProject): Promise<() => Promise<void>> {
  const server = await createServer({
    configFile: join(ROOT, "vite.preview.config.ts"),
    logLevel: "warn",
    server: { host: "127.0.0.1", port: 0, hmr: false, watch: null },
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0];
  if (!base) {
    await server.close();
    throw new Error("the preview server did not report its URL");
  }
  project.provide("previewUrl", new URL("preview/", base).href);
  return () => server.close();
}
