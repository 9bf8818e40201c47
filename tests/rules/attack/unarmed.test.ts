import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import {
  SHOVE_PUSH_FEET,
  grappleAttempt,
  grappleDc,
  grappleEscape,
  unarmedStrike,
  type GrappleInput,
} from "../../../src/rules/attack";
import { A5E, DELTA, SRD51, SRD52, THREE } from "./helpers";

describe("ATK-11 unarmed strike", () => {
  it("hits with Str + proficiency and deals 1 + Str bludgeoning", () => {
    expect(unarmedStrike(DELTA, { strengthModifier: 3, proficiencyBonus: 2 })).toEqual({
      attackBonus: 5,
      damage: { amount: 4, type: "bludgeoning" },
    });
    expect(unarmedStrike(A5E, { strengthModifier: 0, proficiencyBonus: 4 }).damage?.amount).toBe(1);
  });

  it("never deals negative damage", () => {
    expect(unarmedStrike(SRD52, { strengthModifier: -3, proficiencyBonus: 2 })).toEqual({
      attackBonus: -1,
      damage: { amount: 0, type: "bludgeoning" },
    });
  });

  it("leaves damage to the preset where the policy is off", () => {
    expect(unarmedStrike(THREE, { strengthModifier: 2, proficiencyBonus: 2 }).damage).toBeNull();
  });

  it("damage is 1 + Str whenever that is positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), fc.integer({ min: 0, max: 9 }), (str, prof) => {
        const r = unarmedStrike(SRD52, { strengthModifier: str, proficiencyBonus: prof });
        expect(r.attackBonus).toBe(str + prof);
        expect(r.damage?.amount).toBe(Math.max(0, 1 + str));
      }),
    );
  });

  it("rejects bad modifiers by name", () => {
    expect(() => unarmedStrike(SRD52, { strengthModifier: 11, proficiencyBonus: 2 })).toThrow(/^strengthModifier:/);
    expect(() => unarmedStrike(SRD52, { strengthModifier: 1, proficiencyBonus: -1 })).toThrow(/^proficiencyBonus:/);
  });
});

const grab = (over: Partial<GrappleInput> = {}): GrappleInput => ({
  manoeuvre: "grapple",
  strengthModifier: 3,
  proficiencyBonus: 2,
  size: "medium",
  targetSize: "medium",
  freeHands: 1,
  ...over,
});

describe("ATK-12 grapple and shove", () => {
  it("DC 8 + Str + proficiency; delta saves with Constitution", () => {
    expect(grappleAttempt(DELTA, grab())).toEqual({
      allowed: true,
      reason: "allowed",
      resolution: "save",
      dc: 13,
      saveAbilities: ["con"],
      outcomes: [],
    });
  });

  it("srd52: the target saves with Strength or Dexterity, its choice", () => {
    expect(grappleAttempt(SRD52, grab()).saveAbilities).toEqual(["str", "dex"]);
  });

  it("srd51 and a5e: a contest, no DC", () => {
    for (const p of [SRD51, A5E]) {
      expect(grappleAttempt(p, grab())).toMatchObject({ resolution: "contest", dc: null, saveAbilities: [] });
    }
  });

  it("only against targets at most one size larger", () => {
    expect(grappleAttempt(DELTA, grab({ targetSize: "large" })).allowed).toBe(true);
    expect(grappleAttempt(DELTA, grab({ targetSize: "huge" }))).toMatchObject({
      allowed: false,
      reason: "targetTooLarge",
    });
    expect(grappleAttempt(DELTA, grab({ manoeuvre: "shove", targetSize: "huge" })).reason).toBe("targetTooLarge");
    expect(grappleAttempt(DELTA, grab({ size: "tiny", targetSize: "gargantuan" })).allowed).toBe(false);
  });

  it("a grapple needs a free hand; a shove does not", () => {
    expect(grappleAttempt(DELTA, grab({ freeHands: 0 })).reason).toBe("noFreeHand");
    const shove: GrappleInput = {
      manoeuvre: "shove",
      strengthModifier: 3,
      proficiencyBonus: 2,
      size: "medium",
      targetSize: "large",
    };
    expect(grappleAttempt(DELTA, shove)).toMatchObject({ allowed: true, outcomes: ["push", "prone"] });
    expect(SHOVE_PUSH_FEET).toBe(5);
  });

  it("escape: an action, Athletics or Acrobatics against the same DC", () => {
    expect(grappleEscape(DELTA, { strengthModifier: 3, proficiencyBonus: 2 })).toEqual({
      costs: "action",
      skills: ["athletics", "acrobatics"],
      dc: 13,
    });
    expect(grappleEscape(A5E, { strengthModifier: 3, proficiencyBonus: 2 }).dc).toBeNull();
    expect(grappleDc(SRD52, 0, 2)).toBe(10);
  });

  it("the size limit holds for every pair of sizes", () => {
    const sizes = ["tiny", "small", "medium", "large", "huge", "gargantuan", "titanic"];
    fc.assert(
      fc.property(fc.nat(6), fc.nat(6), (a, b) => {
        const r = grappleAttempt(SRD52, grab({ size: sizes[a] ?? "", targetSize: sizes[b] ?? "" }));
        expect(r.allowed).toBe(b - a <= 1);
      }),
    );
  });

  it("rejects an unknown size, a missing hand count and a bad manoeuvre by name", () => {
    expect(() => grappleAttempt(DELTA, grab({ targetSize: "enormous" }))).toThrow(RuleInputError);
    expect(() => grappleAttempt(DELTA, grab({ targetSize: "enormous" }))).toThrow(/^targetSize:/);
    expect(() => grappleAttempt(DELTA, grab({ size: 3 as never }))).toThrow(/^size:/);
    expect(() => grappleAttempt(DELTA, { ...grab(), freeHands: undefined } as never)).toThrow(/^freeHands:/);
    expect(() => grappleAttempt(DELTA, grab({ manoeuvre: "trip" as never }))).toThrow(/^manoeuvre:/);
    expect(() => grappleEscape(DELTA, null as never)).toThrow(/^grappler:/);
    expect(() =>
      grappleAttempt({ ...DELTA, attack: { ...DELTA.attack, grappleSave: "wis" } } as never, grab()),
    ).toThrow(/^policies\.attack\.grappleSave:/);
  });
});
