// Issue 27 item 4: the report a GM sends, built from Quench's Mocha JSON (`quenchReports`' `json`): Foundry's build,
// Fray's version and commit, the preset, the active modules, and each of Fray's tests with its result and error
// (a failed `before` hook too); other packages' tests are left out.
import { describe, expect, it } from "vitest";
import { buildReport, reportJson, type ReportWorld } from "../../src/quench/report";

const world: ReportWorld = {
  foundryVersion: "13.346",
  foundryBuild: "346",
  frayVersion: "0.3.0",
  commit: "abc1234",
  preset: "srd52",
  modules: [{ id: "quench", version: "0.10.0" }],
  now: "2026-11-27T20:00:00.000Z",
};

const test = (fullTitle: string, err: object = {}) => ({ title: fullTitle.split(" ").pop(), fullTitle, err });

const mocha = JSON.stringify({
  stats: { tests: 4 },
  tests: [
    test("Fray: smoke the request channel answers"),
    test("Fray: srd52 encounter initiative by the preset", { message: "expected 2 to equal 3", stack: "…" }),
    test("Fray: a player's requests an unknown request is refused"),
    test("Other module: a test of theirs"),
  ],
  pending: [test("Fray: a player's requests an unknown request is refused")],
  failures: [
    test("Fray: srd52 encounter initiative by the preset", { message: "expected 2 to equal 3" }),
    test('Fray: srd51 encounter "before all" hook', { message: "Fray batch: a combat is running (x)" }),
  ],
  passes: [test("Fray: smoke the request channel answers")],
});

describe("the Quench report", () => {
  it("names the build, Fray's version and commit, the preset, the modules, and each Fray test's result", () => {
    const report = buildReport(mocha, world);
    expect(report).toMatchObject({
      foundry: { version: "13.346", build: "346" },
      fray: { version: "0.3.0", commit: "abc1234" },
      preset: "srd52",
      modules: [{ id: "quench", version: "0.10.0" }],
      summary: { passed: 1, failed: 2, pending: 1 },
    });
    expect(report.tests).toEqual([
      { title: "Fray: smoke the request channel answers", state: "passed", error: null },
      { title: "Fray: srd52 encounter initiative by the preset", state: "failed", error: "expected 2 to equal 3" },
      { title: "Fray: a player's requests an unknown request is refused", state: "pending", error: null },
      {
        title: 'Fray: srd51 encounter "before all" hook',
        state: "failed",
        error: "Fray batch: a combat is running (x)",
      },
    ]);
    expect(JSON.parse(reportJson(report))).toEqual(report);
  });

  it("refuses what is not JSON", () => {
    expect(() => buildReport("not json", world)).toThrow();
  });
});
