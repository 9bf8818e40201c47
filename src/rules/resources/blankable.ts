import { RuleInputError } from "../errors";

/** A string that may be blank (absent reads as ""); throws a RuleInputError naming `field` for anything else. */
export function blankable(value: unknown, field: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new RuleInputError(field, `expected a string, got ${typeof value}`);
  return value;
}
