import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  endOwnTurn,
  recordAttack,
  releaseSpend,
  spendTurnCost,
  startOwnTurn,
  takeBasicAction,
  takeStrike,
  type TurnLedger,
} from "../../../src/rules/economy";
import { RuleInputError } from "../../../src/rules/errors";
import { SRD52, THREE, ok, onTurn, refused } from "./helpers";

describe("ECON-1 / ECON-2 / ECON-3 / ATK-4 a reserved spend given back when its roll is cancelled", () => {
  it("ECON-1: with nothing else spent since, the ledger is as it was before the spend", () => {
    const before = onTurn(SRD52);
    const after = ok(spendTurnCost(before, SRD52, { kind: "action" })).ledger;
    expect(ok(releaseSpend(after, before, after)).ledger).toEqual(before);
  });

  it("ECON-7 / ATK-4: the Attack action and the attack it counted are both given back", () => {
    const before = onTurn(SRD52);
    const after = recordAttack(ok(takeBasicAction(before, SRD52, "attack")).ledger);
    const released = ok(releaseSpend(after, before, after)).ledger;
    expect(released).toMatchObject({
      actions: { used: 0, remaining: 1 },
      attackActionTaken: false,
      attacksThisTurn: 0,
    });
  });

  it("MOV-1 / ECON-2: what was spent meanwhile stays spent; only the reserved cost comes back", () => {
    const before = onTurn(SRD52);
    const after = ok(spendTurnCost(before, SRD52, { kind: "action" })).ledger;
    const moved = ok(spendTurnCost(after, SRD52, { kind: "movement", amount: 10 })).ledger;
    const reacted = ok(spendTurnCost(moved, SRD52, { kind: "reaction" })).ledger;
    const released = ok(releaseSpend(reacted, before, after)).ledger;
    expect(released).toMatchObject({
      actions: { used: 0, remaining: 1 },
      movement: { used: 10, remaining: 20 },
      reactions: { used: 1 },
    });
  });

  it("ECON-3 / ATK-4: a Strike reserved while a second Strike was made gives back one action and one attack", () => {
    const before = onTurn(THREE);
    const after = ok(takeStrike(before, THREE)).ledger;
    const second = ok(takeStrike(after, THREE)).ledger;
    const released = ok(releaseSpend(second, before, after)).ledger;
    expect(released).toMatchObject({ actions: { used: 1 }, attacksThisTurn: 1 });
  });

  it("once the turn moved on nothing is given back", () => {
    const before = onTurn(SRD52);
    const after = ok(spendTurnCost(before, SRD52, { kind: "action" })).ledger;
    refused(releaseSpend(endOwnTurn(after), before, after), "nothingToRefund");
    refused(releaseSpend(startOwnTurn(endOwnTurn(after), SRD52), before, after), "nothingToRefund");
  });

  it("a malformed ledger is refused with the field's name", () => {
    const before = onTurn(SRD52);
    const bad = { ...before, actions: { used: -1, remaining: 1 } } as unknown as TurnLedger;
    expect(() => releaseSpend(bad, before, before)).toThrow(RuleInputError);
  });

  it("property: spend k reactions, reserve one more, spend m, release: exactly one reaction comes back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (k, m) => {
        const l = { ...onTurn(SRD52), reactions: { perRound: 8, used: k } };
        const after = ok(spendTurnCost(l, SRD52, { kind: "reaction" })).ledger;
        let now = after;
        for (let i = 0; i < m; i++) now = ok(spendTurnCost(now, SRD52, { kind: "reaction" })).ledger;
        expect(ok(releaseSpend(now, l, after)).ledger.reactions.used).toBe(k + m);
      }),
    );
  });
});
