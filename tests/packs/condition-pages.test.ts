// Issue 30 item 5: every status Fray defines (in any built-in preset) has a page in the conditions journal, and
// the page names it in `flags.fray.statuses`. Core v13's status-effect config has no field for a reference page
// (https://foundryvtt.com/api/interfaces/CONFIG._StatusEffectConfig.html: id, name, img, hud), so the link runs
// from the page to the status id, and this test keeps the two in step.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_PRESETS, resolvePreset } from "../../src/rules";
import { buildStatusEffects } from "../../src/conditions/status-effects";
import { SOURCES, filesOf, frayFlags, loadSource, pageHtml } from "./load";

const pages = filesOf(join(SOURCES, "conditions")).map(loadSource);
const statusesOf = (doc: Record<string, unknown>): unknown[] =>
  (frayFlags(doc).statuses as unknown[] | undefined) ?? [];

/** Every status id of every built-in preset, with the presets that have it. */
const statusIds = new Map<string, string[]>();
for (const preset of BUILTIN_PRESETS) {
  for (const status of buildStatusEffects(resolvePreset(preset.id).policies)) {
    statusIds.set(status.id, [...(statusIds.get(status.id) ?? []), preset.id]);
  }
}

describe("CND-1 condition pages (issue 30 item 5)", () => {
  it("has a page naming each status id of every built-in preset", () => {
    const covered = new Set(pages.flatMap(statusesOf));
    const missing = [...statusIds.keys()].filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it("names only status ids Fray defines, each on one page", () => {
    const named = pages.flatMap(statusesOf);
    for (const id of named) expect([...statusIds.keys()], String(id)).toContain(id);
    expect(new Set(named).size).toBe(named.length);
  });

  it("says, on a page for a status some presets lack, which presets it applies to", () => {
    const presetNames = BUILTIN_PRESETS.map((p) => p.id);
    // "5e presets" names the four of the 5e family at once, as the older pages write it.
    const fiveE = ["srd51", "srd52", "a5e", "delta"];
    for (const page of pages) {
      const ids = statusesOf(page).map(String);
      const presets = new Set(ids.flatMap((id) => statusIds.get(id) ?? []));
      if (presets.size === presetNames.length) continue;
      const html = pageHtml(page);
      const named = (preset: string) =>
        html.includes(preset) || (fiveE.includes(preset) && html.includes("5e presets"));
      for (const preset of presets) expect(named(preset), `${String(page.name)}: ${preset}`).toBe(true);
    }
  });
});
