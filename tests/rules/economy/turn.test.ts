import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import { getPreset } from "../../../src/rules/presets";
import {
  createTurnLedger,
  endOwnTurn,
  markIncapacitated,
  recordAttack,
  setLedgerSpeed,
  spendTurnCost,
  startOwnTurn,
  surpriseCostsFirstTurn,
  takeBasicAction,
  takeSprint,
  takeStride,
} from "../../../src/rules/economy";
import { A5E, SRD51, SRD52, THREE, ok, onTurn, refused } from "./helpers";

describe("INIT-6 a surprised creature loses its first turn and its reaction until that turn ends", () => {
  it("only the loseFirstTurn presets (srd51, a5e) cost the first turn", () => {
    const surprise = (id: "srd51" | "srd52" | "a5e" | "threeAction" | "delta") =>
      surpriseCostsFirstTurn(getPreset(id).policies.initiative.surprise, true);
    expect([surprise("srd51"), surprise("a5e")]).toEqual([true, true]);
    expect([surprise("srd52"), surprise("threeAction"), surprise("delta")]).toEqual([false, false, false]);
    expect(surpriseCostsFirstTurn("loseFirstTurn", false)).toBe(false);
    expect(() => surpriseCostsFirstTurn("sleepy" as never, true)).toThrow(/^surprise:/);
    expect(() => surpriseCostsFirstTurn("loseFirstTurn", 1 as never)).toThrow(/^surprised:/);
  });

  it.each([
    ["srd51", SRD51],
    ["a5e", A5E],
  ] as const)("%s: no reaction before or during the first turn, no move or action on it", (_, p) => {
    let l = createTurnLedger(p, { speed: 30, losesFirstTurn: true, bonusActionAvailable: true });
    refused(spendTurnCost(l, p, { kind: "reaction" }), "surprised");
    l = startOwnTurn(l, p);
    expect(l.surprised).toBe(true);
    for (const kind of ["action", "bonusAction", "reaction", "objectInteraction"] as const)
      refused(spendTurnCost(l, p, { kind }), "surprised");
    refused(spendTurnCost(l, p, { kind: "movement", amount: 5 }), "surprised");
    refused(takeBasicAction(l, p, "dodge"), "surprised");
    l = endOwnTurn(l);
    expect(l.surprised).toBe(false);
    ok(spendTurnCost(l, p, { kind: "reaction" }));
    l = startOwnTurn(l, p);
    ok(spendTurnCost(l, p, { kind: "movement", amount: 30 }));
  });
});

describe("ECON-5 what prevents actions prevents bonus actions and reactions too", () => {
  it("an incapacitated creature takes no action, bonus action or reaction but may still be moved", () => {
    const l = markIncapacitated(onTurn(SRD52, { bonusActionAvailable: true }));
    for (const kind of ["action", "bonusAction", "reaction"] as const)
      refused(spendTurnCost(l, SRD52, { kind }), "incapacitated");
    refused(spendTurnCost(markIncapacitated(onTurn(THREE)), THREE, { kind: "actions" }), "incapacitated");
    ok(spendTurnCost(l, SRD52, { kind: "movement", amount: 5 }));
  });

  it("incapacitation ends Dodge and a held readied action; recovery restores the economy", () => {
    let l = ok(takeBasicAction(onTurn(SRD52), SRD52, "dodge")).ledger;
    l = markIncapacitated(l);
    expect(l.dodging).toBe(false);
    const readied = ok(takeBasicAction(onTurn(SRD52), SRD52, "ready", { spell: true })).ledger;
    expect(markIncapacitated(readied).readied).toBeNull();
    const back = markIncapacitated(markIncapacitated(onTurn(SRD52)), false);
    expect(back.incapacitated).toBe(false);
    ok(spendTurnCost(back, SRD52, { kind: "reaction" }));
    expect(() => markIncapacitated(onTurn(SRD52), "yes" as never)).toThrow(/^incapacitated:/);
  });

  it("a creature created incapacitated stays so", () => {
    const l = onTurn(SRD52, { incapacitated: true });
    refused(spendTurnCost(l, SRD52, { kind: "action" }), "incapacitated");
  });
});

describe("ECON-2 / ECON-7 turn transitions", () => {
  it("the start of the turn ends Dodge, Help, readied actions and Disengage; the end of the turn ends Disengage", () => {
    let l = onTurn(SRD52, { bonusActionAvailable: true });
    l = ok(takeBasicAction(l, SRD52, "dodge")).ledger;
    l = ok(takeBasicAction(l, SRD52, "disengage", { via: "bonusAction" })).ledger;
    expect([l.dodging, l.disengaged]).toEqual([true, true]);
    l = endOwnTurn(l);
    expect([l.dodging, l.disengaged]).toEqual([true, false]);
    l = startOwnTurn(l, SRD52);
    expect(l.dodging).toBe(false);
    expect(l.turnsStarted).toBe(2);
  });

  it("a turn can't start twice or end when not started", () => {
    expect(() => startOwnTurn(onTurn(SRD52), SRD52)).toThrow(RuleInputError);
    expect(() => endOwnTurn(createTurnLedger(SRD52, { speed: 30 }))).toThrow(/^ledger\.onTurn:/);
  });

  it("a turn start may bring a new Speed, bonus action or reaction count", () => {
    const l = startOwnTurn(endOwnTurn(onTurn(SRD52)), SRD52, {
      speed: 40,
      bonusActionAvailable: true,
      extraReactions: 2,
    });
    expect(l.movement.remaining).toBe(40);
    expect(l.bonusAction.granted).toBe(true);
    expect(l.reactions.perRound).toBe(3);
    expect(() => startOwnTurn(endOwnTurn(l), SRD52, { speed: -1 })).toThrow(/^update\.speed:/);
    expect(() => startOwnTurn(endOwnTurn(l), SRD52, null as never)).toThrow(/^update:/);
    expect(startOwnTurn(endOwnTurn(l), THREE, { bonusActionAvailable: true }).bonusAction.granted).toBe(false);
  });
});

