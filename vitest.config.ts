import { defineConfig } from "vitest/config";

/**
 * Test projects (README, "Tests"): `rules` is pure and needs nothing; `adapters` runs Foundry-facing code on
 * the harness in tests/harness; `packs`, `lang` and `manifest` check what ships; `browser` renders the preview
 * page (preview/) in Debian's Chromium. `manifest` builds the system into a temporary folder first, so
 * `npm test` needs no earlier build.
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
      // Property tests and the naive cover references are slow on a loaded 2-core CI machine: a generous
      // timeout keeps them from failing for time, not for answers (speed is measured by npm run bench).
      { test: { name: "rules", include: ["tests/rules/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "adapters",
          include: ["tests/adapters/**/*.test.ts", "tests/harness/**/*.test.ts"],
          setupFiles: ["tests/harness/setup.ts"],
        },
      },
      {
        // Issue 12's soak test on the harness: a short seed here; `npm run soak` runs 10,000 operations.
        test: { name: "soak", include: ["tests/soak/**/*.test.ts"], setupFiles: ["tests/harness/setup.ts"] },
      },
      { test: { name: "packs", include: ["tests/packs/**/*.test.ts"] } },
      { test: { name: "lang", include: ["tests/lang/**/*.test.ts"] } },
      {
        // The preview page (preview/) in Debian's Chromium: see docs/architecture.md, "Preview and browser tests".
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/browser/preview-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
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
