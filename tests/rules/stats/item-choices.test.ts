// Issue 15 item 6: what an item may be under each rule family. The sheets offer the family's list; the data
// models accept the union, so nothing an item stores is lost when the preset changes family.
import { describe, expect, it } from "vitest";
import {
  DAMAGE_TYPES,
  FIVE_E_DAMAGE_TYPES,
  FIVE_E_WEAPON_PROPERTIES,
  THREE_ACTION_DAMAGE_TYPES,
  THREE_ACTION_WEAPON_PROPERTIES,
  WEAPON_PROPERTIES,
  damageTypesFor,
  weaponPropertiesFor,
} from "../../../src/rules";

describe("weapon properties per family", () => {
  it("5e offers the SRD properties without a value; three actions the Beginner Box traits Fray records", () => {
    expect(weaponPropertiesFor("fiveE")).toEqual([
      "ammunition",
      "finesse",
      "heavy",
      "light",
      "loading",
      "reach",
      "thrown",
      "twoHanded",
      "versatile",
    ]);
    expect(weaponPropertiesFor("threeAction")).toEqual(THREE_ACTION_WEAPON_PROPERTIES);
    expect(weaponPropertiesFor("threeAction")).toContain("agile");
    expect(weaponPropertiesFor("fiveE")).not.toContain("agile");
  });

  it("every property either family offers is one an item may store, and each stored one is offered somewhere", () => {
    const offered = new Set<string>([...FIVE_E_WEAPON_PROPERTIES, ...THREE_ACTION_WEAPON_PROPERTIES]);
    expect([...offered].sort()).toEqual([...WEAPON_PROPERTIES].sort());
  });

  it("keeps the properties the rules read (ATK-4 agile, ATK-1 finesse, ECON-12 light/heavy, ATK-8 thrown)", () => {
    for (const id of ["agile", "finesse", "heavy", "light", "reach", "thrown", "twoHanded", "versatile"]) {
      expect(WEAPON_PROPERTIES).toContain(id);
    }
  });
});

describe("damage types per family", () => {
  it("5e: the thirteen SRD types; three actions: the Beginner Box's; healing last in both", () => {
    expect(FIVE_E_DAMAGE_TYPES).toHaveLength(13);
    expect(THREE_ACTION_DAMAGE_TYPES).toHaveLength(13);
    expect(damageTypesFor("fiveE")).toEqual([...FIVE_E_DAMAGE_TYPES, "healing"]);
    expect(damageTypesFor("threeAction")).toEqual([...THREE_ACTION_DAMAGE_TYPES, "healing"]);
    expect(damageTypesFor("threeAction")).toEqual(expect.arrayContaining(["electricity", "sonic", "mental"]));
    expect(damageTypesFor("threeAction")).not.toContain("radiant");
  });

  it("a part may store any type of either family, or healing, each once", () => {
    expect(new Set(DAMAGE_TYPES).size).toBe(DAMAGE_TYPES.length);
    for (const type of [...FIVE_E_DAMAGE_TYPES, ...THREE_ACTION_DAMAGE_TYPES, "healing"]) {
      expect(DAMAGE_TYPES).toContain(type);
    }
    expect(DAMAGE_TYPES.at(-1)).toBe("healing");
  });
});
