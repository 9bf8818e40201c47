// Issue 30 item 2: the SRD 5.1 (2014) creature family is a bestiary a GM can build fights from: at least 60
// creatures, every challenge rating from 0 to 20 that SRD 5.1 has, every size from Tiny to Gargantuan, and the
// roles a GM reaches for, each entry naming its own (`flags.fray.roles`); two legendary monsters with their
// legendary actions. SRD 5.1 prints no creature of challenge rating 18, so that one rating can't be filled.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { CHALLENGE_RATINGS, ROLES } from "./creature-roles";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "creatures", "5e", "2014");

interface Entry {
  name: string;
  system: {
    cr: number;
    size: string;
    legendary?: { actions: number; resistance: { max: number } };
    spellcasterLevel?: number;
    slots?: Record<string, { max: number }>;
  };
  items: {
    name: string;
    type: string;
    system: { legendaryCost?: number; uses?: { per: string }; area?: { shape: string }; save?: { ability: string } };
  }[];
  prototypeToken: { disposition: number };
  flags: { fray: { roles?: string[] } };
}
const entries = readdirSync(DIR)
  .filter((f) => f.endsWith(".yml") && f !== "_folder.yml")
  .map((f) => parseYaml(readFileSync(join(DIR, f), "utf8")) as Entry);

describe("issue 30 item 2: the SRD 5.1 creature family covers what a GM reaches for", () => {
  it("holds at least 60 creatures", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
  });

  it("has every challenge rating from 0 to 20 (but 18, absent from SRD 5.1) and every size", () => {
    const ratings = new Set(entries.map((e) => e.system.cr));
    for (const cr of CHALLENGE_RATINGS) expect(ratings.has(cr), `CR ${cr}`).toBe(true);
    const sizes = new Set(entries.map((e) => e.system.size));
    for (const size of ["tiny", "small", "medium", "large", "huge", "gargantuan"]) expect(sizes, size).toContain(size);
  });

  it("names each entry's roles from the list, and every role is someone's", () => {
    for (const e of entries) {
      const roles = e.flags.fray.roles ?? [];
      expect(roles.length, e.name).toBeGreaterThan(0);
      for (const role of roles) expect(ROLES, `${e.name}: ${role}`).toContain(role);
    }
    const used = new Set(entries.flatMap((e) => e.flags.fray.roles ?? []));
    for (const role of ROLES) expect(used, role).toContain(role);
  });

  it("has at least two legendary monsters, each with legendary actions, options that cost them and resistances", () => {
    const legendary = entries.filter((e) => (e.system.legendary?.actions ?? 0) > 0);
    expect(legendary.length).toBeGreaterThanOrEqual(2);
    for (const e of legendary) {
      expect(e.flags.fray.roles, e.name).toContain("legendary");
      expect(e.system.legendary?.resistance.max, e.name).toBeGreaterThan(0);
      const options = e.items.filter((i) => i.type === "feature" && (i.system.legendaryCost ?? 0) > 0);
      expect(options.length, e.name).toBeGreaterThanOrEqual(3);
    }
    // Only legendary monsters say they are.
    for (const e of entries.filter((x) => x.flags.fray.roles?.includes("legendary")))
      expect(e.system.legendary?.actions, e.name).toBeGreaterThan(0);
  });

  it("gives dragons across the ratings their breath weapons (a save over an area, recharging) and casters spells and slots", () => {
    const breathers = entries.filter((e) =>
      e.items.some(
        (i) =>
          / Breath$/.test(i.name) &&
          i.system.uses?.per === "recharge" &&
          (i.system.area?.shape ?? "none") !== "none" &&
          (i.system.save?.ability ?? "") !== "",
      ),
    );
    expect(new Set(breathers.map((e) => e.system.cr)).size).toBeGreaterThanOrEqual(10);
    const casters = entries.filter((e) => e.flags.fray.roles?.includes("caster"));
    expect(casters.length).toBeGreaterThanOrEqual(4);
    for (const e of casters) {
      expect(e.items.filter((i) => i.type === "spell").length, e.name).toBeGreaterThan(0);
      expect(e.system.spellcasterLevel ?? 0, e.name).toBeGreaterThan(0);
      expect(
        Object.values(e.system.slots ?? {}).some((s) => s.max > 0),
        e.name,
      ).toBe(true);
    }
  });

  it("mounts are neutral tokens and the rest hostile (the Hawk, a falconer's bird, neutral too)", () => {
    for (const e of entries) {
      const neutral = (e.flags.fray.roles ?? []).includes("mount") || e.name === "Hawk (2014)";
      expect(e.prototypeToken.disposition, e.name).toBe(neutral ? 0 : -1);
    }
  });
});
