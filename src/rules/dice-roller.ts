import { dieResult, integer } from "./errors";

/**
 * How the rules ask for randomness: a roller returns one die result at a time. Foundry's adapter wraps
 * `Roll` (so Dice So Nice and roll modes keep working); tests pass fixed sequences.
 */
export interface Roller {
  /** One result of a die with `faces` sides, 1..faces. */
  roll(faces: number): number;
}

/**
 * A roller that plays back fixed results in order and throws when it runs out, so a rule can never take a
 * result nobody gave it. Each result is checked against the die it is used for.
 */
export function sequenceRoller(results: readonly number[]): Roller & { readonly remaining: number } {
  let index = 0;
  return {
    roll(faces: number): number {
      integer(faces, "faces");
      if (index >= results.length) throw new RangeError(`roller: no result left for d${faces} (used ${index})`);
      const value = dieResult(results[index], `roller result ${index}`, faces);
      index++;
      return value;
    },
    get remaining() {
      return results.length - index;
    },
  };
}
