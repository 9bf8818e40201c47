/**
 * RES-6: the free situational bonus a roller adds to a damage roll (a bless-like die, a flat +2). The GM applies
 * it only after confirming it, and only while its largest possible value stays within ±10.
 */
import { RuleInputError } from "../errors";
import { blankable } from "./blankable";

/** RES-6: the largest amount a situational bonus may add or take away. */
export const SITUATIONAL_BONUS_LIMIT = 10;

const TERM = /([+-])?\s*(?:(\d*)d(\d+)|(\d+))/g;
const SHAPE = /^\s*[+-]?\s*(?:\d*d\d+|\d+)(?:\s*[+-]\s*(?:\d*d\d+|\d+))*\s*$/;

/**
 * RES-6: a situational bonus formula checked: dice and whole numbers joined by + and − (no `@references`: it is
 * the roller's own words), its largest possible magnitude at most ±10. Returns the formula without a leading "+",
 * "" for none. Throws a RuleInputError otherwise.
 */
export function checkSituationalBonus(value: unknown, field = "situational"): string {
  const formula = blankable(value, field).trim();
  if (formula === "") return "";
  if (!SHAPE.test(formula)) throw new RuleInputError(field, `"${formula}" is not dice and numbers joined by + or -`);
  let most = 0;
  for (const m of formula.matchAll(TERM)) {
    const size = m[4] !== undefined ? Number(m[4]) : (m[2] === "" ? 1 : Number(m[2])) * Number(m[3]);
    most += size;
  }
  if (most > SITUATIONAL_BONUS_LIMIT)
    throw new RuleInputError(field, `"${formula}" can reach ${most}, more than ±${SITUATIONAL_BONUS_LIMIT}`);
  return formula.replace(/^\+\s*/, "");
}
