import { describe, expect, it } from "vitest";
import {
  legendaryAtTurnStart,
  legendaryChoices,
  legendaryLeft,
  takeLegendaryAction,
  useLegendaryResistance,
} from "../../../src/rules";

const after = { incapacitated: false, ownTurn: false };
const options = [
  { id: "detect", cost: 1 },
  { id: "tail", cost: 1 },
  { id: "wing", cost: 2 },
];

describe("RES-5 legendary actions", () => {
  it("N per round, an option may cost more than one, refused when too few are left", () => {
    let pool = { max: 3, spent: 0 };
    const wing = takeLegendaryAction(pool, 2, after);
    if (!wing.ok) throw new Error("refused");
    pool = wing.pool;
    expect(legendaryLeft(pool)).toBe(1);
    expect(legendaryChoices(pool, options, after).map((o) => o.id)).toEqual(["detect", "tail"]);
    expect(takeLegendaryAction(pool, 2, after)).toEqual({
      ok: false,
      reason: "notEnoughLegendary",
      needed: 2,
      available: 1,
    });
  });

  it("none while incapacitated, none after its own turn", () => {
    const pool = { max: 3, spent: 0 };
    expect(legendaryChoices(pool, options, { ...after, incapacitated: true })).toEqual([]);
    expect(legendaryChoices(pool, options, { ...after, ownTurn: true })).toEqual([]);
    expect(takeLegendaryAction(pool, 1, { ...after, incapacitated: true })).toMatchObject({
      ok: false,
      reason: "incapacitated",
    });
    expect(takeLegendaryAction(pool, 1, { ...after, ownTurn: true })).toMatchObject({ ok: false, reason: "ownTurn" });
  });

  it("regained at the start of the monster's own turn", () => {
    expect(legendaryAtTurnStart({ max: 3, spent: 3 })).toEqual({ max: 3, spent: 0 });
  });

  it("a cost outside 1–3 is refused as bad input", () => {
    expect(() => takeLegendaryAction({ max: 3, spent: 0 }, 4, after)).toThrow(/cost/);
  });
});

describe("RES-5 legendary resistance", () => {
  it("N per day; each turns a failed save into a success; refused with none left", () => {
    expect(useLegendaryResistance({ value: 3, max: 3 })).toEqual({ ok: true, resistance: { value: 2, max: 3 } });
    expect(useLegendaryResistance({ value: 0, max: 3 })).toEqual({
      ok: false,
      reason: "noLegendaryResistance",
      needed: 1,
      available: 0,
    });
  });
});
