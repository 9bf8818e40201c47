/**
 * Input checks shared by every rules function. Impossible input (NaN, a negative size, an unknown preset…)
 * throws a `RuleInputError` whose message starts with the offending field, so a caller — or a GM reading the
 * console — sees what was wrong rather than a bare TypeError deep inside a rule.
 */
export class RuleInputError extends RangeError {
  override name = "RuleInputError";
  /** The path of the offending input, e.g. `combatants[2].initiative`. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
  }
}

function show(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}

/** A finite number (not NaN, not ±Infinity). */
export function finite(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new RuleInputError(field, `expected a finite number, got ${show(value)}`);
  return value;
}

/**
 * A computed result that must stay finite: inputs so large that the arithmetic overflows (a distance of 1e308
 * cells times 5 ft) are refused, naming the input `field` that made it overflow.
 */
export function finiteResult(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new RuleInputError(field, "too large: the result is not a finite number");
  return value;
}

/** A whole number. */
export function integer(value: unknown, field: string): number {
  const n = finite(value, field);
  if (!Number.isInteger(n)) throw new RuleInputError(field, `expected a whole number, got ${n}`);
  return n;
}

/** A finite number ≥ 0. */
export function nonNegative(value: unknown, field: string): number {
  const n = finite(value, field);
  if (n < 0) throw new RuleInputError(field, `must not be negative, got ${n}`);
  return n;
}

/** A whole number ≥ 0. */
export function nonNegativeInteger(value: unknown, field: string): number {
  const n = integer(value, field);
  if (n < 0) throw new RuleInputError(field, `must not be negative, got ${n}`);
  return n;
}

/** A whole number in [min, max]. */
export function integerInRange(value: unknown, field: string, min: number, max: number): number {
  const n = integer(value, field);
  if (n < min || n > max) throw new RuleInputError(field, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** One of `choices`. */
export function oneOf<const T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
  throw new RuleInputError(field, `expected one of ${choices.join(", ")}, got ${show(value)}`);
}

/** A boolean. */
export function bool(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") throw new RuleInputError(field, `expected true or false, got ${show(value)}`);
  return value;
}

/** A non-empty string. */
export function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new RuleInputError(field, `expected a non-empty string, got ${show(value)}`);
  return value;
}

/** A die result: a whole number from 1 to `faces`. */
export function dieResult(value: unknown, field: string, faces: number): number {
  return integerInRange(value, field, 1, faces);
}

/** A plain object (not null, not an array). */
export function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RuleInputError(field, `expected an object, got ${show(value)}`);
  }
  return value as Record<string, unknown>;
}

/** An array. */
export function list(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new RuleInputError(field, `expected a list, got ${show(value)}`);
  return value;
}
