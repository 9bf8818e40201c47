import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ABILITIES,
  RuleInputError,
  creatureStats,
  getPreset,
  skillStats,
  skillWithAbility,
  type Ability,
  type CreatureStatsInput,
  type PresetId,
} from "../../../src/rules";

const scores = (str: number, dex: number, con: number, int: number, wis: number, cha: number) =>
  Object.fromEntries(
    Object.entries({ str, dex, con, int, wis, cha }).map(([a, score]) => [a, { score, saveRank: 0 }]),
  ) as unknown as CreatureStatsInput["abilities"];

/** A level 5 scout (proficiency +3): Str 14 (+2), Dex 12 (+1), Con 16 (+3), Wis 16 (+3); Perception proficient. */
const scout: CreatureStatsInput = {
  kind: "character",
  abilities: scores(14, 12, 16, 10, 16, 8),
  level: 5,
  cr: 0,
  saveRanks: { fortitude: 1, reflex: 1, will: 1 },
  perceptionRank: 1,
  ac: { calc: "armor", flat: 10, bonus: 0, rank: 1 },
  armor: null,
  shield: 0,
  initiative: { ability: "wis", skill: "perception", bonus: 1 },
  spellcasting: { ability: "int", rank: 0 },
  size: "medium",
  extraReactions: 0,
  skillRanks: { athletics: 2, stealth: 0 },
};

const stats = (preset: PresetId, input: CreatureStatsInput = scout) => creatureStats(getPreset(preset).policies, input);

describe("INIT-2 a5e: initiative with the creature's own ability and skill", () => {
  it("Wis (Perception): Wisdom + proficiency + the flat bonus", () => {
    expect(stats("a5e").initiative).toEqual({
      ability: "wis",
      skill: "perception",
      bonus: 3 + 3 + 1,
      expertiseDie: null,
    });
  });

  it("Str (Athletics) with expertise: proficiency once and the expertise die (ATK-6), not the bonus doubled", () => {
    const input = { ...scout, initiative: { ability: "str" as const, skill: "athletics" as const, bonus: 0 } };
    expect(stats("a5e", input).initiative).toEqual({
      ability: "str",
      skill: "athletics",
      bonus: 2 + 3,
      expertiseDie: 4,
    });
  });

  it("the skill's own ability is replaced: Cha (Perception) adds Charisma", () => {
    const input = { ...scout, initiative: { ability: "cha" as const, skill: "perception" as const, bonus: 0 } };
    expect(stats("a5e", input).initiative.bonus).toBe(-1 + 3);
  });

  it("no skill (blank or absent), an untrained skill, or a skill the family lacks adds only the ability", () => {
    for (const skill of ["", undefined, "stealth", "thievery"] as const) {
      const input = {
        ...scout,
        initiative: { ability: "wis" as const, bonus: 0, ...(skill === undefined ? {} : { skill }) },
      };
      const init = stats("a5e", input).initiative;
      expect(init.bonus).toBe(3);
      expect(init.skill).toBe(skill === "stealth" ? "stealth" : null);
    }
  });

  it("an unknown skill id throws a RuleInputError naming initiative.skill", () => {
    const input = { ...scout, initiative: { ability: "wis" as const, skill: "luck" as never, bonus: 0 } };
    expect(() => stats("a5e", input)).toThrow(RuleInputError);
    expect(() => stats("a5e", input)).toThrow(/^initiative\.skill:/);
  });
});

describe("INIT-1 srd51, srd52, delta: a Dexterity check, whatever ability or skill the data names", () => {
  it("Dexterity + the flat bonus; no skill, no die", () => {
    for (const preset of ["srd51", "srd52", "delta"] as const) {
      expect(stats(preset).initiative).toEqual({ ability: "dex", skill: null, bonus: 1 + 1, expertiseDie: null });
    }
  });
});

describe("INIT-3 threeAction: initiative is the Perception skill's bonus", () => {
  it("the same number as the Perception skill plus the flat bonus; the data's skill is not read", () => {
    const s = stats("threeAction");
    const perception = s.skills.find((k) => k.id === "perception");
    expect(s.initiative).toEqual({
      ability: "perception",
      skill: null,
      bonus: (perception?.bonus ?? NaN) + 1,
      expertiseDie: null,
    });
    expect(perception?.bonus).toBe(3 + 5 + 2);
  });
});

describe("ECON-11 INIT-2 skillWithAbility: a skill rolled with another ability", () => {
  const mods: Record<Ability, number> = { str: 2, dex: 1, con: 3, int: 0, wis: 3, cha: -1 };
  const skills = skillStats({
    family: "fiveE",
    expertiseDice: false,
    proficiency: 3,
    level: 1,
    abilityMods: mods,
    ranks: { athletics: 1 },
  });
  const athletics = skills.find((s) => s.id === "athletics");
  if (!athletics) throw new Error("no athletics");

  it("Con (Athletics): Constitution + proficiency, the passive value moved with it", () => {
    expect(skillWithAbility(athletics, "con", mods)).toEqual({
      id: "athletics",
      ability: "con",
      rank: 1,
      bonus: 3 + 3,
      expertiseDie: null,
      passive: 16,
    });
  });

  it("its own ability changes nothing; an unknown ability throws", () => {
    expect(skillWithAbility(athletics, "str", mods)).toEqual(athletics);
    expect(() => skillWithAbility(athletics, "luck" as never, mods)).toThrow(/^ability:/);
  });

  it("property: the bonus moves by the difference of the two modifiers, the proficiency part stays", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ABILITIES),
        fc.array(fc.integer({ min: -5, max: 10 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 }),
        (ability, values, rank) => {
          const m = Object.fromEntries(ABILITIES.map((a, i) => [a, values[i] ?? 0])) as Record<Ability, number>;
          const [skill] = skillStats({
            family: "fiveE",
            expertiseDice: false,
            proficiency: 2,
            level: 1,
            abilityMods: m,
            ranks: { acrobatics: rank },
          });
          if (!skill) return;
          const used = skillWithAbility(skill, ability, m);
          expect(used.bonus - m[ability]).toBe(skill.bonus - m[skill.ability]);
        },
      ),
    );
  });
});
