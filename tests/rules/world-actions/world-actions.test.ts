import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkWorldActions,
  useWorldAction,
  worldActionsAtRoundStart,
  worldActionsEnabled,
} from "../../../src/rules/world-actions";
import type { WorldAction } from "../../../src/rules/world-actions";
import { sequenceRoller } from "../../../src/rules/dice-roller";
import { RuleInputError } from "../../../src/rules/errors";
import { PRESET_IDS, getPreset, resolvePreset } from "../../../src/rules/presets";

function expectField(call: () => unknown, field: string): void {
  expect(call).toThrow(RuleInputError);
  expect(call).toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}:`));
}

const flameBurst: WorldAction = { id: "flameBurst", recharge: { min: 4 }, available: true };
const heat: WorldAction = { id: "swelteringHeat", recharge: null, available: true };
const shadow: WorldAction = { id: "shadowPuppet", recharge: { min: 6 }, available: false };

describe("ENV-1 world actions at the start of each round", () => {
  it("are on in a5e only, and a GM may switch them on elsewhere", () => {
    for (const id of PRESET_IDS) expect(worldActionsEnabled(getPreset(id).policies)).toBe(id === "a5e");
    expect(worldActionsEnabled(resolvePreset("srd52", { combat: { worldActions: true } }).policies)).toBe(true);
  });

  it("an action without a recharge can be used every round", () => {
    const used = useWorldAction([heat], "swelteringHeat", sequenceRoller([]));
    expect(used).toEqual({ ok: true, actions: [heat], recharge: null });
    expect(worldActionsAtRoundStart(used.actions, sequenceRoller([])).rolls).toEqual([]);
  });

  it("an action without a recharge found spent is made available without a roll", () => {
    const start = worldActionsAtRoundStart([{ ...heat, available: false }], sequenceRoller([]));
    expect(start).toEqual({ actions: [heat], rolls: [] });
  });

  it.each<[string, () => unknown, string]>([
    ["no policies", () => worldActionsEnabled(null as never), "policies"],
    ["no combat policies", () => worldActionsEnabled({} as never), "policies.combat"],
    [
      "a non-boolean flag",
      () => worldActionsEnabled({ combat: { worldActions: 1 } } as never),
      "policies.combat.worldActions",
    ],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});

describe("ENV-2 world action recharge", () => {
  it("rolls the recharge d6 right after use", () => {
    const kept = useWorldAction([flameBurst, heat], "flameBurst", sequenceRoller([4]));
    expect(kept).toEqual({
      ok: true,
      actions: [flameBurst, heat],
      recharge: { id: "flameBurst", roll: 4, min: 4, recharged: true },
    });
    const spent = useWorldAction([flameBurst, heat], "flameBurst", sequenceRoller([3]));
    expect(spent.actions[0]).toEqual({ ...flameBurst, available: false });
    expect(spent.ok && spent.recharge).toEqual({ id: "flameBurst", roll: 3, min: 4, recharged: false });
  });

  it("without a roller the used action waits for the round start", () => {
    const used = useWorldAction([flameBurst], "flameBurst");
    expect(used).toEqual({ ok: true, actions: [{ ...flameBurst, available: false }], recharge: null });
  });

  it("refuses an action that has not recharged", () => {
    expect(useWorldAction([shadow], "shadowPuppet", sequenceRoller([6]))).toEqual({
      ok: false,
      reason: "notAvailable",
      actions: [shadow],
    });
  });

  it("rolls again at each round start until it recharges", () => {
    const roller = sequenceRoller([5, 6]);
    const round2 = worldActionsAtRoundStart([shadow, flameBurst], roller);
    expect(round2.rolls).toEqual([{ id: "shadowPuppet", roll: 5, min: 6, recharged: false }]);
    expect(round2.actions).toEqual([shadow, flameBurst]);
    const round3 = worldActionsAtRoundStart(round2.actions, roller);
    expect(round3.rolls).toEqual([{ id: "shadowPuppet", roll: 6, min: 6, recharged: true }]);
    expect(round3.actions[0]?.available).toBe(true);
    expect(roller.remaining).toBe(0);
  });

  it("recharges exactly on the listed number or more (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 6 }), (min, roll) => {
        const action = { id: "gale", recharge: { min }, available: false };
        const start = worldActionsAtRoundStart([action], sequenceRoller([roll]));
        expect(start.actions[0]?.available).toBe(roll >= min);
        expect(start.rolls).toEqual([{ id: "gale", roll, min, recharged: roll >= min }]);
        expect(action.available).toBe(false);
        expect(Object.isFrozen(start)).toBe(true);
      }),
    );
  });

  it("checks stored actions", () => {
    expect(checkWorldActions([flameBurst, heat])).toEqual([flameBurst, heat]);
  });

  const roll = sequenceRoller([]);
  it.each<[string, () => unknown, string]>([
    ["actions not a list", () => worldActionsAtRoundStart({} as never, roll), "actions"],
    ["an action without an id", () => checkWorldActions([{ recharge: null, available: true }]), "actions[0].id"],
    ["a duplicate id", () => checkWorldActions([heat, heat]), "actions[1].id"],
    [
      "recharge 1",
      () => checkWorldActions([{ id: "x", recharge: { min: 1 }, available: true }]),
      "actions[0].recharge.min",
    ],
    [
      "recharge 7",
      () => checkWorldActions([{ id: "x", recharge: { min: 7 }, available: true }]),
      "actions[0].recharge.min",
    ],
    [
      "a recharge that is a number",
      () => checkWorldActions([{ id: "x", recharge: 5, available: true }]),
      "actions[0].recharge",
    ],
    ["a missing available", () => checkWorldActions([{ id: "x", recharge: null }]), "actions[0].available"],
    ["no roller", () => worldActionsAtRoundStart([shadow], null as never), "roller"],
    ["a roller without roll", () => worldActionsAtRoundStart([shadow], {} as never), "roller"],
    [
      "a roller giving 7",
      () => worldActionsAtRoundStart([shadow], { roll: () => 7 }),
      "recharge roll for shadowPuppet",
    ],
    ["an unknown id", () => useWorldAction([heat], "tornado"), "id"],
    ["an empty id", () => useWorldAction([heat], ""), "id"],
    ["a bad roller on use", () => useWorldAction([flameBurst], "flameBurst", { roll: 3 } as never), "roller"],
  ])("rejects %s", (_label, call, field) => {
    expectField(call, field);
  });
});
