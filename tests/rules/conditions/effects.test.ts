import { describe, expect, it } from "vitest";
import { conditionDefense, conditionRollSources, d20RollPlan, getPreset, resolvePreset } from "../../../src/rules";
import type { ConditionRollInput } from "../../../src/rules";

const policies = (preset: string) => getPreset(preset).policies;
/** The sources as "reason effect[value]" strings, compact to compare. */
const read = (preset: string, input: ConditionRollInput) =>
  conditionRollSources(policies(preset), input).map(
    (s) => `${s.rule} ${s.reason} ${s.effect}${s.value === undefined ? "" : ` ${s.value}`}`,
  );

describe("CND-1 condition effects on the roller's d20 rolls, 5e family", () => {
  it.each(["srd51", "srd52", "a5e", "delta"])(
    "%s: poisoned and frightened give disadvantage on attacks and checks, not saves",
    (preset) => {
      for (const id of ["poisoned", "frightened"]) {
        expect(read(preset, { roll: "attack", base: "str", roller: { [id]: 1 } })).toEqual([
          `CND-1 ${id} disadvantage`,
        ]);
        expect(read(preset, { roll: "check", base: "wis", roller: { [id]: 1 } })).toEqual([`CND-1 ${id} disadvantage`]);
        expect(read(preset, { roll: "save", base: "wis", roller: { [id]: 1 } })).toEqual([]);
      }
    },
  );

  it("restrained: disadvantage on attacks and Dexterity saves only", () => {
    expect(read("srd52", { roll: "attack", roller: { restrained: 1 } })).toEqual(["CND-1 restrained disadvantage"]);
    expect(read("srd52", { roll: "save", base: "dex", roller: { restrained: 1 } })).toEqual([
      "CND-1 restrainedDexSave disadvantage",
    ]);
    expect(read("srd52", { roll: "save", base: "str", roller: { restrained: 1 } })).toEqual([]);
    expect(read("srd52", { roll: "check", base: "dex", roller: { restrained: 1 } })).toEqual([]);
  });

  it("a lone target that is restrained, paralyzed, petrified, stunned or unconscious gives advantage", () => {
    for (const [id, reason] of [
      ["restrained", "targetRestrained"],
      ["paralyzed", "targetParalyzed"],
      ["petrified", "targetPetrified"],
      ["stunned", "targetStunned"],
      ["unconscious", "targetUnconscious"],
    ] as const) {
      expect(read("srd51", { roll: "attack", roller: {}, target: { [id]: 1 } })).toEqual([`CND-1 ${reason} advantage`]);
    }
    expect(read("srd51", { roll: "attack", roller: {}, target: { poisoned: 1, charmed: 1 } })).toEqual([]);
  });

  it("srd51 exhaustion by the 2014 table: level 1 checks, level 3 attacks and saves", () => {
    expect(read("srd51", { roll: "check", base: "str", roller: { exhaustion: 1 } })).toEqual([
      "CND-1 exhaustion disadvantage",
    ]);
    expect(read("srd51", { roll: "attack", roller: { exhaustion: 2 } })).toEqual([]);
    expect(read("srd51", { roll: "save", base: "con", roller: { exhaustion: 2 } })).toEqual([]);
    expect(read("srd51", { roll: "attack", roller: { exhaustion: 3 } })).toEqual(["CND-1 exhaustion disadvantage"]);
    expect(read("srd51", { roll: "save", base: "con", roller: { exhaustion: 3 } })).toEqual([
      "CND-1 exhaustion disadvantage",
    ]);
  });

  it.each(["srd52", "delta"])("%s exhaustion: −2 per level on every d20 test", (preset) => {
    for (const roll of ["attack", "check", "save"] as const) {
      expect(read(preset, { roll, roller: { exhaustion: 3 } })).toEqual(["CND-1 exhaustion modifier -6"]);
    }
  });

  it("a5e has no exhaustion condition (fatigue instead): a stray exhaustion status does nothing", () => {
    expect(read("a5e", { roll: "check", roller: { exhaustion: 4 } })).toEqual([]);
  });
});

