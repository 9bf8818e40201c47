import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleInputError } from "../../../src/rules/errors";
import {
  checkEconomyPolicies,
  checkTurnCost,
  checkTurnLedger,
  createTurnLedger,
  endOwnTurn,
  refundTurnCost,
  spendTurnCost,
  startOwnTurn,
  surpriseCostsFirstTurn,
  takeBasicAction,
  type TurnCost,
  type TurnLedger,
} from "../../../src/rules/economy";
import { getPreset } from "../../../src/rules/presets";
import { A5E, DELTA, FIVE_E, SRD51, SRD52, THREE, ok, onTurn, refused } from "./helpers";

describe("ECON-1 move up to Speed, one action, and every creature's turn has its bonus action", () => {
  it.each(Object.entries(FIVE_E))("%s: one action, movement equal to Speed, one bonus action", (_, p) => {
    const l = onTurn(p, { speed: 30 });
    expect(l.actions).toEqual({ used: 0, remaining: 1 });
    expect(l.movement).toEqual({ used: 0, remaining: 30 });
    expect(l.bonusAction).toEqual({ granted: true, used: false });
    const bonus = ok(spendTurnCost(l, p, { kind: "bonusAction" })).ledger;
    expect(bonus.bonusAction).toEqual({ granted: true, used: true });
    expect(bonus.actions).toEqual({ used: 0, remaining: 1 });
    refused(spendTurnCost(bonus, p, { kind: "bonusAction" }), "bonusActionSpent");
    const after = ok(spendTurnCost(l, p, { kind: "action" })).ledger;
    expect(refused(spendTurnCost(after, p, { kind: "action" }), "notEnoughActions")).toMatchObject({
      needed: 1,
      available: 0,
    });
  });

  it.each(Object.entries(FIVE_E))("%s: the bonus action comes back each turn, created or started", (_, p) => {
    const created = createTurnLedger(p, { speed: 30 });
    expect(created.bonusAction.granted).toBe(true);
    const first = ok(spendTurnCost(startOwnTurn(created, p), p, { kind: "bonusAction" })).ledger;
    const next = startOwnTurn(endOwnTurn(first), p);
    expect(next.bonusAction).toEqual({ granted: true, used: false });
  });

  it.each(Object.entries(FIVE_E))("%s: a ledger saved without its bonus action gets it at its next turn", (_, p) => {
    const old = { ...createTurnLedger(p, { speed: 30 }), bonusAction: { granted: false, used: false } };
    expect(startOwnTurn(old, p).bonusAction).toEqual({ granted: true, used: false });
  });

  it("the old bonusActionAvailable input is only type-checked; threeAction has no bonus action", () => {
    expect(onTurn(SRD52, { bonusActionAvailable: false }).bonusAction.granted).toBe(true);
    expect(() => createTurnLedger(SRD52, { speed: 30, bonusActionAvailable: "yes" as never })).toThrow(
      /creature\.bonusActionAvailable/,
    );
    expect(() =>
      startOwnTurn(createTurnLedger(SRD52, { speed: 30 }), SRD52, { bonusActionAvailable: 1 as never }),
    ).toThrow(/update\.bonusActionAvailable/);
    const three = onTurn(THREE);
    expect(three.bonusAction.granted).toBe(false);
    refused(spendTurnCost(three, THREE, { kind: "bonusAction" }), "noBonusAction");
  });

  it("a bonus action can be spent once", () => {
    const l = onTurn(SRD52, { bonusActionAvailable: true });
    const spent = ok(spendTurnCost(l, SRD52, { kind: "bonusAction" })).ledger;
    expect(spent.bonusAction).toEqual({ granted: true, used: true });
    refused(spendTurnCost(spent, SRD52, { kind: "bonusAction" }), "bonusActionSpent");
  });

  it("movement splits around the action in any order", () => {
    let l = onTurn(SRD52, { speed: 30 });
    l = ok(spendTurnCost(l, SRD52, { kind: "movement", amount: 10 })).ledger;
    l = ok(spendTurnCost(l, SRD52, { kind: "action" })).ledger;
    l = ok(spendTurnCost(l, SRD52, { kind: "movement", amount: 20 })).ledger;
    expect(l.movement).toEqual({ used: 30, remaining: 0 });
  });

  it("nothing but a reaction is spent off the creature's turn", () => {
    const l = createTurnLedger(SRD52, { speed: 30 });
    refused(spendTurnCost(l, SRD52, { kind: "action" }), "notYourTurn");
    refused(spendTurnCost(l, SRD52, { kind: "movement", amount: 5 }), "notYourTurn");
    refused(spendTurnCost(l, SRD52, { kind: "objectInteraction" }), "notYourTurn");
    refused(
      spendTurnCost(createTurnLedger(SRD52, { speed: 30, bonusActionAvailable: true }), SRD52, { kind: "bonusAction" }),
      "notYourTurn",
    );
    ok(spendTurnCost(l, SRD52, { kind: "reaction" }));
  });

  it("a ledger can be built on the creature's own turn", () => {
    const l = createTurnLedger(SRD52, { speed: 25, onTurn: true, id: "x" });
    expect(l).toMatchObject({ onTurn: true, turnsStarted: 1, id: "x", movement: { remaining: 25 } });
  });

  it("free things cost nothing", () => {
    const l = onTurn(SRD52);
    expect(ok(spendTurnCost(l, SRD52, { kind: "free" })).ledger).toEqual(l);
    expect(ok(refundTurnCost(l, SRD52, { kind: "free" })).ledger).toEqual(l);
  });
});

