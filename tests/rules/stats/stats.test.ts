import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHALLENGE_RATINGS,
  RuleInputError,
  applyHitPointChange,
  checkArea,
  checkFormula,
  checkRange,
  creatureStats,
  getPreset,
  criticalDamagePlan,
  damageAmount,
  proficiencyByChallenge,
  proficiencyByLevel,
  rankBonus,
  tokenSquares,
  saveForFamily,
  type CreatureStatsInput,
} from "../../../src/rules";

const SRD52 = getPreset("srd52");
const SRD51 = getPreset("srd51");
const A5E = getPreset("a5e");
const THREE_ACTION = getPreset("threeAction");
const DELTA = getPreset("delta");

const scores = (str: number, dex: number, con: number, int: number, wis: number, cha: number, saves: string[] = []) =>
  Object.fromEntries(
    Object.entries({ str, dex, con, int, wis, cha }).map(([a, score]) => [
      a,
      { score, saveRank: saves.includes(a) ? 1 : 0 },
    ]),
  ) as unknown as CreatureStatsInput["abilities"];

const fighter: CreatureStatsInput = {
  kind: "character",
  abilities: scores(16, 14, 14, 10, 12, 8, ["str", "con"]),
  level: 5,
  cr: 0,
  saveRanks: { fortitude: 2, reflex: 1, will: 1 },
  perceptionRank: 1,
  ac: { calc: "armor", flat: 10, bonus: 0, rank: 1 },
  armor: { base: 14, dexCap: 2, bonus: 0 },
  shield: 2,
  initiative: { ability: "dex", bonus: 0 },
  spellcasting: { ability: "int", rank: 0 },
  size: "medium",
  extraReactions: 0,
};

describe("ATK-1 ATK-18 proficiency by level, challenge rating and rank", () => {
  it("5e family: +2 at levels 1–4, +3 at 5, +6 at 17–20", () => {
    expect([1, 4, 5, 8, 9, 13, 17, 20].map((l) => proficiencyByLevel(l))).toEqual([2, 2, 3, 3, 4, 5, 6, 6]);
  });
  it("monsters: +2 up to CR 4, +3 at CR 5, +9 at CR 29 and 30", () => {
    expect([0, 0.125, 0.5, 4, 5, 8, 9, 29, 30].map((cr) => proficiencyByChallenge(cr))).toEqual([
      2, 2, 2, 2, 3, 3, 4, 9, 9,
    ]);
  });
  it("threeAction: untrained 0, trained level + 2, legendary level + 8", () => {
    expect([0, 1, 2, 3, 4].map((r) => rankBonus(r, 3))).toEqual([0, 5, 7, 9, 11]);
  });
  it("never decreases as level or CR rises", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 19 }), (l) => proficiencyByLevel(l + 1) >= proficiencyByLevel(l)));
    for (let i = 1; i < CHALLENGE_RATINGS.length; i++) {
      expect(proficiencyByChallenge(CHALLENGE_RATINGS[i])).toBeGreaterThanOrEqual(
        proficiencyByChallenge(CHALLENGE_RATINGS[i - 1]),
      );
    }
  });
  it("rejects a level of 0 or 21, CR 3/4 and a rank of 5, naming the field", () => {
    expect(() => proficiencyByLevel(0)).toThrow(/level/);
    expect(() => proficiencyByLevel(21)).toThrow(RuleInputError);
    expect(() => proficiencyByChallenge(0.75)).toThrow(/cr.*1\/8/);
    expect(() => rankBonus(5, 1)).toThrow(/rank/);
  });
});

describe("ATK-18 saves per rules family", () => {
  it("5e family: six ability saves, proficiency added where the save is proficient", () => {
    const stats = creatureStats(SRD52.policies, fighter);
    expect(stats.saves.map((s) => [s.id, s.bonus])).toEqual([
      ["str", 6],
      ["dex", 2],
      ["con", 5],
      ["int", 0],
      ["wis", 1],
      ["cha", -1],
    ]);
  });
  it("threeAction: Fortitude (Con), Reflex (Dex), Will (Wis) with level-based proficiency by rank", () => {
    const stats = creatureStats(THREE_ACTION.policies, fighter);
    expect(stats.proficiency).toBe(7);
    expect(stats.saves.map((s) => [s.id, s.ability, s.bonus])).toEqual([
      ["fortitude", "con", 2 + 9],
      ["reflex", "dex", 2 + 7],
      ["will", "wis", 1 + 7],
    ]);
  });
  it("a monster's proficiency comes from its CR", () => {
    const ogre = { ...fighter, kind: "npc" as const, cr: 9 };
    expect(creatureStats(SRD51.policies, ogre).proficiency).toBe(4);
  });
});

