import { describe, expect, it } from "vitest";
import {
  NO_ARMOR_EFFECTS,
  armorEffects,
  armorPreventsSpellcasting,
  armorRollSources,
  type WornArmorPiece,
} from "../../../src/rules/stats";
import { RuleInputError } from "../../../src/rules/errors";

const plate: WornArmorPiece = {
  name: "Plate",
  category: "heavy",
  strength: 15,
  stealthDisadvantage: true,
  speedPenalty: 0,
  proficient: true,
};
const leather: WornArmorPiece = {
  ...plate,
  name: "Leather",
  category: "light",
  strength: 0,
  stealthDisadvantage: false,
};
const shield: WornArmorPiece = { ...leather, name: "Shield", category: "shield", proficient: false };

const fiveE = (strengthScore: number, ...worn: WornArmorPiece[]) =>
  armorEffects({ family: "fiveE", strengthScore, worn });

describe("RES-8 heavy armor without its Strength slows its wearer", () => {
  it("plate (Strength 15) on Strength 13: Speed −10 ft, naming the armor; on Strength 15: nothing", () => {
    expect(fiveE(13, plate)).toMatchObject({ speedPenalty: 10, tooHeavy: { name: "Plate", strength: 15 } });
    expect(fiveE(15, plate)).toMatchObject({ speedPenalty: 0, tooHeavy: null });
  });

  it("the armor's own recorded penalty is used when it has one; light or medium armor never slows", () => {
    expect(fiveE(8, { ...plate, speedPenalty: 5 }).speedPenalty).toBe(5);
    expect(fiveE(8, { ...plate, category: "medium" }).speedPenalty).toBe(0);
  });
});

describe("RES-8 armor marked for Stealth gives disadvantage on Stealth checks", () => {
  it("plate: a Stealth check has disadvantage; an Athletics check and a Dexterity save don't", () => {
    const effects = fiveE(15, plate);
    expect(effects.noisy).toBe("Plate");
    expect(armorRollSources(effects, { kind: "check", ability: "dex", skill: "stealth" })).toEqual([
      { rule: "RES-8", reason: "armorStealth", effect: "disadvantage" },
    ]);
    expect(armorRollSources(effects, { kind: "check", ability: "str", skill: "athletics" })).toEqual([]);
    expect(armorRollSources(effects, { kind: "save", ability: "dex" })).toEqual([]);
  });
});

describe("RES-8 armor worn without proficiency (training)", () => {
  const untrained = fiveE(15, { ...leather, proficient: false });

  it("gives disadvantage on Strength and Dexterity checks, saves and attacks, not on others", () => {
    const disadvantage = [{ rule: "RES-8", reason: "untrainedArmor", effect: "disadvantage" }];
    expect(armorRollSources(untrained, { kind: "check", ability: "str" })).toEqual(disadvantage);
    expect(armorRollSources(untrained, { kind: "save", ability: "dex" })).toEqual(disadvantage);
    expect(armorRollSources(untrained, { kind: "attack", ability: "dex" })).toEqual(disadvantage);
    expect(armorRollSources(untrained, { kind: "save", ability: "wis" })).toEqual([]);
    expect(armorRollSources(untrained, { kind: "attack", ability: "int" })).toEqual([]);
  });

  it("prevents spellcasting, naming the armor; a proficient wearer casts", () => {
    expect(armorPreventsSpellcasting(untrained)).toBe("Leather");
    expect(armorPreventsSpellcasting(fiveE(15, leather))).toBeNull();
  });

  it("a shield without training brings none of it (SRD 5.2 takes only its AC bonus)", () => {
    expect(fiveE(10, leather, shield)).toEqual(NO_ARMOR_EFFECTS);
  });
});

describe("RES-8 only in the 5e family", () => {
  it("threeAction: heavy, noisy, untrained armor changes nothing here", () => {
    const worn = [{ ...plate, proficient: false }];
    expect(armorEffects({ family: "threeAction", strengthScore: 8, worn })).toEqual(NO_ARMOR_EFFECTS);
  });

  it("nothing worn: no effect", () => {
    expect(fiveE(8)).toEqual(NO_ARMOR_EFFECTS);
  });

  it("bad input is a RuleInputError naming the field", () => {
    expect(() => fiveE(40, plate)).toThrow(/strengthScore/);
    expect(() => fiveE(10, { ...plate, category: "robe" as never })).toThrow(RuleInputError);
    expect(() => armorRollSources(NO_ARMOR_EFFECTS, { kind: "damage" as never, ability: "str" })).toThrow(/roll\.kind/);
  });
});
