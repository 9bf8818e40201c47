// Fidelity row F116 (FIDELITY.md): the harness Roll evaluates `(group) * N + more` as Foundry's Roll does, the
// formula shape of a threeAction critical with a deadly or fatal weapon (TA-10).
import { describe, expect, it } from "vitest";
import { DiceQueue, createRollClass } from "./roll";

describe("F116 a multiplied group followed by more terms", () => {
  it("multiplies the group, adds the trailing terms once, and lists every die in formula order", async () => {
    const dice = new DiceQueue();
    const Roll = createRollClass(dice);
    dice.queue(8, 5);
    dice.queue(10, 7);
    const roll = new Roll("(1d8 + 3) * 2 + 1d10");
    await roll.evaluate();
    expect(roll.total).toBe((5 + 3) * 2 + 7);
    expect(roll.dice.map((d) => [d.faces, d.results.map((r) => r.result)])).toEqual([
      [8, [5]],
      [10, [7]],
    ]);
  });
  it("a plain multiplied group and a trailing number still read as before", async () => {
    const dice = new DiceQueue();
    const Roll = createRollClass(dice);
    dice.queue(6, 2);
    const roll = new Roll("(1d6 + 1) * 2 - 1");
    await roll.evaluate();
    expect(roll.total).toBe((2 + 1) * 2 - 1);
    expect(() => new Roll("(1d6 + (1)) * 2")).toThrow(/cannot parse/);
  });
});
