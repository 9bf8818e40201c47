/**
 * The report a GM can send (issue 27 item 4): on `quenchReports`, Fray turns Quench's Mocha JSON into a short report
 * (Foundry build, Fray version and commit, the active preset, the active modules, each test's result and error),
 * fires `fray.quenchReport` with it, and shows it in a window whose buttons copy it to the clipboard and save it as
 * a JSON file. README, "Testing in a live world", says where to attach it.
 */
import type { QuenchReports } from "./types";

/** The build's commit (vite.config.ts `define`), "unknown" when built outside a git checkout. */
declare const __FRAY_COMMIT__: string;

export interface ReportTest {
  readonly title: string;
  readonly state: "passed" | "failed" | "pending";
  readonly error: string | null;
}

export interface FrayTestReport {
  readonly foundry: { readonly version: string; readonly build: string | null };
  readonly fray: { readonly version: string; readonly commit: string };
  readonly preset: string;
  readonly modules: readonly { readonly id: string; readonly version: string }[];
  readonly tests: readonly ReportTest[];
  readonly summary: { readonly passed: number; readonly failed: number; readonly pending: number };
  readonly created: string;
}

/** What a report reads of the world it ran in. */
export interface ReportWorld {
  readonly foundryVersion: string;
  readonly foundryBuild: string | null;
  readonly frayVersion: string;
  readonly commit: string;
  readonly preset: string;
  readonly modules: readonly { readonly id: string; readonly version: string }[];
  readonly now: string;
}

interface MochaTest {
  fullTitle?: unknown;
  title?: unknown;
  err?: { message?: unknown } | null;
}

/** A string field of Mocha's JSON, "" when it is something else. */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Fray's tests only (a run may include other packages' batches): their full titles start with "Fray". */
const frays = (tests: unknown): MochaTest[] =>
  (Array.isArray(tests) ? (tests as MochaTest[]) : []).filter((t) => text(t.fullTitle).startsWith("Fray"));

/** Builds the report from Quench's JSON (`{tests, passes, failures, pending}`); bad JSON throws. */
export function buildReport(json: string, world: ReportWorld): FrayTestReport {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const titles = (list: unknown) => new Set(frays(list).map((t) => text(t.fullTitle)));
  const failed = titles(raw.failures);
  const pending = titles(raw.pending);
  const tests: ReportTest[] = frays(raw.tests).map((t) => {
    const title = text(t.fullTitle) || text(t.title);
    const state = failed.has(title) ? "failed" : pending.has(title) ? "pending" : "passed";
    const message = text(t.err?.message) || null;
    return { title, state, error: state === "failed" ? (message ?? "failed") : null };
  });
  // A failed `before`/`after` hook is a failure without a test of its own in `tests`.
  for (const hook of frays(raw.failures))
    if (!tests.some((t) => t.title === hook.fullTitle))
      tests.push({ title: text(hook.fullTitle), state: "failed", error: text(hook.err?.message) || "failed" });
  const count = (state: ReportTest["state"]) => tests.filter((t) => t.state === state).length;
  return {
    foundry: { version: world.foundryVersion, build: world.foundryBuild },
    fray: { version: world.frayVersion, commit: world.commit },
    preset: world.preset,
    modules: world.modules,
    tests,
    summary: { passed: count("passed"), failed: count("failed"), pending: count("pending") },
    created: world.now,
  };
}

/** The world this client runs in, as the report names it. */
function currentWorld(): ReportWorld {
  const release = (game as unknown as { release?: { build?: unknown } }).release;
  const modules = [...(game.modules as unknown as Map<string, { active: boolean; version?: string }>)]
    .filter(([, m]) => m.active)
    .map(([id, m]) => ({ id, version: m.version ?? "" }));
  return {
    foundryVersion: game.version,
    foundryBuild: typeof release?.build === "number" || typeof release?.build === "string" ? `${release.build}` : null,
    frayVersion: game.fray.version,
    commit: typeof __FRAY_COMMIT__ === "string" ? __FRAY_COMMIT__ : "unknown",
    preset: game.fray.preset,
    modules,
    now: new Date().toISOString(),
  };
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The report as text for the window and the clipboard. */
export function reportJson(report: FrayTestReport): string {
  return JSON.stringify(report, null, 2);
}

/** Shows `report` in a window with Copy and Save buttons. */
async function showReport(report: FrayTestReport): Promise<void> {
  const json = reportJson(report);
  const { passed, failed, pending } = report.summary;
  const summary = game.i18n.format("FRAY.Quench.Report.Summary", {
    passed: String(passed),
    failed: String(failed),
    pending: String(pending),
  });
  const file = `fray-report-${report.fray.version}-${report.created.replace(/[:.]/g, "-")}.json`;
  const Dialog = foundry.applications.api.DialogV2 as unknown as new (options: object) => {
    render(options: object): Promise<unknown>;
  };
  const label = (key: string) => escape(game.i18n.localize(key));
  // The two buttons sit in the content with actions of their own, so copying doesn't close the window.
  await new Dialog({
    window: { title: game.i18n.localize("FRAY.Quench.Report.Title") },
    classes: ["fray", "fray-quench-report"],
    content: `<p>${escape(summary)}</p><p>${label("FRAY.Quench.Report.Attach")}</p>
<textarea readonly rows="12" class="fray-quench-report__json">${escape(json)}</textarea>
<p class="fray-quench-report__actions">
<button type="button" data-action="frayCopyReport"><i class="fa-solid fa-copy"></i> ${label("FRAY.Quench.Report.Copy")}</button>
<button type="button" data-action="fraySaveReport"><i class="fa-solid fa-file-arrow-down"></i> ${label("FRAY.Quench.Report.Save")}</button>
</p>`,
    actions: {
      frayCopyReport: async () => {
        await navigator.clipboard.writeText(json);
        ui.notifications.info(game.i18n.localize("FRAY.Quench.Report.Copied"));
      },
      fraySaveReport: () => {
        foundry.utils.saveDataToFile(json, "application/json", file);
      },
    },
    buttons: [{ action: "close", label: "FRAY.Quench.Report.Close", icon: "fa-solid fa-check", default: true }],
  }).render({ force: true });
}

/** `quenchReports`: builds the report, fires `fray.quenchReport` with it, and shows it. */
export function listenForReports(): void {
  Hooks.on("quenchReports", (reports: QuenchReports) => {
    let report: FrayTestReport;
    try {
      report = buildReport(reports.json, currentWorld());
    } catch (error) {
      console.error("Fray | the Quench report could not be read", error);
      return;
    }
    if (!report.tests.length) return; // a run without Fray's batches
    Hooks.callAll("fray.quenchReport", report);
    void showReport(report);
  });
}
