import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NO_SPELLS_THIS_TURN,
  addScalingSteps,
  cantripBeams,
  cantripSteps,
  checkExtraDamage,
  checkSituationalBonus,
  concentrationOnCast,
  extraDamageAllowed,
  extraDamageFormula,
  lowestSlotFor,
  scaledSpellParts,
  slotCast,
  sneakAttackCompanionNear,
  sneakAttackCompanionOf,
  spellTurnRuleOf,
  type ExtraDamageAttack,
} from "../../../src/rules/resources";
import { RuleInputError } from "../../../src/rules/errors";

const fireball = { mode: "slot" as const, formula: "1d6" };
const sacredFlame = { mode: "cantrip" as const, formula: "1d8" };

describe("RES-1 a spell cast with a higher slot gains its entry's per-level formula", () => {
  it("Fireball (8d6, 1d6 per slot level) at 5th rolls 10d6; at 3rd 8d6", () => {
    const parts = [{ formula: "8d6", type: "fire" }];
    expect(scaledSpellParts(parts, { spellLevel: 3, castLevel: 5, casterLevel: 9, scaling: fireball })).toEqual([
      { formula: "10d6", type: "fire" },
    ]);
    expect(
      scaledSpellParts(parts, { spellLevel: 3, castLevel: 3, casterLevel: 9, scaling: fireball })[0]?.formula,
    ).toBe("8d6");
  });

  it("a step that is not the base's dice is appended, per level", () => {
    expect(addScalingSteps("1d8 + @abilities.wis.mod", "1d8", 2)).toBe("3d8 + @abilities.wis.mod");
    expect(addScalingSteps("2d4 + 2", "1d4 + 1", 2)).toBe("2d4 + 2 + 1d4 + 1 + 1d4 + 1");
    expect(addScalingSteps("3d4", "1d6", 1)).toBe("3d4 + 1d6");
  });

  it("a slot below the spell's level is refused", () => {
    expect(() =>
      scaledSpellParts([{ formula: "8d6" }], { spellLevel: 3, castLevel: 2, casterLevel: 5, scaling: fireball }),
    ).toThrow(RuleInputError);
  });

  it("property: each slot level above the spell's adds one die", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 8 }), (level, above) => {
        const cast = Math.min(9, level + above);
        const [part] = scaledSpellParts([{ formula: "2d6" }], {
          spellLevel: level,
          castLevel: cast,
          casterLevel: 1,
          scaling: fireball,
        });
        expect(part?.formula).toBe(`${2 + cast - level}d6`);
      }),
    );
  });
});

describe("RES-1 casting spends a slot of the spell's level or higher; a ritual none; one per turn (2024); bonus-action spells (2014)", () => {
  const slots = [0, 2, 0, 1, 0, 0, 0, 0, 0, 0];
  const cast = (over: Partial<Parameters<typeof slotCast>[0]>) =>
    slotCast({
      spellLevel: 1,
      slotLevel: 1,
      ritual: false,
      activation: "action",
      slotsLeft: slots,
      turnRule: "oneSlotPerTurn",
      thisTurn: NO_SPELLS_THIS_TURN,
      ...over,
    });

  it("spends the chosen slot; a slot too low or none left is refused", () => {
    expect(cast({})).toMatchObject({ ok: true, slot: 1 });
    expect(cast({ spellLevel: 3, slotLevel: 1 })).toEqual({ ok: false, reason: "slotTooLow" });
    expect(cast({ spellLevel: 2, slotLevel: 2 })).toEqual({ ok: false, reason: "noSlotLeft" });
    expect(cast({ spellLevel: 2, slotLevel: 3 })).toMatchObject({ ok: true, slot: 3 });
    expect(lowestSlotFor(2, slots)).toBe(3);
    expect(lowestSlotFor(4, slots)).toBeNull();
  });

  it("a ritual and a cantrip spend none", () => {
    expect(cast({ ritual: true, slotsLeft: [0, 0] })).toMatchObject({ ok: true, slot: null });
    expect(cast({ spellLevel: 0, slotsLeft: [0] })).toMatchObject({ ok: true, slot: null });
  });

  it("srd52 and delta: a second spell with a slot in the turn is refused, a cantrip is not", () => {
    expect(spellTurnRuleOf("srd52")).toBe("oneSlotPerTurn");
    expect(spellTurnRuleOf("delta")).toBe("oneSlotPerTurn");
    const first = cast({});
    if (!first.ok) throw new Error("refused");
    expect(cast({ thisTurn: first.thisTurn })).toEqual({ ok: false, reason: "oneSlotPerTurn" });
    expect(cast({ spellLevel: 0, thisTurn: first.thisTurn })).toMatchObject({ ok: true });
    // Off the creature's turn (a reaction spell) the turn limit doesn't count.
    expect(cast({ thisTurn: null })).toMatchObject({ ok: true, slot: 1 });
  });

  it("srd51 and a5e: after a bonus-action spell only an action cantrip; two slot spells are fine", () => {
    expect(spellTurnRuleOf("srd51")).toBe("bonusActionSpell");
    expect(spellTurnRuleOf("a5e")).toBe("bonusActionSpell");
    const bonus = cast({ turnRule: "bonusActionSpell", activation: "bonus" });
    if (!bonus.ok) throw new Error("refused");
    expect(cast({ turnRule: "bonusActionSpell", thisTurn: bonus.thisTurn })).toEqual({
      ok: false,
      reason: "afterBonusSpell",
    });
    expect(cast({ turnRule: "bonusActionSpell", spellLevel: 0, thisTurn: bonus.thisTurn })).toMatchObject({ ok: true });
    expect(
      cast({ turnRule: "bonusActionSpell", spellLevel: 0, activation: "bonus", thisTurn: bonus.thisTurn }),
    ).toEqual({ ok: false, reason: "afterBonusSpell" });
    const action = cast({ turnRule: "bonusActionSpell" });
    if (!action.ok) throw new Error("refused");
    expect(cast({ turnRule: "bonusActionSpell", thisTurn: action.thisTurn })).toMatchObject({ ok: true });
  });
});

