// ledgerForEconomy: a running combat's ledgers brought to the world's economy after a preset switch, or made
// for a combat that has none (ECON-1, ECON-2, ECON-3, ECON-5, INIT-6).
import { describe, expect, it } from "vitest";
import {
  endOwnTurn,
  getPreset,
  ledgerForEconomy,
  ledgerForTurnStart,
  spendTurnCost,
  type TurnLedger,
} from "../../../src/rules";

const srd51 = getPreset("srd51").policies;
const srd52 = getPreset("srd52").policies;
const a5e = getPreset("a5e").policies;
const three = getPreset("threeAction").policies;
const fighter = { speed: 30, reactionsPerRound: 1, incapacitated: false };
const onTurn = { onTurn: true, surprised: false };
const offTurn = { onTurn: false, surprised: false };

/** A 5e-family ledger part-way through its turn: the action and 10 feet spent. */
function midTurn(policies = srd52): TurnLedger {
  const started = ledgerForTurnStart(null, policies, fighter, false);
  const acted = spendTurnCost(started, policies.economy, { kind: "action" });
  if (!acted.ok) throw new Error(acted.reason);
  const moved = spendTurnCost(acted.ledger, policies.economy, { kind: "movement", amount: 10 });
  if (!moved.ok) throw new Error(moved.reason);
  return moved.ledger;
}

describe("ledgerForEconomy", () => {
  it("ECON-1: a ledger already of the world's economy is left as it is (srd52 → a5e keeps the turn spent)", () => {
    const ledger = midTurn();
    expect(ledgerForEconomy(ledger, a5e, fighter, onTurn)).toEqual(ledger);
  });

  it("ECON-3: on its turn a 5e ledger becomes threeAction's whole turn: three actions, no movement before a Stride", () => {
    const ledger = ledgerForEconomy(midTurn(), three, fighter, onTurn);
    expect(ledger).toMatchObject({
      economy: "threeActions",
      onTurn: true,
      actions: { used: 0, remaining: 3 },
      movement: { used: 0, remaining: 0 },
      bonusAction: { granted: false, used: false },
    });
    expect(spendTurnCost(ledger, three.economy, { kind: "actions", amount: 2 }).ok).toBe(true);
  });

  it("ECON-1: on its turn a threeAction ledger becomes a 5e turn: one action and Speed", () => {
    const started = ledgerForTurnStart(null, three, fighter, false);
    const spent = spendTurnCost(started, three.economy, { kind: "actions", amount: 3 });
    if (!spent.ok) throw new Error(spent.reason);
    expect(ledgerForEconomy(spent.ledger, srd52, fighter, onTurn)).toMatchObject({
      economy: "actionBonusReaction",
      onTurn: true,
      actions: { used: 0, remaining: 1 },
      movement: { used: 0, remaining: 30 },
    });
  });

  it("ECON-2: off its turn the creature keeps the reaction it used this round and has nothing else to spend", () => {
    const used = spendTurnCost(endOwnTurn(midTurn()), srd52.economy, { kind: "reaction" });
    if (!used.ok) throw new Error(used.reason);
    const ledger = ledgerForEconomy(used.ledger, three, fighter, offTurn);
    expect(ledger).toMatchObject({
      economy: "threeActions",
      onTurn: false,
      turnsStarted: 1,
      actions: { used: 0, remaining: 0 },
      reactions: { perRound: 1, used: 1 },
    });
    expect(spendTurnCost(ledger, three.economy, { kind: "reaction" }).ok).toBe(false);
  });

  it("INIT-6: a first turn lost to surprise stays lost where the new preset's surprise costs it", () => {
    const lost = ledgerForTurnStart(null, srd51, fighter, true);
    expect(ledgerForEconomy(lost, three, fighter, onTurn).surprised).toBe(false);
    const back = ledgerForEconomy(ledgerForEconomy(lost, three, fighter, onTurn), srd51, fighter, onTurn);
    expect(back.surprised).toBe(false);
    const threeLost = { ...ledgerForTurnStart(null, three, fighter, false), surprised: true } as TurnLedger;
    expect(ledgerForEconomy(threeLost, srd51, fighter, onTurn).surprised).toBe(true);
  });

  it("ECON-5: the creature is as incapacitated as it is now", () => {
    const ledger = ledgerForEconomy(midTurn(), three, { ...fighter, incapacitated: true }, onTurn);
    expect(ledger.incapacitated).toBe(true);
    expect(spendTurnCost(ledger, three.economy, { kind: "actions", amount: 1 }).ok).toBe(false);
  });

  it("ECON-1 / ECON-2: without a ledger the creature on its turn starts it, one off its turn can react", () => {
    expect(ledgerForEconomy(null, srd52, fighter, onTurn)).toEqual(ledgerForTurnStart(null, srd52, fighter, false));
    const waiting = ledgerForEconomy(null, three, { ...fighter, reactionsPerRound: 2 }, offTurn);
    expect(waiting).toMatchObject({ economy: "threeActions", onTurn: false, reactions: { perRound: 2, used: 0 } });
    expect(spendTurnCost(waiting, three.economy, { kind: "reaction" }).ok).toBe(true);
    expect(spendTurnCost(waiting, three.economy, { kind: "actions", amount: 1 }).ok).toBe(false);
    expect(ledgerForEconomy(null, srd51, fighter, { onTurn: false, surprised: true }).surprised).toBe(true);
  });

  it("refuses impossible input, naming the field", () => {
    expect(() => ledgerForEconomy(null, three, { ...fighter, reactionsPerRound: 0 }, onTurn)).toThrow(
      /creature\.reactionsPerRound/,
    );
    expect(() => ledgerForEconomy(null, three, fighter, { onTurn: "yes" } as never)).toThrow(/situation\.onTurn/);
    expect(() => ledgerForEconomy({ economy: "threeActions" } as never, srd52, fighter, onTurn)).toThrow(/current\./);
  });
});
