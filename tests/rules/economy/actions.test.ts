import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BASIC_ACTIONS,
  commandMount,
  createTurnLedger,
  economySaveSources,
  endOwnTurn,
  replyToExtendedTalk,
  setControlledMount,
  spendTurnCost,
  startExtendedTalk,
  startOwnTurn,
  takeBasicAction,
  takeStride,
  takeStrike,
  triggerReadiedAction,
} from "../../../src/rules/economy";
import { A5E, DELTA, SRD51, SRD52, THREE, ok, onTurn, refused } from "./helpers";

describe("ECON-7 basic actions spend the action and set what they do", () => {
  it.each(BASIC_ACTIONS.filter((a) => a !== "dash"))("%s spends the one action", (action) => {
    const l = ok(takeBasicAction(onTurn(SRD52), SRD52, action)).ledger;
    expect(l.actions.remaining).toBe(0);
    refused(takeBasicAction(l, SRD52, action), "notEnoughActions");
  });

  it("Dash adds Speed to the movement left, on top of what was already moved (MOV-1)", () => {
    let l = ok(spendTurnCost(onTurn(SRD52, { speed: 30 }), SRD52, { kind: "movement", amount: 20 })).ledger;
    l = ok(takeBasicAction(l, SRD52, "dash")).ledger;
    expect(l.movement).toEqual({ used: 20, remaining: 40 });
  });

  it("property: with Dash, movement used never exceeds twice the Speed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 1, max: 40 })), (speed, moves) => {
        let l = ok(takeBasicAction(onTurn(DELTA, { speed }), DELTA, "dash")).ledger;
        for (const amount of moves) {
          const r = spendTurnCost(l, DELTA, { kind: "movement", amount });
          if (r.ok) l = r.ledger;
        }
        expect(l.movement.used).toBeLessThanOrEqual(2 * speed);
      }),
    );
  });

  it("Dash, Disengage or Hide may be taken with the bonus action (the adapter checks a feature allows it)", () => {
    let l = onTurn(SRD51, { bonusActionAvailable: true, speed: 30 });
    l = ok(takeBasicAction(l, SRD51, "dash", { via: "bonusAction" })).ledger;
    l = ok(takeBasicAction(l, SRD51, "dash")).ledger;
    expect(l.movement.remaining).toBe(90);
    refused(takeBasicAction(l, SRD51, "hide", { via: "bonusAction" }), "bonusActionSpent");
  });

  it("Attack marks the Attack action; Disengage, Dodge and Help set their flags", () => {
    expect(ok(takeBasicAction(onTurn(SRD52), SRD52, "attack")).ledger.attackActionTaken).toBe(true);
    expect(ok(takeBasicAction(onTurn(SRD52), SRD52, "disengage")).ledger.disengaged).toBe(true);
    expect(ok(takeBasicAction(onTurn(SRD52), SRD52, "help")).ledger.helping).toBe(true);
    const dodging = ok(takeBasicAction(onTurn(SRD52), SRD52, "dodge")).ledger;
    expect(dodging.dodging).toBe(true);
    expect(economySaveSources(dodging, "dex")).toEqual([{ rule: "ECON-7", reason: "dodging", effect: "advantage" }]);
    expect(economySaveSources(dodging, "str")).toEqual([]);
    expect(() => economySaveSources(dodging, "luck" as never)).toThrow(/^ability:/);
  });

  it("Dodge at Speed 0: refused in a5e, allowed in srd52", () => {
    refused(takeBasicAction(onTurn(A5E, { speed: 0 }), A5E, "dodge"), "speedZero");
    ok(takeBasicAction(onTurn(SRD52, { speed: 0 }), SRD52, "dodge"));
  });

  it("Ready spends the action now and the reaction when triggered; a readied spell needs concentration", () => {
    let l = ok(takeBasicAction(onTurn(SRD52), SRD52, "ready", { spell: true })).ledger;
    expect(l.readied).toEqual({ spell: true, concentration: true });
    expect(ok(takeBasicAction(onTurn(SRD52), SRD52, "ready")).ledger.readied).toEqual({
      spell: false,
      concentration: false,
    });
    l = endOwnTurn(l);
    const fired = ok(triggerReadiedAction(l, SRD52)).ledger;
    expect(fired.readied).toBeNull();
    expect(fired.reactions.used).toBe(1);
    refused(triggerReadiedAction(fired, SRD52), "nothingReadied");
    const noReaction = ok(spendTurnCost(l, SRD52, { kind: "reaction" })).ledger;
    refused(triggerReadiedAction(noReaction, SRD52), "reactionSpent");
    expect(startOwnTurn(l, SRD52).readied).toBeNull();
  });

  it("the 5e basic actions don't exist under threeAction; bad names and options throw", () => {
    refused(takeBasicAction(onTurn(THREE), THREE, "dash"), "wrongEconomy");
    expect(() => takeBasicAction(onTurn(SRD52), SRD52, "fly" as never)).toThrow(/^action:/);
    expect(() => takeBasicAction(onTurn(SRD52), SRD52, "dash", { via: "free" as never })).toThrow(/^options\.via:/);
    expect(() => takeBasicAction(onTurn(SRD52), SRD52, "ready", { spell: 1 as never })).toThrow(/^options\.spell:/);
  });
});

