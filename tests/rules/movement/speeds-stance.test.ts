import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  JUMP_LANDING_DC,
  changeAllSpeeds,
  dispositionRelation,
  dropProneCost,
  flyerFalls,
  jumpDistance,
  mountingCost,
  movementLeft,
  occupiedSpaceEffect,
  planJump,
  sharedSpaceAtTurnEnd,
  speedForMode,
  standUpCost,
} from "../../../src/rules/movement";

describe("MOV-1 movement left", () => {
  it("is Speed once more per Dash, plus extra, minus what was spent", () => {
    expect(movementLeft({ speed: 30 })).toEqual({ total: 30, remaining: 30 });
    expect(movementLeft({ speed: 30, dashes: 1, used: 20 })).toEqual({ total: 60, remaining: 40 });
    expect(movementLeft({ speed: 30, used: 45, extra: 10 })).toEqual({ total: 40, remaining: 0 });
    expect(() => movementLeft({ speed: Number.NaN })).toThrow(/^speed: /);
    expect(() => movementLeft({ speed: 30, dashes: -1 })).toThrow(/^dashes: /);
  });
});

describe("MOV-8 several speeds", () => {
  it("switching subtracts the distance moved from the new speed", () => {
    // delta's example: Speed 30, fly 40: fly 10, walk 10, then 20 ft of flight remain.
    expect(movementLeft({ speed: 40, used: 20 }).remaining).toBe(20);
    expect(movementLeft({ speed: 30, used: 30 }).remaining).toBe(0);
  });
  it("a change to Speed changes every special speed equally", () => {
    const speeds = { walk: 30, fly: 60, climb: 20 };
    expect(changeAllSpeeds(speeds, { kind: "add", feet: -10 })).toEqual({ walk: 20, fly: 50, climb: 10 });
    expect(changeAllSpeeds(speeds, { kind: "add", feet: -25 })).toEqual({ walk: 5, fly: 35, climb: 0 });
    expect(changeAllSpeeds(speeds, { kind: "multiply", factor: 0.5 })).toEqual({ walk: 15, fly: 30, climb: 10 });
    expect(changeAllSpeeds(speeds, { kind: "zero" })).toEqual({ walk: 0, fly: 0, climb: 0 });
    expect(() => changeAllSpeeds(speeds, { kind: "halve" } as never)).toThrow(/^change\.kind: /);
    expect(() => changeAllSpeeds({ walk: -1 }, { kind: "zero" })).toThrow(/^speeds\.walk: /);
  });
  it("each mode uses its own speed when the creature has it", () => {
    expect(speedForMode("crawl", { walk: 30 })).toBe("walk");
    expect(speedForMode("climb", { walk: 30 })).toBe("walk");
    expect(speedForMode("climb", { walk: 30, climb: 30 })).toBe("climb");
    expect(speedForMode("swim", { walk: 30, swim: 10 })).toBe("swim");
    expect(speedForMode("swim", { walk: 30 })).toBe("walk");
    expect(speedForMode("fly", { walk: 30 })).toBe("fly");
    expect(speedForMode("burrow", { walk: 30 })).toBe("burrow");
    expect(() => speedForMode("jump" as never, { walk: 30 })).toThrow(/^mode: /);
  });
});

describe("MOV-9 flyers fall", () => {
  it("when incapacitated, prone or without fly speed, unless hovering", () => {
    expect(flyerFalls({ flySpeed: 60 })).toEqual({ falls: false, reasons: [] });
    expect(flyerFalls({ flySpeed: 60, prone: true })).toEqual({ falls: true, reasons: ["prone"] });
    expect(flyerFalls({ flySpeed: 0, incapacitated: true })).toEqual({
      falls: true,
      reasons: ["incapacitated", "noFlySpeed"],
    });
    expect(flyerFalls({ flySpeed: 0, prone: true, hover: true })).toEqual({ falls: false, reasons: [] });
    expect(() => flyerFalls({ flySpeed: -1 })).toThrow(/^flySpeed: /);
  });
});

