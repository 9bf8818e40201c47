import { RuleInputError, finite, nonNegative, nonNegativeInteger, oneOf, record } from "../errors";
import { optionalBool, optionalFeet } from "./inputs";
import { MOVEMENT_MODES, SPEED_KINDS, type MovementMode, type SpeedKind, type Speeds } from "./types";

/** MOV-1 / MOV-8: movement left for one speed. */
export interface MovementLeft {
  /** The speed plus what Dash and other effects add. */
  readonly total: number;
  /** `total` minus the movement already spent this turn, never below 0. */
  readonly remaining: number;
}

/**
 * MOV-1 / MOV-8: movement a creature has left with one speed: the speed, once more per Dash (threeAction: per
 * extra Stride), plus any extra, minus the movement already spent this turn — with every speed, since
 * switching speeds subtracts what was already moved from the new one. 0 or less means it can't be used.
 */
export function movementLeft(input: {
  readonly speed: number;
  readonly used?: number;
  readonly dashes?: number;
  readonly extra?: number;
}): MovementLeft {
  const i = record(input, "input");
  const speed = nonNegative(i.speed, "speed");
  const used = optionalFeet(i.used, "used", 0);
  const dashes = i.dashes === undefined ? 0 : nonNegativeInteger(i.dashes, "dashes");
  const extra = optionalFeet(i.extra, "extra", 0);
  const total = speed * (1 + dashes) + extra;
  return { total, remaining: Math.max(0, total - used) };
}

/** MOV-8: how an effect changes a creature's Speed. */
export type SpeedChange =
  | { readonly kind: "add"; readonly feet: number }
  | { readonly kind: "multiply"; readonly factor: number }
  | { readonly kind: "zero" };

/**
 * MOV-8: a change to Speed changes every special speed equally — +10 ft adds 10 ft to each, halving halves
 * each, Speed 0 makes every speed 0. Speeds the creature lacks stay absent; none drops below 0.
 */
export function changeAllSpeeds(speeds: Speeds, change: SpeedChange): Speeds {
  const s = record(speeds, "speeds");
  const c = record(change, "change");
  const kind = oneOf(c.kind, "change.kind", ["add", "multiply", "zero"] as const);
  const apply = (v: number): number => {
    if (kind === "zero") return 0;
    if (kind === "add") return Math.max(0, v + finite(c.feet, "change.feet"));
    return Math.max(0, v * nonNegative(c.factor, "change.factor"));
  };
  const out: Partial<Record<SpeedKind, number>> = {};
  for (const k of SPEED_KINDS) {
    if (k !== "walk" && s[k] === undefined) continue;
    out[k] = apply(nonNegative(s[k], `speeds.${k}`));
  }
  return out as Speeds;
}

/**
 * MOV-7 / MOV-8: the speed a mode of movement uses: walking and crawling use Speed; climbing and swimming use
 * the climb or swim speed when the creature has one, else Speed; flying and burrowing need their own speed.
 */
export function speedForMode(mode: MovementMode, speeds: Speeds): SpeedKind {
  return speedKindOf(oneOf(mode, "mode", MOVEMENT_MODES), record(speeds, "speeds") as unknown as Speeds);
}

/** MOV-8: `speedForMode` on checked values (hot path). */
export function speedKindOf(mode: MovementMode, speeds: Speeds): SpeedKind {
  switch (mode) {
    case "walk":
    case "crawl":
      return "walk";
    case "climb":
      return (speeds.climb ?? 0) > 0 ? "climb" : "walk";
    case "swim":
      return (speeds.swim ?? 0) > 0 ? "swim" : "walk";
    case "fly":
      return "fly";
    case "burrow":
      return "burrow";
  }
}

/** MOV-7: crawling always costs 1 extra foot per foot; climbing and swimming do without the matching speed. */
export function modeCostsExtra(mode: MovementMode, speeds: Speeds): boolean {
  return (
    mode === "crawl" || (mode === "climb" && (speeds.climb ?? 0) <= 0) || (mode === "swim" && (speeds.swim ?? 0) <= 0)
  );
}

/** Why a flyer falls (MOV-9). */
export type FallReason = "incapacitated" | "prone" | "noFlySpeed";

/**
 * MOV-9: a flying creature falls when it is incapacitated, prone or its fly speed is 0, unless it can hover.
 * Returns whether it falls and every reason that applies (empty when it stays aloft).
 */
export function flyerFalls(input: {
  readonly flySpeed: number;
  readonly prone?: boolean;
  readonly incapacitated?: boolean;
  readonly hover?: boolean;
}): { readonly falls: boolean; readonly reasons: readonly FallReason[] } {
  const i = record(input, "input");
  const fly = nonNegative(i.flySpeed, "flySpeed");
  const reasons: FallReason[] = [];
  if (optionalBool(i.incapacitated, "incapacitated", false)) reasons.push("incapacitated");
  if (optionalBool(i.prone, "prone", false)) reasons.push("prone");
  if (fly === 0) reasons.push("noFlySpeed");
  if (optionalBool(i.hover, "hover", false)) return { falls: false, reasons: [] };
  return { falls: reasons.length > 0, reasons };
}

/** MOV-1: checks that `n` is a count of Dash actions. */
export function checkDashes(n: unknown): number {
  if (n === undefined) return 0;
  const d = nonNegativeInteger(n, "budget.dashes");
  if (d > 100) throw new RuleInputError("budget.dashes", `at most 100, got ${d}`);
  return d;
}
