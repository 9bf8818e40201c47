import { RuleInputError, text } from "../errors";
import { checkFormula } from "../stats/item-checks";

/**
 * What a formula may ask of the dice before it is rolled: at most 100 dice of at most 1,000 faces in one term,
 * and numbers (written or read from `@references`) within ±10,000. Far beyond any d20 game, well short of what
 * would freeze a browser or overflow a total.
 */
export const FORMULA_LIMITS = Object.freeze({ dice: 100, faces: 1000, bonus: 10_000 });

/**
 * Why a formula was refused: not a dice formula (`syntax`), too many dice in a term (`dice`), dice of fewer than
 * 1 or more than 1,000 faces (`faces`), a number beyond ±10,000 (`bonus`), an `@reference` that is not a whole
 * number in the roll data (`reference`).
 */
export const FORMULA_PROBLEMS = ["syntax", "dice", "faces", "bonus", "reference"] as const;
export type FormulaProblem = (typeof FORMULA_PROBLEMS)[number];

/** A formula that may be rolled, its references replaced by their numbers; or why not and which term. */
export type FormulaCheck =
  | { readonly ok: true; readonly formula: string }
  | { readonly ok: false; readonly problem: FormulaProblem; readonly term: string };

const TERM = /\s*([+-])?\s*(?:(\d*)d(\d+)(k[hl]\d*)?|(\d+)|@([A-Za-z][\w.]*))\s*/y;
const UNREADABLE = new Set(["__proto__", "constructor", "prototype"]);

/** The value at a dotted `path` in plain roll data, or undefined (own data only, never a prototype's). */
function lookup(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || UNREADABLE.has(key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function refuse(problem: FormulaProblem, term: string): FormulaCheck {
  return Object.freeze({ ok: false, problem, term: term.trim() });
}

/**
 * ATK-1, ATK-2, ATK-3: checks a damage or bonus formula before it is rolled, against FORMULA_LIMITS, and
 * replaces each `@reference` with its number from `data` (the roller's roll data), so what is rolled is exactly
 * what was checked: `1d8 + @abilities.str.mod` with a modifier of −1 becomes `1d8 - 1`. A reference to anything
 * but a whole number (an object, a string, a missing path) is refused rather than handed to the dice parser.
 * Returns the problem and the offending term instead of throwing, so the caller can say why in the user's
 * language; only a `formula` that is not a string throws (a RuleInputError naming `field`).
 */
export function checkRollFormula(formula: unknown, data: unknown, field = "formula"): FormulaCheck {
  if (typeof formula !== "string") text(formula, field);
  const source = String(formula);
  try {
    checkFormula(source, field);
  } catch (error) {
    if (error instanceof RuleInputError) return refuse("syntax", source);
    throw error;
  }
  const out: string[] = [];
  const trimmed = source.trim();
  TERM.lastIndex = 0;
  while (TERM.lastIndex < trimmed.length) {
    const start = TERM.lastIndex;
    const match = TERM.exec(trimmed);
    if (!match) return refuse("syntax", trimmed.slice(start));
    const [whole, sign, count, faces, keep, number, path] = match;
    let negative = sign === "-";
    let term: string;
    if (faces !== undefined) {
      const dice = count === undefined || count === "" ? 1 : Number(count);
      const sides = Number(faces);
      if (dice > FORMULA_LIMITS.dice) return refuse("dice", whole.replace(/^\s*[+-]/, ""));
      if (sides < 1 || sides > FORMULA_LIMITS.faces) return refuse("faces", whole.replace(/^\s*[+-]/, ""));
      term = `${dice}d${sides}${keep ?? ""}`;
    } else if (number !== undefined) {
      const value = Number(number);
      if (value > FORMULA_LIMITS.bonus) return refuse("bonus", number);
      term = String(value);
    } else {
      const value = lookup(data, path ?? "");
      if (typeof value !== "number" || !Number.isInteger(value)) return refuse("reference", `@${path ?? ""}`);
      if (Math.abs(value) > FORMULA_LIMITS.bonus) return refuse("bonus", `@${path ?? ""}`);
      if (value < 0) negative = !negative;
      term = String(Math.abs(value));
    }
    out.push(out.length === 0 ? (negative ? `-${term}` : term) : `${negative ? "-" : "+"} ${term}`);
  }
  return Object.freeze({ ok: true, formula: out.join(" ") });
}