describe("MOV-1 movement equal to Speed, each move deducted", () => {
  it("refuses a move longer than what is left, naming what is left", () => {
    const l = ok(spendTurnCost(onTurn(A5E, { speed: 30 }), A5E, { kind: "movement", amount: 25 })).ledger;
    expect(refused(spendTurnCost(l, A5E, { kind: "movement", amount: 10 }), "notEnoughMovement")).toEqual({
      ok: false,
      reason: "notEnoughMovement",
      needed: 10,
      available: 5,
    });
  });

  it("property: movement used never exceeds the Speed given", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }),
        (speed, moves) => {
          let l = onTurn(SRD52, { speed });
          for (const amount of moves) {
            const r = spendTurnCost(l, SRD52, { kind: "movement", amount });
            if (r.ok) l = r.ledger;
            else expect(r.available).toBe(l.movement.remaining);
          }
          expect(l.movement.used).toBeLessThanOrEqual(speed);
          expect(l.movement.used + l.movement.remaining).toBe(speed);
        },
      ),
    );
  });
});

describe("ECON-2 one reaction per round, back at the start of the creature's own turn", () => {
  it.each([
    ["srd52", SRD52],
    ["threeAction", THREE],
  ] as const)("%s: a second reaction waits for the next turn", (_, p) => {
    let l = createTurnLedger(p, { speed: 25 });
    l = ok(spendTurnCost(l, p, { kind: "reaction" })).ledger;
    expect(refused(spendTurnCost(l, p, { kind: "reaction" }), "reactionSpent")).toMatchObject({ available: 0 });
    l = startOwnTurn(l, p);
    expect(l.reactions.used).toBe(0);
    ok(spendTurnCost(l, p, { kind: "reaction" }));
  });

  it("the reaction does not come back at the end of the turn", () => {
    let l = onTurn(SRD52);
    l = ok(spendTurnCost(l, SRD52, { kind: "reaction" })).ledger;
    l = endOwnTurn(l);
    refused(spendTurnCost(l, SRD52, { kind: "reaction" }), "reactionSpent");
  });

  it("a feature's extra reactions raise the count", () => {
    let l = createTurnLedger(SRD52, { speed: 30, extraReactions: 1 });
    l = ok(spendTurnCost(l, SRD52, { kind: "reaction", amount: 2 })).ledger;
    refused(spendTurnCost(l, SRD52, { kind: "reaction" }), "reactionSpent");
  });
});

