import { describe, expect, it } from "vitest";
import {
  checkShieldDurability,
  raisedShieldSources,
  shieldBlock,
  shieldBroken,
  stackModifiers,
  coverBenefit,
  getPreset,
} from "../../../src/rules";

const wooden = { hardness: 5, hp: { value: 20, max: 20 }, brokenThreshold: 10 };

describe("TA-11 shields: raised for its circumstance bonus, Shield Block by hardness", () => {
  it("TA-11: a raised shield gives its bonus as a circumstance bonus to AC; a broken one gives none", () => {
    expect(raisedShieldSources(2)).toEqual([
      { rule: "TA-11", reason: "shieldRaised", effect: "modifier", value: 2, bonusType: "circumstance" },
    ]);
    expect(raisedShieldSources(2, true)).toEqual([]);
    expect(raisedShieldSources(0)).toEqual([]);
    // With standard cover (+2 circumstance), the two don't add up; greater cover (+4) wins.
    const cover = getPreset("threeAction").policies.cover;
    expect(stackModifiers([...raisedShieldSources(2), ...coverBenefit(cover, "half").sources.ac]).total).toBe(2);
    expect(stackModifiers([...raisedShieldSources(2), ...coverBenefit(cover, "threeQuarters").sources.ac]).total).toBe(
      4,
    );
  });

  it("TA-11: Shield Block: 10 damage, hardness 5: 5 to the creature and 5 to the shield", () => {
    expect(shieldBlock(wooden, 10)).toEqual({
      creatureDamage: 5,
      shieldDamage: 5,
      shieldHp: 15,
      broken: false,
      destroyed: false,
    });
    expect(shieldBlock(wooden, 4)).toMatchObject({ creatureDamage: 0, shieldDamage: 0, shieldHp: 20 });
    expect(shieldBlock(wooden, 15)).toMatchObject({ creatureDamage: 10, shieldHp: 10, broken: true });
    expect(shieldBlock(wooden, 40)).toMatchObject({ creatureDamage: 35, shieldHp: 0, destroyed: true });
  });

  it("TA-11: durability is checked: hit points within their maximum, the broken threshold up to it", () => {
    expect(shieldBroken({ ...wooden, hp: { value: 10, max: 20 } })).toBe(true);
    expect(shieldBroken({ ...wooden, hp: { value: 11, max: 20 } })).toBe(false);
    expect(() => checkShieldDurability({ ...wooden, hp: { value: 21, max: 20 } })).toThrow(/^shield\.hp\.value:/);
    expect(() => checkShieldDurability({ ...wooden, brokenThreshold: 30 })).toThrow(/^shield\.brokenThreshold:/);
    expect(() => checkShieldDurability({ ...wooden, hardness: -1 })).toThrow(/^shield\.hardness:/);
    expect(() => shieldBlock(wooden, -3)).toThrow(/^damage:/);
  });
});
