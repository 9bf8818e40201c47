import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONCENTRATION_END_REASONS,
  CONCENTRATION_MAX_DC,
  checkConcentrationState,
  concentrationChecksEnabled,
  concentrationSaveDC,
  endConcentration,
  noConcentration,
  onConcentrationDamage,
  onConcentratorDeath,
  onConcentratorIncapacitated,
  resolveConcentrationSave,
  startConcentration,
} from "../../../src/rules/concentration";
import { RuleInputError } from "../../../src/rules/errors";
import { getPreset, resolvePreset } from "../../../src/rules/presets";

function expectField(call: () => unknown, field: string): void {
  expect(call).toThrow(RuleInputError);
  expect(call).toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}:`));
}

const holding = { effect: "bless" } as const;

describe("ATK-21 concentration save DC", () => {
  it.each([
    [0, 10],
    [1, 10],
    [21, 10],
    [22, 11],
    [23, 11],
    [45, 22],
    [60, 30],
    [61, 30],
    [200, 30],
  ])("damage %i → DC %i", (damage, dc) => {
    expect(concentrationSaveDC(damage)).toBe(dc);
  });

  it("is max(10, ⌊damage/2⌋) capped at 30 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (damage) => {
        const dc = concentrationSaveDC(damage);
        expect(dc).toBe(Math.min(30, Math.max(10, Math.floor(damage / 2))));
        expect(dc).toBeGreaterThanOrEqual(10);
        expect(dc).toBeLessThanOrEqual(CONCENTRATION_MAX_DC);
      }),
    );
  });

  it("takes another cap, or none", () => {
    expect(concentrationSaveDC(100, null)).toBe(50);
    expect(concentrationSaveDC(100, 40)).toBe(40);
    expect(concentrationSaveDC(7.9)).toBe(10);
  });

  it.each<[string, () => unknown, string]>([
    ["negative damage", () => concentrationSaveDC(-1), "damage"],
    ["NaN damage", () => concentrationSaveDC(Number.NaN), "damage"],
    ["a cap below 10", () => concentrationSaveDC(5, 9), "maxDc"],
    ["a fractional cap", () => concentrationSaveDC(5, 12.5), "maxDc"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });

  it("is on in srd52, delta, srd51 and a5e, off in threeAction", () => {
    for (const id of ["srd51", "srd52", "a5e", "delta"] as const)
      expect(concentrationChecksEnabled(getPreset(id).policies)).toBe(true);
    expect(concentrationChecksEnabled(getPreset("threeAction").policies)).toBe(false);
    expect(concentrationChecksEnabled(resolvePreset("srd52", { attack: { concentration: false } }).policies)).toBe(
      false,
    );
    expectField(() => concentrationChecksEnabled(null as never), "policies");
    expectField(() => concentrationChecksEnabled({} as never), "policies.attack");
    expectField(
      () => concentrationChecksEnabled({ attack: { concentration: 1 } } as never),
      "policies.attack.concentration",
    );
  });
});

describe("ATK-21 what ends concentration", () => {
  it("names its end reasons", () => {
    expect(CONCENTRATION_END_REASONS).toEqual(["newEffect", "failedSave", "incapacitated", "death", "voluntary"]);
  });

  it("starting an effect ends the previous one", () => {
    expect(startConcentration(noConcentration(), "bless")).toEqual({
      state: { effect: "bless" },
      ended: null,
      reason: null,
      check: null,
    });
    expect(startConcentration(holding, "haste")).toEqual({
      state: { effect: "haste" },
      ended: "bless",
      reason: "newEffect",
      check: null,
    });
  });

  it("damage calls for a Con save with the DC, and nothing ends yet", () => {
    expect(onConcentrationDamage(holding, 30)).toEqual({
      state: { effect: "bless" },
      ended: null,
      reason: null,
      check: { ability: "con", dc: 15 },
    });
    expect(onConcentrationDamage(holding, 3).check).toEqual({ ability: "con", dc: 10 });
  });

  it("no check without concentration or without damage", () => {
    expect(onConcentrationDamage(noConcentration(), 30).check).toBeNull();
    expect(onConcentrationDamage(holding, 0).check).toBeNull();
  });

  it("a failed save ends the effect, a passed one keeps it", () => {
    expect(resolveConcentrationSave(holding, { passed: false })).toMatchObject({
      state: { effect: null },
      ended: "bless",
      reason: "failedSave",
    });
    expect(resolveConcentrationSave(holding, { passed: true })).toMatchObject({
      state: { effect: "bless" },
      ended: null,
      reason: null,
    });
  });

  it("Incapacitated, death and the creator's choice end it", () => {
    expect(onConcentratorIncapacitated(holding)).toMatchObject({
      state: { effect: null },
      ended: "bless",
      reason: "incapacitated",
    });
    expect(onConcentratorDeath(holding)).toMatchObject({ state: { effect: null }, ended: "bless", reason: "death" });
    expect(endConcentration(holding)).toMatchObject({ state: { effect: null }, ended: "bless", reason: "voluntary" });
  });

  it("ending nothing reports no reason", () => {
    for (const end of [onConcentratorIncapacitated, onConcentratorDeath, endConcentration]) {
      expect(end(noConcentration())).toEqual({ state: { effect: null }, ended: null, reason: null, check: null });
    }
    expect(resolveConcentrationSave(noConcentration(), { passed: false }).reason).toBeNull();
  });

  it("every step is frozen and leaves its input alone (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        fc.nat(300),
        (id, damage) => {
          const state = { effect: id };
          const step = onConcentrationDamage(state, damage);
          expect(Object.isFrozen(step.state)).toBe(true);
          expect(state).toEqual({ effect: id });
          if (damage > 0) expect(step.check?.dc).toBe(concentrationSaveDC(damage));
        },
      ),
    );
  });

  it("checks a stored state", () => {
    expect(checkConcentrationState({ effect: "bless" })).toEqual({ effect: "bless" });
    expect(checkConcentrationState({ effect: null })).toEqual({ effect: null });
  });

  it.each<[string, () => unknown, string]>([
    ["a state that is not an object", () => startConcentration(null as never, "x"), "state"],
    ["an empty effect id in the state", () => endConcentration({ effect: "" }), "state.effect"],
    ["a numeric effect in the state", () => checkConcentrationState({ effect: 3 }), "state.effect"],
    ["an empty new effect", () => startConcentration(holding, " "), "effectId"],
    ["negative damage", () => onConcentrationDamage(holding, -4), "damage"],
    ["NaN damage", () => onConcentrationDamage(holding, Number.NaN), "damage"],
    ["a missing save result", () => resolveConcentrationSave(holding, null as never), "result"],
    ["a non-boolean passed", () => resolveConcentrationSave(holding, { passed: "no" } as never), "result.passed"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ATK-21 the DC cap follows the preset", () => {
  it("caps at 30 in srd52 and delta, not in srd51 and a5e", async () => {
    const { getPreset, onConcentrationDamage } = await import("../../../src/rules");
    const held = { effect: "bless" };
    const dc = (preset: string) =>
      onConcentrationDamage(held, 80, getPreset(preset).policies.attack.concentrationMaxDc).check?.dc;
    expect(dc("srd52")).toBe(30);
    expect(dc("delta")).toBe(30);
    expect(dc("srd51")).toBe(40);
    expect(dc("a5e")).toBe(40);
  });
});