describe("MOV-1 / ECON-3 threeAction: Stride gives Speed per action, Strike counts the attack", () => {
  it("each Stride is one action and Speed feet; leftover feet don't carry to the next Stride", () => {
    let l = ok(takeStride(onTurn(THREE, { speed: 25 }), THREE)).ledger;
    expect(l.movement).toEqual({ used: 0, remaining: 25 });
    l = ok(spendTurnCost(l, THREE, { kind: "movement", amount: 15 })).ledger;
    l = ok(takeStride(l, THREE)).ledger;
    expect(l.movement).toEqual({ used: 15, remaining: 25 });
    l = ok(takeStride(l, THREE)).ledger;
    refused(takeStride(l, THREE), "notEnoughActions");
    refused(takeStride(onTurn(SRD52), SRD52), "wrongEconomy");
  });

  it("Strike spends an action and counts an attack (ATK-4 reads the count)", () => {
    let l = ok(takeStrike(onTurn(THREE), THREE)).ledger;
    l = ok(takeStrike(l, THREE)).ledger;
    expect(l).toMatchObject({ attacksThisTurn: 2, actions: { remaining: 1 } });
    refused(takeStrike(onTurn(SRD52), SRD52), "wrongEconomy");
    refused(takeStrike(createTurnLedger(THREE, { speed: 25 }), THREE), "notYourTurn");
  });
});

describe("ECON-6 extended talk among allies (delta)", () => {
  it("delta: the initiator spends an action or a bonus action, each replier its reaction", () => {
    const viaBonus = ok(startExtendedTalk(onTurn(DELTA), DELTA, "bonusAction")).ledger;
    expect(viaBonus.bonusAction.used).toBe(true);
    expect(viaBonus.actions.remaining).toBe(1);
    expect(ok(startExtendedTalk(onTurn(DELTA), DELTA)).ledger.actions.remaining).toBe(0);
    const replier = ok(replyToExtendedTalk(createTurnLedger(DELTA, { speed: 30 }), DELTA)).ledger;
    expect(replier.reactions.used).toBe(1);
    refused(replyToExtendedTalk(replier, DELTA), "reactionSpent");
  });

  it("srd52: such talk takes the action; no bonus-action version and no reply cost", () => {
    expect(ok(startExtendedTalk(onTurn(SRD52), SRD52, "action")).ledger.actions.remaining).toBe(0);
    refused(startExtendedTalk(onTurn(SRD52), SRD52, "bonusAction"), "policyOff");
    refused(replyToExtendedTalk(onTurn(SRD52), SRD52), "policyOff");
    expect(() => startExtendedTalk(onTurn(DELTA), DELTA, "shout" as never)).toThrow(/^via:/);
  });
});

describe("ECON-13 a controlled mount may only Dash, Disengage or Dodge", () => {
  const mount = (p: typeof SRD52) => onTurn(p, { speed: 60, controlledMount: true });

  it.each([
    ["srd52", SRD52],
    ["a5e", A5E],
    ["delta", DELTA],
  ] as const)("%s: Dash, Disengage and Dodge yes, anything else no", (_, p) => {
    expect(ok(takeBasicAction(mount(p), p, "dash")).ledger.movement.remaining).toBe(120);
    ok(takeBasicAction(mount(p), p, "disengage"));
    ok(takeBasicAction(mount(p), p, "dodge"));
    refused(takeBasicAction(mount(p), p, "attack"), "mountLimited");
    refused(takeBasicAction(mount(p), p, "dash", { via: "bonusAction" }), "mountLimited");
    refused(spendTurnCost(mount(p), p, { kind: "action" }), "mountLimited");
    refused(
      spendTurnCost({ ...mount(p), bonusAction: { granted: true, used: false } }, p, { kind: "bonusAction" }),
      "mountLimited",
    );
    ok(spendTurnCost(mount(p), p, { kind: "reaction" }));
  });

  it("a5e: the rider's bonus action commands an ability check or the Attack action, never Multiattack", () => {
    const rider = onTurn(A5E);
    const r = ok(commandMount(rider, mount(A5E), A5E, "attack"));
    expect(r.rider.bonusAction.used).toBe(true);
    expect(r.mount).toMatchObject({ attackActionTaken: true, actions: { remaining: 0 } });
    expect(ok(commandMount(rider, mount(A5E), A5E, "abilityCheck")).mount.attackActionTaken).toBe(false);
    refused(commandMount(rider, mount(A5E), A5E, "multiattack"), "multiattackNotAllowed");
    const dashed = ok(takeBasicAction(mount(A5E), A5E, "dash")).ledger;
    refused(commandMount(rider, dashed, A5E, "attack"), "notEnoughActions");
    refused(commandMount(r.rider, mount(A5E), A5E, "attack"), "bonusActionSpent");
    refused(commandMount(rider, onTurn(A5E), A5E, "attack"), "notControlledMount");
    expect(() => commandMount(rider, mount(A5E), A5E, "fly" as never)).toThrow(/^command:/);
  });

  it("srd52 and delta have no rider command; threeAction has no controlled-mount limit", () => {
    refused(commandMount(onTurn(SRD52), mount(SRD52), SRD52, "attack"), "policyOff");
    refused(commandMount(onTurn(DELTA), mount(DELTA), DELTA, "abilityCheck"), "policyOff");
    ok(spendTurnCost(onTurn(THREE, { controlledMount: true }), THREE, { kind: "actions", amount: 2 }));
  });

  it("setControlledMount marks and frees a mount", () => {
    const m = setControlledMount(onTurn(SRD52));
    expect(m.controlledMount).toBe(true);
    expect(setControlledMount(m, false).controlledMount).toBe(false);
    expect(() => setControlledMount(m, "no" as never)).toThrow(/^controlled:/);
  });
});
