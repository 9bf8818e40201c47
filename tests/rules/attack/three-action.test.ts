// Issue 28: threeAction's attack rules, worked from RULES.md's TA section (TA-1, TA-2, TA-3, TA-5, TA-6) and the
// acceptance's property: under threeAction no attack-source builder gives advantage or disadvantage.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  attackSources,
  centreLineFlanks,
  closeCombatRangedSources,
  conditionOffGuard,
  elevationEdge,
  flatCheckFor,
  flatCheckSucceeds,
  gridFlanking,
  gridlessFlanking,
  perceivedState,
  proneAttackSources,
  rangeIncrementSources,
  seekResult,
  situationOffGuard,
  squareInSpace,
  threeActionFlanking,
  underwaterAttack,
  unseenAttackerOffGuard,
  visibilitySources,
  type RollSource,
} from "../../../src/rules";
import { THREE, withAttack } from "./helpers";

const sum = (sources: readonly RollSource[]) => sources.reduce((t, s) => t + (s.value ?? 0), 0);

describe("TA-2 off-guard: −2 circumstance to AC, with its reason", () => {
  it("prone, grabbed, restrained, unconscious and the off-guard status each give one −2 circumstance source", () => {
    const all = conditionOffGuard({ prone: 1, grabbed: 1, restrained: 1, unconscious: 1, offGuard: 1 });
    expect(all.map((s) => s.reason).sort()).toEqual(
      ["targetGrabbed", "targetOffGuard", "targetProne", "targetRestrained", "targetUnconscious"].sort(),
    );
    for (const s of all) expect(s).toMatchObject({ effect: "modifier", value: -2, bonusType: "circumstance" });
    expect(conditionOffGuard({ frightened: 2, sickened: 1 })).toEqual([]);
  });

  it("a hidden or undetected attacker makes its target off-guard; an observed one doesn't", () => {
    expect(unseenAttackerOffGuard("hidden").map((s) => s.reason)).toEqual(["hiddenAttacker"]);
    expect(unseenAttackerOffGuard("undetected").map((s) => s.reason)).toEqual(["undetectedAttacker"]);
    expect(unseenAttackerOffGuard("concealed")).toEqual([]);
    expect(() => situationOffGuard("sleepy" as never)).toThrow(/situation/);
  });
});

describe("TA-3 range increments", () => {
  it("a shortbow (60 ft): 60 ft none, 61 ft −2, 120 ft −2, 121 ft −4, 360 ft −10, 361 ft impossible", () => {
    const at = (distance: number) => rangeIncrementSources({ distance, increment: 60 });
    expect(at(60).sources).toEqual([]);
    expect(sum(at(61).sources)).toBe(-2);
    expect(sum(at(120).sources)).toBe(-2);
    expect(sum(at(121).sources)).toBe(-4);
    expect(sum(at(360).sources)).toBe(-10);
    expect(at(361).sources.map((s) => s.effect)).toEqual(["impossible"]);
    expect(at(100).sources[0]).toMatchObject({ rule: "TA-3", reason: "rangeIncrement", bonusType: "untyped" });
    expect(() => rangeIncrementSources({ distance: 10, increment: 0 })).toThrow(/increment/);
  });

  it("the penalty is −2 per increment past the first and never positive (any distance, any increment)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 5, max: 200 }), (distance, increment) => {
        const r = rangeIncrementSources({ distance, increment });
        const n = Math.ceil(distance / increment);
        if (n > 6) expect(r.sources[0]?.effect).toBe("impossible");
        else expect(sum(r.sources)).toBe(n > 1 ? -2 * (n - 1) : 0);
      }),
    );
  });

  it("through attackSources: a ranged Strike uses the increment (the normal range when none is given), no disadvantage", () => {
    const far = attackSources(THREE, { kind: "ranged", distance: 100, range: { normal: 60, long: 240 } });
    expect(sum(far.sources)).toBe(-2);
    const own = attackSources(THREE, { kind: "ranged", distance: 100, range: { normal: 60 }, rangeIncrement: 20 });
    expect(sum(own.sources)).toBe(-8);
  });
});

