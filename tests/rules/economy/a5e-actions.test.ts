import { describe, expect, it } from "vitest";
import {
  PRESS_EXPERTISE_DIE,
  clearPressedBy,
  createTurnLedger,
  economyAttackSources,
  endOwnTurn,
  fallBack,
  offHandAttack,
  pressTheAttack,
  spendTurnCost,
  startOwnTurn,
  takeBasicAction,
  takeSprint,
  takeTumble,
  type OffHandSituation,
  type TumbleSituation,
} from "../../../src/rules/economy";
import { A5E, SRD51, SRD52, THREE, ok, onTurn, refused } from "./helpers";

const presser = () => onTurn(A5E, { id: "p" });
const foe = () => createTurnLedger(A5E, { id: "t", speed: 30 });
const melee = { melee: true };

describe("ECON-8 Press the Attack (a5e)", () => {
  it("a bonus action before the Attack action: expertise die on the presser's melee attacks, advantage against it", () => {
    const r = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    expect(r.presser.bonusAction.used).toBe(true);
    expect(r.presser.pressing).toEqual({ target: "t", expertiseDie: true });
    expect(r.target.pressedBy).toBe("p");
    expect(economyAttackSources(r.presser, r.target, melee)).toEqual([
      { rule: "ECON-8", reason: "pressTheAttack", effect: "expertiseDie", value: PRESS_EXPERTISE_DIE },
    ]);
    expect(economyAttackSources(r.target, r.presser, { melee: false })).toEqual([
      { rule: "ECON-8", reason: "targetPressing", effect: "advantage" },
    ]);
    expect(economyAttackSources(foe(), r.presser, melee)).toHaveLength(1);
  });

  it("no expertise die on a ranged attack, an attack at disadvantage, or against someone else", () => {
    const r = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    expect(economyAttackSources(r.presser, r.target, { melee: false })).toEqual([]);
    expect(economyAttackSources(r.presser, r.target, { melee: true, disadvantage: true })).toEqual([]);
    expect(economyAttackSources(r.presser, createTurnLedger(A5E, { id: "other", speed: 30 }), melee)).toEqual([]);
  });

  it("refused after the Attack action, out of reach, on a pressed target, or a second time in the turn", () => {
    const attacked = ok(takeBasicAction(presser(), A5E, "attack")).ledger;
    refused(pressTheAttack(attacked, foe(), A5E, { withinReach: true }), "afterAttackAction");
    refused(pressTheAttack(presser(), foe(), A5E, { withinReach: false }), "outOfReach");
    const r = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    refused(pressTheAttack(onTurn(A5E, { id: "q" }), r.target, A5E, { withinReach: true }), "targetAlreadyPressed");
    refused(pressTheAttack(r.presser, foe(), A5E, { withinReach: true }), "bonusActionSpent");
  });

  it("only where the policy is on", () => {
    refused(pressTheAttack(onTurn(SRD52, { id: "p" }), foe(), SRD52, { withinReach: true }), "policyOff");
    expect(() => pressTheAttack(presser(), foe(), A5E, { withinReach: "yes" as never })).toThrow(
      /^situation\.withinReach:/,
    );
  });

  it("ends at the presser's next turn; the pressed side is cleared with clearPressedBy", () => {
    const r = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    expect(startOwnTurn(endOwnTurn(r.presser), A5E).pressing).toBeNull();
    expect(clearPressedBy(r.target).pressedBy).toBeNull();
  });
});

