import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { compilePacks, copyStatic } from "./scripts/assets.ts";
import { QUENCH_LOADER_BUDGET, bundleSizes } from "./scripts/bundle-size.ts";
import { inlineRuntime } from "./scripts/inline-runtime.ts";

/** After the bundle is written: the manifest, templates, languages and the compiled LevelDB packs. */
function systemAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "fray-system-assets",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await copyStatic(outDir);
      await compilePacks(outDir);
    },
  };
}

/**
 * Prints the gzip size of the bundle and of the Quench batches' chunk (loaded only with Quench: src/quench/load.ts).
 * tests/manifest/quench-chunk.test.ts checks that the loader adds at most 1 KB gzip to the bundle.
 */
function printSizes(): Plugin {
  return {
    name: "fray-bundle-sizes",
    apply: "build",
    generateBundle(_options, bundle) {
      // fray.mjs must stay one file: rolldown's helpers go back into it (scripts/inline-runtime.ts).
      inlineRuntime(bundle);
      const sizes = bundleSizes(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk"
            ? [{ fileName: file.fileName, code: file.code, isEntry: file.isEntry, modules: file.modules }]
            : [],
        ),
      );
      for (const line of sizes.lines) this.info(line);
      if (sizes.loader !== null && sizes.loader > QUENCH_LOADER_BUDGET)
        this.error(`the Quench loader adds ${String(sizes.loader)} B gzip to fray.mjs, over its 1 KB budget`);
    },
  };
}

/** The commit the bundle is built from, for the Quench report; "unknown" outside a git checkout. */
function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export default defineConfig({
  define: { __FRAY_COMMIT__: JSON.stringify(commit()) },
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Foundry derives application hook names from class names (render<ClassName>) and modules find our
    // classes by name: no minifier renaming, and keepNames for anything the bundler would rename.
    minify: false,
    target: "es2023",
    lib: {
      entry: resolve(import.meta.dirname, "src/fray.ts"),
      formats: ["es"],
      fileName: () => "fray.mjs",
      cssFileName: "fray",
    },
    rolldownOptions: {
      // The Quench batches are a chunk of their own (src/quench/load.ts imports it only on `quenchReady`), next to
      // fray.mjs, so the import resolves relative to the bundle wherever Foundry serves the system from.
      output: { keepNames: true, chunkFileNames: "quench/[name]-[hash].mjs" },
    },
  },
  plugins: [systemAssets(), printSizes()],
});
