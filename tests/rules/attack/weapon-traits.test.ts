// TA-9, TA-10, TA-13: weapon traits, critical hits and creature levels of the threeAction preset, worked from the
// rule text (../shared/RULES.md, "threeAction at the table").
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleInputError,
  applyDamageDefenses,
  attackRollInputs,
  checkRecordedRoll,
  checkTraitDie,
  creatureStats,
  forcefulDamageBonus,
  getPreset,
  multipleAttackPenalty,
  rankBonus,
  reachTraitFeet,
  strikeDamageFormula,
  strikeDamageStrength,
  strikePartAmounts,
  sweepSources,
  volleySources,
  withPrintedNumbers,
  type AttackBonusInput,
  type CreatureStatsInput,
} from "../../../src/rules";

const three = getPreset("threeAction").policies;
const none = { deadly: 0, fatal: 0 };
const dice = (faces: number, ...results: number[]) => ({
  faces,
  number: results.length,
  results: results.map((result) => ({ result })),
});

describe("TA-9 weapon damage adds Strength by how the Strike is made", () => {
  it("melee and thrown Strikes add Strength; a ranged Strike adds none", () => {
    expect(strikeDamageStrength({ strMod: 3, kind: "melee", propulsive: false })).toBe(3);
    expect(strikeDamageStrength({ strMod: 3, kind: "thrown", propulsive: false })).toBe(3);
    expect(strikeDamageStrength({ strMod: 3, kind: "ranged", propulsive: false })).toBe(0);
    expect(strikeDamageStrength({ strMod: -1, kind: "ranged", propulsive: false })).toBe(0);
  });
  it("propulsive adds half a positive Strength modifier (rounded down), the whole of a negative one", () => {
    expect(strikeDamageStrength({ strMod: 3, kind: "ranged", propulsive: true })).toBe(1);
    expect(strikeDamageStrength({ strMod: 4, kind: "ranged", propulsive: true })).toBe(2);
    expect(strikeDamageStrength({ strMod: -2, kind: "ranged", propulsive: true })).toBe(-2);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (str) => {
        const v = strikeDamageStrength({ strMod: str, kind: "ranged", propulsive: true });
        expect(v).toBe(str > 0 ? Math.floor(str / 2) : str);
        expect(v).toBeLessThanOrEqual(Math.max(0, str));
      }),
    );
  });
  it("refuses a kind it doesn't know", () => {
    expect(() => strikeDamageStrength({ strMod: 1, kind: "thrust" as never, propulsive: false })).toThrow(
      RuleInputError,
    );
  });
});

describe("TA-9 agile lowers the multiple attack penalty (ATK-4)", () => {
  it("−4/−8 with agile, −5/−10 without", () => {
    const step = (attacksThisTurn: number, agile: boolean) =>
      multipleAttackPenalty(three, { attacksThisTurn, agile })[0]?.value;
    expect([step(1, true), step(2, true)]).toEqual([-4, -8]);
    expect([step(1, false), step(2, false)]).toEqual([-5, -10]);
  });
});

describe("TA-9 finesse changes only the attack roll", () => {
  const rapier: AttackBonusInput = {
    source: "weapon",
    ability: "auto",
    melee: true,
    finesse: true,
    agile: false,
    rank: 1,
    itemBonus: 0,
    abilityMods: { str: 1, dex: 4, con: 0, int: 0, wis: 0, cha: 0 },
    proficiency: 2,
    level: 1,
    spellAttack: 0,
    attacksThisTurn: 0,
  };
  it("the attack adds Dexterity, the damage Strength", () => {
    const inputs = attackRollInputs(three, rapier);
    expect(inputs.ability).toBe("dex");
    expect(inputs.bonus).toBe(4 + 3);
    expect(strikeDamageStrength({ strMod: 1, kind: "melee", propulsive: false })).toBe(1);
  });
});

describe("TA-9 reach: 10 ft for a Small or Medium wielder, otherwise 5 ft more than its reach", () => {
  it("by size", () => {
    expect(reachTraitFeet({ size: "small", creatureReach: 5 })).toBe(10);
    expect(reachTraitFeet({ size: "medium", creatureReach: 5 })).toBe(10);
    expect(reachTraitFeet({ size: "large", creatureReach: 10 })).toBe(15);
    expect(reachTraitFeet({ size: "tiny", creatureReach: 0 })).toBe(5);
  });
});

