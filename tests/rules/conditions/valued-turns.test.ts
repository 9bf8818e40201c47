// TA-12: valued conditions on a threeAction turn, worked from the rule: frightened N drops by 1 at the end of each of
// the creature's turns; slowed N takes N actions at the start of its turn, quickened gives one.
import { describe, expect, it } from "vitest";
import {
  frightenedAfterTurn,
  getPreset,
  ledgerForTurnStart,
  turnActionChange,
  type TurnStartCreature,
} from "../../../src/rules";

const creature = (actionChange?: number): TurnStartCreature => ({
  speed: 25,
  reactionsPerRound: 1,
  incapacitated: false,
  ...(actionChange === undefined ? {} : { actionChange }),
});

describe("TA-12 frightened drops by 1 at each of its owner's turn ends", () => {
  it("frightened 3 → 2 → 1 → 0 (it ends); a value of 0 or less is refused", () => {
    expect(frightenedAfterTurn(3)).toBe(2);
    expect(frightenedAfterTurn(1)).toBe(0);
    expect(() => frightenedAfterTurn(0)).toThrow(/value/);
    expect(() => frightenedAfterTurn(1.5)).toThrow(/value/);
  });
});

describe("TA-12 slowed and quickened change a threeAction turn's actions", () => {
  it("slowed 1: −1; slowed 2 and quickened: −1; quickened: +1; nothing: 0", () => {
    expect(turnActionChange({ slowed: 1 })).toBe(-1);
    expect(turnActionChange({ slowed: 2, quickened: 1 })).toBe(-1);
    expect(turnActionChange({ quickened: 1 })).toBe(1);
    expect(turnActionChange({ frightened: 2 })).toBe(0);
  });

  it("a threeAction turn starts with 3 + the change (never below 0); a 5e turn ignores it", () => {
    const three = getPreset("threeAction").policies;
    expect(ledgerForTurnStart(null, three, creature(-1), false).actions.remaining).toBe(2);
    expect(ledgerForTurnStart(null, three, creature(1), false).actions.remaining).toBe(4);
    expect(ledgerForTurnStart(null, three, creature(-5), false).actions.remaining).toBe(0);
    expect(ledgerForTurnStart(null, three, creature(), false).actions.remaining).toBe(3);
    const five = getPreset("srd52").policies;
    expect(ledgerForTurnStart(null, five, creature(1), false).actions.remaining).toBe(1);
    expect(() => ledgerForTurnStart(null, three, creature(0.5), false)).toThrow(/actionChange/);
  });
});

describe("TA-12 restrained: no attack", () => {
  it("a restrained creature's Strike is blocked; grabbed or frightened isn't", async () => {
    const { strikeBlockedBy } = await import("../../../src/rules");
    expect(strikeBlockedBy({ restrained: 1 })).toBe("restrained");
    expect(strikeBlockedBy({ grabbed: 1, frightened: 2 })).toBeNull();
  });
});
