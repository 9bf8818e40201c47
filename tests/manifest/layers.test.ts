// The layer check (issue 31; scripts/check-layers.mjs, run by `npm run lint`) is enforced, not promised: a
// fixture tree with a planted cycle or a planted upward import makes it fail, naming file and line, and the
// repository itself is in order.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers, layerProblems } from "../../scripts/check-layers.mjs";

const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "check-layers.mjs");

let fixture = "";

/** A temporary tree of `src/` files (path → content) to run the check on. */
function plant(files: Record<string, string>): string {
  fixture = mkdtempSync(join(tmpdir(), "fray-layers-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  return fixture;
}

/** The script's exit status and output on a tree. */
function runScript(root?: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, root === undefined ? [SCRIPT] : [SCRIPT, root], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = "";
});

const CLEAN = {
  "src/rules/a.ts": "export const a = 1;\n",
  "src/settings/s.ts": 'import { a } from "../rules/a";\nexport const s = a;\n',
  "src/combat/c.ts": 'import { s } from "../settings/s";\nexport const c = s;\n',
  "src/canvas/v.ts": 'import { c } from "../combat/c";\nexport const v = c;\n',
  "src/hooks/h.ts": 'import { v } from "../canvas/v";\nimport type { T } from "../types/t";\nexport const h: T = v;\n',
  "src/types/t.ts": 'import type { v } from "../canvas/v";\nexport type T = typeof v;\n',
};

describe("Layers: the check over the TypeScript sources", () => {
  it("finds nothing in a tree whose imports run down the layers", () => {
    const root = plant(CLEAN);
    expect(layerProblems(checkLayers(root))).toEqual([]);
    expect(runScript(root).status).toBe(0);
  });

  it("fails on a planted cycle, type-only imports counted, naming each file and line", () => {
    const root = plant({
      ...CLEAN,
      "src/combat/c.ts": 'import { s } from "../settings/s";\nimport type { D } from "./d";\nexport const c: D = s;\n',
      "src/combat/d.ts": 'import { c } from "./c";\nexport type D = typeof c;\n',
    });
    const report = checkLayers(root);
    expect(report.cycles).toHaveLength(1);
    expect(layerProblems(report)).toEqual([
      "import cycle: src/combat/c.ts:2 → src/combat/d.ts ⇒ src/combat/d.ts:1 → src/combat/c.ts",
    ]);
    const run = runScript(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain("import cycle: src/combat/c.ts:2");
  });

  it("fails on a cycle inside src/rules through an `import()` type", () => {
    const root = plant({
      ...CLEAN,
      "src/rules/a.ts": 'export const a = 1;\nexport type B = import("./b").B;\n',
      "src/rules/b.ts": 'import { a } from "./a";\nexport type B = typeof a;\n',
    });
    expect(checkLayers(root).cycles).toHaveLength(1);
    expect(runScript(root).status).toBe(1);
  });

  it("fails on a planted upward import (a lower layer reaching up), with its file and line", () => {
    const root = plant({
      ...CLEAN,
      "src/combat/c.ts":
        'import { s } from "../settings/s";\n\nimport type { v } from "../canvas/v";\nexport const c = s;\n',
    });
    const report = checkLayers(root);
    expect(report.upward).toEqual([{ from: "src/combat/c.ts", to: "src/canvas/v.ts", line: 3 }]);
    const run = runScript(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain("upward import: src/combat/c.ts:3 → src/canvas/v.ts");
  });

  it("fails on an import past a folder's index.ts (its public face), naming file and line", () => {
    const root = plant({
      ...CLEAN,
      "src/combat/ledger/index.ts": 'export * from "./spend";\n',
      "src/combat/ledger/spend.ts": "export const spend = 1;\n",
      "src/combat/ledger/queue.ts": 'import { spend } from "./spend";\nexport const queue = spend;\n',
      "src/combat/turns.ts":
        'import { spend } from "./ledger";\nimport { queue } from "./ledger/queue";\nexport const t = spend + queue;\n',
    });
    expect(layerProblems(checkLayers(root))).toEqual([
      "import past a folder's index.ts: src/combat/turns.ts:2 → src/combat/ledger/queue.ts",
    ]);
    const run = runScript(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain("import past a folder's index.ts: src/combat/turns.ts:2");
  });

  it("fails on a folder outside src/rules with more than 15 files, a file over 400 lines, or a folder in no layer", () => {
    const crowded = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [`src/combat/f${String(i)}.ts`, "export {};\n"]),
    );
    const rulesCrowd = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [`src/rules/r${String(i)}.ts`, "export {};\n"]),
    );
    const root = plant({
      ...CLEAN,
      ...crowded,
      ...rulesCrowd,
      "src/chat/long.ts": "export {};\n".repeat(401),
      "src/attic/old.ts": "export {};\n",
    });
    expect(layerProblems(checkLayers(root))).toEqual([
      "not in a layer (add its folder to LAYERS): src/attic/old.ts",
      "folder over 15 files: src/combat (17)",
      "file over 400 lines: src/chat/long.ts (401)",
    ]);
    expect(runScript(root).status).toBe(1);
  });

  it("passes on the repository itself", () => {
    const run = runScript();
    expect(run.output).toContain("layers:");
    expect(run.status).toBe(0);
  });
});
