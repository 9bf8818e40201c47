import { RuleInputError, dieResult } from "../errors";
import type { Roller } from "../dice-roller";
import type { TieStep } from "../presets/policies";
import type { InitiativeController, InitiativeEntry } from "./entry";

/** One roll in a roll-off round: a combatant, or a whole group rolling once. */
export interface RollOffRoll {
  readonly ids: readonly string[];
  readonly result: number;
}

/** A roll-off among tied combatants: each round holds the rolls of those still tied. */
export interface InitiativeRollOff {
  readonly step: "rollOffAll" | "rollOffCharacters";
  readonly ids: readonly string[];
  readonly rolls: readonly (readonly RollOffRoll[])[];
}

/**
 * A tie left to people (INIT-9, INIT-10, INIT-12, INIT-13). A tie between characters and GM creatures is the
 * GM's to settle — who goes first between a character and a monster, and the order of the GM's own
 * creatures — but never the characters' order among themselves: that is the players' (srd51, srd52: a
 * separate `players` tie is reported for them) or a roll-off's (delta). `keepRelativeOrder` names them.
 */
export interface ManualTie {
  /** The tied combatants, in the place they hold until someone decides. */
  readonly ids: readonly string[];
  /**
   * Players decide among their own characters; the GM among its creatures, between characters and its
   * creatures, and for characters nobody owns.
   */
  readonly decidedBy: "gm" | "players";
  /** With `players`: the users owning the tied characters. */
  readonly userIds?: readonly string[];
  /** Groups (INIT-4) inside the tie: each must stay together and in this order. */
  readonly keepTogether?: readonly (readonly string[])[];
  /**
   * A GM tie mixing characters and creatures: these characters keep their order among themselves — the
   * order `result.order` has them in, which the players' own tie or a roll-off sets.
   */
  readonly keepRelativeOrder?: readonly string[];
  /**
   * A players' tie inside a mixed tie: every id of that whole tie. The characters trade only the places
   * they hold in it, so the players' choice and the GM's can be made in either order.
   */
  readonly within?: readonly string[];
}

/** What the tie-breaking found, gathered while it runs. */
export interface TieLog {
  readonly rollOffs: InitiativeRollOff[];
  readonly manual: ManualTie[];
}

/** Combatants that act as one: a single entry, or group members sharing a roll (INIT-4). */
export interface TieUnit {
  readonly ids: readonly string[];
  readonly initiative: number;
  readonly dexterityScore: number | undefined;
  readonly controller: InitiativeController;
  readonly ownerIds: readonly string[];
}

/** Plain code-unit order, the same in every locale. */
export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Roll-offs give up after this many rounds so a broken roller can't hang the table. */
export const MAX_ROLL_OFF_ROUNDS = 100;

/** INIT-4, CMB-2: units of `entries` (group members tied on the same count join one unit), highest initiative first, ids after. */
export function tieUnits(entries: readonly InitiativeEntry[]): TieUnit[] {
  const byKey = new Map<string, InitiativeEntry[]>();
  for (const e of entries) {
    const key = e.groupId === undefined ? `e\u0000${e.id}` : `g\u0000${e.groupId}\u0000${e.initiative}`;
    const members = byKey.get(key);
    if (members) members.push(e);
    else byKey.set(key, [e]);
  }
  const units = [...byKey.values()].map((members): TieUnit => {
    const sorted = [...members].sort((a, b) => compareIds(a.id, b.id));
    const first = sorted[0] as InitiativeEntry;
    const owners = new Set(sorted.flatMap((m) => m.ownerIds ?? []));
    return {
      ids: sorted.map((m) => m.id),
      initiative: first.initiative,
      dexterityScore: first.dexterityScore,
      controller: first.controller,
      ownerIds: [...owners].sort(compareIds),
    };
  });
  return units.sort((a, b) => b.initiative - a.initiative || compareIds(a.ids[0] as string, b.ids[0] as string));
}

/** Splits `units` into runs, in order, by `key` descending; units with equal keys keep their order. */
function splitBy(units: readonly TieUnit[], key: (u: TieUnit) => number): TieUnit[][] {
  const values = [...new Set(units.map(key))].sort((a, b) => b - a);
  return values.map((v) => units.filter((u) => key(u) === v));
}

