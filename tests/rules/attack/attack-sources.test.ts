import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { attackSources, type AttackSituation } from "../../../src/rules/attack";
import { A5E, DELTA, SRD52, THREE } from "./helpers";

const reasons = (p: Parameters<typeof attackSources>[0], s: AttackSituation): string[] =>
  attackSources(p, s).sources.map((x) => x.reason);

describe("ATK-4 ATK-7 ATK-8 ATK-9 ATK-10 ATK-13 ATK-14 ATK-16 ATK-20 all sources of one attack", () => {
  it("a plain melee attack in reach has no sources", () => {
    expect(attackSources(SRD52, { kind: "melee", distance: 5 })).toEqual({
      sources: [],
      impossible: false,
      autoMiss: false,
      revealsAttacker: false,
      targetAc: [],
      flatCheck: null,
    });
  });

  it("ATK-10: a melee attack beyond its reach is impossible", () => {
    const r = attackSources(SRD52, { kind: "melee", distance: 10 });
    expect(r.sources).toEqual([{ rule: "ATK-10", reason: "outOfReach", effect: "impossible" }]);
    expect(r.impossible).toBe(true);
    expect(attackSources(SRD52, { kind: "melee", distance: 10, reach: 10 }).impossible).toBe(false);
  });

  it("a ranged shot at long range, from beside a foe, at a prone target, while hidden", () => {
    const shot: AttackSituation = {
      kind: "ranged",
      distance: 100,
      range: { normal: 80, long: 320 },
      visibility: { attackerSeesTarget: true, targetSeesAttacker: true, attackerHidden: true },
      nearby: [{ distance: 5, hostile: true, canSeeAttacker: true, incapacitated: false }],
      prone: { attacker: false, target: true },
    };
    const r = attackSources(SRD52, shot);
    expect(r.sources.map((x) => x.reason)).toEqual([
      "longRange",
      "hiddenAttacker",
      "rangedInCloseCombat",
      "proneTargetFar",
    ]);
    expect(r.revealsAttacker).toBe(true);
    expect(r.impossible).toBe(false);
  });

  it("a5e and srd52 differ when neither sees the other and a foe with reach 10 stands 10 ft away", () => {
    const shot: AttackSituation = {
      kind: "ranged",
      distance: 30,
      range: { normal: 80 },
      visibility: { attackerSeesTarget: false, targetSeesAttacker: false },
      nearby: [{ distance: 10, reach: 10, hostile: true, canSeeAttacker: false, incapacitated: false }],
    };
    expect(reasons(A5E, shot)).toEqual(["mutualUnseen", "rangedInCloseCombat"]);
    expect(reasons(SRD52, shot)).toEqual(["unseenTarget", "unseenAttacker"]);
  });

  it("melee extras: the multiple attack penalty, flanking, height and a prone attacker", () => {
    const swing: AttackSituation = {
      kind: "melee",
      distance: 5,
      attacksThisTurn: 1,
      agile: true,
      prone: { attacker: true, target: false },
      flanking: {
        attacker: { x: -1, y: 0, side: 1 },
        allies: [{ x: 1, y: 0, side: 1 }],
        target: { x: 0, y: 0, side: 1 },
      },
      elevation: { elevation: 10, targetElevation: 0, size: "medium", targetSize: "medium" },
    };
    expect(reasons(A5E, swing)).toEqual(["attackerProne", "flanking", "attackingFromAbove"]);
    expect(reasons(THREE, swing)).toEqual(["multipleAttackAgile", "attackerProne"]); // TA-7: −2 circumstance
    expect(reasons(A5E, { kind: "melee", distance: 5, flanking: { meleeAttackers: 3 } })).toEqual(["flanking"]);
  });

  it("the elevation edge and close-combat rule only touch the attack kind they belong to", () => {
    const elevation = { elevation: 10, targetElevation: 0, size: "medium", targetSize: "medium" };
    expect(reasons(A5E, { kind: "ranged", distance: 10, elevation })).toEqual([]);
    const nearby = [{ distance: 5, hostile: true, canSeeAttacker: true, incapacitated: false }];
    expect(reasons(SRD52, { kind: "melee", distance: 5, nearby })).toEqual([]);
  });

  it("ATK-20 underwater: a spear is fine, a sword is hampered, a crossbow beyond normal range misses", () => {
    expect(
      reasons(DELTA, {
        kind: "melee",
        distance: 5,
        underwater: { underwater: true, weaponAttack: true, piercing: true },
      }),
    ).toEqual([]);
    expect(
      reasons(DELTA, { kind: "melee", distance: 5, underwater: { underwater: true, weaponAttack: true } }),
    ).toEqual(["underwaterMelee"]);
    const bolt = attackSources(DELTA, {
      kind: "ranged",
      distance: 90,
      range: { normal: 80, long: 320 },
      underwater: { underwater: true, weaponAttack: true },
    });
    expect(bolt.sources.map((x) => x.reason)).toEqual(["longRange", "underwaterBeyondNormal"]);
    expect(bolt).toMatchObject({ impossible: true, autoMiss: true });
  });

  it("returns frozen data", () => {
    const r = attackSources(SRD52, { kind: "ranged", distance: 500, range: { normal: 80 } });
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.sources)).toBe(true);
  });

  it("an attack is impossible exactly when one of its sources says so", () => {
    fc.assert(
      fc.property(fc.nat(400), fc.nat(100), fc.nat(300), (distance, normal, extra) => {
        const r = attackSources(SRD52, { kind: "ranged", distance, range: { normal, long: normal + extra } });
        expect(r.impossible).toBe(distance > normal + extra);
      }),
    );
  });

  it("names the nested field that is wrong", () => {
    expect(() => attackSources(SRD52, { kind: "melee", distance: Number.NaN })).toThrow(/^distance:/);
    expect(() => attackSources(SRD52, { kind: "melee", distance: 5, reach: -5 })).toThrow(/^reach:/);
    expect(() => attackSources(SRD52, { kind: "throw" as never, distance: 5 })).toThrow(/^kind:/);
    expect(() => attackSources(SRD52, { kind: "ranged", distance: 5, range: { normal: -1 } })).toThrow(
      /^range\.normal:/,
    );
    expect(() => attackSources(SRD52, { kind: "ranged", distance: 5, range: 30 as never })).toThrow(/^range:/);
    expect(() =>
      attackSources(SRD52, { kind: "melee", distance: 5, visibility: { attackerSeesTarget: true } as never }),
    ).toThrow(/^visibility\.targetSeesAttacker:/);
    expect(() => attackSources(SRD52, { kind: "melee", distance: 5, prone: { attacker: true } as never })).toThrow(
      /^prone\.target:/,
    );
    expect(() => attackSources(A5E, { kind: "melee", distance: 5, flanking: { meleeAttackers: -1 } })).toThrow(
      /^flanking\.meleeAttackers:/,
    );
    expect(() =>
      attackSources(A5E, {
        kind: "melee",
        distance: 5,
        elevation: { elevation: 0, targetElevation: 0, size: "medium", targetSize: "vast" },
      }),
    ).toThrow(/^elevation\.targetSize:/);
    expect(() =>
      attackSources(SRD52, { kind: "ranged", distance: 5, underwater: { underwater: true, weaponAttack: true } }),
    ).toThrow(/^range:/);
    expect(() =>
      attackSources(SRD52, { kind: "melee", distance: 5, underwater: { underwater: "deep" } as never }),
    ).toThrow(/^underwater\.underwater:/);
    expect(() => attackSources(SRD52, { kind: "melee", distance: 5, attacksThisTurn: -2 })).toThrow(
      /^attacksThisTurn:/,
    );
    // a broken policy keeps its own path
    const broken = { ...SRD52, attack: { ...SRD52.attack, mutualUnseen: 3 } } as never;
    expect(() =>
      attackSources(broken, {
        kind: "melee",
        distance: 5,
        visibility: { attackerSeesTarget: false, targetSeesAttacker: false },
      }),
    ).toThrow(/^policies\.attack\.mutualUnseen:/);
  });
});
