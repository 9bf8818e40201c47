import { RuleInputError, bool, finite, integer, integerInRange, list, nonNegative, oneOf, record } from "../errors";
import { SIZES, type Size } from "../creature";
import { checkSpace, spaceSide, type Cell, type Space } from "../geometry/grid";
import type { CellSet, CreatureSnapshot, MoverSnapshot, Speeds } from "./types";

/**
 * Input checks for movement and opportunity attacks: each turns caller data into a compact internal form once,
 * so the per-step loops never validate (DESIGN.md, "Performance").
 */

/** A checked mover. */
export interface Mover {
  readonly size: Size;
  readonly rank: number;
  readonly side: number;
  readonly disposition: number;
  readonly speeds: Readonly<Record<"walk" | "climb" | "swim" | "fly" | "burrow", number>>;
  readonly prone: boolean;
  readonly incapacitated: boolean;
  readonly hover: boolean;
}

/** A checked other creature. */
export interface Other {
  readonly index: number;
  readonly id: string | undefined;
  readonly space: Space;
  readonly size: Size;
  readonly rank: number;
  readonly disposition: number;
  readonly incapacitated: boolean;
  readonly letsPass: boolean;
  readonly reach: number;
  readonly canSeeMover: boolean;
  readonly reactionAvailable: boolean;
  readonly reactiveStrike: boolean;
  /** MOV-5, OA-6: the elevation in feet its box rises from. */
  readonly elevation: number;
}

/** Input check (MOV-1..15, OA-1..6): an optional flag with its default. */
export function optionalBool(value: unknown, field: string, fallback: boolean): boolean {
  return value === undefined ? fallback : bool(value, field);
}

/** Input check (MOV-1, OA-6): an optional distance in feet (≥ 0) with its default. */
export function optionalFeet(value: unknown, field: string, fallback: number): number {
  return value === undefined ? fallback : nonNegative(value, field);
}

/** Input check (MOV-5, OA-1): a token disposition, -2 to 1. */
export function checkDisposition(value: unknown, field: string): number {
  return integerInRange(value, field, -2, 1);
}

function checkSpeeds(value: unknown, field: string): Mover["speeds"] {
  const s = record(value, field) as Partial<Record<keyof Speeds, unknown>>;
  return {
    walk: nonNegative(s.walk, `${field}.walk`),
    climb: optionalFeet(s.climb, `${field}.climb`, 0),
    swim: optionalFeet(s.swim, `${field}.swim`, 0),
    fly: optionalFeet(s.fly, `${field}.fly`, 0),
    burrow: optionalFeet(s.burrow, `${field}.burrow`, 0),
  };
}

/** Input check (MOV-1..15, OA-6): checks a mover; `needSpeeds` is false for opportunity attacks, which don't read speeds. */
export function checkMover(value: unknown, field: string, needSpeeds = true): Mover {
  const m = record(value, field) as Partial<Record<keyof MoverSnapshot, unknown>>;
  const size = oneOf(m.size, `${field}.size`, SIZES);
  let side: number;
  if (m.side === undefined) side = spaceSide(size, { field: `${field}.size` });
  else {
    side = integer(m.side, `${field}.side`);
    if (side < 1) throw new RuleInputError(`${field}.side`, `must be at least 1, got ${side}`);
  }
  return {
    size,
    rank: SIZES.indexOf(size),
    side,
    disposition: checkDisposition(m.disposition, `${field}.disposition`),
    speeds: needSpeeds ? checkSpeeds(m.speeds, `${field}.speeds`) : { walk: 0, climb: 0, swim: 0, fly: 0, burrow: 0 },
    prone: optionalBool(m.prone, `${field}.prone`, false),
    incapacitated: optionalBool(m.incapacitated, `${field}.incapacitated`, false),
    hover: optionalBool(m.hover, `${field}.hover`, false),
  };
}

