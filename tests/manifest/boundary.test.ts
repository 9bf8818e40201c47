// The rules boundary is enforced, not promised: code under src/rules/ that reaches for a Foundry global, the
// DOM or hidden randomness fails the type check (tsconfig.rules.json) or lint (eslint.config.js). These
// probes feed such code to both, as if it were a file in src/rules/, and expect the failure.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import config, { rulesBoundary } from "../../eslint.config.js";

const ROOT = join(import.meta.dirname, "..", "..");
const PROBE = join(ROOT, "src", "rules", "__probe__.ts");

function typeErrors(code: string): string[] {
  const configFile = join(ROOT, "tsconfig.rules.json");
  const read = ts.readConfigFile(configFile, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configFile);
  const base = ts.createCompilerHost(parsed.options);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (p) => p === PROBE || base.fileExists(p),
    readFile: (p) => (p === PROBE ? code : base.readFile(p)),
    getSourceFile: (p, lang, ...rest) =>
      p === PROBE ? ts.createSourceFile(p, code, lang) : base.getSourceFile(p, lang, ...rest),
  };
  const program = ts.createProgram([...parsed.fileNames, PROBE], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(PROBE))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

async function lintMessages(code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, rulesBoundary],
  });
  const [result] = await eslint.lintText(code, { filePath: PROBE });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("src/rules boundary", () => {
  it("is part of the project's lint config", () => {
    expect(config).toContainEqual(rulesBoundary);
  });

  it("type-checks plain rules code", () => {
    expect(typeErrors("export const double = (n: number): number => n * 2;\n")).toEqual([]);
  });

  it("fails the type check on a Foundry global", () => {
    expect(typeErrors('export const p = game.settings.get("fray", "preset");\n').join("\n")).toMatch(
      /Cannot find name 'game'/,
    );
    expect(typeErrors("export const c = CONFIG.Actor;\n").join("\n")).toMatch(/Cannot find name 'CONFIG'/);
  });

  it("fails the type check on the DOM", () => {
    expect(typeErrors('export const el = document.createElement("div");\n').join("\n")).toMatch(
      /Cannot find name 'document'/,
    );
  });

  it("fails lint on Math.random, Date.now and Foundry globals", async () => {
    expect((await lintMessages("export const r = Math.random();\n")).join("\n")).toMatch(
      /no-restricted-properties: .*take die results or a roller/,
    );
    expect((await lintMessages("export const t = Date.now();\n")).join("\n")).toMatch(/no-restricted-properties/);
    expect((await lintMessages('export const p = game.settings.get("fray", "preset");\n')).join("\n")).toMatch(
      /no-restricted-globals: .*plain snapshot/,
    );
  });

  it("fails lint on an import from the Foundry-facing layers", async () => {
    expect((await lintMessages('export { FrayActor } from "../documents/actor";\n')).join("\n")).toMatch(
      /no-restricted-imports/,
    );
  });

  it("lints plain rules code clean", async () => {
    expect(await lintMessages("export const double = (n: number): number => n * 2;\n")).toEqual([]);
  });
});
