import { RuleInputError, integerInRange, integer, oneOf, record } from "../errors";
import { checkSpace, type Space } from "../geometry/grid";
import { deepFreeze } from "../plain";
import type { RollSource } from "../sources";
import { situationOffGuard } from "./off-guard";

/**
 * TA-5: how well one creature perceives another. Fray tracks these for everyone, not per observer (a stated
 * simplification): a creature with the `concealed`, `hidden` or `undetected` status is so to every foe, and its
 * own blinded or dazzled status changes how it perceives everyone.
 */
export const PERCEPTION_STATES = ["observed", "concealed", "hidden", "undetected"] as const;
export type PerceptionState = (typeof PERCEPTION_STATES)[number];

/** TA-5: the DC of the flat check an attack on a target in each state needs (none for an observed one). */
export const FLAT_CHECK_DCS: Readonly<Record<Exclude<PerceptionState, "observed">, number>> = Object.freeze({
  concealed: 5,
  hidden: 11,
  undetected: 11,
});

type Conditions = Readonly<Record<string, number>>;
const has = (map: Conditions, id: string) => (map[id] ?? 0) > 0;
const worse = (a: PerceptionState, b: PerceptionState) =>
  PERCEPTION_STATES.indexOf(a) >= PERCEPTION_STATES.indexOf(b) ? a : b;

/**
 * TA-5, TA-12: how `viewer` perceives `seen`, from their statuses: `seen`'s undetected (or invisible) status makes
 * it undetected, hidden (or 5e's unseen) hidden, concealed concealed; a blinded viewer perceives everything as at
 * least hidden, a dazzled one as at least concealed (vision taken as its only precise sense). The worst applies.
 */
export function perceivedState(viewer: Conditions, seen: Conditions): PerceptionState {
  const v = record(viewer, "viewer") as Conditions;
  const s = record(seen, "seen") as Conditions;
  let state: PerceptionState = "observed";
  if (has(s, "concealed") || has(v, "dazzled")) state = worse(state, "concealed");
  if (has(s, "hidden") || has(s, "unseen") || has(v, "blinded")) state = worse(state, "hidden");
  if (has(s, "undetected") || has(s, "invisible")) state = worse(state, "undetected");
  return state;
}

/** A flat check an attack needs before its roll. */
export interface FlatCheckNeed {
  readonly state: Exclude<PerceptionState, "observed">;
  readonly dc: number;
  /** Rolled in secret, its result for the GM only (an undetected target). */
  readonly secret: boolean;
}

/** TA-5: the flat check an attack on a target in `state` needs (DC 5 concealed, DC 11 hidden; undetected: secret), or null. */
export function flatCheckFor(state: PerceptionState): FlatCheckNeed | null {
  const s = oneOf(state, "state", PERCEPTION_STATES);
  if (s === "observed") return null;
  return deepFreeze({ state: s, dc: FLAT_CHECK_DCS[s], secret: s === "undetected" });
}

/** TA-5: a flat check succeeds when the d20 shows at least the DC (no modifier is ever added). */
export function flatCheckSucceeds(die: number, dc: number): boolean {
  return integerInRange(die, "die", 1, 20) >= integer(dc, "dc");
}

/**
 * TA-2, TA-5: the off-guard a target takes against an attacker it can't see (hidden or undetected to it), or none.
 */
export function unseenAttackerOffGuard(attackerToTarget: PerceptionState): readonly RollSource[] {
  const s = oneOf(attackerToTarget, "attackerToTarget", PERCEPTION_STATES);
  if (s === "hidden") return deepFreeze([situationOffGuard("hiddenAttacker")]);
  if (s === "undetected") return deepFreeze([situationOffGuard("undetectedAttacker")]);
  return deepFreeze([]);
}

/** TA-5: Seek turns undetected into hidden and hidden into observed; other states stay as they are. */
export function seekResult(state: PerceptionState): PerceptionState {
  const s = oneOf(state, "state", PERCEPTION_STATES);
  if (s === "undetected") return "hidden";
  if (s === "hidden") return "observed";
  return s;
}

/** A grid cell a Strike against an undetected creature is aimed at. */
export interface AimedSquare {
  readonly x: number;
  readonly y: number;
}

/** TA-5: a Strike at an undetected creature hits its space only when the chosen square is one of its cells. */
export function squareInSpace(square: AimedSquare, space: Space): boolean {
  const q = record(square, "square");
  const x = integer(q.x, "square.x");
  const y = integer(q.y, "square.y");
  const t = checkSpace(space, "space");
  if (t.side < 1) throw new RuleInputError("space.side", "a space is at least one cell");
  return x >= t.x && x < t.x + t.side && y >= t.y && y < t.y + t.side;
}
