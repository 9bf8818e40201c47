import { describe, expect, it } from "vitest";
import { takeCoverDegree } from "../../../src/rules";

describe("TA-4 Take Cover raises the cover a step", () => {
  it("TA-4: standard becomes greater; none or lesser becomes standard; greater and total stay", () => {
    const standing = { prone: false, ranged: true };
    expect(takeCoverDegree("half", standing)).toBe("threeQuarters");
    expect(takeCoverDegree("none", standing)).toBe("half");
    expect(takeCoverDegree("lesser", standing)).toBe("half");
    expect(takeCoverDegree("threeQuarters", standing)).toBe("threeQuarters");
    expect(takeCoverDegree("total", standing)).toBe("total");
  });

  it("TA-7: Take Cover while prone gives greater cover against ranged attacks (standard against melee)", () => {
    expect(takeCoverDegree("none", { prone: true, ranged: true })).toBe("threeQuarters");
    expect(takeCoverDegree("none", { prone: true, ranged: false })).toBe("half");
  });

  it("TA-4: bad input is named", () => {
    expect(() => takeCoverDegree("lots" as never, { prone: false, ranged: false })).toThrow(/^measured:/);
    expect(() => takeCoverDegree("none", { prone: 1 as never, ranged: false })).toThrow(/^situation\.prone:/);
  });
});