describe("TA-5 concealed, hidden and undetected: flat checks and Seek", () => {
  it("DC 5 concealed, DC 11 hidden, DC 11 secret undetected, none observed", () => {
    expect(flatCheckFor("concealed")).toEqual({ state: "concealed", dc: 5, secret: false });
    expect(flatCheckFor("hidden")).toEqual({ state: "hidden", dc: 11, secret: false });
    expect(flatCheckFor("undetected")).toEqual({ state: "undetected", dc: 11, secret: true });
    expect(flatCheckFor("observed")).toBeNull();
  });

  it("a flat check succeeds on the DC or more; no modifier", () => {
    expect(flatCheckSucceeds(5, 5)).toBe(true);
    expect(flatCheckSucceeds(4, 5)).toBe(false);
    expect(flatCheckSucceeds(10, 11)).toBe(false);
    expect(() => flatCheckSucceeds(21, 11)).toThrow(/die/);
  });

  it("what the attacker perceives: the target's status, its own blindness (hidden) or dazzle (concealed), the worst", () => {
    expect(perceivedState({}, {})).toBe("observed");
    expect(perceivedState({}, { concealed: 1 })).toBe("concealed");
    expect(perceivedState({ dazzled: 1 }, {})).toBe("concealed");
    expect(perceivedState({ blinded: 1 }, { concealed: 1 })).toBe("hidden");
    expect(perceivedState({ dazzled: 1 }, { hidden: 1 })).toBe("hidden");
    expect(perceivedState({}, { undetected: 1, concealed: 1 })).toBe("undetected");
    expect(perceivedState({}, { invisible: 1 })).toBe("undetected");
  });

  it("Seek: undetected → hidden → observed; concealed stays", () => {
    expect(seekResult("undetected")).toBe("hidden");
    expect(seekResult("hidden")).toBe("observed");
    expect(seekResult("concealed")).toBe("concealed");
  });

  it("an undetected creature is hit only in a square of its space", () => {
    expect(squareInSpace({ x: 3, y: 4 }, { x: 3, y: 4, side: 1 })).toBe(true);
    expect(squareInSpace({ x: 4, y: 5 }, { x: 3, y: 4, side: 2 })).toBe(true);
    expect(squareInSpace({ x: 5, y: 4 }, { x: 3, y: 4, side: 2 })).toBe(false);
    expect(() => squareInSpace({ x: 0.5, y: 0 }, { x: 0, y: 0, side: 1 })).toThrow(/square\.x/);
  });

  it("through attackSources: an unseen target is a DC 11 flat check, an unseen attacker makes the target off-guard", () => {
    const r = attackSources(THREE, {
      kind: "melee",
      distance: 5,
      visibility: { attackerSeesTarget: false, targetSeesAttacker: false },
    });
    expect(r.sources).toEqual([]);
    expect(r.flatCheck).toEqual({ state: "hidden", dc: 11, secret: false });
    expect(r.targetAc.map((s) => s.reason)).toEqual(["hiddenAttacker"]);
  });
});

describe("TA-6 flanking by the centre line", () => {
  const target = { x: 5, y: 5, side: 1 };
  const flank = (attacker: object, ally: object, t: object = target) =>
    threeActionFlanking({
      attacker: attacker as never,
      allies: [ally as never],
      target: t as never,
      diagonals: "alternating",
      gridDistance: 5,
    });

  it("opposite sides and opposite corners flank; an ally at a neighbouring corner or side doesn't", () => {
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 6, y: 5, side: 1 }).flanking).toBe(true);
    expect(flank({ x: 4, y: 4, side: 1 }, { x: 6, y: 6, side: 1 }).flanking).toBe(true);
    // A knight's move apart: the line leaves through a corner and the bottom side, not the opposite side.
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 6, y: 6, side: 1 }).flanking).toBe(false);
    expect(flank({ x: 4, y: 4, side: 1 }, { x: 6, y: 4, side: 1 }).flanking).toBe(false);
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 5, y: 6, side: 1 }).flanking).toBe(false);
  });

  it("a flanked target is off-guard (TA-2) to the flankers: −2 circumstance, reason targetFlanked", () => {
    const r = flank({ x: 4, y: 5, side: 1 }, { x: 6, y: 5, side: 1 });
    expect(r.targetAc).toEqual([
      { rule: "TA-6", reason: "targetFlanked", effect: "modifier", value: -2, bonusType: "circumstance" },
    ]);
  });

  it("reach: a 10-ft glaive two squares away threatens and flanks; 5 ft from there doesn't", () => {
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 7, y: 5, side: 1, reach: 10 }).flanking).toBe(true);
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 7, y: 5, side: 1 }).reason).toBe("noOppositeAlly");
    expect(flank({ x: 3, y: 5, side: 1 }, { x: 6, y: 5, side: 1 }).reason).toBe("attackerOutOfReach");
  });

  it("both must be able to act", () => {
    expect(flank({ x: 4, y: 5, side: 1, cannotAct: true }, { x: 6, y: 5, side: 1 }).reason).toBe("attackerCannotAct");
    expect(flank({ x: 4, y: 5, side: 1 }, { x: 6, y: 5, side: 1, cannotAct: true }).flanking).toBe(false);
  });

  it("a Large target: a line from the centre of one flanker to the other through its left and right sides", () => {
    const large = { x: 5, y: 5, side: 2 };
    expect(centreLineFlanks({ x: 4, y: 5, side: 1 }, { x: 7, y: 6, side: 1 }, large)).toBe(true);
    // A line that only runs along its top edge passes through no side.
    expect(centreLineFlanks({ x: 3, y: 4, side: 2 }, { x: 7, y: 4, side: 2 }, large)).toBe(false);
  });

  it("is symmetric: if A flanks with B, B flanks with A", () => {
    const cell = fc.record({ x: fc.integer({ min: 0, max: 10 }), y: fc.integer({ min: 0, max: 10 }) });
    fc.assert(
      fc.property(cell, cell, fc.integer({ min: 1, max: 3 }), (a, b, side) => {
        const t = { x: 4, y: 4, side };
        const one = { ...a, side: 1 };
        const two = { ...b, side: 1 };
        expect(centreLineFlanks(one, two, t)).toBe(centreLineFlanks(two, one, t));
      }),
    );
  });
});