describe("MOV-1 a Speed change on the turn changes the movement left", () => {
  it("a drop to 0 leaves nothing; a drop by 10 takes 10 feet off", () => {
    const l = ok(spendTurnCost(onTurn(SRD52, { speed: 30 }), SRD52, { kind: "movement", amount: 10 })).ledger;
    expect(setLedgerSpeed(l, 0).movement).toEqual({ used: 10, remaining: 0 });
    expect(setLedgerSpeed(l, 20).movement).toEqual({ used: 10, remaining: 10 });
    expect(setLedgerSpeed(l, 5).movement.remaining).toBe(0);
    expect(setLedgerSpeed(createTurnLedger(SRD52, { speed: 30 }), 40).speed).toBe(40);
    expect(() => setLedgerSpeed(l, Number.NaN)).toThrow(/^speed:/);
  });

  it("property: the movement left is the new Speed less what was moved, never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (speed, moved, next) => {
          const step = Math.min(moved, speed);
          const start = onTurn(SRD52, { speed });
          const l = step === 0 ? start : ok(spendTurnCost(start, SRD52, { kind: "movement", amount: step })).ledger;
          expect(setLedgerSpeed(l, next).movement).toEqual({ used: step, remaining: Math.max(0, next - step) });
        },
      ),
    );
    expect(setLedgerSpeed(onTurn(SRD52, { speed: 30 }), 45).movement).toEqual({ used: 0, remaining: 45 });
    expect(setLedgerSpeed(onTurn(SRD52, { speed: 10 }), 0).movement).toEqual({ used: 0, remaining: 0 });
  });
});

describe("MOV-8 a Speed change counts every Speed the turn granted (Dash, Sprint, Stride)", () => {
  it("Speed 30, Dash, then Speed 15: 2 × 15 feet, less what was moved", () => {
    let l = ok(takeBasicAction(onTurn(SRD52, { speed: 30 }), SRD52, "dash")).ledger;
    expect(l.movementSpeeds).toBe(2);
    expect(setLedgerSpeed(l, 15).movement).toEqual({ used: 0, remaining: 30 });
    l = ok(spendTurnCost(l, SRD52, { kind: "movement", amount: 10 })).ledger;
    expect(setLedgerSpeed(l, 15).movement).toEqual({ used: 10, remaining: 20 });
    expect(setLedgerSpeed(l, 40).movement).toEqual({ used: 10, remaining: 70 });
  });

  it("two Dashes (an action and a bonus action) make three Speeds", () => {
    let l = onTurn(SRD51, { speed: 30, bonusActionAvailable: true });
    l = ok(takeBasicAction(l, SRD51, "dash")).ledger;
    l = ok(takeBasicAction(l, SRD51, "dash", { via: "bonusAction" })).ledger;
    expect(setLedgerSpeed(l, 20).movement).toEqual({ used: 0, remaining: 60 });
  });

  it("a drop to 0 and back restores the Dash's movement", () => {
    let l = ok(takeBasicAction(onTurn(SRD52, { speed: 30 }), SRD52, "dash")).ledger;
    l = ok(spendTurnCost(l, SRD52, { kind: "movement", amount: 25 })).ledger;
    l = setLedgerSpeed(l, 0);
    expect(l.movement).toEqual({ used: 25, remaining: 0 });
    expect(setLedgerSpeed(l, 30).movement).toEqual({ used: 25, remaining: 35 });
  });

  it("Sprint (×4) then a Speed change: 4 × the new Speed, less what was moved", () => {
    let l = onTurn(A5E, { speed: 30 });
    l = ok(spendTurnCost(l, A5E, { kind: "movement", amount: 10 })).ledger;
    l = ok(takeSprint(l, A5E, { conModifier: 2 })).ledger;
    expect(l.movementSpeeds).toBe(4);
    expect(l.movement).toEqual({ used: 10, remaining: 110 });
    expect(setLedgerSpeed(l, 20).movement).toEqual({ used: 10, remaining: 70 });
  });

  it("threeAction: only the current Stride's Speed counts", () => {
    let l = onTurn(THREE, { speed: 25 });
    expect(setLedgerSpeed(l, 30).movement).toEqual({ used: 0, remaining: 0 });
    l = ok(takeStride(l, THREE)).ledger;
    l = ok(spendTurnCost(l, THREE, { kind: "movement", amount: 20 })).ledger;
    l = ok(takeStride(l, THREE)).ledger;
    l = ok(spendTurnCost(l, THREE, { kind: "movement", amount: 5 })).ledger;
    expect(setLedgerSpeed(l, 15).movement).toEqual({ used: 25, remaining: 10 });
  });
});

describe("ATK-4 attacks made this turn are counted (the attack helper applies the penalty)", () => {
  it("counts attacks on the turn, resets at the next turn, ignores attacks off-turn", () => {
    let l = recordAttack(recordAttack(onTurn(THREE)));
    expect(l.attacksThisTurn).toBe(2);
    l = endOwnTurn(l);
    expect(recordAttack(l).attacksThisTurn).toBe(2);
    expect(startOwnTurn(l, THREE).attacksThisTurn).toBe(0);
  });
});