describe("TA-9 volley N: −2 untyped within N ft", () => {
  it("within and beyond", () => {
    expect(volleySources({ volley: 30, distance: 30 })).toEqual([
      { rule: "TA-9", reason: "volley", effect: "modifier", value: -2, bonusType: "untyped" },
    ]);
    expect(volleySources({ volley: 30, distance: 35 })).toEqual([]);
    expect(volleySources({ volley: 0, distance: 5 })).toEqual([]);
  });
});

describe("TA-9 forceful: circumstance bonus to damage on later attacks with the weapon", () => {
  it("none on the first, the dice on the second, double on later ones", () => {
    const f = (earlier: number, damageDice = 1) =>
      forcefulDamageBonus({ forceful: true, damageDice, earlierWithWeapon: earlier });
    expect([f(0), f(1), f(2), f(3)]).toEqual([0, 1, 2, 2]);
    expect([f(1, 2), f(2, 2)]).toEqual([2, 4]);
    expect(forcefulDamageBonus({ forceful: false, damageDice: 1, earlierWithWeapon: 2 })).toBe(0);
  });
});

describe("TA-9 sweep: +1 circumstance after attacking another target this turn", () => {
  it("only when an earlier attack named a different creature", () => {
    const bonus = [{ rule: "TA-9", reason: "sweep", effect: "modifier", value: 1, bonusType: "circumstance" }];
    expect(sweepSources({ sweep: true, target: "a", earlierTargets: ["b"] })).toEqual(bonus);
    expect(sweepSources({ sweep: true, target: "a", earlierTargets: ["a"] })).toEqual([]);
    expect(sweepSources({ sweep: true, target: "a", earlierTargets: [] })).toEqual([]);
    expect(sweepSources({ sweep: false, target: "a", earlierTargets: ["b"] })).toEqual([]);
  });
});

describe("TA-9 trait values are checked", () => {
  it("trait dice are d4 to d12 (0 none)", () => {
    expect(checkTraitDie(10, "deadly")).toBe(10);
    expect(() => checkTraitDie(7, "deadly")).toThrow(/deadly/);
  });
});

describe("TA-10 critical hits double; deadly's and fatal's extra die are added once", () => {
  it("a plain critical doubles the whole", () => {
    const f = strikeDamageFormula(three.success, {
      parts: [{ formula: "1d8", type: "slashing" }],
      modifier: 3,
      critical: true,
      traits: none,
    });
    expect(f.formula).toBe("(1d8 + 3) * 2");
  });
  it("deadly d10: one d10 after the doubling; not on a hit that isn't critical", () => {
    const crit = strikeDamageFormula(three.success, {
      parts: [{ formula: "1d10", type: "piercing" }],
      modifier: 7,
      critical: true,
      traits: { deadly: 10, fatal: 0 },
    });
    expect(crit.formula).toBe("(1d10 + 7) * 2 + 1d10");
    const hit = strikeDamageFormula(three.success, {
      parts: [{ formula: "1d10", type: "piercing" }],
      modifier: 7,
      critical: false,
      traits: { deadly: 10, fatal: 0 },
    });
    expect(hit.formula).toBe("1d10 + 7");
  });
  it("fatal d12: the weapon die becomes a d12, doubled, and one more d12 added once", () => {
    const crit = strikeDamageFormula(three.success, {
      parts: [
        { formula: "1d8", type: "piercing" },
        { formula: "1d6", type: "fire" },
      ],
      modifier: 2,
      critical: true,
      traits: { deadly: 0, fatal: 12 },
    });
    expect(crit.formula).toBe("(1d12 + 1d6 + 2) * 2 + 1d12");
    // The recorded dice check: 5 on the d12, 3 on the d6, 11 on the extra d12: (5 + 3 + 2) × 2 + 11 = 31.
    const check = checkRecordedRoll({
      expected: crit.formula,
      dice: [dice(12, 5), dice(6, 3), dice(12, 11)],
      recordedTotal: 31,
    });
    expect(check).toMatchObject({ ok: true, total: 31 });
    // A forged total (the extra die doubled) is refused.
    expect(
      checkRecordedRoll({ expected: crit.formula, dice: [dice(12, 5), dice(6, 3), dice(12, 11)], recordedTotal: 42 }),
    ).toEqual({ ok: false, problem: "total" });
  });
  it("the extra die counts in the weapon's type when the roll is split for defenses", () => {
    const crit = strikeDamageFormula(three.success, {
      parts: [{ formula: "1d10", type: "piercing" }],
      modifier: 7,
      critical: true,
      traits: { deadly: 10, fatal: 0 },
    });
    const parts = strikePartAmounts({
      parts: crit.parts,
      after: crit.after,
      modifier: 7,
      totalMultiplier: crit.totalMultiplier,
      kept: [[4], [9]],
      total: (4 + 7) * 2 + 9,
    });
    expect(parts).toEqual([
      { type: "piercing", amount: 22 },
      { type: "piercing", amount: 9 },
    ]);
  });
  it("resistance and weakness apply once to the total of each damage type", () => {
    const r = applyDamageDefenses("flat", { resistances: { piercing: 5 }, immunities: [], vulnerabilities: {} }, [
      { type: "piercing", amount: 22 },
      { type: "piercing", amount: 9 },
    ]);
    expect(r.total).toBe(26);
    const w = applyDamageDefenses("flat", { resistances: {}, immunities: [], vulnerabilities: { fire: 3 } }, [
      { type: "fire", amount: 4 },
      { type: "fire", amount: 4 },
    ]);
    expect(w.total).toBe(11);
  });
});

