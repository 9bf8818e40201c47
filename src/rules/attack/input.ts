import { RuleInputError, bool, integerInRange, nonNegative, record } from "../errors";

/** The situation object a rule was given, checked to be a plain object. */
export function situation(value: unknown, field = "situation"): Record<string, unknown> {
  return record(value, field);
}

/** An optional flag: `fallback` when absent, otherwise it must be a boolean. */
export function optionalFlag(value: unknown, field: string, fallback = false): boolean {
  return value === undefined ? fallback : bool(value, field);
}

/** An optional distance in feet (≥ 0), `undefined` when absent. */
export function optionalFeet(value: unknown, field: string): number | undefined {
  return value === undefined ? undefined : nonNegative(value, field);
}

/**
 * The first reason a thing is not allowed: `checks` pairs a condition that must hold with the reason code
 * used when it doesn't. Returns `allowed` when every check holds.
 */
export function firstBlock(checks: readonly (readonly [boolean, string])[]): string {
  return checks.find(([ok]) => !ok)?.[1] ?? "allowed";
}

/**
 * Runs a rule on a part of a larger input and, when that part is bad, re-throws the RuleInputError with the
 * part's path in front (`visibility.attackerSeesTarget`), so the message names the field the caller wrote.
 * Policy errors keep their own path.
 */
export function within<T>(prefix: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof RuleInputError) || error.field.startsWith("policies")) throw error;
    throw new RuleInputError(`${prefix}.${error.field}`, error.message.slice(error.field.length + 2));
  }
}

/** Checks a Strength modifier (−5 to +10, the range of scores 1–30). */
export function strengthModifierInput(value: unknown, field = "strengthModifier"): number {
  return integerInRange(value, field, -5, 10);
}
