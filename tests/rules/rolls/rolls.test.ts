import { describe, expect, it } from "vitest";
import {
  attackAbility,
  attackDefense,
  attackRollInputs,
  coverFromStatuses,
  damageRollFormula,
  getPreset,
  saveCoverSources,
  weaponDamageModifier,
  type AttackBonusInput,
} from "../../../src/rules";

const fiveE = getPreset("srd52").policies;
const three = getPreset("threeAction").policies;
const delta = getPreset("delta").policies;
const mods = { str: 3, dex: 4, con: 0, int: 0, wis: 0, cha: 0 };
const sword: AttackBonusInput = {
  source: "weapon",
  ability: "auto",
  melee: true,
  finesse: false,
  agile: false,
  rank: 1,
  itemBonus: 1,
  abilityMods: mods,
  proficiency: 2,
  level: 3,
  spellAttack: 0,
  attacksThisTurn: 0,
};

describe("ATK-1 the attack ability and bonus", () => {
  it("auto uses Strength in melee, Dexterity at range, the better with finesse; a fixed ability wins", () => {
    expect(attackAbility("auto", true, false, mods)).toBe("str");
    expect(attackAbility("auto", false, false, mods)).toBe("dex");
    expect(attackAbility("auto", true, true, mods)).toBe("dex");
    expect(attackAbility("auto", true, true, { ...mods, str: 5 })).toBe("str");
    expect(attackAbility("cha", true, false, mods)).toBe("cha");
  });

  it("5e family: ability + proficiency (any rank) + item bonus; untrained adds no proficiency", () => {
    expect(attackRollInputs(fiveE, sword)).toMatchObject({ ability: "str", bonus: 6, sources: [] });
    expect(attackRollInputs(fiveE, { ...sword, rank: 0 }).bonus).toBe(4);
  });

  it("threeAction: proficiency is level + 2 × rank", () => {
    expect(attackRollInputs(three, { ...sword, rank: 2 }).parts).toEqual({ ability: 3, proficiency: 7, item: 1 });
  });
});

describe("ATK-19 spell attacks add the caster's spell attack", () => {
  it("uses the spell attack alone", () => {
    expect(attackRollInputs(three, { ...sword, source: "spell", spellAttack: 7 })).toMatchObject({
      ability: null,
      bonus: 7,
    });
  });
});

describe("ATK-4 the multiple attack penalty in the attack inputs", () => {
  it("−5 / −10, agile −4 / −8 under threeAction; nothing in the 5e family", () => {
    const value = (p: typeof three, attacksThisTurn: number, agile: boolean) =>
      attackRollInputs(p, { ...sword, attacksThisTurn, agile }).sources.map((s) => s.value);
    expect(value(three, 0, false)).toEqual([]);
    expect(value(three, 1, false)).toEqual([-5]);
    expect(value(three, 2, false)).toEqual([-10]);
    expect(value(three, 1, true)).toEqual([-4]);
    expect(value(three, 3, true)).toEqual([-8]);
    expect(value(fiveE, 2, false)).toEqual([]);
  });
});

describe("COV-1 cover from statuses and the target's AC", () => {
  it("reads the best cover status", () => {
    expect(coverFromStatuses([])).toBe("none");
    expect(coverFromStatuses(["prone", "coverHalf"])).toBe("half");
    expect(coverFromStatuses(["coverHalf", "coverThreeQuarters"])).toBe("threeQuarters");
    expect(coverFromStatuses(["coverTotal", "coverHalf"])).toBe("total");
  });

  it("adds +2 / +5 to AC and forbids attacks through total cover", () => {
    expect(attackDefense(fiveE.cover, { ac: 15, cover: "none" })).toMatchObject({ ac: 15, targetable: true });
    expect(attackDefense(fiveE.cover, { ac: 15, cover: "half" })).toMatchObject({ ac: 17, targetable: true });
    const threeQ = attackDefense(fiveE.cover, { ac: 15, cover: "threeQuarters" });
    expect(threeQ.ac).toBe(20);
    expect(threeQ.sources).toEqual([{ rule: "COV-1", reason: "threeQuartersCover", effect: "modifier", value: 5 }]);
    expect(attackDefense(fiveE.cover, { ac: 15, cover: "total" }).targetable).toBe(false);
  });
});

describe("COV-2 the save cover improves", () => {
  it("Dexterity saves in srd52, Constitution saves in delta, Reflex with three actions", () => {
    expect(saveCoverSources(fiveE.cover, "dex", "half").map((s) => s.value)).toEqual([2]);
    expect(saveCoverSources(fiveE.cover, "con", "half")).toEqual([]);
    expect(saveCoverSources(delta.cover, "con", "threeQuarters")).toEqual([
      { rule: "COV-2", reason: "threeQuartersCover", effect: "modifier", value: 5 },
    ]);
    expect(saveCoverSources(three.cover, "reflex", "half").map((s) => s.value)).toEqual([2]);
  });
});

describe("ATK-2 ATK-3 critical damage per preset in the damage formula", () => {
  const parts = [
    { formula: "1d8", type: "slashing" },
    { formula: "2d6 + 1", type: "fire" },
    { formula: "", type: "" },
  ];
  it("joins the parts and adds the modifier once", () => {
    expect(damageRollFormula(fiveE.success, { parts, modifier: 3, critical: false })).toMatchObject({
      formula: "1d8 + 2d6 + 1 + 3",
      types: ["slashing", "fire"],
    });
  });
  it("5e family doubles the dice, not the modifiers", () => {
    expect(damageRollFormula(fiveE.success, { parts, modifier: 3, critical: true }).formula).toBe("2d8 + 4d6 + 1 + 3");
  });
  it("threeAction doubles the whole total", () => {
    expect(damageRollFormula(three.success, { parts, modifier: -1, critical: true })).toMatchObject({
      formula: "(1d8 + 2d6 + 1 - 1) * 2",
      totalMultiplier: 2,
    });
  });
});

describe("ATK-1 untyped damage", () => {
  it("rolls a part with a blank type and lists no type for it", () => {
    const untyped = damageRollFormula(fiveE.success, {
      parts: [{ formula: "1d6", type: "" }],
      modifier: 2,
      critical: false,
    });
    expect(untyped).toMatchObject({ formula: "1d6 + 2", types: [] });
    const mixed = damageRollFormula(fiveE.success, {
      parts: [
        { formula: "1d6", type: "" },
        { formula: "1d4", type: "fire" },
      ],
      modifier: 0,
      critical: true,
    });
    expect(mixed).toMatchObject({ formula: "2d6 + 2d4", types: ["fire"] });
  });
  it("still refuses a type that is not a string, naming the part", () => {
    expect(() =>
      damageRollFormula(fiveE.success, { parts: [{ formula: "1d6", type: 7 as never }], modifier: 0, critical: false }),
    ).toThrow(/^parts\[0\]\.type:/);
  });
});

describe("ATK-1 the ability modifier weapon damage adds", () => {
  it("always in the 5e family; only in melee with three actions", () => {
    expect(weaponDamageModifier(fiveE, { abilityMod: 3, melee: false })).toBe(3);
    expect(weaponDamageModifier(three, { abilityMod: 3, melee: true })).toBe(3);
    expect(weaponDamageModifier(three, { abilityMod: 3, melee: false })).toBe(0);
  });
});
