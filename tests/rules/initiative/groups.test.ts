import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError, getPreset, resolvePreset } from "../../../src/rules";
import {
  groupInitiativeApplies,
  initiativeFromGroupRolls,
  initiativeGroups,
  type GroupableCombatant,
} from "../../../src/rules/initiative";

const policies = (id: string) => getPreset(id).policies.initiative;
const GOBLINS = JSON.stringify(["goblin", false]);
const SURPRISED_GOBLINS = JSON.stringify(["goblin", true]);

const goblin = (id: string, surprised = false): GroupableCombatant => ({
  id,
  baseActorId: "goblin",
  controller: "gm",
  surprised,
});
const table: GroupableCombatant[] = [
  goblin("g1"),
  { id: "pc1", baseActorId: "fighter", controller: "player" },
  goblin("g2"),
  { id: "wolf", baseActorId: "wolf", controller: "gm" },
  { id: "pc2", baseActorId: "fighter", controller: "player" },
  goblin("g3"),
];

describe("INIT-4 group initiative: identical creatures share one roll", () => {
  it.each(["srd51", "srd52", "threeAction"])("%s always groups identical GM creatures", (id) => {
    expect(initiativeGroups(policies(id), table)).toEqual([
      { groupId: GOBLINS, ids: ["g1", "g2", "g3"] },
      { ids: ["pc1"] },
      { ids: ["wolf"] },
      { ids: ["pc2"] },
    ]);
  });

  it("delta groups only when the optional setting is on", () => {
    expect(initiativeGroups(policies("delta"), table)).toHaveLength(6);
    expect(initiativeGroups(policies("delta"), table, { groupOptional: false })).toHaveLength(6);
    expect(initiativeGroups(policies("delta"), table, { groupOptional: true })).toHaveLength(4);
    expect(groupInitiativeApplies(policies("delta"), { groupOptional: true })).toBe(true);
  });

  it("a5e never groups, whatever the setting", () => {
    expect(initiativeGroups(policies("a5e"), table, { groupOptional: true })).toHaveLength(6);
    expect(groupInitiativeApplies(policies("a5e"), { groupOptional: true })).toBe(false);
  });

  it("player characters never group even with the same base actor", () => {
    const rolls = initiativeGroups(policies("srd52"), table);
    expect(rolls.filter((r) => r.ids.includes("pc1") || r.ids.includes("pc2"))).toEqual([
      { ids: ["pc1"] },
      { ids: ["pc2"] },
    ]);
  });

  it("where surprise changes the roll, surprised members roll apart (srd52); otherwise not (srd51)", () => {
    const mixed = [goblin("g1"), goblin("g2", true), goblin("g3", true), goblin("g4")];
    expect(initiativeGroups(policies("srd52"), mixed)).toEqual([
      { groupId: GOBLINS, ids: ["g1", "g4"] },
      { groupId: SURPRISED_GOBLINS, ids: ["g2", "g3"] },
    ]);
    expect(initiativeGroups(policies("srd51"), mixed)).toEqual([{ groupId: GOBLINS, ids: ["g1", "g2", "g3", "g4"] }]);
  });

  it("threeAction has no surprise rule: surprised members share the roll, no split (INIT-5 is srd52/delta only)", () => {
    const mixed = [goblin("g1"), goblin("g2", true)];
    expect(policies("threeAction").surprise).toBe("none");
    expect(initiativeGroups(policies("threeAction"), mixed)).toEqual([{ groupId: GOBLINS, ids: ["g1", "g2"] }]);
  });

  it("every combatant is in exactly one roll", () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }).filter((s) => s.trim() !== ""),
        baseActorId: fc.constantFrom("a", "b", "c"),
        controller: fc.constantFrom("gm" as const, "player" as const),
        surprised: fc.boolean(),
      }),
      { selector: (c) => c.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom("srd51", "srd52", "a5e", "threeAction", "delta"), (cs, preset) => {
        const rolls = initiativeGroups(policies(preset), cs, { groupOptional: true });
        expect(rolls.flatMap((r) => r.ids).sort()).toEqual(cs.map((c) => c.id).sort());
        for (const r of rolls) expect(r.groupId !== undefined).toBe(r.ids.length > 1);
      }),
    );
  });

  it("every member gets its group's result", () => {
    const rolls = initiativeGroups(policies("srd52"), table);
    expect(initiativeFromGroupRolls(rolls, [12, 18, 7, 15])).toEqual([
      { id: "g1", initiative: 12, groupId: GOBLINS },
      { id: "g2", initiative: 12, groupId: GOBLINS },
      { id: "g3", initiative: 12, groupId: GOBLINS },
      { id: "pc1", initiative: 18 },
      { id: "wolf", initiative: 7 },
      { id: "pc2", initiative: 15 },
    ]);
  });

  it("rejects bad input naming the field", () => {
    expect(() => initiativeGroups(policies("srd52"), [goblin("x"), goblin("x")])).toThrow(
      /^combatants\[1\]\.id: duplicate/,
    );
    expect(() => initiativeGroups(policies("srd52"), [{ ...goblin("x"), baseActorId: "" }])).toThrow(
      /^combatants\[0\]\.baseActorId:/,
    );
    expect(() => initiativeGroups(policies("srd52"), [{ ...goblin("x"), controller: "npc" as "gm" }])).toThrow(
      /^combatants\[0\]\.controller:/,
    );
    expect(() => initiativeGroups(policies("srd52"), "all" as never)).toThrow(/^combatants:/);
    expect(() => initiativeGroups(policies("delta"), [], { groupOptional: 1 as never })).toThrow(
      /^options\.groupOptional:/,
    );
    const broken = resolvePreset("srd52").policies.initiative;
    expect(() => initiativeGroups({ ...broken, group: "sometimes" } as never, [])).toThrow(RuleInputError);
    const rolls = initiativeGroups(policies("srd52"), table);
    expect(() => initiativeFromGroupRolls(rolls, [1, 2])).toThrow(/^totals: expected 4 totals/);
    expect(() => initiativeFromGroupRolls(rolls, [1, 2, Number.NaN, 4])).toThrow(/^totals\[2\]:/);
    expect(() => initiativeFromGroupRolls([{ ids: ["a"] }, { ids: ["a"] }], [1, 2])).toThrow(
      /^groups\[1\]\.ids\[0\]: duplicate/,
    );
  });
});

