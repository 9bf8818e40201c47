import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FIVE_E_SKILLS,
  RuleInputError,
  THREE_ACTION_SKILLS,
  creatureStats,
  getPreset,
  skillStats,
  type CreatureStatsInput,
  type PresetId,
} from "../../../src/rules";

const scores = (str: number, dex: number, con: number, int: number, wis: number, cha: number) =>
  Object.fromEntries(
    Object.entries({ str, dex, con, int, wis, cha }).map(([a, score]) => [a, { score, saveRank: 0 }]),
  ) as unknown as CreatureStatsInput["abilities"];

/** A level 5 rogue: Dex 18 (+4), Wis 12 (+1), Int 10; Stealth expertise, Athletics proficient. */
const rogue: CreatureStatsInput = {
  kind: "character",
  abilities: scores(10, 18, 12, 10, 12, 14),
  level: 5,
  cr: 0,
  saveRanks: { fortitude: 1, reflex: 1, will: 1 },
  perceptionRank: 1,
  ac: { calc: "armor", flat: 10, bonus: 0, rank: 1 },
  armor: null,
  shield: 0,
  initiative: { ability: "dex", bonus: 0 },
  spellcasting: { ability: "int", rank: 0 },
  size: "medium",
  extraReactions: 0,
  skillRanks: { stealth: 2, athletics: 1 },
};

const skill = (preset: PresetId, id: string, input = rogue) =>
  creatureStats(getPreset(preset).policies, input).skills.find((s) => s.id === id);

describe("skills per preset: the 5e family's eighteen, threeAction's with Perception", () => {
  it("srd51, srd52, a5e and delta list the eighteen 5e skills, Perception among them", () => {
    for (const preset of ["srd51", "srd52", "a5e", "delta"] as const) {
      const ids = creatureStats(getPreset(preset).policies, rogue).skills.map((s) => s.id);
      expect(ids).toEqual([...FIVE_E_SKILLS]);
      expect(ids).toHaveLength(18);
      expect(ids).toContain("perception");
    }
  });

  it("threeAction lists its own skills, Perception among them, none of the 5e-only ones", () => {
    const ids = creatureStats(getPreset("threeAction").policies, rogue).skills.map((s) => s.id);
    expect(ids).toEqual([...THREE_ACTION_SKILLS]);
    expect(ids).toContain("perception");
    expect(ids).toContain("thievery");
    expect(ids).not.toContain("sleightOfHand");
  });

  it("Religion is Intelligence in the 5e family and Wisdom with three actions", () => {
    expect(skill("srd52", "religion")?.ability).toBe("int");
    expect(skill("threeAction", "religion")?.ability).toBe("wis");
  });
});

describe("5e skills: proficiency, expertise and passive values", () => {
  it("srd51, srd52 and delta: untrained adds the modifier, proficient adds +3, expertise +6", () => {
    for (const preset of ["srd51", "srd52", "delta"] as const) {
      expect(skill(preset, "acrobatics")).toMatchObject({ rank: 0, bonus: 4, expertiseDie: null, passive: 14 });
      expect(skill(preset, "athletics")).toMatchObject({ rank: 1, bonus: 3, expertiseDie: null, passive: 13 });
      expect(skill(preset, "stealth")).toMatchObject({ rank: 2, bonus: 10, expertiseDie: null, passive: 20 });
    }
  });

  it("passive value is 10 + the skill's modifier (passive Perception 14 for Wis +1, proficient at level 5)", () => {
    expect(skill("srd52", "perception")?.passive).toBe(14);
    expect(creatureStats(getPreset("srd52").policies, rogue).perception).toBe(4);
  });

  it("ATK-6 a5e: expertise is proficiency plus an expertise die (d4; further ranks step it to d6, d8)", () => {
    expect(skill("a5e", "stealth")).toMatchObject({ rank: 2, bonus: 7, expertiseDie: 4, passive: 17 });
    const steps = [2, 3, 4].map((r) => skill("a5e", "stealth", { ...rogue, skillRanks: { stealth: r } })?.expertiseDie);
    expect(steps).toEqual([4, 6, 8]);
    expect(skill("a5e", "athletics")?.expertiseDie).toBeNull();
  });

  it("NPCs add proficiency by challenge rating", () => {
    const npc: CreatureStatsInput = { ...rogue, kind: "npc", cr: 5 };
    expect(skill("srd52", "athletics", npc)?.bonus).toBe(0 + 3);
  });
});

describe("ATK-18 threeAction skills: proficiency ranks, no passive values", () => {
  it("adds the modifier plus level + 2 per rank; untrained adds nothing", () => {
    expect(skill("threeAction", "acrobatics")).toMatchObject({ rank: 0, bonus: 4, passive: null });
    expect(skill("threeAction", "athletics")).toMatchObject({ rank: 1, bonus: 0 + 5 + 2 });
    expect(skill("threeAction", "stealth")).toMatchObject({ rank: 2, bonus: 4 + 5 + 4, expertiseDie: null });
  });

  it("INIT-3: Perception is a skill and the same number as the initiative modifier", () => {
    const stats = creatureStats(getPreset("threeAction").policies, rogue);
    expect(stats.skills.find((s) => s.id === "perception")?.bonus).toBe(1 + 7);
    expect(stats.initiative).toEqual({ ability: "perception", skill: null, bonus: 8, expertiseDie: null });
  });

  it("refuses a rank out of range, naming the skill", () => {
    expect(() => skill("srd52", "stealth", { ...rogue, skillRanks: { stealth: 5 } })).toThrow(RuleInputError);
    expect(() => skill("srd52", "stealth", { ...rogue, skillRanks: { stealth: 5 } })).toThrow(/skills\.stealth/);
  });

  it("a higher rank never lowers a skill's bonus, in either family", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("fiveE" as const, "threeAction" as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        (family, expertiseDice, rank, level) => {
          const at = (r: number) =>
            skillStats({
              family,
              expertiseDice,
              proficiency: 2 + Math.floor((level - 1) / 4),
              level,
              abilityMods: { str: 0, dex: 2, con: 0, int: 0, wis: 0, cha: 0 },
              ranks: { stealth: r },
            }).find((s) => s.id === "stealth")?.bonus ?? 0;
          return at(rank + 1) >= at(rank);
        },
      ),
    );
  });
});
