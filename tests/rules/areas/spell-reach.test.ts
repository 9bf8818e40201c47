import { describe, expect, it } from "vitest";
import { spellReach } from "../../../src/rules/areas";
import { RuleInputError } from "../../../src/rules/errors";

describe("ATK-8 AOE-1 a save spell's reach", () => {
  it("a 60-ft spell without an area reaches 60 ft", () => {
    expect(spellReach({ range: 60, areaSize: 0, gridDistance: 5 })).toEqual({ origin: 60, target: 60 });
  });

  it("a 150-ft spell with a 20-ft sphere: its origin within 150 ft, a named target within 170 ft", () => {
    expect(spellReach({ range: 150, areaSize: 20, gridDistance: 5 })).toEqual({ origin: 150, target: 170 });
  });

  it("touch (5 ft) reaches the next square; a range not given (0) is not limited: null", () => {
    expect(spellReach({ range: 5, areaSize: 0, gridDistance: 5 })).toEqual({ origin: 5, target: 5 });
    expect(spellReach({ range: 0, areaSize: 15, gridDistance: 5 })).toBeNull();
  });

  it("bad input is a RuleInputError naming the field", () => {
    expect(() => spellReach({ range: -5, areaSize: 0, gridDistance: 5 })).toThrow(RuleInputError);
    expect(() => spellReach({ range: 30, areaSize: Number.NaN, gridDistance: 5 })).toThrow(/areaSize/);
    expect(() => spellReach({ range: 30, areaSize: 0, gridDistance: 0 })).toThrow(/gridDistance/);
  });
});
