import { describe, expect, it } from "vitest";
import { defeatedSides, getPreset, roundSeconds } from "../../../src/rules";

describe("CMB-1 round length", () => {
  it("is 6 seconds in every preset", () => {
    for (const id of ["srd51", "srd52", "a5e", "threeAction", "delta"])
      expect(roundSeconds(getPreset(id).policies.combat)).toBe(6);
  });

  it("may be set per encounter in a5e only", () => {
    const a5e = getPreset("a5e").policies.combat;
    expect([6, 10, 60, 600].map((s) => roundSeconds(a5e, s))).toEqual([6, 10, 60, 600]);
    expect(() => roundSeconds(a5e, 30)).toThrow("roundSeconds: this preset offers 6, 10, 60, 600 seconds, got 30");
    expect(() => roundSeconds(getPreset("srd52").policies.combat, 60)).toThrow(
      /^roundSeconds: this preset offers 6 seconds/,
    );
    expect(() => roundSeconds(a5e, Number.NaN)).toThrow(/^roundSeconds: expected a finite number/);
  });
});

describe("CMB-4 combat ends when a side is defeated", () => {
  const m = (id: string, disposition: number, defeated: boolean) => ({ id, disposition, defeated });

  it("offers to end combat when every hostile is defeated while the party stands", () => {
    expect(defeatedSides([m("a", 1, false), m("b", -1, true), m("c", -1, true)])).toEqual({
      defeated: [-1],
      offerEnd: true,
    });
  });

  it("does not offer while each side has someone standing", () => {
    expect(defeatedSides([m("a", 1, true), m("b", 1, false), m("c", -1, false)])).toEqual({
      defeated: [],
      offerEnd: false,
    });
  });

  it("ignores neutral and secret combatants, and never offers with only one side present", () => {
    expect(defeatedSides([m("a", 1, false), m("n", 0, true), m("s", -2, true)])).toEqual({
      defeated: [],
      offerEnd: false,
    });
    expect(defeatedSides([m("b", -1, true)])).toEqual({ defeated: [-1], offerEnd: false });
    expect(defeatedSides([m("a", 1, true), m("b", -1, true)])).toEqual({ defeated: [1, -1], offerEnd: false });
  });

  it("rejects malformed combatants, naming the field", () => {
    expect(() => defeatedSides([m("a", 3, false)])).toThrow(/^combatants\[0\]\.disposition: /);
    expect(() => defeatedSides([{ id: "a", disposition: 1, defeated: "yes" } as never])).toThrow(
      /^combatants\[0\]\.defeated: /,
    );
    expect(() => defeatedSides(null as never)).toThrow(/^combatants: expected a list/);
  });
});
