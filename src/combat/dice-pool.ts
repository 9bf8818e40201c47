/**
 * The bridge between the rules' synchronous Roller and Foundry's asynchronous dice. A rule that may need dice
 * (a roll-off) runs against a pool of results already rolled with Foundry's `Roll`; when it asks for more than
 * the pool holds, one more die is rolled and the rule runs again from the start. The rules are deterministic
 * for the same results, so the final run sees exactly the dice that were rolled, each once, in order.
 */
import type { Roller } from "../rules";

/** Thrown inside a run when the pool is empty; never escapes `withFoundryDice`. */
class NeedDie extends Error {
  constructor(readonly faces: number) {
    super(`dice pool: a d${faces} is needed`);
  }
}

/** A rule's result and the Foundry rolls it used (each `1d<faces>`), for the chat card and Dice So Nice. */
export interface DiceRun<T> {
  readonly value: T;
  readonly rolls: readonly Roll[];
}

/** Hard stop so a rule that keeps asking (a broken roller upstream) can't hang the table. */
const MAX_DICE = 500;

/** Runs `rule` with a roller backed by Foundry rolls made as it asks for them. */
export async function withFoundryDice<T>(rule: (roller: Roller) => T): Promise<DiceRun<T>> {
  const pool: { faces: number; result: number }[] = [];
  const rolls: Roll[] = [];
  for (;;) {
    let used = 0;
    const roller: Roller = {
      roll(faces: number): number {
        const next = pool[used];
        if (next === undefined) throw new NeedDie(faces);
        if (next.faces !== faces) throw new Error(`dice pool: expected d${next.faces}, the rule asked for d${faces}`);
        used++;
        return next.result;
      },
    };
    try {
      return { value: rule(roller), rolls };
    } catch (error) {
      if (!(error instanceof NeedDie)) throw error;
      if (pool.length >= MAX_DICE)
        throw new Error(`dice pool: a rule asked for more than ${MAX_DICE} dice`, { cause: error });
      const roll = await new Roll(`1d${error.faces}`).evaluate();
      rolls.push(roll);
      pool.push({ faces: error.faces, result: roll.total });
    }
  }
}
