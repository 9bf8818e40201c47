import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError, applyDamageDefenses, type DamageDefenses } from "../../../src/rules";

const none: DamageDefenses = { resistances: {}, immunities: [], vulnerabilities: {} };

describe("damage defenses (srd51, srd52, a5e, delta): resistance, immunity, vulnerability per type", () => {
  const defenses: DamageDefenses = { resistances: { fire: 0 }, immunities: ["poison"], vulnerabilities: { cold: 0 } };
  it("resistance halves rounded down, immunity is 0, vulnerability doubles, other types untouched", () => {
    const r = applyDamageDefenses("multiply", defenses, [
      { type: "fire", amount: 7 },
      { type: "poison", amount: 5 },
      { type: "cold", amount: 4 },
      { type: "slashing", amount: 6 },
      { type: "", amount: 2 },
    ]);
    expect(r.parts.map((p) => [p.taken, p.effect])).toEqual([
      [3, "resisted"],
      [0, "immune"],
      [8, "vulnerable"],
      [6, "none"],
      [2, "none"],
    ]);
    expect(r.total).toBe(19);
  });
  it("resistance and vulnerability to one type: halved, then doubled", () => {
    const both = { resistances: { fire: 0 }, immunities: [], vulnerabilities: { fire: 0 } };
    expect(applyDamageDefenses("multiply", both, [{ type: "fire", amount: 7 }]).total).toBe(6);
  });
  it("never more than double, never negative (property)", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.boolean(), fc.boolean(), (amount, resist, weak) => {
        const d = { resistances: resist ? { fire: 0 } : {}, immunities: [], vulnerabilities: weak ? { fire: 0 } : {} };
        const t = applyDamageDefenses("multiply", d, [{ type: "fire", amount }]).total;
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(amount * 2);
      }),
    );
  });
});

describe("damage defenses (threeAction): resistance N and weakness N", () => {
  const defenses: DamageDefenses = { resistances: { fire: 5 }, immunities: ["poison"], vulnerabilities: { cold: 3 } };
  it("resistance subtracts (not below 0), weakness adds, immunity is 0", () => {
    const r = applyDamageDefenses("flat", defenses, [
      { type: "fire", amount: 7 },
      { type: "fire", amount: 2 },
      { type: "cold", amount: 4 },
      { type: "poison", amount: 9 },
    ]);
    // TA-10: the two fire parts are one 9-point total, resisted once (9 − 5).
    expect(r.parts.map((p) => p.taken)).toEqual([4, 7, 0]);
    expect(r.total).toBe(11);
  });
  it("weakness adds nothing to no damage; bad input is refused", () => {
    expect(applyDamageDefenses("flat", defenses, [{ type: "cold", amount: 0 }]).total).toBe(0);
    expect(applyDamageDefenses("flat", none, [{ type: "cold", amount: 3 }]).total).toBe(3);
    expect(() => applyDamageDefenses("flat", none, [])).toThrow(RuleInputError);
    expect(() => applyDamageDefenses("flat", none, [{ type: "x", amount: -1 }])).toThrow(RuleInputError);
  });
});

describe("the defense model follows the preset's rule family", () => {
  it("threeAction subtracts and adds (flat); srd51, srd52, a5e and delta halve and double (multiply)", async () => {
    const { defenseModelFor, getPreset } = await import("../../../src/rules");
    const models = ["srd51", "srd52", "a5e", "threeAction", "delta"].map((id) =>
      defenseModelFor(getPreset(id).policies),
    );
    expect(models).toEqual(["multiply", "multiply", "multiply", "flat", "multiply"]);
  });
});
