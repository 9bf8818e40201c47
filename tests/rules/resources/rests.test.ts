import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError, hitDiceLeft, longRest, restRules, sequenceRoller, shortRest } from "../../../src/rules";

const fighter = (spent: number, value = 20) => ({
  hp: { value, max: 44 },
  hitDice: { level: 5, faces: 10, spent },
  conMod: 2,
});
const slots = { "1": { value: 0, max: 4 }, "2": { value: 1, max: 3 }, "3": { value: 2, max: 2 } };

describe("RES-3 short rest: Hit Dice", () => {
  it("each die spent heals its roll plus the Constitution modifier, capped at the maximum", () => {
    const rest = shortRest(fighter(1), 2, sequenceRoller([7, 3]));
    expect(rest).toMatchObject({
      ok: true,
      hp: { value: 34, max: 44 },
      hitDice: { spent: 3 },
      dice: [
        { roll: 7, healed: 9 },
        { roll: 3, healed: 5 },
      ],
      healed: 14,
    });
    const capped = shortRest(fighter(0, 40), 1, sequenceRoller([10]));
    expect(capped).toMatchObject({ ok: true, hp: { value: 44 }, healed: 4 });
  });

  it("a die never takes hit points away (a low roll with a negative Constitution modifier heals 0)", () => {
    const rest = shortRest({ ...fighter(0), conMod: -3 }, 1, sequenceRoller([1]));
    expect(rest).toMatchObject({ ok: true, dice: [{ roll: 1, healed: 0 }], healed: 0 });
  });

  it("more dice than are left is refused, nothing rolled or spent", () => {
    const roller = sequenceRoller([5, 5, 5]);
    expect(shortRest(fighter(3), 3, roller)).toEqual({
      ok: false,
      reason: "notEnoughHitDice",
      needed: 3,
      available: 2,
    });
    expect(roller.remaining).toBe(3);
    expect(hitDiceLeft({ level: 5, faces: 10, spent: 3 })).toBe(2);
  });

  it("bad input names its field", () => {
    expect(() =>
      shortRest({ ...fighter(0), hitDice: { level: 5, faces: 7, spent: 0 } }, 1, sequenceRoller([1])),
    ).toThrow(/hitDice.faces/);
    expect(() => shortRest(fighter(6), 0, sequenceRoller([]))).toThrow(RuleInputError);
  });

  it("never heals past the maximum nor below the hit points it began with", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 44 }),
        fc.integer({ min: -5, max: 5 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 5 }),
        (value, conMod, rolls) => {
          const rest = shortRest({ ...fighter(0, value), conMod }, rolls.length, sequenceRoller(rolls));
          if (!rest.ok) return false;
          return rest.hp.value >= value && rest.hp.value <= 44 && rest.hitDice.spent === rolls.length;
        },
      ),
    );
  });
});

describe("RES-3 long rest per edition", () => {
  it("srd51 (2014): all hit points and slots, spent Hit Dice back up to half the total", () => {
    const rest = longRest(restRules("2014"), {
      hp: { value: 3, max: 44 },
      hitDice: { level: 5, faces: 10, spent: 5 },
      slots,
    });
    expect(rest).toMatchObject({
      benefits: true,
      hp: { value: 44 },
      hitDice: { spent: 3 },
      hitDiceRegained: 2,
      healed: 41,
      slotsRegained: 6,
    });
    expect(rest.slots).toEqual({ "1": { value: 4, max: 4 }, "2": { value: 3, max: 3 }, "3": { value: 2, max: 2 } });
  });

  it("srd51: a level-1 character still gets one Hit Die back (at least one)", () => {
    const rest = longRest(restRules("2014"), {
      hp: { value: 1, max: 9 },
      hitDice: { level: 1, faces: 8, spent: 1 },
      slots: {},
    });
    expect(rest.hitDiceRegained).toBe(1);
  });

  it("srd51: a long rest begun at 0 hit points gives nothing", () => {
    const rest = longRest(restRules("2014"), {
      hp: { value: 0, max: 44 },
      hitDice: { level: 5, faces: 10, spent: 5 },
      slots,
    });
    expect(rest).toMatchObject({ benefits: false, hp: { value: 0 }, hitDice: { spent: 5 }, slotsRegained: 0 });
    expect(rest.slots).toEqual(slots);
  });

  it("srd52 and delta (2024): every spent Hit Die, and a rest at 0 hit points still heals", () => {
    const rest = longRest(restRules("2024"), {
      hp: { value: 0, max: 44 },
      hitDice: { level: 5, faces: 10, spent: 5 },
      slots,
    });
    expect(rest).toMatchObject({ benefits: true, hp: { value: 44 }, hitDice: { spent: 0 }, hitDiceRegained: 5 });
  });

  it("an unknown edition is refused", () => {
    expect(() => restRules("2030" as never)).toThrow(/edition/);
  });
});