describe("ECON-3 three actions per turn, unspent ones lost at turn end", () => {
  it("activities cost 1, 2 or 3; a fourth action is refused", () => {
    let l = onTurn(THREE);
    expect(l.actions.remaining).toBe(3);
    l = ok(spendTurnCost(l, THREE, { kind: "actions", amount: 2 })).ledger;
    expect(refused(spendTurnCost(l, THREE, { kind: "actions", amount: 2 }), "notEnoughActions")).toMatchObject({
      needed: 2,
      available: 1,
    });
    l = ok(spendTurnCost(l, THREE, { kind: "action" })).ledger;
    expect(l.actions).toEqual({ used: 3, remaining: 0 });
  });

  it("no bonus action and no movement until a Stride", () => {
    const l = onTurn(THREE, { bonusActionAvailable: true });
    expect(l.bonusAction.granted).toBe(false);
    refused(spendTurnCost(l, THREE, { kind: "bonusAction" }), "noBonusAction");
    refused(spendTurnCost(l, THREE, { kind: "movement", amount: 5 }), "notEnoughMovement");
  });

  it("actions left at the end of the turn are gone", () => {
    let l = ok(spendTurnCost(onTurn(THREE), THREE, { kind: "actions" })).ledger;
    l = endOwnTurn(l);
    expect(l.actions.remaining).toBe(0);
    refused(spendTurnCost(l, THREE, { kind: "actions" }), "notYourTurn");
    expect(startOwnTurn(l, THREE).actions).toEqual({ used: 0, remaining: 3 });
  });

  it("the 5e family has no action counts", () => {
    refused(spendTurnCost(onTurn(SRD52), SRD52, { kind: "actions", amount: 1 }), "wrongEconomy");
    refused(refundTurnCost(onTurn(SRD52), SRD52, { kind: "actions", amount: 1 }), "wrongEconomy");
  });
});

describe("ECON-4 one free object interaction per turn", () => {
  it.each(Object.entries(FIVE_E))("%s: the second interaction is refused (it needs an action)", (_, p) => {
    const l = ok(spendTurnCost(onTurn(p), p, { kind: "objectInteraction" })).ledger;
    expect(refused(spendTurnCost(l, p, { kind: "objectInteraction" }), "freeInteractionUsed")).toMatchObject({
      needed: 1,
      available: 0,
    });
  });

  it("threeAction has no free interaction (Interact is an action)", () => {
    refused(spendTurnCost(onTurn(THREE), THREE, { kind: "objectInteraction" }), "noFreeInteraction");
  });

  it("the free interaction comes back next turn", () => {
    let l = ok(spendTurnCost(onTurn(DELTA), DELTA, { kind: "objectInteraction" })).ledger;
    l = startOwnTurn(endOwnTurn(l), DELTA);
    ok(spendTurnCost(l, DELTA, { kind: "objectInteraction" }));
  });
});

describe("refund: a spend undone, never beyond what was spent", () => {
  const costs = fc.oneof(
    fc.constant<TurnCost>({ kind: "action" }),
    fc.constant<TurnCost>({ kind: "bonusAction" }),
    fc.constant<TurnCost>({ kind: "reaction" }),
    fc.constant<TurnCost>({ kind: "objectInteraction" }),
    fc.integer({ min: 0, max: 40 }).map((amount): TurnCost => ({ kind: "movement", amount })),
  );

  it("property: spend then refund restores the ledger; a refused spend leaves it unchanged", () => {
    fc.assert(
      fc.property(fc.array(costs, { maxLength: 6 }), costs, (before, cost) => {
        let l: TurnLedger = onTurn(SRD52, { bonusActionAvailable: true });
        for (const c of before) {
          const r = spendTurnCost(l, SRD52, c);
          if (r.ok) l = r.ledger;
        }
        // An unfrozen copy: a spend that wrote into its input would show here.
        const input = structuredClone<TurnLedger>(l);
        const r = spendTurnCost(input, SRD52, cost);
        expect(input).toEqual(l);
        if (r.ok) {
          if (cost.kind !== "movement" || cost.amount !== 0) expect(r.ledger).not.toEqual(l);
          expect(ok(refundTurnCost(r.ledger, SRD52, cost)).ledger).toEqual(l);
        } else {
          expect(r.available).toBeLessThan(r.needed);
        }
      }),
    );
  });

  it("property (threeAction): spending and refunding actions", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), (a, b) => {
        const l = ok(spendTurnCost(onTurn(THREE), THREE, { kind: "actions", amount: a })).ledger;
        const r = spendTurnCost(l, THREE, { kind: "actions", amount: b });
        if (a + b <= 3) expect(r.ok).toBe(true);
        else expect(r).toEqual({ ok: false, reason: "notEnoughActions", needed: b, available: 3 - a });
        expect(ok(refundTurnCost(l, THREE, { kind: "actions", amount: a })).ledger).toEqual(onTurn(THREE));
      }),
    );
  });

  it.each<[TurnCost, number]>([
    [{ kind: "action" }, 0],
    [{ kind: "bonusAction" }, 0],
    [{ kind: "reaction" }, 0],
    [{ kind: "objectInteraction" }, 0],
    [{ kind: "movement", amount: 5 }, 0],
  ])("refuses to refund %o that was never spent", (cost, available) => {
    expect(refused(refundTurnCost(onTurn(SRD52), SRD52, cost), "nothingToRefund").available).toBe(available);
  });

  it.each<TurnCost>([
    { kind: "action" },
    { kind: "bonusAction" },
    { kind: "objectInteraction" },
    { kind: "movement", amount: 5 },
  ])("refuses to refund %o after the turn ended", (cost) => {
    const l = endOwnTurn(onTurn(SRD52, { bonusActionAvailable: true }));
    refused(refundTurnCost(l, SRD52, cost), "notYourTurn");
  });

  it("a reaction can be refunded off-turn", () => {
    const l = ok(spendTurnCost(createTurnLedger(SRD52, { speed: 30 }), SRD52, { kind: "reaction" })).ledger;
    expect(ok(refundTurnCost(l, SRD52, { kind: "reaction" })).ledger.reactions.used).toBe(0);
  });
});

