import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError, getPreset, resolvePreset } from "../../../src/rules";
import { initiativeRollInputs } from "../../../src/rules/initiative";

const policies = (id: string) => getPreset(id).policies.initiative;

describe("INIT-1 initiative is d20 + Dexterity modifier + bonuses", () => {
  it.each(["srd51", "srd52", "delta"])("%s rolls a Dexterity check with the bonus added", (id) => {
    const inputs = initiativeRollInputs(policies(id), { dexterityModifier: 3, initiativeBonus: 2 });
    expect(inputs.check).toEqual({ kind: "ability", ability: "dex" });
    expect(inputs.modifier).toBe(5);
    expect(inputs.sources).toEqual([]);
    expect(inputs.fixedTotal).toBeUndefined();
    expect(inputs.losesFirstTurn).toBe(false);
  });

  it("adds any Dexterity modifier and bonus", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), fc.integer({ min: -5, max: 10 }), (dex, bonus) => {
        const inputs = initiativeRollInputs(policies("srd52"), { dexterityModifier: dex, initiativeBonus: bonus });
        expect(inputs.modifier).toBe(dex + bonus);
      }),
    );
  });

  it("needs the Dexterity modifier", () => {
    expect(() => initiativeRollInputs(policies("srd52"), {})).toThrow(/^combatant\.dexterityModifier: required/);
    expect(() => initiativeRollInputs(policies("srd52"), { dexterityModifier: Number.NaN })).toThrow(RuleInputError);
  });
});

describe("INIT-2 initiative is an ability check the GM may change (a5e)", () => {
  it("defaults to Dexterity", () => {
    const inputs = initiativeRollInputs(policies("a5e"), { dexterityModifier: 2 });
    expect(inputs.check).toEqual({ kind: "ability", ability: "dex" });
    expect(inputs.modifier).toBe(2);
  });

  it("uses the GM's chosen ability and skill with its modifier", () => {
    const inputs = initiativeRollInputs(policies("a5e"), {
      dexterityModifier: 2,
      initiativeBonus: 1,
      chosenCheck: { ability: "wis", skill: "perception", modifier: 6 },
    });
    expect(inputs.check).toEqual({ kind: "ability", ability: "wis", skill: "perception" });
    expect(inputs.modifier).toBe(7);
    const plain = initiativeRollInputs(policies("a5e"), { chosenCheck: { ability: "str", modifier: 4 } });
    expect(plain.check).toEqual({ kind: "ability", ability: "str" });
  });

  it.each(["srd51", "srd52", "threeAction", "delta"])("%s refuses a GM-chosen check", (id) => {
    expect(() =>
      initiativeRollInputs(policies(id), {
        dexterityModifier: 2,
        perception: 3,
        chosenCheck: { ability: "wis", modifier: 6 },
      }),
    ).toThrow(/^combatant\.chosenCheck: .*INIT-2/);
  });

  it("refuses a malformed choice", () => {
    expect(() =>
      initiativeRollInputs(policies("a5e"), { chosenCheck: { ability: "luck" as "str", modifier: 1 } }),
    ).toThrow(/^combatant\.chosenCheck\.ability:/);
    expect(() =>
      initiativeRollInputs(policies("a5e"), { chosenCheck: { ability: "cha", skill: "", modifier: 1 } }),
    ).toThrow(/^combatant\.chosenCheck\.skill:/);
  });
});

describe("INIT-3 initiative is d20 + Perception (threeAction)", () => {
  it("adds Perception, not Dexterity", () => {
    const inputs = initiativeRollInputs(policies("threeAction"), { dexterityModifier: 4, perception: 7 });
    expect(inputs.check).toEqual({ kind: "perception" });
    expect(inputs.modifier).toBe(7);
  });

  it("needs Perception", () => {
    expect(() => initiativeRollInputs(policies("threeAction"), { dexterityModifier: 4 })).toThrow(
      /^combatant\.perception: required/,
    );
  });
});

describe("INIT-5 surprise gives disadvantage on initiative (srd52, delta only)", () => {
  it.each(["srd52", "delta"])("%s: a surprised combatant rolls with disadvantage", (id) => {
    const inputs = initiativeRollInputs(policies(id), { dexterityModifier: 1, surprised: true });
    expect(inputs.sources).toEqual([{ rule: "INIT-5", reason: "surprised", effect: "disadvantage" }]);
    expect(inputs.losesFirstTurn).toBe(false);
  });

  it("threeAction has no surprise rule: no disadvantage and no lost turn", () => {
    expect(policies("threeAction").surprise).toBe("none");
    const inputs = initiativeRollInputs(policies("threeAction"), { perception: 6, surprised: true });
    expect(inputs).toEqual({ check: { kind: "perception" }, modifier: 6, sources: [], losesFirstTurn: false });
  });

  it.each(["srd51", "a5e"])("%s: surprise doesn't touch the roll", (id) => {
    const inputs = initiativeRollInputs(policies(id), { dexterityModifier: 1, surprised: true });
    expect(inputs.sources).toEqual([]);
  });
});

