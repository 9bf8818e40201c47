// Issue 31 item 5: the styles are kept by component, as the templates are. No SCSS partial is over 400 lines, and
// every partial is imported (`@use`) by the main stylesheet or another partial, so a split never drops a rule.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const STYLES = join(ROOT, "styles");
const MAX_LINES = 400;

const scss = readdirSync(STYLES, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith(".scss"))
  .map((e) => join(e.parentPath, e.name));

/** Lines as an editor counts them (a final newline ends the last line, it starts none). */
const lineCount = (text: string): number => text.replace(/\n$/, "").split("\n").length;

describe("issue 31: styles by component", () => {
  it("finds the stylesheets", () => {
    expect(scss.map((f) => relative(ROOT, f))).toContain("styles/fray.scss");
  });

  it(`has no SCSS file over ${String(MAX_LINES)} lines`, () => {
    const long = scss
      .map((f) => ({ file: relative(ROOT, f), lines: lineCount(readFileSync(f, "utf8")) }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("imports every partial", () => {
    const used = new Set(
      scss.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/^@use "([^"]+)"/gm)].map((m) => m[1] ?? "")),
    );
    const partials = scss.map((f) => basename(f, ".scss")).filter((name) => name.startsWith("_"));
    expect(partials.filter((name) => !used.has(name.slice(1)))).toEqual([]);
  });
});