describe("ATK-1 armor class", () => {
  it("5e: armor base + Dex up to the cap + shield; unarmored 10 + Dex; flat stat-block AC", () => {
    expect(creatureStats(SRD52.policies, fighter).ac).toBe(14 + 2 + 2);
    expect(creatureStats(SRD52.policies, { ...fighter, abilities: scores(10, 18, 10, 10, 10, 10) }).ac).toBe(18);
    expect(creatureStats(SRD52.policies, { ...fighter, armor: null, shield: 0 }).ac).toBe(12);
    const flat = { ...fighter, ac: { calc: "flat" as const, flat: 17, bonus: 1, rank: 0 }, shield: 0 };
    expect(creatureStats(DELTA.policies, flat).ac).toBe(18);
  });
  it("TA-11 threeAction: 10 + capped Dex + armor item bonus + proficiency by rank; an equipped shield adds nothing until raised", () => {
    const hero = { ...fighter, armor: { base: 4, dexCap: 1, bonus: 0 } };
    expect(hero.shield).toBe(2);
    expect(creatureStats(THREE_ACTION.policies, hero).ac).toBe(10 + 1 + 4 + 7);
    const flat = { ...fighter, ac: { calc: "flat" as const, flat: 17, bonus: 0, rank: 0 } };
    expect(creatureStats(THREE_ACTION.policies, flat).ac).toBe(17);
  });
  it("rejects a negative dexCap or a text AC bonus, naming the field", () => {
    expect(() => creatureStats(SRD52.policies, { ...fighter, armor: { base: 14, dexCap: -1, bonus: 0 } })).toThrow(
      /armor\.dexCap/,
    );
    const bad = { ...fighter, ac: { ...fighter.ac, bonus: "2" as unknown as number } };
    expect(() => creatureStats(SRD52.policies, bad)).toThrow(/ac\.bonus/);
  });
});

describe("INIT-1 INIT-2 INIT-3 the initiative modifier the preset's check adds", () => {
  it("INIT-1: Dexterity modifier plus initiative bonuses (srd52, srd51, delta)", () => {
    for (const p of [SRD52, SRD51, DELTA]) {
      expect(creatureStats(p.policies, { ...fighter, initiative: { ability: "dex", bonus: 3 } }).initiative).toEqual({
        ability: "dex",
        skill: null,
        bonus: 5,
        expertiseDie: null,
      });
    }
  });
  it("INIT-2: a5e uses the creature's chosen ability", () => {
    expect(creatureStats(A5E.policies, { ...fighter, initiative: { ability: "wis", bonus: 0 } }).initiative).toEqual({
      ability: "wis",
      skill: null,
      bonus: 1,
      expertiseDie: null,
    });
  });
  it("INIT-3: threeAction rolls Perception (Wis + rank bonus)", () => {
    const stats = creatureStats(THREE_ACTION.policies, fighter);
    expect(stats.perception).toBe(1 + 7);
    expect(stats.initiative).toEqual({ ability: "perception", skill: null, bonus: 8, expertiseDie: null });
  });
});

describe("MOV-12 ECON-2 token size and reactions; spell numbers", () => {
  it("MOV-12: token size follows creature size (Tiny half a square, Huge 3)", () => {
    expect(creatureStats(SRD52.policies, { ...fighter, size: "tiny" }).tokenSize).toBe(0.5);
    expect(creatureStats(SRD52.policies, { ...fighter, size: "huge" }).tokenSize).toBe(3);
    expect(() => creatureStats(SRD52.policies, { ...fighter, size: "colossal" as never })).toThrow(/size/);
  });
  it("ECON-2: one reaction per round, plus what features grant", () => {
    expect(creatureStats(SRD52.policies, fighter).reactionsPerRound).toBe(1);
    expect(creatureStats(SRD52.policies, { ...fighter, extraReactions: 2 }).reactionsPerRound).toBe(3);
  });
  it("spell attack and save DC: 8 + mod + PB in 5e, 10 + mod + rank bonus with three actions", () => {
    const caster = { ...fighter, spellcasting: { ability: "wis" as const, rank: 1 } };
    expect(creatureStats(SRD52.policies, caster).spell).toEqual({ attack: 4, dc: 12 });
    expect(creatureStats(THREE_ACTION.policies, caster).spell).toEqual({ attack: 8, dc: 18 });
  });
});

describe("ATK-2 ATK-3 critical damage per preset", () => {
  it("5e family rolls every damage die twice, modifiers once", () => {
    expect(criticalDamagePlan(SRD52.policies.success, [{ count: 2, faces: 6 }])).toEqual({
      diceMultiplier: 2,
      totalMultiplier: 1,
      dice: [{ count: 4, faces: 6 }],
    });
  });
  it("threeAction doubles the total", () => {
    expect(criticalDamagePlan(THREE_ACTION.policies.success, [{ count: 1, faces: 8 }])).toEqual({
      diceMultiplier: 1,
      totalMultiplier: 2,
      dice: [{ count: 1, faces: 8 }],
    });
  });
  it("rejects an unknown policy or a die with 0 faces", () => {
    expect(() => criticalDamagePlan({ criticalDamage: "triple" as never }, [])).toThrow(/criticalDamage/);
    expect(() => criticalDamagePlan(SRD52.policies.success, [{ count: 1, faces: 0 }])).toThrow(/dice\[0\]\.faces/);
  });
});

