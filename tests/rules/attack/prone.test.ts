import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dropProneReaction, proneAttackSources, type ProneAttackInput } from "../../../src/rules/attack";
import { A5E, DELTA, SRD51, SRD52, THREE } from "./helpers";

const attack = (over: Partial<ProneAttackInput>): ProneAttackInput => ({
  kind: "melee",
  attackerProne: false,
  targetProne: false,
  distance: 5,
  ...over,
});

describe("ATK-13 prone", () => {
  const proneAttacker = [{ rule: "ATK-13", reason: "attackerProne", effect: "disadvantage" }];

  it.each([
    ["srd51", SRD51],
    ["srd52", SRD52],
    ["delta", DELTA],
  ])("%s: a prone attacker has disadvantage on every attack roll, ranged too", (_, p) => {
    expect(p.attack.proneMeleeOnly).toBe(false);
    expect(proneAttackSources(p, attack({ attackerProne: true }))).toEqual(proneAttacker);
    expect(proneAttackSources(p, attack({ attackerProne: true, kind: "ranged", distance: 60 }))).toEqual(proneAttacker);
    expect(proneAttackSources(p, attack({ kind: "ranged", distance: 60 }))).toEqual([]);
  });

  it("a5e: a prone attacker has disadvantage on melee attacks only", () => {
    expect(A5E.attack.proneMeleeOnly).toBe(true);
    expect(proneAttackSources(A5E, attack({ attackerProne: true }))).toEqual(proneAttacker);
    expect(proneAttackSources(A5E, attack({ attackerProne: true, kind: "ranged", distance: 60 }))).toEqual([]);
  });

  it("a GM's proneMeleeOnly override switches the ranged case either way", () => {
    const melee = { ...SRD52, attack: { ...SRD52.attack, proneMeleeOnly: true } };
    expect(proneAttackSources(melee, attack({ attackerProne: true, kind: "ranged", distance: 30 }))).toEqual([]);
    const all = { ...A5E, attack: { ...A5E.attack, proneMeleeOnly: false } };
    expect(proneAttackSources(all, attack({ attackerProne: true, kind: "ranged", distance: 30 }))).toEqual(
      proneAttacker,
    );
    const bad = { ...SRD52, attack: { ...SRD52.attack, proneMeleeOnly: "yes" } } as never;
    expect(() => proneAttackSources(bad, attack({ attackerProne: true }))).toThrow(
      /^policies\.attack\.proneMeleeOnly:/,
    );
  });

  it("gives advantage against a prone target from within 5 ft and disadvantage from farther", () => {
    expect(proneAttackSources(A5E, attack({ targetProne: true }))).toEqual([
      { rule: "ATK-13", reason: "proneTargetNear", effect: "advantage" },
    ]);
    expect(proneAttackSources(A5E, attack({ targetProne: true, kind: "ranged", distance: 30 }))).toEqual([
      { rule: "ATK-13", reason: "proneTargetFar", effect: "disadvantage" },
    ]);
    // a reach weapon 10 ft away counts as farther than 5 ft
    expect(proneAttackSources(DELTA, attack({ targetProne: true, distance: 10 }))[0]?.reason).toBe("proneTargetFar");
  });

  it("stacks both when both are prone", () => {
    expect(proneAttackSources(SRD51, attack({ attackerProne: true, targetProne: true })).map((s) => s.reason)).toEqual([
      "attackerProne",
      "proneTargetNear",
    ]);
  });

  it("flips from advantage to disadvantage exactly past 5 ft", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.constantFrom("melee", "ranged" as const),
        (d, kind) => {
          const [s] = proneAttackSources(SRD52, attack({ targetProne: true, distance: d, kind }));
          expect(s?.effect).toBe(d <= 5 ? "advantage" : "disadvantage");
        },
      ),
    );
  });

  it("leaves a prone target to the four-degree preset's own rules (off-guard, TA-2): no attack source", () => {
    expect(proneAttackSources(THREE, attack({ targetProne: true }))).toEqual([]);
  });

  it("rejects bad input by name", () => {
    expect(() => proneAttackSources(SRD52, attack({ kind: "thrown" as never }))).toThrow(/^kind:/);
    expect(() => proneAttackSources(SRD52, attack({ distance: -1 }))).toThrow(/^distance:/);
    expect(() => proneAttackSources(SRD52, attack({ targetProne: undefined as never }))).toThrow(/^targetProne:/);
    expect(() =>
      proneAttackSources({ ...SRD52, economy: { ...SRD52.economy, kind: "x" } } as never, attack({})),
    ).toThrow(/^policies\.economy\.kind:/);
  });

  it("still applies in a 5e world that judges rolls with four degrees of success", () => {
    const fourDegrees = { ...SRD52, success: { ...SRD52.success, model: "fourDegrees" as const } };
    expect(proneAttackSources(fourDegrees, attack({ targetProne: true, distance: 5 })).map((s) => s.reason)).toEqual([
      "proneTargetNear",
    ]);
  });
});

describe("ATK-13 dropping prone as a reaction (a5e)", () => {
  const ok = { rangedAttack: true, seesAttack: true, reactionAvailable: true };

  it("is allowed in a5e against a seen ranged attack with the reaction unspent", () => {
    expect(dropProneReaction(A5E, ok)).toEqual({ allowed: true, reason: "allowed" });
  });

  it("is not a thing in srd52", () => {
    expect(dropProneReaction(SRD52, ok)).toEqual({ allowed: false, reason: "policyOff" });
  });

  it("names the first thing that stops it", () => {
    expect(dropProneReaction(A5E, { ...ok, rangedAttack: false }).reason).toBe("notRanged");
    expect(dropProneReaction(A5E, { ...ok, seesAttack: false }).reason).toBe("attackUnseen");
    expect(dropProneReaction(A5E, { ...ok, reactionAvailable: false }).reason).toBe("noReaction");
    expect(dropProneReaction(A5E, { ...ok, alreadyProne: true }).reason).toBe("alreadyProne");
  });

  it("rejects a non-boolean flag", () => {
    expect(() => dropProneReaction(A5E, { ...ok, seesAttack: "yes" } as never)).toThrow(/^seesAttack:/);
  });
});

describe("TA-7 prone: −2 circumstance to the prone creature's attack rolls", () => {
  it("TA-7: a prone attacker takes −2 circumstance, melee and ranged, never a 5e disadvantage", () => {
    const penalty = [
      { rule: "TA-7", reason: "attackerProne", effect: "modifier", value: -2, bonusType: "circumstance" },
    ];
    expect(proneAttackSources(THREE, attack({ attackerProne: true, targetProne: true }))).toEqual(penalty);
    expect(proneAttackSources(THREE, attack({ attackerProne: true, kind: "ranged", distance: 60 }))).toEqual(penalty);
    expect(proneAttackSources(THREE, attack({}))).toEqual([]);
  });
});
