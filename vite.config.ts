import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { compilePacks, copyStatic } from "./scripts/assets.ts";

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

export default defineConfig({
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
      output: { keepNames: true },
    },
  },
  plugins: [systemAssets()],
});