describe("ledger input is checked", () => {
  it.each<[string, () => unknown, string]>([
    ["NaN Speed", () => createTurnLedger(SRD52, { speed: Number.NaN }), "creature.speed"],
    ["negative Speed", () => createTurnLedger(SRD52, { speed: -5 }), "creature.speed"],
    ["a non-object creature", () => createTurnLedger(SRD52, null as never), "creature"],
    ["a numeric id", () => createTurnLedger(SRD52, { speed: 30, id: 3 as never }), "creature.id"],
    [
      "fractional extra reactions",
      () => createTurnLedger(SRD52, { speed: 30, extraReactions: 0.5 }),
      "creature.extraReactions",
    ],
    [
      "a text flag",
      () => createTurnLedger(SRD52, { speed: 30, losesFirstTurn: "yes" as never }),
      "creature.losesFirstTurn",
    ],
    ["an unknown economy", () => createTurnLedger({ ...SRD52, kind: "four" as never }, { speed: 30 }), "policies.kind"],
    ["missing policies", () => createTurnLedger(undefined as never, { speed: 30 }), "policies"],
    ["an unknown cost kind", () => spendTurnCost(onTurn(SRD52), SRD52, { kind: "legendary" as never }), "cost.kind"],
    ["movement without feet", () => spendTurnCost(onTurn(SRD52), SRD52, { kind: "movement" }), "cost.amount"],
    ["NaN feet", () => spendTurnCost(onTurn(SRD52), SRD52, { kind: "movement", amount: Number.NaN }), "cost.amount"],
    ["negative feet", () => refundTurnCost(onTurn(SRD52), SRD52, { kind: "movement", amount: -5 }), "cost.amount"],
    ["zero actions", () => spendTurnCost(onTurn(THREE), THREE, { kind: "actions", amount: 0 }), "cost.amount"],
    ["1.5 actions", () => spendTurnCost(onTurn(THREE), THREE, { kind: "actions", amount: 1.5 }), "cost.amount"],
    ["a cost that is not an object", () => checkTurnCost("action"), "cost"],
    ["a ledger that is not an object", () => spendTurnCost(null as never, SRD52, { kind: "action" }), "ledger"],
    [
      "a ledger with NaN movement",
      () => checkTurnLedger({ ...onTurn(SRD52), movement: { used: Number.NaN, remaining: 0 } }),
      "ledger.movement.used",
    ],
    ["a ledger with an odd pressedBy", () => checkTurnLedger({ ...onTurn(SRD52), pressedBy: 4 }), "ledger.pressedBy"],
    [
      "a ledger with an odd press",
      () => checkTurnLedger({ ...onTurn(SRD52), pressing: { target: 1, expertiseDie: true } }),
      "ledger.pressing.target",
    ],
    [
      "a ledger with an odd readied action",
      () => checkTurnLedger({ ...onTurn(SRD52), readied: { spell: "no" } }),
      "ledger.readied.spell",
    ],
    [
      "a ledger with no bonus action record",
      () => checkTurnLedger({ ...onTurn(SRD52), bonusAction: 1 }),
      "ledger.bonusAction",
    ],
    [
      "too many actions per turn",
      () => checkEconomyPolicies({ ...THREE, actionsPerTurn: 0 }),
      "policies.actionsPerTurn",
    ],
  ])("%s throws a RuleInputError naming the field", (_, run, field) => {
    expect(run).toThrow(RuleInputError);
    expect(run).toThrow(new RegExp(`^${field.replaceAll(".", "\\.")}:`));
  });

  it("a ledger survives a round trip through JSON (a Foundry flag)", () => {
    const l = onTurn(A5E, { id: "a", bonusActionAvailable: true });
    const back = JSON.parse(JSON.stringify(l)) as unknown;
    expect(checkTurnLedger(back)).toEqual(l);
    expect(checkTurnLedger({ ...l, readied: { spell: true, concentration: true } }).readied).toEqual({
      spell: true,
      concentration: true,
    });
  });

  it("results are frozen and inputs untouched", () => {
    const input = structuredClone(onTurn(SRD51));
    const r = ok(spendTurnCost(input, SRD51, { kind: "movement", amount: 5 }));
    expect(Object.isFrozen(r.ledger)).toBe(true);
    expect(Object.isFrozen(r.ledger.movement)).toBe(true);
    expect(Object.isFrozen(input)).toBe(false);
    expect(input.movement.used).toBe(0);
  });
});