/** Input check (MOV-5, OA-4, OA-6): checks the other creatures of a scene. */
export function checkOthers(value: unknown, field: string): Other[] {
  if (value === undefined) return [];
  return list(value, field).map((entry, index) => {
    const f = `${field}[${index}]`;
    const c = record(entry, f) as Partial<Record<keyof CreatureSnapshot, unknown>>;
    const size = oneOf(c.size, `${f}.size`, SIZES);
    if (c.id !== undefined && typeof c.id !== "string") throw new RuleInputError(`${f}.id`, "expected a string");
    return {
      index,
      id: c.id,
      space: checkSpace(c.space, `${f}.space`),
      size,
      rank: SIZES.indexOf(size),
      disposition: checkDisposition(c.disposition, `${f}.disposition`),
      incapacitated: optionalBool(c.incapacitated, `${f}.incapacitated`, false),
      letsPass: optionalBool(c.letsPass, `${f}.letsPass`, false),
      reach: optionalFeet(c.reach, `${f}.reach`, 5),
      canSeeMover: optionalBool(c.canSeeMover, `${f}.canSeeMover`, true),
      reactionAvailable: optionalBool(c.reactionAvailable, `${f}.reactionAvailable`, true),
      reactiveStrike: optionalBool(c.reactiveStrike, `${f}.reactiveStrike`, false),
      elevation: c.elevation === undefined ? 0 : finite(c.elevation, `${f}.elevation`),
    };
  });
}

/**
 * Input check (MOV-2, OA-6): checks a path of cells. With `adjacent`, each cell must be one step (orthogonal or diagonal) from the one
 * before; a repeated or distant cell throws a RuleInputError naming `path[i]`.
 */
export function checkPath(value: unknown, field: string, adjacent: boolean): Cell[] {
  const cells = list(value, field);
  if (cells.length === 0) throw new RuleInputError(field, "needs at least the starting cell");
  const out: Cell[] = new Array<Cell>(cells.length);
  let px = 0;
  let py = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = record(cells[i], `${field}[${i}]`);
    const x = integer(c.x, `${field}[${i}].x`);
    const y = integer(c.y, `${field}[${i}].y`);
    if (adjacent && i > 0) {
      const dx = Math.abs(x - px);
      const dy = Math.abs(y - py);
      if (dx > 1 || dy > 1 || dx + dy === 0) {
        throw new RuleInputError(
          `${field}[${i}]`,
          `must be one step from ${field}[${i - 1}] (${px}, ${py}), got (${x}, ${y})`,
        );
      }
    }
    out[i] = { x, y };
    px = x;
    py = y;
  }
  return out;
}

/** MOV-2: a cell key for sets of cells: whole cells within ±2^20 map to distinct safe integers. */
export function cellKeyOf(x: number, y: number): number {
  return (x + 0x100000) * 0x200000 + (y + 0x100000);
}

/** MOV-2 / MOV-4 / MOV-7: turns a `CellSet` into a test, or null when absent. */
export function cellTest(value: CellSet | undefined, field: string): ((x: number, y: number) => boolean) | null {
  if (value === undefined) return null;
  if (typeof value === "function") return value;
  const cells = list(value, field);
  const keys = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    const c = record(cells[i], `${field}[${i}]`);
    keys.add(cellKeyOf(integer(c.x, `${field}[${i}].x`), integer(c.y, `${field}[${i}].y`)));
  }
  return (x, y) => keys.has(cellKeyOf(x, y));
}

/** MOV-7 / MOV-15: a per-path or per-step option: one value, or a list with one entry per step. */
export function perStep<T>(
  value: T | readonly T[] | undefined,
  steps: number,
  field: string,
  check: (v: unknown, f: string) => T,
  fallback: T,
): T[] {
  if (value === undefined) return new Array<T>(steps).fill(fallback);
  if (!Array.isArray(value)) return new Array<T>(steps).fill(check(value, field));
  if (value.length !== steps) {
    throw new RuleInputError(field, `expected one entry per step (${steps}), got ${value.length}`);
  }
  return (value as readonly unknown[]).map((v, i) => check(v, `${field}[${i}]`));
}

/** MOV-2: the feet per cell, checked (more than 0). */
export function checkGridDistance(value: unknown): number {
  const unit = value === undefined ? 5 : finite(value, "gridDistance");
  if (unit <= 0) throw new RuleInputError("gridDistance", `must be more than 0, got ${unit}`);
  return unit;
}

/** Input check (MOV-5, OA-6): the mover's elevation in feet at each of `cells` path cells (one for all, or a list). */
export function checkElevations(value: unknown, cells: number, field: string): number[] {
  if (value === undefined) return new Array<number>(cells).fill(0);
  if (!Array.isArray(value)) return new Array<number>(cells).fill(finite(value, field));
  if (value.length !== cells) {
    throw new RuleInputError(field, `expected one entry per path cell (${cells}), got ${value.length}`);
  }
  return (value as readonly unknown[]).map((v, i) => finite(v, `${field}[${i}]`));
}