/** INIT-9, INIT-11, INIT-13: d20 roll-offs, repeated among those still tied; returns the units in order. */
function rollOff(
  units: readonly TieUnit[],
  step: InitiativeRollOff["step"],
  roller: Roller | undefined,
  log: TieLog,
): TieUnit[] {
  if (roller === undefined) throw new RuleInputError("roller", `needed for the "${step}" tie step`);
  let runs: TieUnit[][] = [[...units]];
  const rounds: RollOffRoll[][] = [];
  while (runs.some((run) => run.length > 1)) {
    if (rounds.length >= MAX_ROLL_OFF_ROUNDS) {
      throw new RuleInputError("roller", `still tied after ${MAX_ROLL_OFF_ROUNDS} roll-off rounds`);
    }
    const round: RollOffRoll[] = [];
    runs = runs.flatMap((run) => {
      if (run.length === 1) return [run];
      const results = new Map(run.map((u) => [u, dieResult(roller.roll(20), "roller", 20)]));
      for (const u of run) round.push({ ids: u.ids, result: results.get(u) as number });
      return splitBy(run, (u) => results.get(u) as number);
    });
    rounds.push(round);
  }
  log.rollOffs.push({ step, ids: units.flatMap((u) => u.ids), rolls: rounds });
  return runs.flat();
}

const ownersOf = (units: readonly TieUnit[]): string[] =>
  [...new Set(units.flatMap((u) => u.ownerIds))].sort(compareIds);

/**
 * The manual records for a tie among `units`. Owned characters alone: the players decide. A mixed tie with
 * two or more characters: the GM decides with the characters' relative order kept — fixed already when a
 * roll-off ordered them (`charactersFixed`), otherwise left to the players in a tie of their own (only when
 * every character has an owner; for characters nobody owns the GM decides it all).
 */
function manualTies(units: readonly TieUnit[], charactersFixed: boolean): ManualTie[] {
  const ids = units.flatMap((u) => u.ids);
  const groups = units.filter((u) => u.ids.length > 1).map((u) => u.ids);
  const base = groups.length > 0 ? { ids, keepTogether: groups } : { ids };
  const players = units.filter((u) => u.controller === "player");
  const owned = players.every((u) => u.ownerIds.length > 0);
  if (players.length === units.length && owned) return [{ ...base, decidedBy: "players", userIds: ownersOf(units) }];
  if (players.length === units.length || players.length < 2) return [{ ...base, decidedBy: "gm" }];
  const characters = players.flatMap((u) => u.ids);
  if (charactersFixed) return [{ ...base, decidedBy: "gm", keepRelativeOrder: characters }];
  if (!owned) return [{ ...base, decidedBy: "gm" }];
  return [
    { ...base, decidedBy: "gm", keepRelativeOrder: characters },
    { ids: characters, decidedBy: "players", userIds: ownersOf(players), within: ids },
  ];
}

interface Run {
  readonly units: TieUnit[];
  /** Settled by a manual step: later steps leave it alone. */
  readonly settled: boolean;
  /** The characters' order among themselves was set by a roll-off (INIT-13). */
  readonly charactersFixed: boolean;
}

/** One tie step applied to one tied run; returns the runs it becomes, in order. */
function applyStep(step: TieStep, run: Run, roller: Roller | undefined, log: TieLog): Run[] {
  const { units } = run;
  const open = (parts: TieUnit[][], charactersFixed = run.charactersFixed): Run[] =>
    parts.map((u) => ({ units: u, settled: false, charactersFixed }));
  switch (step) {
    case "dexterityScore":
      // INIT-10: without every tied score the step can't compare them; the next step takes the tie.
      if (units.some((u) => u.dexterityScore === undefined)) return [run];
      return open(splitBy(units, (u) => u.dexterityScore as number));
    case "monstersFirst": // INIT-12
      return open(
        [units.filter((u) => u.controller === "gm"), units.filter((u) => u.controller === "player")].filter(
          (part) => part.length > 0,
        ),
      );
    case "rollOffAll": // INIT-9 option, INIT-11
      return open(rollOff(units, step, roller, log).map((u) => [u]));
    case "rollOffCharacters": {
      // INIT-13: characters roll off among themselves; a tie with a monster stays for the GM.
      const players = units.filter((u) => u.controller === "player");
      if (players.length < 2) return [run];
      const ordered = rollOff(players, step, roller, log);
      if (players.length === units.length) return open(ordered.map((u) => [u]));
      let next = 0;
      return open([units.map((u) => (u.controller === "player" ? (ordered[next++] as TieUnit) : u))], true);
    }
    case "manual": // INIT-9, INIT-12, INIT-13
      log.manual.push(...manualTies(units, run.charactersFixed));
      return [{ ...run, settled: true }];
  }
}

/**
 * INIT-9..13: breaks the ties in `units` (already sorted by initiative) with `steps` in order. What no step
 * settles keeps its place: id order, or the order an earlier step gave it.
 */
export function breakTies(
  units: readonly TieUnit[],
  steps: readonly TieStep[],
  roller: Roller | undefined,
  log: TieLog,
): TieUnit[] {
  let runs: Run[] = splitBy(units, (u) => u.initiative).map((u) => ({
    units: u,
    settled: false,
    charactersFixed: false,
  }));
  for (const step of steps) {
    runs = runs.flatMap((run) => (run.settled || run.units.length < 2 ? [run] : applyStep(step, run, roller, log)));
  }
  return runs.flatMap((run) => run.units);
}