describe("TA-1 no 5e advantage or disadvantage under threeAction: every attack source builder", () => {
  const flags = fc.record({
    flanking: fc.boolean(),
    aboveBelow: fc.boolean(),
    underwater: fc.boolean(),
    closeCombatRanged: fc.constantFrom("seenEnemyWithin5ft", "hostileReach", "none"),
    mutualUnseen: fc.constantFrom("cancel", "disadvantage"),
  });
  const typedOrAllowed = (s: RollSource) =>
    s.effect === "impossible" || (s.effect === "modifier" && s.bonusType !== undefined);

  it("attackSources: whatever the situation and even with 5e policies switched on, only typed modifiers, off-guard and flat checks", () => {
    const space = fc.record({ x: fc.integer({ min: 0, max: 8 }), y: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(
        flags,
        fc.constantFrom("melee", "ranged"),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        space,
        space,
        (attack, kind, distance, attacks, sees, seen, prone, at, ally) => {
          const p = withAttack(THREE, attack);
          const r = attackSources(p, {
            kind: kind,
            distance,
            reach: 500,
            ...(kind === "ranged" ? { range: { normal: 30, long: 120 } } : {}),
            attacksThisTurn: attacks,
            visibility: { attackerSeesTarget: sees, targetSeesAttacker: seen },
            nearby: [{ distance: 5, hostile: true, canSeeAttacker: true, incapacitated: false }],
            prone: { attacker: prone, target: prone },
            flanking: { attacker: { ...at, side: 1 }, allies: [{ ...ally, side: 1 }], target: { x: 4, y: 4, side: 1 } },
            elevation: { elevation: 10, targetElevation: 0, size: "medium", targetSize: "medium" },
            underwater: { underwater: true, weaponAttack: true },
          });
          for (const s of [...r.sources, ...r.targetAc]) expect(typedOrAllowed(s)).toBe(true);
          for (const s of r.targetAc) expect(s.bonusType).toBe("circumstance");
          if (r.flatCheck) expect([5, 11]).toContain(r.flatCheck.dc);
        },
      ),
    );
  });

  it("the builders on their own give no mode source either (close combat, prone, flanking, height, water, sight)", () => {
    fc.assert(
      fc.property(flags, fc.boolean(), fc.boolean(), (attack, a, b) => {
        const p = withAttack(THREE, attack);
        const all = [
          ...closeCombatRangedSources(p, [{ distance: 0, hostile: true, canSeeAttacker: true, incapacitated: false }]),
          ...proneAttackSources(p, { kind: "melee", attackerProne: a, targetProne: b, distance: 5 }),
          ...gridFlanking(p, {
            attacker: { x: 3, y: 4, side: 1 },
            allies: [{ x: 5, y: 4, side: 1 }],
            target: { x: 4, y: 4, side: 1 },
          }).sources,
          ...gridlessFlanking(p, { meleeAttackers: 4 }).sources,
          ...elevationEdge(p, { elevation: 10, targetElevation: 0, size: "medium", targetSize: "medium" }).meleeAttacks,
          ...underwaterAttack(p, { underwater: true, weaponAttack: true, kind: "melee" }).sources,
          ...visibilitySources(p, { attackerSeesTarget: a, targetSeesAttacker: b }).sources,
        ];
        expect(all.filter((s) => s.effect !== "modifier" && s.effect !== "impossible")).toEqual([]);
      }),
    );
  });
});
