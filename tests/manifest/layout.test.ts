// Project layout invariants that keep the other checks honest.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

describe("layout", () => {
  it("has no .d.ts in src/: skipLibCheck would skip it, and all our code must be type checked", () => {
    const dts = readdirSync(join(ROOT, "src"), { recursive: true }).filter((f) => String(f).endsWith(".d.ts"));
    expect(dts).toEqual([]);
  });

  it("has the files the project card asks for", () => {
    for (const path of [
      "system.json",
      "package.json",
      "package-lock.json",
      "vite.config.ts",
      "tsconfig.json",
      "tsconfig.rules.json",
      "README.md",
      "CHANGELOG.md",
      "LICENSE",
      "CREDITS.md",
      ".ci/run",
      "docs/API.md",
      "src/fray.ts",
      ".github/workflows/ci.yml",
      ".github/workflows/release.yml",
    ]) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it("keeps the entry point to imports and listen() calls", () => {
    const entry = readFileSync(join(ROOT, "src", "fray.ts"), "utf8");
    for (const line of entry.split("\n").filter((l) => l.trim() && !l.trim().startsWith("//"))) {
      expect(line).toMatch(/^(import .+;|\w+\.listen\(\);)$/);
    }
  });

  it("gives every hook file a listen() that the entry calls", () => {
    const entry = readFileSync(join(ROOT, "src", "fray.ts"), "utf8");
    for (const file of readdirSync(join(ROOT, "src", "hooks"))) {
      expect(readFileSync(join(ROOT, "src", "hooks", file), "utf8")).toMatch(/export function listen\(\): void/);
      expect(entry).toContain(`./hooks/${file.replace(/\.ts$/, "")}"`);
    }
  });

  it("shows in the README only screenshots that the browser tests write", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^docs\/screenshots\/[a-z0-9-]+-(light|dark)\.png$/);
      expect(existsSync(join(ROOT, image)), image).toBe(true);
    }
  });
});
