import { describe, expect, it } from "vitest";
import { COVER_DEGREES, HIDE_SKILLS, escapeSkill, getPreset, hideCoverSources } from "../../../src/rules";

const cover = (id: string) => getPreset(id).policies.cover;

describe("COV-3 a5e: cover helps checks made to hide (Stealth)", () => {
  it("a5e: half cover +2, three-quarters +5 to a Stealth check; nothing without cover or under total cover", () => {
    expect(hideCoverSources(cover("a5e"), "stealth", "half")).toEqual([
      { rule: "COV-3", reason: "halfCover", effect: "modifier", value: 2 },
    ]);
    expect(hideCoverSources(cover("a5e"), "stealth", "threeQuarters")).toEqual([
      { rule: "COV-3", reason: "threeQuartersCover", effect: "modifier", value: 5 },
    ]);
    expect(hideCoverSources(cover("a5e"), "stealth", "none")).toEqual([]);
    expect(hideCoverSources(cover("a5e"), "stealth", "total")).toEqual([]);
    expect(HIDE_SKILLS).toEqual(["stealth"]);
  });

  it("other checks get nothing, and no other 5e-family preset gives cover to hiding (threeAction's Stealth: TA-4)", () => {
    expect(hideCoverSources(cover("a5e"), "athletics", "half")).toEqual([]);
    expect(hideCoverSources(cover("a5e"), "dex", "half")).toEqual([]);
    for (const id of ["srd51", "srd52", "delta"]) {
      for (const degree of COVER_DEGREES) expect(hideCoverSources(cover(id), "stealth", degree)).toEqual([]);
    }
  });

  it("an unknown degree throws a RuleInputError naming cover", () => {
    expect(() => hideCoverSources(cover("a5e"), "stealth", "lots" as never)).toThrow(/^cover:/);
  });
});

describe("ATK-12 escaping a grapple: the better of Athletics and Acrobatics", () => {
  const skill = (bonus: number, expertiseDie: number | null = null) => ({ bonus, expertiseDie });

  it("the higher bonus; Athletics on a tie", () => {
    expect(escapeSkill({ athletics: skill(5), acrobatics: skill(3) })).toBe("athletics");
    expect(escapeSkill({ athletics: skill(1), acrobatics: skill(4) })).toBe("acrobatics");
    expect(escapeSkill({ athletics: skill(2), acrobatics: skill(2) })).toBe("athletics");
  });

  it("an a5e expertise die counts at its average (a d4 is 2.5)", () => {
    expect(escapeSkill({ athletics: skill(3), acrobatics: skill(1, 4) })).toBe("acrobatics");
    expect(escapeSkill({ athletics: skill(4), acrobatics: skill(1, 4) })).toBe("athletics");
  });

  it("bad input throws a RuleInputError naming the field", () => {
    expect(() => escapeSkill({ athletics: skill(1), acrobatics: skill(Number.NaN) })).toThrow(
      /^skills\.acrobatics\.bonus:/,
    );
    expect(() => escapeSkill(null as never)).toThrow(/^skills:/);
  });
});