describe("ECON-1 / ECON-3 checkTurnLedger: whole counts, and the ledger's economy must match the policies", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["half an action", { actions: { used: 0.5, remaining: 0.5 } }, "ledger.actions.used"],
    ["1.5 reactions a round", { reactions: { perRound: 1.5, used: 0 } }, "ledger.reactions.perRound"],
    [
      "a fractional free interaction",
      { objectInteractions: { free: 1, used: 0.25 } },
      "ledger.objectInteractions.used",
    ],
  ])("%s is refused, naming the field", (_, change, field) => {
    const bad = { ...onTurn(SRD52), ...change };
    expect(() => checkTurnLedger(bad)).toThrow(new RegExp(`^${field.replaceAll(".", "\\.")}: expected a whole number`));
  });

  it("movement stays in feet and may be fractional (metric squares)", () => {
    const l = { ...onTurn(SRD52), movement: { used: 1.5, remaining: 28.5 } };
    expect(checkTurnLedger(l).movement).toEqual({ used: 1.5, remaining: 28.5 });
  });

  it("a threeAction ledger with 5e policies (and the reverse) throws naming ledger.economy", () => {
    expect(() => spendTurnCost(onTurn(THREE), SRD52, { kind: "action" })).toThrow(
      /^ledger\.economy: the ledger is for the "threeActions" economy but the policies are "actionBonusReaction"/,
    );
    expect(() => spendTurnCost(onTurn(SRD52), THREE, { kind: "actions" })).toThrow(RuleInputError);
    expect(() => takeBasicAction(onTurn(THREE), A5E, "dash")).toThrow(/^ledger\.economy:/);
    expect(() => checkTurnLedger(onTurn(THREE), "flags.ledger", SRD52)).toThrow(/^flags\.ledger\.economy:/);
    expect(checkTurnLedger(onTurn(THREE), "ledger", THREE).economy).toBe("threeActions");
  });

  it("the next turn moves a ledger to a new economy (a world that switched preset)", () => {
    const moved = startOwnTurn(endOwnTurn(onTurn(SRD52)), THREE);
    expect(moved.economy).toBe("threeActions");
    expect(ok(spendTurnCost(moved, THREE, { kind: "actions", amount: 2 })).ledger.actions).toEqual({
      used: 2,
      remaining: 1,
    });
  });
});

describe("INIT-6 createTurnLedger takes losesFirstTurn, not surprised", () => {
  it("srd52: surprise costs nothing, so a surprised creature's ledger acts normally", () => {
    const losesFirstTurn = surpriseCostsFirstTurn(getPreset("srd52").policies.initiative.surprise, true);
    expect(losesFirstTurn).toBe(false);
    const l = startOwnTurn(createTurnLedger(SRD52, { speed: 30, losesFirstTurn }), SRD52);
    expect(l.surprised).toBe(false);
    ok(spendTurnCost(l, SRD52, { kind: "action" }));
  });

  it("srd51: losesFirstTurn costs the first turn", () => {
    const losesFirstTurn = surpriseCostsFirstTurn(getPreset("srd51").policies.initiative.surprise, true);
    const l = startOwnTurn(createTurnLedger(SRD51, { speed: 30, losesFirstTurn }), SRD51);
    refused(spendTurnCost(l, SRD51, { kind: "action" }), "surprised");
  });

  it("the old `surprised` input is refused, naming the field, rather than silently misread", () => {
    expect(() => createTurnLedger(SRD52, { speed: 30, surprised: true } as never)).toThrow(
      /^creature\.surprised: not an input: pass creature\.losesFirstTurn/,
    );
  });
});
