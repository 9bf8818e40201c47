import { RuleInputError, finite, record } from "../errors";
import type { TieStep } from "../presets/policies";
import { checkEntries, checkEntry, type InitiativeEntry } from "./entry";
import { checkTieSteps } from "./order";

export interface LateJoinOptions {
  /** INIT-17: a fixed count to enter at (e.g. 20) instead of the joiner's own initiative. */
  readonly atCount?: number;
  /** The preset's tie steps; only `dexterityScore` and `monstersFirst` can place a joiner inside a tie. */
  readonly ties?: readonly TieStep[];
}

export interface LateJoinResult {
  readonly order: readonly InitiativeEntry[];
  /** Where the joiner now sits. */
  readonly index: number;
  /** Entries it is still tied with (it was placed after them): a roll-off or a person may move it. */
  readonly tiedWith: readonly string[];
}

/** -1: the joiner goes first, 1: the other does, 0: these steps can't tell. */
function compareJoiner(joiner: InitiativeEntry, other: InitiativeEntry, steps: readonly TieStep[]): number {
  for (const step of steps) {
    if (step === "dexterityScore") {
      const a = joiner.dexterityScore;
      const b = other.dexterityScore;
      if (a === undefined || b === undefined) continue;
      if (a !== b) return a > b ? -1 : 1;
    } else if (step === "monstersFirst") {
      if (joiner.controller !== other.controller) return joiner.controller === "gm" ? -1 : 1;
    } else {
      return 0; // a roll-off or a manual step: people or dice decide, not the arrival
    }
  }
  return 0;
}

/**
 * INIT-17: a combatant joining mid-combat enters at its own initiative, or at `atCount`, without moving
 * anyone else (CMB-2). It goes after every entry with a higher count; among entries with the same count it
 * goes after them unless a `dexterityScore` or `monstersFirst` step in `ties` puts it first.
 */
export function insertLateJoiner(
  order: readonly InitiativeEntry[],
  newEntry: InitiativeEntry,
  options: LateJoinOptions = {},
): LateJoinResult {
  const entries = checkEntries(order, "order");
  const opts = record(options, "options");
  const steps = opts.ties === undefined ? [] : checkTieSteps(opts.ties, "options.ties");
  const raw = checkEntry(newEntry, "newEntry");
  if (entries.some((e) => e.id === raw.id)) {
    throw new RuleInputError("newEntry.id", `"${raw.id}" is already in the order`);
  }
  const joiner = opts.atCount === undefined ? raw : { ...raw, initiative: finite(opts.atCount, "options.atCount") };
  let index = entries.length;
  const tiedWith: string[] = [];
  for (const [i, e] of entries.entries()) {
    if (e.initiative < joiner.initiative) {
      index = i;
      break;
    }
    if (e.initiative === joiner.initiative) {
      const verdict = compareJoiner(joiner, e, steps);
      if (verdict < 0) {
        index = i;
        break;
      }
      if (verdict === 0) tiedWith.push(e.id);
    }
  }
  return { order: [...entries.slice(0, index), joiner, ...entries.slice(index)], index, tiedWith };
}
