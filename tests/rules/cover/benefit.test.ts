import { describe, expect, it } from "vitest";
import { bestCover, coverBenefit, COVER_DEGREES } from "../../../src/rules/cover";
import { getPreset } from "../../../src/rules/presets";

const policies = (id: string) => getPreset(id).policies.cover;

describe("COV-1 cover bonuses (srd51, srd52, a5e)", () => {
  it.each(["srd51", "srd52", "a5e"])("%s: +2 / +5 to AC and Dexterity saves, total can't be targeted", (id) => {
    const half = coverBenefit(policies(id), "half");
    expect(half).toMatchObject({ ac: 2, save: { ability: "dexterity", bonus: 2 }, targetable: true });
    expect(half.sources.ac).toEqual([{ rule: "COV-1", reason: "halfCover", effect: "modifier", value: 2 }]);
    expect(coverBenefit(policies(id), "threeQuarters")).toMatchObject({ ac: 5, save: { bonus: 5 } });
    const total = coverBenefit(policies(id), "total");
    expect(total).toMatchObject({ ac: 0, targetable: false });
    expect(total.sources.target).toEqual([{ rule: "COV-1", reason: "totalCover", effect: "impossible" }]);
    expect(coverBenefit(policies(id), "none")).toMatchObject({ ac: 0, hide: 0, targetable: true });
    expect(coverBenefit(policies(id), "none").sources.ac).toEqual([]);
  });
});

describe("COV-2 delta: Constitution saves", () => {
  it("moves the save bonus to Constitution", () => {
    const b = coverBenefit(policies("delta"), "threeQuarters");
    expect(b).toMatchObject({ ac: 5, save: { ability: "constitution", bonus: 5 }, hide: 0 });
    expect(b.sources.save).toEqual([{ rule: "COV-2", reason: "threeQuartersCover", effect: "modifier", value: 5 }]);
  });
});

describe("COV-3 a5e: hide checks", () => {
  it("adds the cover bonus to checks made to hide in a5e only", () => {
    expect(coverBenefit(policies("a5e"), "half").hide).toBe(2);
    expect(coverBenefit(policies("a5e"), "threeQuarters").sources.hide).toEqual([
      { rule: "COV-3", reason: "threeQuartersCover", effect: "modifier", value: 5 },
    ]);
    expect(coverBenefit(policies("srd52"), "half").hide).toBe(0);
  });
});

describe("COV-1 threeAction: its policy values", () => {
  it("standard cover +2, greater cover +4, to AC and Reflex", () => {
    expect(coverBenefit(policies("threeAction"), "half")).toMatchObject({
      ac: 2,
      save: { ability: "reflex", bonus: 2 },
    });
    expect(coverBenefit(policies("threeAction"), "threeQuarters")).toMatchObject({ ac: 4, save: { bonus: 4 } });
  });
});

describe("COV-4 best of several sources", () => {
  it("keeps the best degree and never adds", () => {
    expect(bestCover(["half", "half"])).toBe("half");
    expect(bestCover(["half", "threeQuarters", "none"])).toBe("threeQuarters");
    expect(bestCover([])).toBe("none");
    expect(bestCover([...COVER_DEGREES])).toBe("total");
  });

  it("rejects unknown degrees naming the field", () => {
    expect(() => bestCover(["half", "most" as never])).toThrow(/^degrees\[1\]/);
    expect(() => coverBenefit(policies("srd52"), "most" as never)).toThrow(/^degree/);
    expect(() => coverBenefit(null as never, "half")).toThrow(/^policies/);
  });
});