describe("CND-2 ATK-21 damage and healing on hit points", () => {
  it("temporary HP absorb first; HP never drop below 0; damage taken is the whole amount", () => {
    expect(applyHitPointChange({ value: 10, max: 20, temp: 3 }, 8)).toEqual({
      hp: { value: 5, max: 20, temp: 0 },
      damageTaken: 8,
      healed: 0,
    });
    expect(applyHitPointChange({ value: 4, max: 20, temp: 0 }, 30).hp.value).toBe(0);
  });
  it("healing stops at the maximum and doesn't restore temporary HP", () => {
    expect(applyHitPointChange({ value: 18, max: 20, temp: 0 }, -5)).toEqual({
      hp: { value: 20, max: 20, temp: 0 },
      damageTaken: 0,
      healed: 2,
    });
  });
  it("HP stay within 0..max for any change", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -300, max: 300 }),
        (max, temp, amount) => {
          const { hp } = applyHitPointChange({ value: max, max, temp }, amount);
          return hp.value >= 0 && hp.value <= max && hp.temp >= 0 && hp.temp <= temp;
        },
      ),
    );
  });
});

describe("ATK-1 ATK-8 AOE-1 item data checks", () => {
  it("accepts dice formulas with references, rejects anything else naming the field", () => {
    expect(checkFormula(" 1d8 + @abilities.str.mod ")).toBe("1d8 + @abilities.str.mod");
    expect(checkFormula("2d6+3-1")).toBe("2d6+3-1");
    expect(() => checkFormula("1d8 + alert(1)", "damage.parts.0.formula")).toThrow(/damage\.parts\.0\.formula/);
    expect(() => checkFormula("")).toThrow(RuleInputError);
  });
  it("ATK-8: a long range can't be shorter than the normal range", () => {
    expect(checkRange({ normal: 80, long: 320 })).toEqual({ normal: 80, long: 320 });
    expect(checkRange({ normal: 0, long: null })).toEqual({ normal: 0, long: null });
    expect(() => checkRange({ normal: 80, long: 20 }, "range")).toThrow(/range\.long/);
    expect(() => checkRange({ normal: -5, long: null })).toThrow(/range\.normal/);
  });
  it("AOE-1: a shaped area needs a size; a line a width; a cylinder a height", () => {
    expect(() => {
      checkArea({ shape: "none", size: 0 });
    }).not.toThrow();
    expect(() => {
      checkArea({ shape: "cone", size: 15 });
    }).not.toThrow();
    expect(() => {
      checkArea({ shape: "sphere", size: 0 });
    }).toThrow(/area\.size/);
    expect(() => {
      checkArea({ shape: "line", size: 60, width: 0 });
    }).toThrow(/area\.width/);
    expect(() => {
      checkArea({ shape: "cylinder", size: 10, height: 0 });
    }).toThrow(/area\.height/);
  });
});

describe("MOV-12 token squares by size", () => {
  it("Tiny ½, Small 1, Medium 1, Large 2, Huge 3, Gargantuan 4, Titanic 5", () => {
    expect(["tiny", "small", "medium", "large", "huge", "gargantuan", "titanic"].map((s) => tokenSquares(s))).toEqual([
      0.5, 1, 1, 2, 3, 4, 5,
    ]);
    expect(() => tokenSquares("enormous", "system.size")).toThrow(/system\.size/);
  });
});

describe("ATK-1 CND-2 what a damage card applies", () => {
  it("full, half rounded down, or healing; anything else is refused", () => {
    expect(damageAmount(9, 1)).toBe(9);
    expect(damageAmount(9, 0.5)).toBe(4);
    expect(damageAmount(9, -1)).toBe(-9);
    expect(() => damageAmount(9, 2)).toThrow(/multiplier/);
    expect(() => damageAmount(-3, 1)).toThrow(/total/);
  });
});

describe("ATK-18 a save written for one family asks for the other's match", () => {
  it("Dex ↔ Reflex, Con ↔ Fortitude, Wis ↔ Will; Str → Fortitude, Int and Cha → Will", () => {
    expect(["str", "dex", "con", "int", "wis", "cha"].map((s) => saveForFamily(s, "threeAction"))).toEqual([
      "fortitude",
      "reflex",
      "fortitude",
      "will",
      "will",
      "will",
    ]);
    expect(["fortitude", "reflex", "will"].map((s) => saveForFamily(s, "fiveE"))).toEqual(["con", "dex", "wis"]);
    expect(saveForFamily("dex", "fiveE")).toBe("dex");
    expect(saveForFamily("will", "threeAction")).toBe("will");
    expect(() => saveForFamily("luck", "fiveE", "system.save.ability")).toThrow(/system\.save\.ability/);
  });
});
