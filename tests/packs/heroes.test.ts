// Issue 30 item 4: the `heroes` compendium ("Ready Heroes"). Per 5e family (2014: SRD 5.1, presets srd51 and a5e;
// 2024: SRD 5.2, presets srd52 and delta) a fighter, a rogue, a cleric and a wizard at levels 1 and 5, 16 in all:
// characters with linked, friendly, named tokens sized for their species, each naming its SRD sections; their
// weapons and armor are the equipment pack's entries (the same system data, equipped), their spells of the
// family's SRD, their features of the class at that level (Extra Attack at 5, Sneak Attack's dice by level).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCES, filesOf, frayFlags, isFolder, loadSource, type Doc } from "./load";
import { tokenSquares } from "../../src/rules";

interface Item {
  name: string;
  type: string;
  system: Record<string, unknown>;
  flags?: { fray?: { source?: string } };
}
const heroes = filesOf(join(SOURCES, "heroes"))
  .map(loadSource)
  .filter((d) => !isFolder(d));
const equipment = filesOf(join(SOURCES, "equipment"))
  .map(loadSource)
  .filter((d) => !isFolder(d));
const spells = filesOf(join(SOURCES, "spells"))
  .map(loadSource)
  .filter((d) => !isFolder(d));
const FAMILIES = [
  { year: "2014", srd: "SRD 5.1", presets: ["srd51", "a5e"] },
  { year: "2024", srd: "SRD 5.2", presets: ["srd52", "delta"] },
] as const;
const CLASSES = ["Cleric", "Fighter", "Rogue", "Wizard"] as const;
const itemsOf = (doc: Doc) => (doc.items ?? []) as Item[];
const systemOf = (doc: Doc) => doc.system as Record<string, unknown> & { level: number; size: string };
const named = (name: string) => heroes.filter((d) => String(d.name).includes(name));

