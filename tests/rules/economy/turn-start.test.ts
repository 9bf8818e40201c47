// ledgerForTurnStart: the turn start Fray's Combat runs for each combatant (ECON-1, ECON-2, ECON-3, ECON-5,
// INIT-6), composed of the ledger's own transitions.
import { describe, expect, it } from "vitest";
import {
  endOwnTurn,
  getPreset,
  ledgerBeforeFirstTurn,
  ledgerForTurnStart,
  spendTurnCost,
  type TurnLedger,
} from "../../../src/rules";

const srd51 = getPreset("srd51").policies;
const srd52 = getPreset("srd52").policies;
const three = getPreset("threeAction").policies;
const fighter = { speed: 30, reactionsPerRound: 1, incapacitated: false };

describe("ledgerForTurnStart", () => {
  it("ECON-1 / ECON-3: a first turn gets a new ledger: one action and Speed, or three actions", () => {
    expect(ledgerForTurnStart(null, srd52, fighter, false)).toMatchObject({
      onTurn: true,
      turnsStarted: 1,
      actions: { used: 0, remaining: 1 },
      movement: { used: 0, remaining: 30 },
    });
    expect(ledgerForTurnStart(null, three, fighter, false).actions).toEqual({ used: 0, remaining: 3 });
  });

  it("INIT-6: surprise costs the first turn only where the preset says so", () => {
    const lost = ledgerForTurnStart(null, srd51, fighter, true);
    expect(lost.surprised).toBe(true);
    expect(spendTurnCost(lost, srd51.economy, { kind: "action" }).ok).toBe(false);
    expect(ledgerForTurnStart(null, srd52, fighter, true).surprised).toBe(false);
  });

  it("ECON-2: reactions per round come from the creature as it is now, and the spent reaction returns", () => {
    const first = ledgerForTurnStart(null, srd52, { ...fighter, reactionsPerRound: 2 }, false);
    expect(first.reactions).toEqual({ perRound: 2, used: 0 });
    const ended = { ...first, onTurn: false, reactions: { perRound: 2, used: 2 } } as TurnLedger;
    expect(ledgerForTurnStart(ended, srd52, fighter, false).reactions).toEqual({ perRound: 1, used: 0 });
  });

  it("ECON-3: a ledger still on its previous turn has that turn ended first", () => {
    const first = ledgerForTurnStart(null, srd52, fighter, false);
    const next = ledgerForTurnStart(first, srd52, { ...fighter, speed: 25 }, false);
    expect(next).toMatchObject({ onTurn: true, turnsStarted: 2, movement: { used: 0, remaining: 25 } });
  });

  it("ECON-5: an incapacitated creature starts its turn unable to act", () => {
    const ledger = ledgerForTurnStart(null, srd52, { ...fighter, incapacitated: true }, false);
    expect(ledger.incapacitated).toBe(true);
    expect(spendTurnCost(ledger, srd52.economy, { kind: "action" }).ok).toBe(false);
  });

  it("refuses impossible input, naming the field", () => {
    expect(() => ledgerForTurnStart(null, srd52, { ...fighter, reactionsPerRound: 0 }, false)).toThrow(
      /creature\.reactionsPerRound/,
    );
    expect(() => ledgerForTurnStart(null, srd52, { ...fighter, speed: Number.NaN }, false)).toThrow(/creature\.speed/);
  });
});

describe("ledgerBeforeFirstTurn", () => {
  const a5e = getPreset("a5e").policies;
  const reaction = (l: TurnLedger, p: typeof srd52) => spendTurnCost(l, p.economy, { kind: "reaction" }).ok;

  it("ECON-2: from the combat's start a creature has its reaction, and no action or movement before its turn", () => {
    const early = ledgerBeforeFirstTurn(srd52, fighter, false);
    expect(early).toMatchObject({
      onTurn: false,
      turnsStarted: 0,
      actions: { remaining: 0 },
      movement: { remaining: 0 },
    });
    expect(reaction(early, srd52)).toBe(true);
    expect(spendTurnCost(early, srd52.economy, { kind: "action" }).ok).toBe(false);
  });

  it("INIT-5 / INIT-6: surprise withholds the reaction only where it costs the first turn (srd51, a5e), until that turn ends", () => {
    expect(reaction(ledgerBeforeFirstTurn(srd52, fighter, true), srd52)).toBe(true);
    for (const p of [srd51, a5e]) {
      const early = ledgerBeforeFirstTurn(p, fighter, true);
      expect(reaction(early, p)).toBe(false);
      const turn = ledgerForTurnStart(early, p, fighter, true);
      expect(turn).toMatchObject({ surprised: true, turnsStarted: 1 });
      expect(reaction(endOwnTurn(turn), p)).toBe(true);
    }
  });

  it("INIT-6: a surprise lifted before the first turn starts counts as it stands then", () => {
    const early = ledgerBeforeFirstTurn(srd51, fighter, true);
    expect(ledgerForTurnStart(early, srd51, fighter, false).surprised).toBe(false);
  });

  it("refuses impossible input, naming the field", () => {
    expect(() => ledgerBeforeFirstTurn(srd52, { ...fighter, reactionsPerRound: 0 }, false)).toThrow(
      /creature.reactionsPerRound/,
    );
    expect(() => ledgerBeforeFirstTurn(srd52, fighter, "yes" as never)).toThrow(/surprised/);
  });
});