describe("MOV-10 jumping (delta)", () => {
  it("long jump 5 × Str mod with a 10 ft run-up, half standing; high jump half and a quarter", () => {
    expect(jumpDistance({ kind: "long", strengthModifier: 3, runUp: 10 })).toBe(15);
    expect(jumpDistance({ kind: "long", strengthModifier: 3, runUp: 5 })).toBe(7);
    expect(jumpDistance({ kind: "high", strengthModifier: 4, runUp: 10 })).toBe(10);
    expect(jumpDistance({ kind: "high", strengthModifier: 4 })).toBe(5);
    expect(jumpDistance({ kind: "high", strengthModifier: 3 })).toBe(3);
    expect(jumpDistance({ kind: "long", strengthModifier: -1, runUp: 20 })).toBe(0);
  });
  it("SRD formula: Str score long, 3 + Str mod high, halved standing", () => {
    expect(jumpDistance({ kind: "long", formula: "strengthScore", strengthScore: 15, runUp: 10 })).toBe(15);
    expect(jumpDistance({ kind: "long", formula: "strengthScore", strengthScore: 15 })).toBe(7);
    expect(jumpDistance({ kind: "high", formula: "strengthScore", strengthModifier: 2, runUp: 10 })).toBe(5);
    expect(jumpDistance({ kind: "high", formula: "strengthScore", strengthModifier: 2 })).toBe(2);
  });
  it("each foot jumped costs a foot; landing in difficult terrain asks DC 10 Acrobatics", () => {
    expect(planJump({ kind: "long", strengthModifier: 3, runUp: 10, feet: 15, movementLeft: 20 })).toEqual({
      max: 15,
      legal: true,
      reason: null,
      cost: 15,
      landingCheck: null,
    });
    expect(planJump({ kind: "long", strengthModifier: 3, feet: 10 }).reason).toBe("tooFar");
    expect(planJump({ kind: "long", strengthModifier: 3, runUp: 10, feet: 15, movementLeft: 10 }).reason).toBe(
      "noMovement",
    );
    const rough = planJump({ kind: "long", strengthModifier: 3, runUp: 10, feet: 10, landsInDifficult: true });
    expect(rough.landingCheck).toEqual({ dc: JUMP_LANDING_DC, skill: "acrobatics", onFailure: "prone" });
    expect(() => planJump({ kind: "long", strengthModifier: 3, feet: 0 })).toThrow(/^feet: /);
    expect(() => jumpDistance({ kind: "side" as never, strengthModifier: 3 })).toThrow(/^kind: /);
    expect(() => jumpDistance({ kind: "long", strengthModifier: 2.5 })).toThrow(/^strengthModifier: /);
  });
  it("property: a running jump never falls short of a standing one; high never beats long", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (mod) => {
        const run = jumpDistance({ kind: "long", strengthModifier: mod, runUp: 10 });
        expect(run).toBeGreaterThanOrEqual(jumpDistance({ kind: "long", strengthModifier: mod }));
        expect(jumpDistance({ kind: "high", strengthModifier: mod, runUp: 10 })).toBeLessThanOrEqual(run);
      }),
    );
  });
});

describe("MOV-11 dropping prone and standing up", () => {
  it("dropping prone is free but impossible at Speed 0", () => {
    expect(dropProneCost({ speed: 30 })).toEqual({ allowed: true, cost: 0, reason: null });
    expect(dropProneCost({ speed: 0 })).toEqual({ allowed: false, cost: 0, reason: "speedZero" });
  });
  it("standing up costs half Speed", () => {
    expect(standUpCost({ speed: 30 })).toEqual({ allowed: true, cost: 15, reason: null });
    expect(standUpCost({ speed: 25, movementLeft: 12 })).toEqual({ allowed: true, cost: 12, reason: null });
    expect(standUpCost({ speed: 30, movementLeft: 10 }).reason).toBe("notEnoughMovement");
    expect(standUpCost({ speed: 0 }).reason).toBe("speedZero");
  });
});