describe("RES-2 a cantrip grows at character levels 5, 11 and 17", () => {
  it.each([
    [1, 0, "1d8"],
    [4, 0, "1d8"],
    [5, 1, "2d8"],
    [10, 1, "2d8"],
    [11, 2, "3d8"],
    [17, 3, "4d8"],
    [20, 3, "4d8"],
  ])("level %i: %i steps, Sacred Flame %s", (level, steps, formula) => {
    expect(cantripSteps(level)).toBe(steps);
    const [part] = scaledSpellParts([{ formula: "1d8", type: "radiant" }], {
      spellLevel: 0,
      castLevel: 0,
      casterLevel: level,
      scaling: sacredFlame,
    });
    expect(part?.formula).toBe(formula);
  });

  it("Eldritch Blast fires one more beam at 5, 11 and 17; its dice stay one beam's", () => {
    expect([1, 5, 11, 17].map(cantripBeams)).toEqual([1, 2, 3, 4]);
    const [part] = scaledSpellParts([{ formula: "1d10" }], {
      spellLevel: 0,
      castLevel: 0,
      casterLevel: 17,
      scaling: { mode: "beams", formula: "" },
    });
    expect(part?.formula).toBe("1d10");
  });

  it("a monster's spellcaster level 0 counts as no steps", () => {
    expect(cantripSteps(0)).toBe(0);
  });
});

const sneak = checkExtraDamage({
  formula: "1d6",
  type: "",
  condition: "sneakAttack",
  frequency: "turn",
  levelEvery: 2,
  levelFormula: "1d6",
});
const smite = checkExtraDamage({
  formula: "2d8",
  type: "radiant",
  condition: "meleeWeaponHit",
  slot: true,
  slotFormula: "1d8",
});
const rapier: ExtraDamageAttack = {
  weapon: true,
  melee: true,
  finesseOrRanged: true,
  mode: "normal",
  companionNear: false,
};

