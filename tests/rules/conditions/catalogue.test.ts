import { describe, expect, it } from "vitest";
import { CONDITION_IDS, conditionsFor, getPreset, resolvePreset } from "../../../src/rules";

const ids = (preset: string) => conditionsFor(getPreset(preset).policies).map((c) => c.id);
const COMMON = ["prone", "grappled", "restrained", "incapacitated", "unconscious", "surprised", "hidden", "unseen"];
/** The source texts' conditions (issue 14): the 5e family's, with exhaustion where the preset has it. */
const FIVE_E = [
  "blinded",
  "charmed",
  "deafened",
  "frightened",
  "invisible",
  "paralyzed",
  "petrified",
  "poisoned",
  "stunned",
];
const THREE_ACTION = [
  "blinded",
  "deafened",
  "frightened",
  "invisible",
  "paralyzed",
  "stunned",
  "offGuard",
  "clumsy",
  "enfeebled",
  "drained",
  "stupefied",
  "sickened",
  "dazzled",
  "grabbed",
  "immobilized",
  "slowed",
  "quickened",
  "confused",
  "fascinated",
  "fleeing",
  "doomed",
  // TA-5: the perception states, tracked for everyone.
  "concealed",
  "undetected",
];

describe("CND-1 conditions per preset", () => {
  it("gives the 5e presets Dodge, Disengage and concentration", () => {
    for (const preset of ["srd51", "srd52", "delta"]) {
      expect(ids(preset)).toEqual([...COMMON, "dodging", "disengaging", "concentrating", ...FIVE_E, "exhaustion"]);
    }
  });

  it("adds pressed, back-to-back and fatigue in a5e", () => {
    expect(ids("a5e")).toEqual([
      ...COMMON,
      "dodging",
      "disengaging",
      "pressed",
      "backToBack",
      "concentrating",
      "fatigue",
      ...FIVE_E,
    ]);
  });

  it("gives threeAction dying and wounded instead of the 5e actions", () => {
    expect(ids("threeAction")).toEqual([...COMMON, "dying", "wounded", ...THREE_ACTION]);
  });

  it("follows the policies, so overrides and module presets get the right set", () => {
    const withDying = resolvePreset("srd52", { dying: { model: "dyingWounded" } });
    expect(conditionsFor(withDying.policies).map((c) => c.id)).toContain("dying");
  });

  it("names every condition the source texts give a creature, with values where they have them", () => {
    const three = Object.fromEntries(conditionsFor(getPreset("threeAction").policies).map((c) => [c.id, c]));
    for (const id of ["frightened", "clumsy", "enfeebled", "drained", "stupefied", "sickened", "stunned"])
      expect(three[id]?.maxLevel, id).toBe(4);
    expect(three.grabbed?.implies).toEqual(["offGuard", "immobilized"]);
    expect(three.frightened?.rules).toEqual(["CND-1"]);
    const srd51 = Object.fromEntries(conditionsFor(getPreset("srd51").policies).map((c) => [c.id, c]));
    expect(srd51.exhaustion).toMatchObject({ maxLevel: 6, deathAt: 6 });
    expect(srd51.frightened?.maxLevel).toBeNull();
    expect(srd51.invisible?.implies).toEqual(["unseen"]);
    expect(srd51.stunned?.implies).toEqual(["incapacitated"]);
  });

  it("states levels, death values, implied conditions and the rules that read each", () => {
    const byId = Object.fromEntries(conditionsFor(getPreset("threeAction").policies).map((c) => [c.id, c]));
    expect(byId.dying).toMatchObject({ maxLevel: 4, deathAt: 4, implies: ["unconscious"] });
    expect(byId.unconscious?.implies).toEqual(["incapacitated", "prone"]);
    expect(byId.incapacitated?.rules).toContain("ECON-5");
    const a5e = Object.fromEntries(conditionsFor(getPreset("a5e").policies).map((c) => [c.id, c]));
    expect(a5e.fatigue).toMatchObject({ maxLevel: 7, rules: ["ECON-11"] });
    for (const c of conditionsFor(getPreset("a5e").policies)) expect(CONDITION_IDS).toContain(c.id);
  });

  it("refuses policies that are not policies", () => {
    expect(() => conditionsFor(null as never)).toThrow(/^policies: expected an object/);
    expect(() => conditionsFor({ economy: {}, attack: {} } as never)).toThrow(/^policies\.dying: expected an object/);
  });
});
