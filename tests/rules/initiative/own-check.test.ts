import { describe, expect, it } from "vitest";
import { getPreset, initiativeRollInputs } from "../../../src/rules";

const policies = (id: string) => getPreset(id).policies.initiative;
const own = { ability: "wis", skill: "perception", modifier: 6 } as const;

describe("INIT-2 a5e: the creature's own initiative check", () => {
  it("replaces Dexterity when the GM chose none", () => {
    const inputs = initiativeRollInputs(policies("a5e"), { dexterityModifier: 1, initiativeBonus: 1, ownCheck: own });
    expect(inputs.check).toEqual({ kind: "ability", ability: "wis", skill: "perception" });
    expect(inputs.modifier).toBe(7);
    expect(inputs.sources).toEqual([]);
  });

  it("the GM's choice for the combat wins over the creature's own", () => {
    const inputs = initiativeRollInputs(policies("a5e"), {
      dexterityModifier: 1,
      ownCheck: own,
      chosenCheck: { ability: "str", modifier: 2 },
    });
    expect(inputs.check).toEqual({ kind: "ability", ability: "str" });
    expect(inputs.modifier).toBe(2);
  });

  it("ATK-6: a skill with an a5e expertise die adds it as a source, beside the other sources", () => {
    const inputs = initiativeRollInputs(policies("a5e"), {
      dexterityModifier: 1,
      ownCheck: { ...own, expertiseDie: 6 },
      suddenActionSide: true,
    });
    expect(inputs.sources).toEqual([
      { rule: "ATK-6", reason: "skillExpertise", effect: "expertiseDie", value: 6 },
      { rule: "INIT-8", reason: "suddenAction", effect: "advantage" },
    ]);
    expect(() =>
      initiativeRollInputs(policies("a5e"), { dexterityModifier: 1, ownCheck: { ...own, expertiseDie: 5 as never } }),
    ).toThrow(/^combatant\.ownCheck\.expertiseDie:/);
  });

  it("INIT-1 / INIT-3: srd51, srd52, delta and threeAction ignore the creature's own check (no refusal)", () => {
    for (const id of ["srd51", "srd52", "delta"]) {
      const inputs = initiativeRollInputs(policies(id), {
        dexterityModifier: 1,
        ownCheck: { ...own, expertiseDie: 4 },
      });
      expect(inputs.check).toEqual({ kind: "ability", ability: "dex" });
      expect(inputs.modifier).toBe(1);
      expect(inputs.sources).toEqual([]);
    }
    const three = initiativeRollInputs(policies("threeAction"), { perception: 9, ownCheck: own });
    expect(three).toMatchObject({ check: { kind: "perception" }, modifier: 9, sources: [] });
  });
});
