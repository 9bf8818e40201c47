// Issue 30 item 3: an attack's on-hit riders as a stat block prints them (a save with its DC, a condition, extra
// damage, a size limit, a grapple's escape DC), checked so a weapon never stores a rider the card can't state.
import { describe, expect, it } from "vitest";
import { RuleInputError, checkOnHitRider, checkOnHitRiders } from "../../../src/rules";

describe("issue 30 item 3: on-hit riders are checked", () => {
  it("normalizes the SRD 5.1 Giant Spider's poison and a 2024 wolf's prone (absent fields: none)", () => {
    expect(checkOnHitRider({ save: "con", dc: 11, damage: "2d8", damageType: "poison", onSave: "half" })).toEqual({
      save: "con",
      dc: 11,
      condition: "",
      damage: "2d8",
      damageType: "poison",
      onSave: "half",
      maxSize: "",
      escapeDc: null,
    });
    expect(checkOnHitRider({ condition: "prone", maxSize: "medium" })).toMatchObject({
      save: "",
      dc: null,
      condition: "prone",
      maxSize: "medium",
    });
    expect(checkOnHitRiders(undefined)).toEqual([]);
  });

  it.each([
    [{ save: "str", condition: "prone" }, "onHit.dc"],
    [{ dc: 11, condition: "prone" }, "onHit.dc"],
    [{ save: "str", dc: 41, condition: "prone" }, "onHit.dc"],
    [{ damage: "2d8", condition: "" }, "onHit.damageType"],
    [{ damage: "2d8 poison", damageType: "poison" }, "onHit.damage"],
    [{ damage: "2d8", damageType: "poison", onSave: "half" }, "onHit.onSave"],
    [{ condition: "prone", escapeDc: 12 }, "onHit.escapeDc"],
    [{ condition: "sleepy" }, "onHit.condition"],
    [{ save: "luck", dc: 10, condition: "prone" }, "onHit.save"],
    [{ condition: "prone", maxSize: "enormous" }, "onHit.maxSize"],
    [{ save: "con", dc: 11 }, "onHit"],
  ])("refuses %j, naming %s", (rider, field) => {
    expect(() => checkOnHitRider(rider)).toThrow(RuleInputError);
    expect(() => checkOnHitRider(rider)).toThrow(new RegExp(`^${field.replace(".", "\\.")}\\b`));
  });

  it("names the bad entry of a list", () => {
    expect(() => checkOnHitRiders([{ condition: "prone" }, { condition: "prone", escapeDc: 3 }])).toThrow(
      /^onHit\.1\.escapeDc/,
    );
  });
});
