// The API documentation keeps up with the code: every runtime export of src/rules/index.ts is documented on
// one of the docs/api pages, and every exported rules function names the rule it implements: a RULES.md rule
// ID, or, for a rule an issue asked for beyond RULES.md's table (5e death saves, damage defenses, skills), a
// `Source:` line naming the public text it follows.
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
        const doc = match[1] ?? "";
        if (!/\b[A-Z]{2,5}-\d{1,3}\b/.test(doc) && !/\bSource: \S/.test(doc)) missing.push(`${rel}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Every `game.settings.register(SYSTEM_ID, KEY, …)` in src/, with KEY resolved from its `export const`. */
function registeredSettings(): string[] {
  const files = readdirSync(join(ROOT, "src"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => readFileSync(join(e.parentPath, e.name), "utf8"));
  const constants = new Map<string, string>();
  for (const text of files) {
    for (const m of text.matchAll(/export const (\w+) = "([\w.-]+)";/g)) constants.set(m[1] ?? "", m[2] ?? "");
  }
  const keys: string[] = [];
  for (const text of files) {
    for (const m of text.matchAll(/settings\.register\(\s*SYSTEM_ID,\s*(?:"([\w.-]+)"|(\w+))/g)) {
      keys.push(m[1] ?? constants.get(m[2] ?? "") ?? `unresolved ${m[2]}`);
    }
  }
  return keys;
}

describe("docs/API.md settings table", () => {
  it("lists every setting registered in src/", () => {
    const api = readFileSync(join(ROOT, "docs", "API.md"), "utf8");
    const table = api.slice(api.indexOf("### Settings"), api.indexOf("#### The preset"));
    const keys = registeredSettings();
    expect(keys.length).toBeGreaterThanOrEqual(8);
    expect(keys.filter((key) => !table.includes(`| \`fray.${key}\``))).toEqual([]);
  });
});

/** The rows of a markdown table whose first cell names a policy (`area.key`): the policy and one cell per preset. */
function policyRows(page: string): { policy: string; cells: string[]; columns: string[] }[] {
  const text = readFileSync(join(ROOT, "docs", "api", page), "utf8");
  const rows: { policy: string; cells: string[]; columns: string[] }[] = [];
  let columns: string[] = [];
  for (const line of text.split("\n")) {
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells[0] === "policy" || cells[0] === "policy (selection)") columns = cells.slice(1);
    const policy = /^`(\w+\.\w+)`$/.exec(cells[0] ?? "")?.[1];
    if (policy && columns.length) rows.push({ policy, cells: cells.slice(1), columns });
  }
  return rows;
}

describe("the policy tables in docs/api say what the presets hold", () => {
  it.each(["core.md", "movement.md"])("%s", (page) => {
    const rows = policyRows(page);
    expect(rows.length).toBeGreaterThan(3);
    for (const { policy, cells, columns } of rows) {
      const [area, key] = policy.split(".") as [string, string];
      columns.forEach((preset, i) => {
        const policies = rules.getPreset(preset).policies as unknown as Record<string, Record<string, unknown>>;
        const value = policies[area]?.[key];
        expect(cells[i], `${policy} in ${preset}`).toBe(Array.isArray(value) ? value.join(", ") : String(value));
      });
    }
  });
});
