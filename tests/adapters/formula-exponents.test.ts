// Issue 26 attack 11: exponent notation never reaches a Roll. A hostile owner writes `1e+21` into its weapon's
// attack bonus (a whole number JavaScript prints as "1e+21") or `1e+23d6` into a damage formula: the item data
// refuses both, and a formula built from numbers that still holds one (an effect's bonus, a module's data) is
// refused by checkRollFormula before the Roll is made: the roller is told why and nothing is posted.
import { beforeEach, describe, expect, it } from "vitest";
import { table, type Table } from "./card-trust-setup";
import { checkRollFormula } from "../../src/rules";
import type { HarnessUser } from "../harness";

let t: Table;

beforeEach(async () => {
  t = await table();
});

const messages = () => (game.messages as unknown as { contents: unknown[] }).contents.length;

describe("issue 26 attack 11: 1e+23d6 and 1e+21 never reach a Roll", () => {
  it("the hero's owner can't store 1e+21 as an attack bonus or 1e+23d6 as a damage formula", async () => {
    const roles: HarnessUser[] = [t.h.player, t.h.gm];
    for (const user of roles) {
      const sword = t.h.doc(t.sword, user);
      await expect(t.h.as(user, () => sword.update({ "system.attackBonus": 1e21 } as never))).rejects.toThrow();
      await expect(
        t.h.as(user, () =>
          sword.update({ "system.damage.parts": [{ formula: "1e+23d6", type: "slashing" }] } as never),
        ),
      ).rejects.toThrow();
      expect((t.h.doc(t.sword, t.h.gm).system as unknown as { attackBonus: number }).attackBonus).toBe(0);
    }
    // Another player and an observer can't write the hero's sword at all.
    for (const user of [t.h.player2, t.h.observer]) {
      await expect(
        t.h.as(user, () => t.h.doc(t.sword, user).update({ "system.attackBonus": 5 } as never)),
      ).rejects.toThrow();
    }
  });

  it("checkRollFormula refuses exponent notation in a number and in a dice count", () => {
    expect(checkRollFormula("1d20 + 1e+21", {})).toMatchObject({ ok: false });
    expect(checkRollFormula("1e+23d6", {})).toMatchObject({ ok: false });
    expect(checkRollFormula("1d20 + @big", { big: 1e21 })).toMatchObject({ ok: false, problem: "bonus" });
  });

  it("an attack whose whole formula goes past the limits (a stored bonus of 2^53 - 1) is refused before rolling", async () => {
    // The data allows any safe whole number; the formula the roll would be made from is checked as a whole.
    await t.h.as(t.h.gm, () => t.sword.update({ "system.attackBonus": Number.MAX_SAFE_INTEGER } as never));
    for (const user of [t.h.player, t.h.gm]) {
      const before = messages();
      t.h.dice.queue(20, 10);
      const posted = await t.h.as(user, () =>
        t.h.doc(t.sword, user).rollAttack({ fastForward: true, targets: [t.dragon] }),
      );
      expect(posted).toBeNull();
      expect(messages()).toBe(before);
    }
    t.h.dice.clear();
  });
});