describe("INIT-4 / INIT-5 group ids never collide", () => {
  it('a base actor named "goblin#surprised" stays apart from surprised goblins', () => {
    const odd: GroupableCombatant[] = [
      { id: "x1", baseActorId: "goblin#surprised", controller: "gm" },
      goblin("g1", true),
      { id: "x2", baseActorId: "goblin#surprised", controller: "gm" },
      goblin("g2", true),
    ];
    expect(initiativeGroups(policies("srd52"), odd)).toEqual([
      { groupId: JSON.stringify(["goblin#surprised", false]), ids: ["x1", "x2"] },
      { groupId: SURPRISED_GOBLINS, ids: ["g1", "g2"] },
    ]);
  });

  it("property: two combatants share a roll exactly when base actor and (where it splits) surprise match", () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }).filter((s) => s.trim() !== ""),
        baseActorId: fc.constantFrom("a", "a#surprised", '["a",true]', "b"),
        controller: fc.constant("gm" as const),
        surprised: fc.boolean(),
      }),
      { selector: (c) => c.id, maxLength: 10 },
    );
    fc.assert(
      fc.property(arb, (cs) => {
        const rolls = initiativeGroups(policies("srd52"), cs);
        const rollOf = new Map(rolls.flatMap((r, i) => r.ids.map((id) => [id, i] as const)));
        for (const a of cs)
          for (const b of cs) {
            const same = a.baseActorId === b.baseActorId && a.surprised === b.surprised;
            expect(rollOf.get(a.id) === rollOf.get(b.id)).toBe(same);
          }
        const ids = rolls.flatMap((r) => (r.groupId === undefined ? [] : [r.groupId]));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