describe("ECON-9 Fall Back (a5e)", () => {
  it("the pressed creature's reaction: 5 ft back, no expertise die for the presser, no opportunity attacks", () => {
    const pressed = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    const r = ok(fallBack(pressed.target, pressed.presser, A5E));
    expect(r).toMatchObject({ moveBack: 5, presserMayFollow: 5, provokes: false });
    expect(r.target.reactions.used).toBe(1);
    expect(r.presser.pressing).toEqual({ target: "t", expertiseDie: false });
    expect(economyAttackSources(r.presser, r.target, melee)).toEqual([]);
    expect(economyAttackSources(r.target, r.presser, melee)).toHaveLength(1);
  });

  it("not while raging, not without a reaction, not when not pressed, not outside a5e", () => {
    const pressed = ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
    refused(fallBack(pressed.target, pressed.presser, A5E, { raging: true }), "raging");
    const noReaction = ok(spendTurnCost(pressed.target, A5E, { kind: "reaction" })).ledger;
    refused(fallBack(noReaction, pressed.presser, A5E), "reactionSpent");
    refused(fallBack(foe(), presser(), A5E), "notPressed");
    refused(fallBack(pressed.target, pressed.presser, SRD52), "policyOff");
  });
});

describe("ECON-7 / ECON-11 attack sources from the target's ledger", () => {
  it("a dodging target gives disadvantage only if it sees the attacker", () => {
    const dodger = ok(takeBasicAction(onTurn(SRD52), SRD52, "dodge")).ledger;
    expect(economyAttackSources(onTurn(SRD52), dodger, melee)).toEqual([
      { rule: "ECON-7", reason: "targetDodging", effect: "disadvantage" },
    ]);
    expect(economyAttackSources(onTurn(SRD52), dodger, { melee: true, targetSeesAttacker: false })).toEqual([]);
    expect(() => economyAttackSources(onTurn(SRD52), dodger, { melee: 1 as never })).toThrow(/^attack\.melee:/);
  });
});

const tumbleAt = (over: Partial<TumbleSituation> = {}): TumbleSituation => ({
  via: "action",
  size: "medium",
  targetSize: "medium",
  maneuverDc: 13,
  ...over,
});

describe("ECON-10 Tumble (a5e)", () => {
  it("a Dexterity save against the maneuver DC; an action or a bonus action; leaving reach still provokes", () => {
    const r = ok(takeTumble(onTurn(A5E), A5E, tumbleAt()));
    expect(r.save).toEqual({ automatic: false, ability: "dex", dc: 13, sources: [] });
    expect(r.stillProvokes).toBe(true);
    expect(r.ledger.actions.remaining).toBe(0);
    const bonus = ok(takeTumble(onTurn(A5E), A5E, tumbleAt({ via: "bonusAction" })));
    expect(bonus.ledger).toMatchObject({ actions: { remaining: 1 }, bonusAction: { used: true } });
  });

  it.each<[string, string, string[], boolean]>([
    ["small", "medium", ["advantage"], false],
    ["tiny", "huge", ["advantage"], false],
    ["large", "medium", ["disadvantage"], false],
    ["huge", "medium", [], true],
    ["gargantuan", "small", [], true],
  ])("%s tumbling past %s: %o, automatic %s", (size, targetSize, effects, automatic) => {
    const r = ok(takeTumble(onTurn(A5E), A5E, tumbleAt({ size, targetSize })));
    expect(r.save.sources.map((s) => s.effect)).toEqual(effects);
    expect(r.save.automatic).toBe(automatic);
  });

  it("Acrobatics gives an expertise d4, the tumbling specialty a d6; a target may just let you pass", () => {
    const d4 = ok(takeTumble(onTurn(A5E), A5E, tumbleAt({ acrobaticsProficient: true })));
    expect(d4.save.sources).toEqual([{ rule: "ECON-10", reason: "acrobatics", effect: "expertiseDie", value: 4 }]);
    const d6 = ok(takeTumble(onTurn(A5E), A5E, tumbleAt({ acrobaticsProficient: true, tumblingSpecialty: true })));
    expect(d6.save.sources[0]).toMatchObject({ reason: "tumblingSpecialty", value: 6 });
    expect(ok(takeTumble(onTurn(A5E), A5E, tumbleAt({ targetAllows: true }))).save).toMatchObject({
      automatic: true,
      sources: [],
    });
  });

  it("refused outside a5e or without the action; bad sizes throw", () => {
    refused(takeTumble(onTurn(SRD52), SRD52, tumbleAt()), "policyOff");
    refused(takeTumble(onTurn(A5E, { incapacitated: true }), A5E, tumbleAt()), "incapacitated");
    expect(() => takeTumble(onTurn(A5E), A5E, tumbleAt({ size: "colossal" }))).toThrow(/^situation\.size:/);
    expect(() => takeTumble(onTurn(A5E), A5E, tumbleAt({ maneuverDc: -1 }))).toThrow(/^situation\.maneuverDc:/);
  });
});

