import { describe, expect, it } from "vitest";
import { PRESET_IDS, getPreset, resolvePreset } from "../../../src/rules";
import {
  COMBAT_STEPS,
  COMBAT_STEP_IDS,
  combatStepsFor,
  initiativeReorderApplies,
  nextInInitiative,
} from "../../../src/rules/initiative";

describe("CMB-3 the steps of combat per preset", () => {
  it("srd51 determines surprise before initiative", () => {
    const { setup } = COMBAT_STEPS.srd51;
    expect(setup.indexOf("determineSurprise")).toBeLessThan(setup.indexOf("rollInitiative"));
    expect(setup[0]).toBe("determineSurprise");
    expect(COMBAT_STEPS.srd52.setup).not.toContain("determineSurprise");
  });

  it("a5e sets the scene, checks surprise, rolls initiative, then rounds of world actions → turns → end", () => {
    expect(COMBAT_STEPS.a5e).toEqual({
      setup: ["setScene", "determineSurprise", "rollInitiative"],
      round: ["worldActions", "takeTurns", "endOfRound"],
    });
  });

  it("only a5e's rounds open with world actions; only delta reorders", () => {
    for (const id of PRESET_IDS) {
      expect(COMBAT_STEPS[id].round.includes("worldActions")).toBe(id === "a5e");
      expect(COMBAT_STEPS[id].setup.includes("reorderInitiative")).toBe(id === "delta");
      for (const step of [...COMBAT_STEPS[id].setup, ...COMBAT_STEPS[id].round])
        expect(COMBAT_STEP_IDS).toContain(step);
    }
  });

  it("is frozen data", () => {
    expect(Object.isFrozen(COMBAT_STEPS.a5e.round)).toBe(true);
  });

  it("combatStepsFor matches each preset's own policies, with every optional rule on", () => {
    for (const id of PRESET_IDS) {
      expect(combatStepsFor(id, getPreset(id).policies, { reorderEnabled: true })).toEqual(COMBAT_STEPS[id]);
    }
  });

  it("combatStepsFor follows overridden policies", () => {
    const noWorld = resolvePreset("a5e", { combat: { worldActions: false } }).policies;
    expect(combatStepsFor("a5e", noWorld).round).toEqual(["takeTurns", "endOfRound"]);
    const reorder = resolvePreset("srd52", { initiative: { reorder: "optional" } }).policies;
    expect(combatStepsFor("srd52", reorder, { reorderEnabled: true }).setup).toEqual([
      "establishPositions",
      "rollInitiative",
      "reorderInitiative",
    ]);
    const noReorder = resolvePreset("delta", { initiative: { reorder: "never" } }).policies;
    expect(combatStepsFor("delta", noReorder, { reorderEnabled: true }).setup).toEqual([
      "establishPositions",
      "rollInitiative",
    ]);
  });

  it("rejects an unknown preset or bad policies naming the field", () => {
    expect(() => combatStepsFor("pf2e", getPreset("srd52").policies)).toThrow(/^presetId:/);
    expect(() => combatStepsFor("srd52", { combat: {}, initiative: { reorder: "never" } } as never)).toThrow(
      /^policies\.combat\.worldActions:/,
    );
    expect(() => combatStepsFor("delta", getPreset("delta").policies, { reorderEnabled: "yes" as never })).toThrow(
      /^options\.reorderEnabled:/,
    );
  });
});

describe("INIT-14 / CMB-3 the delta reorder step is optional, off until the world turns it on", () => {
  const delta = getPreset("delta").policies;

  it("delta has no reorder step by default", () => {
    expect(delta.initiative.reorder).toBe("optional");
    expect(combatStepsFor("delta", delta).setup).toEqual(["establishPositions", "rollInitiative"]);
    expect(combatStepsFor("delta", delta, { reorderEnabled: false }).setup).not.toContain("reorderInitiative");
    expect(initiativeReorderApplies(delta.initiative)).toBe(false);
  });

  it("the world setting adds it where the preset makes it optional, and only there", () => {
    expect(combatStepsFor("delta", delta, { reorderEnabled: true }).setup).toEqual([
      "establishPositions",
      "rollInitiative",
      "reorderInitiative",
    ]);
    expect(initiativeReorderApplies(delta.initiative, { reorderEnabled: true })).toBe(true);
    const srd52 = getPreset("srd52").policies;
    expect(srd52.initiative.reorder).toBe("never");
    expect(combatStepsFor("srd52", srd52, { reorderEnabled: true }).setup).not.toContain("reorderInitiative");
    expect(initiativeReorderApplies(srd52.initiative, { reorderEnabled: true })).toBe(false);
  });

  it("a boolean reorder policy is refused, naming the field", () => {
    expect(() => initiativeReorderApplies({ ...delta.initiative, reorder: true as never })).toThrow(
      /^policies\.reorder:/,
    );
    expect(() => resolvePreset("delta", { initiative: { reorder: true as never } })).toThrow(
      /^overrides\.initiative\.reorder:/,
    );
  });
});

describe("CMB-2 the same order every round", () => {
  const order = ["a", "b", "c"];

  it("walks the order and wraps to the top for each new round", () => {
    expect(nextInInitiative(order, null)).toEqual({ id: "a", newRound: false });
    expect(nextInInitiative(order, "a")).toEqual({ id: "b", newRound: false });
    expect(nextInInitiative(order, "c")).toEqual({ id: "a", newRound: true });
    let current: string | null = null;
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      current = nextInInitiative(order, current).id;
      seen.push(current);
    }
    expect(seen).toEqual([...order, ...order, ...order]);
  });

  it("rejects an empty order or an unknown current id", () => {
    expect(() => nextInInitiative([], null)).toThrow(/^order:/);
    expect(() => nextInInitiative(order, "z")).toThrow(/^currentId: unknown/);
  });
});
