// Issue 30 item 2, the 2024 family (SRD 5.2, presets srd52 and delta): at least 60 creatures, every challenge rating
// a GM reaches for from 0 to 20 (SRD 5.2 prints no creature of CR 18), every size, the roles a GM looks for (each
// entry names its roles in flags.fray.roles), two legendary monsters with legendary actions and resistance, and
// breath weapons as recharge features with their save, DC, damage and area.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCES, filesOf, frayFlags, isFolder, loadSource, type Doc } from "./load";
import { CHALLENGE_RATINGS, ROLES } from "./creature-roles";

const DIR = join(SOURCES, "creatures", "5e", "2024");
const entries = filesOf(DIR)
  .map(loadSource)
  .filter((d) => !isFolder(d));

interface System {
  cr: number;
  size: string;
  legendary?: { actions: number; resistance: { value: number; max: number } };
}
interface Item {
  name: string;
  type: string;
  system: Record<string, unknown>;
}
const system = (d: Doc) => d.system as System;
const items = (d: Doc) => (d.items ?? []) as Item[];
const roles = (d: Doc) => (frayFlags(d).roles ?? []) as string[];

const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"];

describe("issue 30 item 2: the 2024 creatures (SRD 5.2)", () => {
  it("are at least 60, each for srd52 and delta and naming its SRD 5.2 section", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const e of entries) {
      expect(frayFlags(e).presets, String(e.name)).toEqual(["srd52", "delta"]);
      expect(frayFlags(e).source, String(e.name)).toMatch(/^SRD 5\.2, (Monsters A–Z|Animals) \(.+\)$/);
    }
  });

  it("cover every challenge rating from 0 to 20 that SRD 5.2 has, and every size", () => {
    const crs = new Set(entries.map((e) => system(e).cr));
    for (const cr of CHALLENGE_RATINGS) expect(crs, `CR ${cr}`).toContain(cr);
    const sizes = new Set(entries.map((e) => system(e).size));
    for (const size of SIZES) expect(sizes, size).toContain(size);
  });

  it("name their roles from the list, and every role is there", () => {
    for (const e of entries) {
      expect(roles(e).length, String(e.name)).toBeGreaterThan(0);
      for (const r of roles(e)) expect(ROLES, `${String(e.name)}: ${r}`).toContain(r);
    }
    const all = new Set(entries.flatMap(roles));
    for (const r of ROLES) expect(all, r).toContain(r);
  });

  it("hold two legendary monsters with legendary actions, resistance and options that cost actions", () => {
    const legendary = entries.filter((e) => (system(e).legendary?.actions ?? 0) > 0);
    expect(legendary.length).toBeGreaterThanOrEqual(2);
    for (const e of legendary) {
      expect(roles(e), String(e.name)).toContain("legendary");
      expect(system(e).legendary?.resistance.max, String(e.name)).toBeGreaterThan(0);
      const options = items(e).filter((i) => i.type === "feature" && (i.system.legendaryCost as number) > 0);
      expect(options.length, String(e.name)).toBeGreaterThanOrEqual(2);
    }
    // Every entry the "legendary" role names has its legendary actions as data.
    for (const e of entries.filter((d) => roles(d).includes("legendary"))) expect(legendary).toContain(e);
  });

  it("give every dragon a breath weapon: a recharge feature with its save, DC, damage and area", () => {
    const dragons = entries.filter((e) => / Dragon( Wyrmling)? \(2024\)$/.test(String(e.name)));
    expect(dragons.length).toBeGreaterThanOrEqual(5);
    for (const d of dragons) {
      const breath = items(d).find((i) => i.type === "feature" && i.name.endsWith("Breath"));
      expect(breath, String(d.name)).toBeDefined();
      const s = breath?.system as {
        uses: { per: string; recharge: number; max: number };
        save: { ability: string; dc: number | null };
        damage: { parts: { formula: string }[] };
        area: { shape: string; size: number };
      };
      expect(s.uses, String(d.name)).toMatchObject({ per: "recharge", max: 1 });
      expect(s.save.ability, String(d.name)).not.toBe("");
      expect(s.save.dc, String(d.name)).toBeGreaterThan(10);
      expect(s.damage.parts.length, String(d.name)).toBeGreaterThan(0);
      expect(["cone", "line"], String(d.name)).toContain(s.area.shape);
    }
  });

  it("give every caster its spells as items, each save spell with its stat block's fixed DC", () => {
    const casters = entries.filter((e) => roles(e).includes("caster"));
    expect(casters.length).toBeGreaterThanOrEqual(4);
    for (const c of casters) {
      const spells = items(c).filter((i) => i.type === "spell");
      expect(spells.length, String(c.name)).toBeGreaterThan(0);
      for (const s of spells) {
        const save = s.system.save as { ability: string; dc: number | null };
        if (save.ability !== "") expect(save.dc, `${String(c.name)}: ${s.name}`).toBeGreaterThan(0);
      }
    }
  });
});