describe("issue 30 item 4: ready heroes, four classes at levels 1 and 5 per 5e family", () => {
  it("holds 16 characters", () => {
    expect(heroes).toHaveLength(16);
    for (const doc of heroes) expect(doc.type, String(doc.name)).toBe("character");
  });

  it.each(FAMILIES)("$year: a fighter, a rogue, a cleric and a wizard at levels 1 and 5, for $presets", (family) => {
    const mine = heroes.filter((d) => String(d.name).endsWith(`(${family.year})`));
    const found = mine.map((d) => {
      const match = /^[A-Z][a-z]+, (\w+) (\d) \((\d{4})\)$/.exec(String(d.name));
      expect(match, String(d.name)).not.toBeNull();
      expect(Number(match?.[2])).toBe(systemOf(d).level);
      return `${match?.[1] ?? ""} ${match?.[2] ?? ""}`;
    });
    expect(found.sort()).toEqual(CLASSES.flatMap((c) => [`${c} 1`, `${c} 5`]));
    for (const doc of mine) {
      const flags = frayFlags(doc);
      expect(flags.presets, String(doc.name)).toEqual([...family.presets]);
      const parts = String(flags.source).split("; ");
      expect(
        parts.every((p) => p.startsWith(`${family.srd}, `)),
        String(flags.source),
      ).toBe(true);
      const cls = String(doc.name).split(" ")[1] ?? "";
      expect(
        parts.some((p) => p.includes(`Classes (${cls})`)),
        String(flags.source),
      ).toBe(true);
      // Every embedded item is of the family's SRD too.
      for (const item of itemsOf(doc)) {
        expect(item.flags?.fray?.source ?? "", `${String(doc.name)}: ${item.name}`).toMatch(
          new RegExp(`^${family.srd.replace(".", "\\.")}, `),
        );
      }
    }
  });

  it("gives every hero a linked, friendly, named token sized for its species, seeing", () => {
    for (const doc of heroes) {
      const squares = tokenSquares(systemOf(doc).size);
      expect(doc.prototypeToken, String(doc.name)).toMatchObject({
        name: doc.name,
        actorLink: true,
        disposition: 1,
        width: squares,
        height: squares,
        sight: { enabled: true },
        texture: { src: doc.img },
      });
    }
    expect(named("Pip").map((d) => systemOf(d).size)).toEqual(["small", "small", "small", "small"]);
  });

  it("carries the equipment pack's weapons and armor with their system data, equipped", () => {
    for (const doc of heroes) {
      const gear = itemsOf(doc).filter((i) => i.type === "weapon" || i.type === "armor");
      expect(gear.length, String(doc.name)).toBeGreaterThan(0);
      for (const item of gear) {
        const source = equipment.find((e) => e.name === item.name && e.type === item.type);
        expect(source, item.name).toBeDefined();
        const own = { ...(source?.system as Record<string, unknown>) };
        expect(item.system, `${String(doc.name)}: ${item.name}`).toEqual({
          ...own,
          quantity: item.system.quantity,
          equipped: true,
        });
        expect(item.system.quantity).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("gives the level-5 fighters Extra Attack and Action Surge, the level-1 ones neither", () => {
    for (const doc of named("Fighter")) {
      const five = systemOf(doc).level === 5;
      const attacks = itemsOf(doc).find((i) => i.name === "Extra Attack")?.system.grants as
        { attacks: number } | undefined;
      expect(attacks?.attacks ?? 1, String(doc.name)).toBe(five ? 2 : 1);
      expect(itemsOf(doc).some((i) => i.name === "Action Surge")).toBe(five);
      expect(itemsOf(doc).find((i) => i.name === "Second Wind")?.system.uses).toMatchObject({ per: /Rest$/ });
    }
  });

  it("gives every rogue Sneak Attack as RES-6 extra damage (1d6, one more every two levels, once per turn)", () => {
    for (const doc of named("Rogue")) {
      expect(itemsOf(doc).find((i) => i.name === "Sneak Attack")?.system.extraDamage, String(doc.name)).toEqual({
        formula: "1d6",
        type: "",
        condition: "sneakAttack",
        frequency: "turn",
        levelEvery: 2,
        levelFormula: "1d6",
        slot: false,
        slotFormula: "",
      });
      // Expertise: Stealth and Perception at rank 2.
      expect((systemOf(doc).skills as Record<string, { rank: number }>).stealth?.rank).toBe(2);
      expect((systemOf(doc).perception as { rank: number }).rank).toBe(2);
    }
  });

  it("gives every caster slots, a spellcasting ability and the family's own healing numbers", () => {
    const casters = [...named("Cleric"), ...named("Wizard")];
    expect(casters).toHaveLength(8);
    for (const doc of casters) {
      const slots = systemOf(doc).slots as Record<string, { value: number; max: number }>;
      expect(slots["1"]?.max, String(doc.name)).toBe(systemOf(doc).level === 5 ? 4 : 2);
      expect((systemOf(doc).spellcasting as { rank: number }).rank).toBe(1);
      expect(itemsOf(doc).filter((i) => i.type === "spell").length).toBeGreaterThan(4);
    }
    const cure = (year: string) =>
      itemsOf(named(`Cleric 1 (${year})`)[0] ?? {}).find((i) => i.name === "Cure Wounds")?.system.damage;
    expect(cure("2014")).toEqual({ parts: [{ formula: "1d8 + @spellcasting.mod", type: "healing" }], versatile: "" });
    expect(cure("2024")).toEqual({ parts: [{ formula: "2d8 + @spellcasting.mod", type: "healing" }], versatile: "" });
    const weapon = (year: string) =>
      itemsOf(named(`Cleric 5 (${year})`)[0] ?? {}).find((i) => i.name === "Spiritual Weapon")?.system.concentration;
    expect([weapon("2014"), weapon("2024")]).toEqual([false, true]);
  });

  it("writes each biography in Fray's words (a short paragraph)", () => {
    for (const doc of heroes) {
      const bio = String(systemOf(doc).biography);
      expect(bio, String(doc.name)).toMatch(/^<p>.+<\/p>$/s);
      expect(bio.split(/\s+/).length).toBeLessThanOrEqual(90);
    }
  });

  it.each(FAMILIES)("carries the $srd Spells pack's numbers for every spell the pack has", ({ year }) => {
    const pack = new Map(
      spells
        .filter((d) => String(d.name).endsWith(`(${year})`))
        .map((d) => [String(d.name).replace(/ \((2014|2024)\)$/, ""), d.system as Record<string, unknown>]),
    );
    let compared = 0;
    for (const doc of heroes.filter((d) => String(d.name).endsWith(`(${year})`))) {
      for (const spell of itemsOf(doc).filter((i) => i.type === "spell" && pack.has(i.name))) {
        const withoutText = (system: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(system).filter(([key]) => key !== "description"));
        const [ours, theirs] = [withoutText(spell.system), withoutText(pack.get(spell.name) ?? {})];
        expect(ours, `${String(doc.name)}: ${spell.name}`).toEqual(theirs);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
