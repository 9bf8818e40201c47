// The API documentation keeps up with the code: every runtime export of src/rules/index.ts is documented on
// one of the docs/api pages, and every exported rules function names the rule it implements.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules";

const ROOT = join(import.meta.dirname, "..", "..");
const pages = readdirSync(join(ROOT, "docs", "api"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => readFileSync(join(ROOT, "docs", "api", f), "utf8"))
  .join("\n");

/** Files of general helpers rather than rules: their exports need no rule ID. */
const HELPERS = new Set([
  "src/rules/errors.ts",
  "src/rules/plain.ts",
  "src/rules/dice-roller.ts",
  "src/rules/sources.ts",
  "src/rules/creature.ts",
  "src/rules/geometry/segments.ts",
  "src/rules/geometry/segment-index.ts",
  "src/rules/presets/ids.ts",
  "src/rules/presets/registry.ts",
  "src/rules/presets/schema.ts",
]);

describe("docs/api", () => {
  it("documents every export of game.fray.rules", () => {
    const undocumented = Object.keys(rules).filter((name) => !new RegExp(`\\b${name}\\b`).test(pages));
    expect(undocumented).toEqual([]);
  });

  it("names a rule ID in the doc comment of every rules function game.fray.rules exports", () => {
    const missing: string[] = [];
    const files = readdirSync(join(ROOT, "src", "rules"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(".ts") && e.name !== "index.ts")
      .map((e) => join(e.parentPath, e.name));
    for (const file of files) {
      const rel = relative(ROOT, file).split("\\").join("/");
      if (HELPERS.has(rel)) continue;
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?export (?:async )?function (\w+)/g)) {
        const name = match[2] ?? "";
        if (!(name in rules)) continue; // internal to its folder, not part of game.fray.rules
        if (!/\b[A-Z]{2,5}-\d{1,3}\b/.test(match[1] ?? "")) missing.push(`${rel}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
