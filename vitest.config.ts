import { defineConfig } from "vitest/config";

/**
 * Test projects (README, "Tests"): `rules` is pure and needs nothing; `adapters` runs Foundry-facing code on
 * the harness in tests/harness; `packs`, `lang` and `manifest` check what ships. `manifest` builds the
 * system into a temporary folder first, so `npm test` needs no earlier build.
 */
export default defineConfig({
  test: {
    // `npm run coverage`: line coverage of the pure rules, which must stay at 95% or more.
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
    projects: [
      { test: { name: "rules", include: ["tests/rules/**/*.test.ts"] } },
      {
        test: {
          name: "adapters",
          include: ["tests/adapters/**/*.test.ts", "tests/harness/**/*.test.ts"],
          setupFiles: ["tests/harness/setup.ts"],
        },
      },
      { test: { name: "packs", include: ["tests/packs/**/*.test.ts"] } },
      { test: { name: "lang", include: ["tests/lang/**/*.test.ts"] } },
      {
        test: {
          name: "manifest",
          include: ["tests/manifest/**/*.test.ts"],
          globalSetup: ["tests/manifest/build.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
