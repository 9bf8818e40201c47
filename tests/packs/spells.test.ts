// Issue 30 item 3: the spells pack has at least 40 SRD spells per 5e family, cantrips through 5th level, with
// the kinds a fight needs in each: save spells with an area, concentration spells, healing, a reaction; the
// 2014 family is listed for srd51 and a5e, the 2024 family for srd52 and delta.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCES, filesOf, frayFlags, isFolder, loadSource, type Doc } from "./load";

interface Spell {
  level: number;
  activation: { type: string };
  attack: string;
  save: { ability: string };
  damage: { parts: { formula: string; type: string }[] };
  area: { shape: string };
  concentration: boolean;
}

const FAMILIES = [
  { dir: "2014", presets: ["srd51", "a5e"], srd: "SRD 5.1" },
  { dir: "2024", presets: ["srd52", "delta"], srd: "SRD 5.2" },
] as const;

const entries = (dir: string): Doc[] =>
  filesOf(join(SOURCES, "spells", "5e", dir))
    .map(loadSource)
    .filter((d) => !isFolder(d));
const spell = (d: Doc) => d.system as Spell;

describe("issue 30 item 3: each 5e family's spells", () => {
  it.each(FAMILIES)("$dir: at least 40 spells, every level from cantrips to 5th", ({ dir }) => {
    const docs = entries(dir);
    expect(docs.length).toBeGreaterThanOrEqual(40);
    expect([...new Set(docs.map((d) => spell(d).level))].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each(FAMILIES)("$dir: listed for $presets only, each naming its $srd section", ({ dir, presets, srd }) => {
    for (const d of entries(dir)) {
      expect(frayFlags(d).presets, String(d.name)).toEqual([...presets]);
      expect(String(frayFlags(d).source), String(d.name)).toMatch(
        new RegExp(`^${srd.replace(".", "\\.")}, .+ \\(.+\\)$`),
      );
      expect(String(d.name).endsWith(` (${dir})`), String(d.name)).toBe(true);
    }
  });

  it.each(FAMILIES)("$dir: 5 area save spells, 3 concentration, 2 healing, a reaction, attack spells", ({ dir }) => {
    const docs = entries(dir).map(spell);
    expect(docs.filter((s) => s.save.ability !== "" && s.area.shape !== "none").length).toBeGreaterThanOrEqual(5);
    expect(docs.filter((s) => s.concentration).length).toBeGreaterThanOrEqual(3);
    expect(docs.filter((s) => s.damage.parts.some((p) => p.type === "healing")).length).toBeGreaterThanOrEqual(2);
    expect(docs.filter((s) => s.activation.type === "reaction").length).toBeGreaterThanOrEqual(1);
    expect(docs.filter((s) => s.attack !== "none").length).toBeGreaterThanOrEqual(5);
  });
});
