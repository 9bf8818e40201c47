// The fidelity table itself (FIDELITY.md section 1): every modelled behaviour either cites a source that states
// it or says "unconfirmed: strict" (and is then modelled strictly), has its own `describe("F<n> …")` in this
// folder, and has a number no other row uses. Other branches add rows in the same `| F<n> | … |` form, so the
// parser reads every table of section 1, whatever its heading, and refuses a row it cannot read.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const HERE = join(process.cwd(), "tests", "harness");

interface Row {
  number: number;
  source: string;
  line: number;
}

/** Splits one Markdown table line into its cells; `\|` is a pipe inside a cell, not a border. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** Every table row of section 1 ("## 1. …" up to the next "## "): its number, source cell and line. */
function sectionOneRows(markdown: string): { rows: Row[]; unreadable: string[] } {
  const rows: Row[] = [];
  const unreadable: string[] = [];
  let inSection = false;
  let header = true;
  markdown.split("\n").forEach((text, index) => {
    if (/^## /.test(text)) {
      inSection = /^## 1\./.test(text);
      return;
    }
    if (!inSection) return;
    if (!text.trim().startsWith("|")) {
      header = true;
      return;
    }
    const row = cells(text);
    // A table's first line is its header and its second the separator; both are skipped.
    if (header) {
      if (row.every((cell) => /^:?-{3,}:?$/.test(cell))) header = false;
      return;
    }
    const number = /^F(\d+)$/.exec(row[0] ?? "");
    if (!number || row.length !== 5) {
      unreadable.push(`line ${String(index + 1)}: ${text.slice(0, 60)}`);
      return;
    }
    rows.push({ number: Number(number[1]), source: row[2] ?? "", line: index + 1 });
  });
  return { rows, unreadable };
}

/** A reference: an https address, a core issue `#N`, or a file `owner/repo@tag:path`. */
function hasReference(source: string): boolean {
  return (
    /https:\/\/[^\s)]+/.test(source) ||
    /(?:^|[^\w&/])#\d+\b/.test(source) ||
    /\b[\w.-]+\/[\w.-]+@[\w.-]+:[\w./-]+/.test(source)
  );
}

const STRICT = "unconfirmed: strict";

/** The table as it is in this checkout. */
function table(): { rows: Row[]; unreadable: string[] } {
  return sectionOneRows(readFileSync(join(HERE, "FIDELITY.md"), "utf8"));
}

describe("FIDELITY.md every row cites a source or is marked unconfirmed: strict", () => {
  it("reads every row of section 1's tables", () => {
    const { rows, unreadable } = table();
    expect(unreadable).toEqual([]);
    // The table has held 70 rows since issue 23; far fewer means the parser lost its way.
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it("each row's source cell has a reference (https, #N, owner/repo@tag:path) or says unconfirmed: strict", () => {
    const missing = table()
      .rows.filter((row) => !hasReference(row.source) && !row.source.includes(STRICT))
      .map((row) => `F${String(row.number)} (line ${String(row.line)})`);
    expect(missing).toEqual([]);
  });

  it("no row number repeats", () => {
    const seen = new Map<number, number>();
    for (const row of table().rows) seen.set(row.number, (seen.get(row.number) ?? 0) + 1);
    const repeated = [...seen].filter(([, count]) => count > 1).map(([number]) => `F${String(number)}`);
    expect(repeated).toEqual([]);
  });

  it('each row has a describe("F<n> …") in tests/harness/*.test.ts', () => {
    const described = new Set<number>();
    for (const file of readdirSync(HERE).filter((name) => name.endsWith(".test.ts"))) {
      const text = readFileSync(join(HERE, file), "utf8");
      for (const match of text.matchAll(/describe\(\s*["'`]F(\d+) /g)) described.add(Number(match[1]));
    }
    const undescribed = table()
      .rows.filter((row) => !described.has(row.number))
      .map((row) => `F${String(row.number)}`);
    expect(undescribed).toEqual([]);
  });
});

describe("FIDELITY.md table checks read what they mean to", () => {
  it("the reference test knows an address, a core issue and a repository file from a bare claim", () => {
    expect(hasReference("https://foundryvtt.com/api/v13/classes/foundry.Game.html — C")).toBe(true);
    expect(hasReference("#11238 — C")).toBe(true);
    expect(hasReference("foundryvtt/dnd5e@release-5.2.5:module/documents/item.mjs (L1074)")).toBe(true);
    expect(hasReference("v13 API `foundry.documents.Macro` — C")).toBe(false);
    expect(hasReference("dnd5e@release-5.x `module/canvas/ruler.mjs` — I")).toBe(false);
    expect(hasReference("U, Draw Steel passes a timeout")).toBe(false);
    expect(hasReference("&#124; a pipe entity")).toBe(false);
  });

  it("the parser reads rows of any table in section 1 and nothing outside it", () => {
    const markdown = [
      "## 1. Modelled",
      "### A",
      "| # | Behaviour | Source | Harness file | Test |",
      "| --- | --- | --- | --- | --- |",
      "| F1 | a | #1 | x.ts | t |",
      "",
      "### B",
      "| #   | Behaviour | Source | Harness file | Test |",
      "| --- | --------- | ------ | ------------ | ---- |",
      "| F71 | b \\| c | unconfirmed: strict | y.ts | t |",
      "| G2 | d | #2 | z.ts | t |",
      "## 2. Not modelled",
      "| What | Why |",
      "| --- | --- |",
      "| F9 | w |",
    ].join("\n");
    const { rows, unreadable } = sectionOneRows(markdown);
    expect(rows.map((row) => [row.number, row.source])).toEqual([
      [1, "#1"],
      [71, "unconfirmed: strict"],
    ]);
    expect(unreadable).toEqual(["line 11: | G2 | d | #2 | z.ts | t |"]);
  });
});