describe("ECON-11 Sprint (a5e)", () => {
  const run = { conModifier: 2 };

  it("Speed ×4 (×3 encumbered or in heavy armor), a straight line, attacks against the sprinter have advantage", () => {
    const r = ok(takeSprint(onTurn(A5E, { speed: 30 }), A5E, run));
    expect(r).toMatchObject({ multiplier: 4, straightLine: true, check: null });
    expect(r.ledger.movement.remaining).toBe(120);
    expect(
      ok(takeSprint(onTurn(A5E, { speed: 30 }), A5E, { ...run, encumbered: true })).ledger.movement.remaining,
    ).toBe(90);
    expect(ok(takeSprint(onTurn(A5E, { speed: 30 }), A5E, { ...run, heavyArmor: true })).multiplier).toBe(3);
    expect(economyAttackSources(onTurn(A5E), r.ledger, { melee: false })).toEqual([
      { rule: "ECON-11", reason: "targetSprinting", effect: "advantage" },
    ]);
  });

  it("movement already used counts against the sprint", () => {
    const moved = ok(spendTurnCost(onTurn(A5E, { speed: 30 }), A5E, { kind: "movement", amount: 20 })).ledger;
    expect(ok(takeSprint(moved, A5E, run)).ledger.movement).toEqual({ used: 20, remaining: 100 });
  });

  it("no other action, bonus action or reaction this turn; the exposure lasts until the next turn", () => {
    let l = ok(takeSprint(onTurn(A5E, { bonusActionAvailable: true }), A5E, run)).ledger;
    for (const kind of ["bonusAction", "reaction"] as const) refused(spendTurnCost(l, A5E, { kind }), "sprinting");
    l = endOwnTurn(l);
    expect([l.sprinting, l.sprintExposed]).toEqual([false, true]);
    ok(spendTurnCost(l, A5E, { kind: "reaction" }));
    expect(startOwnTurn(l, A5E).sprintExposed).toBe(false);
    refused(spendTurnCost({ ...onTurn(A5E), sprinting: true }, A5E, { kind: "action" }), "sprinting");
  });

  it("refused after acting, while fatigued, or outside a5e", () => {
    const acted = ok(spendTurnCost(onTurn(A5E), A5E, { kind: "reaction" })).ledger;
    refused(takeSprint(acted, A5E, run), "alreadyActed");
    refused(takeSprint(onTurn(A5E), A5E, { ...run, fatigue: 1 }), "fatigued");
    refused(takeSprint(onTurn(SRD52), SRD52, run), "policyOff");
    refused(takeSprint(createTurnLedger(A5E, { speed: 30 }), A5E, run), "notYourTurn");
  });

  it("free for Con-modifier turns, then a Con (Athletics) check at DC 10 + 1 per check in the last minute", () => {
    expect(ok(takeSprint(onTurn(A5E), A5E, { conModifier: 2, sprintTurnsSoFar: 1 })).check).toBeNull();
    expect(
      ok(takeSprint(onTurn(A5E), A5E, { conModifier: 2, sprintTurnsSoFar: 2, checksInLastMinute: 3 })).check,
    ).toEqual({
      ability: "con",
      skill: "athletics",
      dc: 13,
      onFailure: "fatigue",
    });
    expect(ok(takeSprint(onTurn(A5E), A5E, { conModifier: -1 })).check?.dc).toBe(10);
  });

  it.each([
    [2, 0, false],
    [2, 1, false],
    [2, 2, true],
    [2, 5, true],
    [3, 2, false],
    [3, 3, true],
    [0, 0, true],
    [-1, 0, true],
    [-5, 4, true],
  ])("Con %i after %i sprinted turns: a check %s", (conModifier, sprintTurnsSoFar, checked) => {
    const r = ok(takeSprint(onTurn(A5E), A5E, { conModifier, sprintTurnsSoFar }));
    expect(r.check).toEqual(checked ? { ability: "con", skill: "athletics", dc: 10, onFailure: "fatigue" } : null);
  });

  it("bad input throws naming the field", () => {
    expect(() => takeSprint(onTurn(A5E), A5E, { conModifier: 1.5 })).toThrow(/^situation\.conModifier:/);
    expect(() => takeSprint(onTurn(A5E), A5E, { conModifier: 1, fatigue: -1 })).toThrow(/^situation\.fatigue:/);
  });
});