describe("INIT-6 surprise costs the first turn (srd51, a5e)", () => {
  it.each(["srd51", "a5e"])("%s: a surprised combatant loses its first turn", (id) => {
    expect(initiativeRollInputs(policies(id), { dexterityModifier: 1, surprised: true }).losesFirstTurn).toBe(true);
    expect(initiativeRollInputs(policies(id), { dexterityModifier: 1, surprised: false }).losesFirstTurn).toBe(false);
  });

  it.each(["srd52", "delta"])("%s: surprise never costs a turn", (id) => {
    expect(initiativeRollInputs(policies(id), { dexterityModifier: 1, surprised: true }).losesFirstTurn).toBe(false);
  });

  it("rejects a non-boolean flag", () => {
    expect(() =>
      initiativeRollInputs(policies("srd51"), { dexterityModifier: 1, surprised: "yes" as unknown as boolean }),
    ).toThrow(/^combatant\.surprised:/);
  });
});

describe("INIT-7 a surprise-step check is the initiative (a5e)", () => {
  it("a5e uses the existing total and rolls nothing", () => {
    const inputs = initiativeRollInputs(policies("a5e"), {
      dexterityModifier: 2,
      surpriseCheckTotal: 17,
      suddenActionSide: true,
    });
    expect(inputs.fixedTotal).toBe(17);
    expect(inputs.sources).toEqual([]);
  });

  it.each(["srd51", "srd52", "delta"])("%s still rolls", (id) => {
    const inputs = initiativeRollInputs(policies(id), { dexterityModifier: 2, surpriseCheckTotal: 17 });
    expect(inputs.fixedTotal).toBeUndefined();
  });

  it("rejects a non-number total", () => {
    expect(() =>
      initiativeRollInputs(policies("a5e"), { dexterityModifier: 2, surpriseCheckTotal: Number.NaN }),
    ).toThrow(/^combatant\.surpriseCheckTotal:/);
  });
});

describe("INIT-8 sudden action: the instigators may roll with advantage (a5e)", () => {
  it("a5e gives the instigating side advantage", () => {
    const inputs = initiativeRollInputs(policies("a5e"), { dexterityModifier: 0, suddenActionSide: true });
    expect(inputs.sources).toEqual([{ rule: "INIT-8", reason: "suddenAction", effect: "advantage" }]);
    expect(inputs.losesFirstTurn).toBe(false);
  });

  it.each(["srd51", "srd52", "delta"])("%s has no sudden-action advantage", (id) => {
    expect(initiativeRollInputs(policies(id), { dexterityModifier: 0, suddenActionSide: true }).sources).toEqual([]);
  });

  it("after a sudden action nobody is surprised: both flags together are refused, naming the field", () => {
    const mixed = resolvePreset("a5e", { initiative: { surprise: "disadvantage" } }).policies.initiative;
    for (const p of [policies("a5e"), mixed]) {
      expect(() => initiativeRollInputs(p, { dexterityModifier: 0, suddenActionSide: true, surprised: true })).toThrow(
        /^combatant\.suddenActionSide: after a sudden action nobody is surprised/,
      );
    }
    expect(() =>
      initiativeRollInputs(policies("a5e"), { dexterityModifier: 0, suddenActionSide: true, surprised: true }),
    ).toThrow(RuleInputError);
    expect(
      initiativeRollInputs(policies("a5e"), { dexterityModifier: 0, suddenActionSide: true, surprised: false }).sources,
    ).toEqual([{ rule: "INIT-8", reason: "suddenAction", effect: "advantage" }]);
  });
});

describe("initiativeRollInputs input checks", () => {
  it("names the bad field", () => {
    expect(() => initiativeRollInputs(null as never, { dexterityModifier: 0 })).toThrow(/^policies:/);
    expect(() => initiativeRollInputs({ ...policies("srd52"), check: "luck" } as never, {})).toThrow(
      /^policies\.check:/,
    );
    expect(() => initiativeRollInputs(policies("srd52"), [] as never)).toThrow(/^combatant:/);
    expect(() => initiativeRollInputs(policies("srd52"), { dexterityModifier: 0, initiativeBonus: Infinity })).toThrow(
      /^combatant\.initiativeBonus:/,
    );
  });
});
