import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MAX_ATTACKS_PER_ACTION,
  attackWithAttackAction,
  checkAttacksPerAction,
  checkTurnLedger,
  commandMount,
  createTurnLedger,
  endOwnTurn,
  markIncapacitated,
  offHandAttack,
  recordAttack,
  releaseSpend,
  setControlledMount,
  spendTurnCost,
  startOwnTurn,
  takeBasicAction,
  type TurnLedger,
} from "../../../src/rules/economy";
import { A5E, FIVE_E, SRD51, SRD52, THREE, ok, onTurn, refused } from "./helpers";

/** One attack of the Attack action, counted (as Fray's combat layer does it). */
const attack = (l: TurnLedger, attacks: number, p = SRD52) =>
  recordAttack(ok(attackWithAttackAction(l, p, attacks)).ledger);

describe("ECON-7 the Attack action allows the creature's attacks per action (Extra Attack, Multiattack)", () => {
  it.each(Object.entries(FIVE_E))(
    "%s: Extra Attack's second attack spends nothing; a third needs an action",
    (_, p) => {
      const first = attack(onTurn(p), 2, p);
      expect(first).toMatchObject({
        actions: { remaining: 0 },
        attackActionTaken: true,
        attackActionAttacksLeft: 1,
        attacksThisTurn: 1,
      });
      const second = attack(first, 2, p);
      expect(second).toMatchObject({ actions: { remaining: 0 }, attackActionAttacksLeft: 0, attacksThisTurn: 2 });
      refused(attackWithAttackAction(second, p, 2), "noAttacksLeft");
    },
  );

  it("a third attack takes a second action when one is left (Action Surge), with its own attacks", () => {
    const surged = { ...onTurn(SRD52), actions: { used: 0, remaining: 2 } };
    const two = attack(attack(surged, 2), 2);
    const third = attack(two, 2);
    expect(third).toMatchObject({ actions: { used: 2, remaining: 0 }, attackActionAttacksLeft: 1, attacksThisTurn: 3 });
    const fourth = attack(third, 2);
    expect(fourth.attackActionAttacksLeft).toBe(0);
    refused(attackWithAttackAction(fourth, SRD52, 2), "noAttacksLeft");
  });

  it("without Extra Attack the second attack is refused; Multiattack 3 allows three", () => {
    refused(attackWithAttackAction(attack(onTurn(SRD51), 1, SRD51), SRD51, 1), "noAttacksLeft");
    let l = onTurn(SRD51);
    for (let i = 0; i < 3; i += 1) l = attack(l, 3, SRD51);
    expect(l).toMatchObject({ actions: { remaining: 0 }, attackActionAttacksLeft: 0, attacksThisTurn: 3 });
    refused(attackWithAttackAction(l, SRD51, 3), "noAttacksLeft");
  });

  it("the count read when the Attack action is taken holds for that action", () => {
    const first = attack(onTurn(SRD52), 3);
    expect(ok(attackWithAttackAction(first, SRD52, 1)).ledger.attackActionAttacksLeft).toBe(1);
  });

  it("another action spent (not the Attack action) leaves the first attack refused as notEnoughActions", () => {
    const dashed = ok(takeBasicAction(onTurn(SRD52), SRD52, "dash")).ledger;
    refused(attackWithAttackAction(dashed, SRD52, 2), "notEnoughActions");
  });

  it("takeBasicAction('attack') sets the attacks it allows (default 1)", () => {
    expect(ok(takeBasicAction(onTurn(SRD52), SRD52, "attack")).ledger.attackActionAttacksLeft).toBe(1);
    const l = ok(takeBasicAction(onTurn(SRD52), SRD52, "attack", { attacksPerAction: 4 })).ledger;
    expect(l.attackActionAttacksLeft).toBe(4);
    expect(() => takeBasicAction(onTurn(SRD52), SRD52, "attack", { attacksPerAction: 0 })).toThrow(
      /^options\.attacksPerAction:/,
    );
  });

  it("attacks left end with the turn and don't come into the next one", () => {
    const first = attack(onTurn(SRD52), 2);
    const ended = endOwnTurn(first);
    expect(ended.attackActionAttacksLeft).toBe(0);
    expect(startOwnTurn(ended, SRD52).attackActionAttacksLeft).toBe(0);
    expect(createTurnLedger(SRD52, { speed: 30, onTurn: true }).attackActionAttacksLeft).toBe(0);
  });

  it("ECON-5: an incapacitated creature can't make the Attack action's remaining attacks", () => {
    refused(attackWithAttackAction(markIncapacitated(attack(onTurn(SRD52), 2)), SRD52, 2), "incapacitated");
  });

  it("refused under threeAction (Strike instead)", () => {
    refused(attackWithAttackAction(onTurn(THREE), THREE, 2), "wrongEconomy");
  });

  it("a reserved attack given back: the action or the attack comes back (releaseSpend)", () => {
    const before = onTurn(SRD52);
    const first = attack(before, 2);
    expect(ok(releaseSpend(first, before, first)).ledger).toMatchObject({
      actions: { remaining: 1 },
      attackActionTaken: false,
      attackActionAttacksLeft: 0,
    });
    const second = attack(first, 2);
    expect(ok(releaseSpend(second, first, second)).ledger).toMatchObject({
      actions: { remaining: 0 },
      attackActionAttacksLeft: 1,
      attacksThisTurn: 1,
    });
  });

  it("checks its input: attacks per action must be a whole number from 1 to the maximum", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, MAX_ATTACKS_PER_ACTION + 1, "2"]) {
      expect(() => attackWithAttackAction(onTurn(SRD52), SRD52, bad as number)).toThrow(/^attacksPerAction:/);
      expect(() => checkAttacksPerAction(bad, "system.multiattack")).toThrow(/^system\.multiattack:/);
    }
    expect(checkAttacksPerAction(MAX_ATTACKS_PER_ACTION)).toBe(MAX_ATTACKS_PER_ACTION);
  });

  it("a stored ledger without attackActionAttacksLeft reads as none left; a bad one names the field", () => {
    const stored: Record<string, unknown> = { ...attack(onTurn(SRD52), 2) };
    delete stored.attackActionAttacksLeft;
    const read = checkTurnLedger(stored);
    expect(read.attackActionAttacksLeft).toBe(0);
    refused(attackWithAttackAction(read, SRD52, 2), "noAttacksLeft");
    for (const bad of [-1, 0.5, Number.NaN, "1"]) {
      expect(() => checkTurnLedger({ ...stored, attackActionAttacksLeft: bad })).toThrow(
        /^ledger\.attackActionAttacksLeft:/,
      );
    }
  });

  it("property: attacks made with Attack actions never exceed actions taken × attacks per action", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_ATTACKS_PER_ACTION }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 40 }),
        (perAction, actions, tries) => {
          let l: TurnLedger = { ...onTurn(SRD52), actions: { used: 0, remaining: actions } };
          let made = 0;
          for (let i = 0; i < tries; i += 1) {
            const r = attackWithAttackAction(l, SRD52, perAction);
            if (!r.ok) break;
            l = r.ledger;
            made += 1;
          }
          expect(made).toBe(Math.min(tries, actions * perAction));
        },
      ),
    );
  });

  it("ECON-13: a commanded mount's Attack action allows one attack", () => {
    const rider = onTurn(A5E);
    const mount = startOwnTurn(setControlledMount(createTurnLedger(A5E, { speed: 60 })), A5E);
    expect(ok(commandMount(rider, mount, A5E, "attack")).mount.attackActionAttacksLeft).toBe(1);
  });
});

describe("ECON-12 the off-hand attack follows the Attack action, whatever attacks it has left", () => {
  const light = {
    style: "light" as const,
    mainHand: { light: true, oneHanded: true },
    offHand: { light: true },
    abilityModifier: 3,
  };

  it("after the first of two Extra Attack attacks, the bonus action makes the off-hand attack", () => {
    const first = attack(onTurn(SRD52), 2);
    const r = ok(offHandAttack(first, SRD52, { ...light, extraAttack: true }));
    expect(r.ledger).toMatchObject({ bonusAction: { used: true }, attackActionAttacksLeft: 1 });
    expect(r.damageAbilityModifier).toBe(0);
    const spent = ok(spendTurnCost(first, SRD52, { kind: "bonusAction" })).ledger;
    refused(offHandAttack(spent, SRD52, light), "bonusActionSpent");
  });
});
