import { describe, expect, it } from "vitest";
import {
  STEP_FEET,
  endOwnTurn,
  setLedgerSpeed,
  spendTurnCost,
  takeCrawl,
  takeStep,
  takeStride,
} from "../../../src/rules/economy";
import { SRD52, THREE, ok, onTurn, refused } from "./helpers";

describe("TA-8 basic moves: Stride up to Speed, Step 5 ft, each its own move", () => {
  it("TA-8: Stride spends one action for a Speed of movement; a second Stride loses what the first left", () => {
    let l = onTurn(THREE, { speed: 25 });
    l = ok(takeStride(l, THREE)).ledger;
    expect(l).toMatchObject({ actions: { remaining: 2 }, movement: { remaining: 25 }, moveAction: "stride" });
    l = ok(spendTurnCost(l, THREE, { kind: "movement", amount: 10 })).ledger;
    l = ok(takeStride(l, THREE)).ledger;
    expect(l.movement).toEqual({ used: 10, remaining: 25 });
  });

  it("TA-8: Step spends one action for 5 ft, whatever a Stride left; difficult terrain (10 ft) is more than it gives", () => {
    let l = ok(takeStride(onTurn(THREE, { speed: 30 }), THREE)).ledger;
    l = ok(takeStep(l, THREE)).ledger;
    expect(l).toMatchObject({ actions: { remaining: 1 }, movement: { remaining: STEP_FEET }, moveAction: "step" });
    refused(spendTurnCost(l, THREE, { kind: "movement", amount: 10 }), "notEnoughMovement");
    expect(ok(spendTurnCost(l, THREE, { kind: "movement", amount: 5 })).ledger.movement.remaining).toBe(0);
    // A Speed change doesn't grow a Step; a Speed of 0 leaves none.
    expect(setLedgerSpeed(l, 40).movement.remaining).toBe(5);
    expect(setLedgerSpeed(l, 0).movement.remaining).toBe(0);
    expect(endOwnTurn(l).moveAction).toBeNull();
  });

  it("TA-8: the move actions are threeAction's; off the turn or without actions they are refused", () => {
    refused(takeStep(onTurn(SRD52), SRD52), "wrongEconomy");
    let l = onTurn(THREE);
    for (let i = 0; i < 3; i++) l = ok(takeStep(l, THREE)).ledger;
    refused(takeStride(l, THREE), "notEnoughActions");
  });
});

describe("TA-7 prone: the only moves are Crawl and Stand", () => {
  it("TA-7: prone, Stride and Step are refused; Crawl spends one action for 5 ft", () => {
    const l = onTurn(THREE, { speed: 30 });
    refused(takeStride(l, THREE, { prone: true }), "prone");
    refused(takeStep(l, THREE, { prone: true }), "prone");
    expect(ok(takeCrawl(l, THREE, { prone: true })).ledger).toMatchObject({
      actions: { remaining: 2 },
      movement: { remaining: 5 },
      moveAction: "crawl",
    });
  });

  it("TA-7: a creature that isn't prone doesn't Crawl; bad input is named", () => {
    refused(takeCrawl(onTurn(THREE), THREE), "notProne");
    expect(() => takeStep(onTurn(THREE), THREE, { prone: "yes" as never })).toThrow(/^options\.prone:/);
  });
});