describe("MOV-13 mounting and dismounting", () => {
  it("half Speed once per turn (srd51, srd52, a5e)", () => {
    const base = { rule: "halfSpeed", speed: 30, riderSize: "medium", mountSize: "large" } as const;
    expect(mountingCost(base)).toEqual({ allowed: true, cost: 15, reason: null });
    expect(mountingCost({ ...base, alreadyThisTurn: true }).reason).toBe("oncePerTurn");
    expect(mountingCost({ ...base, movementLeft: 10 }).reason).toBe("notEnoughMovement");
    expect(mountingCost({ ...base, speed: 0 }).reason).toBe("speedZero");
  });
  it("delta: the mount's space in feet (Large 10 ft), any number of times", () => {
    const base = { rule: "mountSpace", speed: 30, riderSize: "medium", mountSize: "large" } as const;
    expect(mountingCost(base)).toEqual({ allowed: true, cost: 10, reason: null });
    expect(mountingCost({ ...base, mountSize: "huge", alreadyThisTurn: true }).cost).toBe(15);
  });
  it("the mount must be at least one size larger", () => {
    expect(mountingCost({ rule: "mountSpace", speed: 30, riderSize: "medium", mountSize: "medium" }).reason).toBe(
      "mountTooSmall",
    );
    expect(mountingCost({ rule: "halfSpeed", speed: 30, riderSize: "small", mountSize: "medium" }).allowed).toBe(true);
    expect(() => mountingCost({ rule: "free", speed: 30, riderSize: "medium", mountSize: "large" })).toThrow(/^rule: /);
  });
});

describe("MOV-5 / MOV-6 other creatures' spaces", () => {
  it("dispositions: opposite ones are hostile, equal non-neutral ones allies", () => {
    expect(dispositionRelation(1, -1)).toBe("hostile");
    expect(dispositionRelation(-1, 1)).toBe("hostile");
    expect(dispositionRelation(1, 1)).toBe("ally");
    expect(dispositionRelation(0, 0)).toBe("other");
    expect(dispositionRelation(-2, 1)).toBe("other");
    expect(() => dispositionRelation(2, 1)).toThrow(/^disposition: /);
  });
  it("passing and delta's difficult spaces", () => {
    const mover = { size: "medium", disposition: 1 };
    const foe = { size: "medium", disposition: -1 };
    expect(occupiedSpaceEffect({ mover, other: foe, rule: "passBySize" })).toEqual({
      passable: false,
      difficult: false,
    });
    expect(occupiedSpaceEffect({ mover, other: { ...foe, size: "huge" }, rule: "difficultTerrain" })).toEqual({
      passable: true,
      difficult: true,
    });
    expect(occupiedSpaceEffect({ mover, other: foe, rule: "difficultTerrain" })).toEqual({
      passable: false,
      difficult: true,
    });
    expect(occupiedSpaceEffect({ mover, other: { ...foe, disposition: 1 }, rule: "difficultTerrain" })).toEqual({
      passable: true,
      difficult: false,
    });
    expect(() => occupiedSpaceEffect({ mover, other: { ...foe, size: "big" }, rule: "passBySize" })).toThrow(
      /^other\.size: /,
    );
  });
  it("ending a turn in a shared space: prone unless Tiny or larger", () => {
    const space = { x: 0, y: 0, side: 1 };
    expect(sharedSpaceAtTurnEnd({ mover: { size: "medium", space }, others: [{ size: "medium", space }] })).toEqual({
      shares: true,
      prone: true,
    });
    expect(sharedSpaceAtTurnEnd({ mover: { size: "large", space }, others: [{ size: "medium", space }] })).toEqual({
      shares: true,
      prone: false,
    });
    expect(sharedSpaceAtTurnEnd({ mover: { size: "tiny", space }, others: [{ size: "huge", space }] })).toEqual({
      shares: true,
      prone: false,
    });
    expect(
      sharedSpaceAtTurnEnd({
        mover: { size: "medium", space },
        others: [{ size: "medium", space: { x: 1, y: 0, side: 1 } }],
      }),
    ).toEqual({ shares: false, prone: false });
    expect(() => sharedSpaceAtTurnEnd({ mover: { size: "medium", space }, others: [{ size: "x", space }] })).toThrow(
      /^others\[0\]\.size: /,
    );
  });
});

describe("MOV-10 the jump formula follows the preset", () => {
  it("is the Strength modifier in delta and the Strength score elsewhere", async () => {
    const { getPreset } = await import("../../../src/rules");
    expect(getPreset("delta").policies.movement.jump).toBe("strengthModifier");
    for (const id of ["srd51", "srd52", "a5e"]) expect(getPreset(id).policies.movement.jump).toBe("strengthScore");
  });
});