const dual: OffHandSituation = {
  style: "dualWielding",
  mainHand: { oneHanded: true },
  offHand: { melee: true, dualWielding: true },
  abilityModifier: 3,
};
const light: OffHandSituation = {
  style: "light",
  mainHand: { light: true, oneHanded: true },
  offHand: { light: true, thrown: true },
  abilityModifier: 3,
};

describe("ECON-12 two-weapon fighting", () => {
  const attacked = (p: typeof A5E) => ok(takeBasicAction(onTurn(p), p, "attack")).ledger;

  it("after the Attack action, the bonus action makes an off-hand attack without a positive ability modifier", () => {
    const r = ok(offHandAttack(attacked(A5E), A5E, dual));
    expect(r).toMatchObject({ attacks: 1, damageAbilityModifier: 0, mayThrow: false });
    expect(r.ledger.bonusAction.used).toBe(true);
    expect(ok(offHandAttack(attacked(A5E), A5E, { ...dual, abilityModifier: -1 })).damageAbilityModifier).toBe(-1);
    expect(ok(offHandAttack(attacked(SRD51), SRD51, light)).mayThrow).toBe(true);
  });

  it("with Extra Attack: two off-hand attacks under a5e's rule, one under the light-weapon rule", () => {
    expect(ok(offHandAttack(attacked(A5E), A5E, { ...dual, extraAttack: true })).attacks).toBe(2);
    expect(ok(offHandAttack(attacked(SRD52), SRD52, { ...light, extraAttack: true })).attacks).toBe(1);
  });

  it("refused without the Attack action, with weapons that don't qualify, or twice", () => {
    refused(offHandAttack(onTurn(A5E), A5E, dual), "noAttackAction");
    refused(
      offHandAttack(attacked(A5E), A5E, { ...dual, mainHand: { oneHanded: true, heavy: true } }),
      "weaponNotEligible",
    );
    refused(offHandAttack(attacked(A5E), A5E, { ...dual, offHand: { melee: true } }), "offHandNotEligible");
    refused(offHandAttack(attacked(SRD52), SRD52, { ...light, mainHand: { oneHanded: true } }), "weaponNotEligible");
    refused(offHandAttack(attacked(SRD52), SRD52, { ...light, offHand: {} }), "offHandNotEligible");
    const once = ok(offHandAttack(attacked(A5E), A5E, dual)).ledger;
    refused(offHandAttack(once, A5E, dual), "bonusActionSpent");
    refused(offHandAttack(onTurn(THREE), THREE, dual), "wrongEconomy");
    expect(() => offHandAttack(attacked(A5E), A5E, { ...dual, style: "florentine" as never })).toThrow(
      /^situation\.style:/,
    );
    expect(() => offHandAttack(attacked(A5E), A5E, { ...dual, offHand: { light: "y" as never } })).toThrow(
      /^situation\.offHand\.light:/,
    );
  });
});

