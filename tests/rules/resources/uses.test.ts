import { describe, expect, it } from "vitest";
import { checkUses, recoverUses, rollRecharge, sequenceRoller, spendUse } from "../../../src/rules";

const uses = (value: number, max: number, per = "longRest", recharge = 6) =>
  ({ value, max, per, recharge }) as Parameters<typeof spendUse>[0];

describe("RES-4 limited uses and their recovery period", () => {
  it("a use is spent until none is left, then refused", () => {
    const once = spendUse(uses(1, 1));
    expect(once).toEqual({ ok: true, uses: uses(0, 1) });
    expect(spendUse(uses(0, 1))).toEqual({ ok: false, reason: "noUsesLeft", needed: 1, available: 0 });
    // No maximum: unlimited, nothing spent.
    expect(spendUse(uses(0, 0, ""))).toEqual({ ok: true, uses: uses(0, 0, "") });
  });

  it("each period comes back at its moment and not at others", () => {
    expect(recoverUses(uses(0, 1, "turn"), "turn").value).toBe(1);
    expect(recoverUses(uses(0, 1, "round"), "turn").value).toBe(0);
    expect(recoverUses(uses(0, 1, "round"), "round").value).toBe(1);
    expect(recoverUses(uses(0, 2, "shortRest"), "shortRest").value).toBe(2);
    expect(recoverUses(uses(0, 2, "longRest"), "shortRest").value).toBe(0);
    expect(recoverUses(uses(0, 2, "longRest"), "longRest").value).toBe(2);
    expect(recoverUses(uses(0, 3, "dawn"), "dawn").value).toBe(3);
    expect(recoverUses(uses(0, 3, "dawn"), "shortRest").value).toBe(0);
    // A long rest passes a dawn and brings everything shorter back too.
    expect(recoverUses(uses(0, 3, "dawn"), "longRest").value).toBe(3);
    expect(recoverUses(uses(0, 1, "shortRest"), "longRest").value).toBe(1);
    expect(recoverUses(uses(0, 1, ""), "longRest").value).toBe(0);
  });

  it("bad data names its field", () => {
    expect(() => checkUses({ value: 3, max: 2, per: "longRest" })).toThrow(/uses.value/);
    expect(() => checkUses({ value: 0, max: 2, per: "weekly" })).toThrow(/uses.per/);
    expect(() => checkUses({ value: 0, max: 1, per: "recharge", recharge: 1 })).toThrow(/uses.recharge/);
  });
});

describe("RES-4 Recharge N–6 at the start of the monster's turn", () => {
  it("a spent breath weapon (Recharge 5–6) comes back on a 5 or a 6, not on a 4", () => {
    const spent = uses(0, 1, "recharge", 5);
    expect(rollRecharge(spent, sequenceRoller([4]))).toEqual({
      uses: spent,
      roll: { roll: 4, min: 5, recharged: false },
    });
    expect(rollRecharge(spent, sequenceRoller([5]))).toEqual({
      uses: uses(1, 1, "recharge", 5),
      roll: { roll: 5, min: 5, recharged: true },
    });
  });

  it("an available power, or one that isn't a recharge power, rolls nothing", () => {
    const roller = sequenceRoller([6]);
    expect(rollRecharge(uses(1, 1, "recharge", 5), roller).roll).toBeNull();
    expect(rollRecharge(uses(0, 1, "longRest"), roller).roll).toBeNull();
    expect(roller.remaining).toBe(1);
  });
});