describe("RES-6 extra damage: Sneak Attack once per turn with finesse or ranged and advantage or a companion; a smite; a hex", () => {
  it("Sneak Attack's dice by level: 1d6 at 1st, 3d6 at 5th, 10d6 at 19th", () => {
    expect([1, 5, 19].map((l) => extraDamageFormula(sneak, l, null))).toEqual(["1d6", "3d6", "10d6"]);
  });

  it("a smite: 2d8, 1d8 more per slot level above 1st", () => {
    expect(extraDamageFormula(smite, 5, 1)).toBe("2d8");
    expect(extraDamageFormula(smite, 5, 3)).toBe("4d8");
    expect(() => extraDamageFormula(smite, 5, null)).toThrow(RuleInputError);
  });

  it("Sneak Attack with advantage, or without disadvantage and a companion near; never with a non-finesse weapon", () => {
    expect(extraDamageAllowed(sneak, { ...rapier, mode: "advantage" }, false)).toEqual({ ok: true });
    expect(extraDamageAllowed(sneak, { ...rapier, companionNear: true }, false)).toEqual({ ok: true });
    expect(extraDamageAllowed(sneak, rapier, false)).toEqual({ ok: false, reason: "extraCondition" });
    expect(extraDamageAllowed(sneak, { ...rapier, mode: "disadvantage", companionNear: true }, false)).toEqual({
      ok: false,
      reason: "extraCondition",
    });
    expect(extraDamageAllowed(sneak, { ...rapier, finesseOrRanged: false, mode: "advantage" }, false)).toEqual({
      ok: false,
      reason: "extraCondition",
    });
    expect(extraDamageAllowed(sneak, null, false)).toEqual({ ok: false, reason: "extraNeedsAttack" });
  });

  it("once per turn: the second use in the same turn is refused", () => {
    expect(extraDamageAllowed(sneak, { ...rapier, mode: "advantage" }, true)).toEqual({
      ok: false,
      reason: "extraOncePerTurn",
    });
  });

  it("a smite needs a melee weapon hit; a hex (always) any hit", () => {
    expect(extraDamageAllowed(smite, rapier, false)).toEqual({ ok: true });
    expect(extraDamageAllowed(smite, { ...rapier, melee: false }, false)).toMatchObject({ ok: false });
    expect(extraDamageAllowed({ condition: "always", frequency: "each" }, null, false)).toEqual({ ok: true });
  });

  it("srd51 and a5e: another enemy of the target; srd52 and delta: an ally of the attacker; never an incapacitated one or one beyond 5 ft", () => {
    expect(sneakAttackCompanionOf("srd51")).toBe("enemyOfTarget");
    expect(sneakAttackCompanionOf("a5e")).toBe("enemyOfTarget");
    expect(sneakAttackCompanionOf("srd52")).toBe("allyOfAttacker");
    expect(sneakAttackCompanionOf("delta")).toBe("allyOfAttacker");
    const sides = { attacker: 1, target: -1 };
    const friend = { side: 1, incapacitated: false, distance: 5 };
    for (const rule of ["enemyOfTarget", "allyOfAttacker"] as const) {
      expect(sneakAttackCompanionNear(rule, sides, [friend])).toBe(true);
      expect(sneakAttackCompanionNear(rule, sides, [{ ...friend, incapacitated: true }])).toBe(false);
      expect(sneakAttackCompanionNear(rule, sides, [{ ...friend, distance: 10 }])).toBe(false);
    }
    // A neutral attacker (a hired sword): a hostile-to-the-target bystander is the 2014 enemy, not a 2024 ally.
    const neutral = { attacker: 0, target: -1 };
    expect(sneakAttackCompanionNear("enemyOfTarget", neutral, [friend])).toBe(true);
    expect(sneakAttackCompanionNear("allyOfAttacker", neutral, [friend])).toBe(false);
  });

  it("a declared formula outside the dice grammar is refused", () => {
    expect(() => checkExtraDamage({ formula: "1d6; drop", condition: "always" })).toThrow(RuleInputError);
    expect(() => checkExtraDamage({ formula: "1d6", levelEvery: 2 })).toThrow(/levelFormula/);
  });
});

describe("RES-6 the situational bonus stays within ±10", () => {
  it.each([
    ["", ""],
    ["+2", "2"],
    ["1d4", "1d4"],
    ["-1d6 + 2", "-1d6 + 2"],
    ["2d4 + 2", "2d4 + 2"],
  ])("%j is accepted as %j", (input, out) => {
    expect(checkSituationalBonus(input)).toBe(out);
  });
  it.each(["11", "2d6", "1d10 + 1", "@abilities.str.mod", "1d4 * 3"])("%j is refused", (input) => {
    expect(() => checkSituationalBonus(input)).toThrow(RuleInputError);
  });
});

describe("RES-7 casting a concentration spell starts concentration and ends the previous one", () => {
  it("Bless then Hold Person: Bless ends (newEffect); a spell without concentration changes nothing", () => {
    const bless = concentrationOnCast({ effect: null }, { id: "bless", concentration: true });
    expect(bless).toMatchObject({ state: { effect: "bless" }, ended: null });
    const hold = concentrationOnCast({ effect: "bless" }, { id: "hold", concentration: true });
    expect(hold).toMatchObject({ state: { effect: "hold" }, ended: "bless", reason: "newEffect" });
    expect(concentrationOnCast({ effect: "bless" }, { id: "fireball", concentration: false })).toBeNull();
  });
});