describe("ECON-8 / ATK-5 no Press expertise die on an attack that nets disadvantage", () => {
  const pressed = () => ok(pressTheAttack(presser(), foe(), A5E, { withinReach: true }));
  const dodgingTarget = () => {
    const r = pressed();
    const t = ok(takeBasicAction(startOwnTurn(r.target, A5E), A5E, "dodge")).ledger;
    return { presser: r.presser, target: t };
  };
  const die = { rule: "ECON-8", reason: "pressTheAttack", effect: "expertiseDie", value: PRESS_EXPERTISE_DIE };
  const dodge = { rule: "ECON-7", reason: "targetDodging", effect: "disadvantage" };

  it("a dodging target that sees the attacker: disadvantage, so no expertise die", () => {
    const { presser: p, target: t } = dodgingTarget();
    expect(economyAttackSources(p, t, melee)).toEqual([dodge]);
  });

  it("the die comes back when an advantage cancels the Dodge, or the target can't see the attacker", () => {
    const { presser: p, target: t } = dodgingTarget();
    expect(economyAttackSources(p, t, { melee: true, advantage: true })).toEqual([dodge, die]);
    expect(economyAttackSources(p, t, { melee: true, targetSeesAttacker: false })).toEqual([die]);
  });

  it("a pressing or sprinting target's advantage cancels the Dodge too", () => {
    const { presser: p, target: t } = dodgingTarget();
    const alsoPressing = { ...t, pressing: { target: "x", expertiseDie: true } };
    expect(economyAttackSources(p, alsoPressing, melee)).toEqual([
      dodge,
      { rule: "ECON-8", reason: "targetPressing", effect: "advantage" },
      die,
    ]);
    const sprinted = { ...t, sprintExposed: true };
    expect(economyAttackSources(p, sprinted, melee)).toContainEqual(die);
  });

  it("the caller's own disadvantage still removes it, unless an advantage cancels it", () => {
    const r = pressed();
    expect(economyAttackSources(r.presser, r.target, { melee: true, disadvantage: true })).toEqual([]);
    expect(economyAttackSources(r.presser, r.target, { melee: true, disadvantage: true, advantage: true })).toEqual([
      die,
    ]);
    expect(() => economyAttackSources(r.presser, r.target, { melee: true, advantage: 1 as never })).toThrow(
      /^attack\.advantage:/,
    );
  });
});

describe("ECON-8 / ECON-9 Press the Attack needs creature ids and another creature", () => {
  it("a presser or target without an id throws a RuleInputError naming the field", () => {
    const anonymous = onTurn(A5E);
    expect(anonymous.id).toBe("");
    expect(() => pressTheAttack(anonymous, foe(), A5E, { withinReach: true })).toThrow(/^presser\.id:/);
    expect(() => pressTheAttack(presser(), createTurnLedger(A5E, { speed: 30 }), A5E, { withinReach: true })).toThrow(
      /^target\.id:/,
    );
    expect(() => fallBack(createTurnLedger(A5E, { speed: 30 }), presser(), A5E)).toThrow(/^target\.id:/);
  });

  it("two id-less creatures never match each other's press", () => {
    const a = onTurn(A5E);
    const b = createTurnLedger(A5E, { speed: 30 });
    const forged = { ...a, pressing: { target: "", expertiseDie: true } };
    expect(() => economyAttackSources(forged, b, melee)).toThrow(/^attacker\.pressing\.target:/);
  });

  it("pressing yourself is refused", () => {
    const me = presser();
    const r = refused(pressTheAttack(me, me, A5E, { withinReach: true }), "pressSelf");
    expect(r).toEqual({ ok: false, reason: "pressSelf", needed: 1, available: 0 });
  });
});