describe("TA-12 condition effects, threeAction: typed status penalties (TA-1 keeps the worst)", () => {
  it("frightened and sickened apply to every check, attack and save; both are listed, as status", () => {
    expect(read("threeAction", { roll: "save", base: "will", roller: { frightened: 2 } })).toEqual([
      "TA-12 frightened modifier -2",
    ]);
    expect(read("threeAction", { roll: "attack", base: "str", roller: { frightened: 1, sickened: 3 } })).toEqual([
      "TA-12 frightened modifier -1",
      "TA-12 sickened modifier -3",
    ]);
    const sources = conditionRollSources(policies("threeAction"), {
      roll: "attack",
      base: "str",
      roller: { frightened: 1, sickened: 3 },
    });
    expect(sources.every((s) => s.bonusType === "status")).toBe(true);
    const plan = d20RollPlan(sources, policies("threeAction").success);
    expect(plan.modifier).toBe(-3);
    expect(plan.suppressed.map((s) => s.reason)).toEqual(["frightened"]);
  });

  it("clumsy, enfeebled, drained and stupefied only on rolls of their ability or save", () => {
    expect(read("threeAction", { roll: "save", base: "reflex", roller: { clumsy: 2 } })).toEqual([
      "TA-12 clumsy modifier -2",
    ]);
    expect(read("threeAction", { roll: "attack", base: "dex", roller: { clumsy: 1 } })).toEqual([
      "TA-12 clumsy modifier -1",
    ]);
    expect(read("threeAction", { roll: "attack", base: "str", roller: { clumsy: 3 } })).toEqual([]);
    expect(read("threeAction", { roll: "attack", base: "str", roller: { enfeebled: 2 } })).toEqual([
      "TA-12 enfeebled modifier -2",
    ]);
    expect(read("threeAction", { roll: "save", base: "fortitude", roller: { drained: 1 } })).toEqual([
      "TA-12 drained modifier -1",
    ]);
    expect(read("threeAction", { roll: "perception", roller: { stupefied: 2 } })).toEqual([
      "TA-12 stupefied modifier -2",
    ]);
  });

  it("unconscious: −4 status to Perception and Reflex, nothing on Fortitude", () => {
    expect(read("threeAction", { roll: "perception", roller: { unconscious: 1 } })).toEqual([
      "TA-12 unconsciousPenalty modifier -4",
    ]);
    expect(read("threeAction", { roll: "save", base: "reflex", roller: { unconscious: 1, frightened: 2 } })).toEqual([
      "TA-12 frightened modifier -2",
      "TA-12 unconsciousPenalty modifier -4",
    ]);
    expect(read("threeAction", { roll: "save", base: "fortitude", roller: { unconscious: 1 } })).toEqual([]);
  });

  it("5e conditions do nothing under threeAction's rules, and threeAction's nothing under 5e's", () => {
    expect(read("threeAction", { roll: "attack", roller: { poisoned: 1 } })).toEqual([]);
    expect(read("srd52", { roll: "attack", base: "dex", roller: { clumsy: 2, sickened: 1 } })).toEqual([]);
  });
});

describe("TA-2 a target's conditions on its AC, stacked by type (TA-1)", () => {
  it("off-guard −2 circumstance; frightened, sickened, clumsy status: the worst status applies", () => {
    const p = policies("threeAction");
    expect(conditionDefense(p, { offGuard: 1 })).toEqual({
      ac: -2,
      sources: [{ rule: "TA-2", reason: "targetOffGuard", effect: "modifier", value: -2, bonusType: "circumstance" }],
    });
    expect(conditionDefense(p, { offGuard: 1, frightened: 1, clumsy: 2 }).ac).toBe(-4);
    expect(conditionDefense(p, { enfeebled: 3, drained: 2 }).ac).toBe(0);
    expect(conditionDefense(policies("srd52"), { offGuard: 1, frightened: 3 })).toEqual({ ac: 0, sources: [] });
  });

  it("prone, grabbed and restrained make it off-guard; two at once are still −2 (circumstance)", () => {
    const p = policies("threeAction");
    for (const id of ["prone", "grabbed", "restrained"]) expect(conditionDefense(p, { [id]: 1 }).ac).toBe(-2);
    const both = conditionDefense(p, { prone: 1, grabbed: 1, offGuard: 1 });
    expect(both.ac).toBe(-2);
    expect(both.sources.map((s) => s.reason)).toEqual(["targetOffGuard", "targetProne", "targetGrabbed"]);
  });

  it("TA-12 unconscious: off-guard and −4 status (frightened 2 with it is beaten): −6", () => {
    expect(conditionDefense(policies("threeAction"), { unconscious: 1, frightened: 2 }).ac).toBe(-6);
  });

  it("the situation's modifiers stack with the conditions': standard cover +2 and off-guard −2 both apply", () => {
    const cover = {
      rule: "COV-1",
      reason: "halfCover",
      effect: "modifier",
      value: 2,
      bonusType: "circumstance",
    } as const;
    const flanked = { ...cover, rule: "TA-6", reason: "targetFlanked", value: -2 } as const;
    expect(conditionDefense(policies("threeAction"), { prone: 1 }, [cover, flanked]).ac).toBe(0);
    expect(conditionDefense(policies("threeAction"), {}, [cover]).ac).toBe(2);
  });
});

describe("CND-1 condition effects follow the policies and refuse bad input", () => {
  it("the exhaustion rule is a policy: srd52 with the 2014 table rolls with disadvantage", () => {
    const p = resolvePreset("srd52", { dying: { exhaustion: "table" } }).policies;
    expect(conditionRollSources(p, { roll: "attack", roller: { exhaustion: 3 } }).map((s) => s.effect)).toEqual([
      "disadvantage",
    ]);
    expect(getPreset("srd51").policies.dying.exhaustion).toBe("table");
    expect(getPreset("srd52").policies.dying.exhaustion).toBe("perLevel");
    expect(getPreset("a5e").policies.dying.exhaustion).toBe("none");
  });

  it("names the field of a bad value", () => {
    const p = policies("srd52");
    expect(() => conditionRollSources(p, { roll: "damage" as never, roller: {} })).toThrow(/^input\.roll/);
    expect(() => conditionRollSources(p, { roll: "check", base: "luck" as never, roller: {} })).toThrow(/^input\.base/);
    expect(() => conditionRollSources(p, { roll: "check", roller: { frightened: 0 } })).toThrow(
      /^input\.roller\.frightened/,
    );
    expect(() => conditionRollSources(p, { roll: "check", roller: { frightened: Number.NaN } })).toThrow(
      /^input\.roller\.frightened/,
    );
    expect(() => conditionRollSources(p, { roll: "attack", roller: {}, target: null as never })).toThrow(
      /^input\.target/,
    );
    expect(() => conditionDefense(p, { offGuard: 1.5 })).toThrow(/^conditions\.offGuard/);
  });
});