const creature = (level: number): CreatureStatsInput => ({
  kind: "npc",
  abilities: {
    str: { score: 10, saveRank: 0 },
    dex: { score: 14, saveRank: 0 },
    con: { score: 10, saveRank: 0 },
    int: { score: 10, saveRank: 0 },
    wis: { score: 10, saveRank: 0 },
    cha: { score: 10, saveRank: 0 },
  },
  level,
  cr: 1,
  saveRanks: { fortitude: 1, reflex: 1, will: 1 },
  perceptionRank: 1,
  ac: { calc: "flat", flat: 16, bonus: 0, rank: 1 },
  armor: null,
  shield: 0,
  initiative: { ability: "dex", skill: "", bonus: 0 },
  spellcasting: { ability: "int", rank: 0 },
  size: "medium",
  extraReactions: 0,
});

describe("TA-13 creature levels run from −1; proficiency is rank bonus + level (untrained 0)", () => {
  it("a level −1 creature's trained bonus is +1, untrained 0; below −1 is refused", () => {
    expect(rankBonus(1, -1)).toBe(1);
    expect(rankBonus(0, -1)).toBe(0);
    expect(rankBonus(2, 3)).toBe(7);
    expect(() => rankBonus(1, -2)).toThrow(RuleInputError);
    const stats = creatureStats(three, creature(-1));
    expect(stats.saves.find((s) => s.id === "reflex")?.bonus).toBe(2 + 1);
  });
  it("printed saves and Perception replace the derived ones (initiative follows Perception)", () => {
    const stats = creatureStats(three, creature(-1));
    const printed = withPrintedNumbers(stats, { fortitude: 2, reflex: 8, will: 2, perception: 2 });
    expect(printed.saves.map((s) => s.bonus)).toEqual([2, 8, 2]);
    expect(printed.perception).toBe(2);
    expect(printed.skills.find((s) => s.id === "perception")?.bonus).toBe(2);
    const none = withPrintedNumbers(stats, { fortitude: null, reflex: null, will: null, perception: null });
    expect(none.saves.map((s) => s.bonus)).toEqual(stats.saves.map((s) => s.bonus));
    expect(() => withPrintedNumbers(stats, { fortitude: 1.5, reflex: null, will: null, perception: null })).toThrow(
      /printed.fortitude/,
    );
  });
  it("a printed Strike modifier is the attack bonus", () => {
    const input: AttackBonusInput = {
      source: "weapon",
      ability: "auto",
      melee: true,
      finesse: false,
      agile: false,
      rank: 1,
      itemBonus: 0,
      abilityMods: { str: 5, dex: -1, con: 4, int: -2, wis: 0, cha: -2 },
      proficiency: 2,
      level: 3,
      spellAttack: 0,
      attacksThisTurn: 0,
    };
    expect(attackRollInputs(three, input).bonus).toBe(5 + 5);
    expect(attackRollInputs(three, { ...input, printedAttack: 12 }).bonus).toBe(12);
  });
});
