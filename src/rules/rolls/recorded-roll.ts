/**
 * Rolls read back from chat: a roll's data comes from whoever posted it, so the GM never takes its total. The
 * expected formula (the item's own, or the save as it was rolled) says which dice there must be; the recorded
 * dice must be exactly those, each result a face of its die; the total is worked out again from the formula and
 * those results, and a recorded total that disagrees marks the roll as forged.
 */
import { deepFreeze } from "../plain";

/** One die term: `count` dice of `faces` sides, keeping the highest or lowest `keep.count` (`2d20kh`). */
export interface FormulaDice {
  readonly count: number;
  readonly faces: number;
  readonly keep: { readonly highest: boolean; readonly count: number } | null;
}

/** A term of a formula: signed dice, or a whole number. */
export type FormulaTerm = { readonly sign: 1 | -1; readonly dice: FormulaDice } | { readonly value: number };

/**
 * A formula as terms added or subtracted in order, the whole times `multiplier` (threeAction criticals), then
 * `after` added once (TA-10: deadly's and fatal's extra die on a critical hit; absent when there are none).
 */
export interface ParsedFormula {
  readonly terms: readonly FormulaTerm[];
  readonly multiplier: number;
  readonly after?: readonly FormulaTerm[];
}

/** A die term as a roll records it: only what the check reads, each field unchecked. */
export interface RecordedDice {
  readonly faces?: unknown;
  readonly number?: unknown;
  readonly results?: unknown;
}

/**
 * Why a recorded roll is not trusted: its expected formula can't be read (`formula`), the recorded formula is
 * another one (`otherFormula`), it has other dice than the formula (`dice`), a result is not a face of its die
 * (`dieResult`), or its recorded total is not what its dice make (`total`).
 */
export const RECORDED_ROLL_PROBLEMS = ["formula", "otherFormula", "dice", "dieResult", "total"] as const;
export type RecordedRollProblem = (typeof RECORDED_ROLL_PROBLEMS)[number];

export type RecordedRollCheck =
  | {
      readonly ok: true;
      readonly total: number;
      /** The results each die term keeps, in formula order (the natural d20 of a save is `kept[0][0]`). */
      readonly kept: readonly (readonly number[])[];
    }
  | { readonly ok: false; readonly problem: RecordedRollProblem };

/** Dice are far beyond any game past these; a "formula" asking more is not one Fray rolls. */
const MAX_COUNT = 1000;
const MAX_FACES = 100_000;
const UNREADABLE = new Set(["__proto__", "constructor", "prototype"]);
const MULTIPLIED = /^\(([^()]+)\)\s*\*\s*(\d+)(\s*[+-][^()]*)?$/;
const TERM = /\s*((?:[+-]\s*)*)(?:(\d*)d(\d+)(?:k([hl])(\d*))?|(\d+)|@([A-Za-z][\w.]*))\s*/y;

/** A whole number at a dotted `path` of plain roll data (own keys only), or null. */
function lookup(data: unknown, path: string): number | null {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || UNREADABLE.has(key) || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** `+ -`, `- -`: the sign a run of signs makes. */
function signOf(signs: string): 1 | -1 {
  return (signs.match(/-/g) ?? []).length % 2 === 1 ? -1 : 1;
}

/** The terms of `body` (dice, numbers, `@references`), each after the first with its operator; null if unreadable. */
function parseTerms(body: string, data: unknown, first: boolean): FormulaTerm[] | null {
  const terms: FormulaTerm[] = [];
  TERM.lastIndex = 0;
  while (TERM.lastIndex < body.length) {
    const start = TERM.lastIndex;
    const m = TERM.exec(body);
    // Every term after the first needs its operator (a tail's first term too).
    if (!m || m.index !== start || ((terms.length > 0 || !first) && (m[1] ?? "").trim() === "")) return null;
    const sign = signOf(m[1] ?? "");
    if (m[3] !== undefined) {
      const count = m[2] ? Number(m[2]) : 1;
      const faces = Number(m[3]);
      if (count < 1 || count > MAX_COUNT || faces < 1 || faces > MAX_FACES) return null;
      const keep = m[4] ? { highest: m[4] === "h", count: m[5] ? Number(m[5]) : 1 } : null;
      terms.push({ sign, dice: { count, faces, keep } });
    } else {
      const value = m[6] !== undefined ? Number(m[6]) : lookup(data, m[7] ?? "");
      if (value === null || !Number.isSafeInteger(value)) return null;
      terms.push({ value: sign * value });
    }
  }
  return terms;
}

/**
 * ATK-1, ATK-2, ATK-3, ATK-18, TA-10: reads a formula of the shape Fray rolls (dice `2d6`, `2d20kh`, whole numbers
 * and whole-number `@references` from `data`, joined by + and −, optionally the whole `(…) * N`, which may be
 * followed by terms added once, `(…) * 2 + 1d10`). Null for anything else, so a caller refuses rather than guesses.
 */
export function parseRollFormula(formula: unknown, data: unknown = {}): ParsedFormula | null {
  if (typeof formula !== "string") return null;
  const whole = formula.trim();
  const multiplied = MULTIPLIED.exec(whole);
  const body = multiplied ? (multiplied[1] ?? "") : whole;
  const multiplier = multiplied ? Number(multiplied[2]) : 1;
  const terms = parseTerms(body, data, true);
  if (!terms || terms.length === 0) return null;
  const tail = multiplied?.[3]?.trim() ?? "";
  if (tail === "") return deepFreeze({ terms, multiplier });
  const after = parseTerms(tail, data, false);
  if (!after || after.length === 0) return null;
  return deepFreeze({ terms, multiplier, after });
}

/** ATK-1, ATK-2, ATK-3: the same terms and multiplier (a number written `+ -1` is the same as `- 1`). */
export function sameFormula(a: ParsedFormula, b: ParsedFormula): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A die term's recorded results when they are exactly `dice.count` faces of a `dice.faces`-sided die. */
function resultsOf(recorded: RecordedDice, dice: FormulaDice): number[] | "dice" | "dieResult" {
  if (recorded.faces !== dice.faces || (recorded.number !== undefined && recorded.number !== dice.count)) return "dice";
  if (!Array.isArray(recorded.results) || recorded.results.length !== dice.count) return "dice";
  const values = (recorded.results as unknown[]).map((r) =>
    typeof r === "object" && r !== null ? (r as { result?: unknown }).result : undefined,
  );
  const faces = dice.faces;
  if (!values.every((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= faces)) {
    return "dieResult";
  }
  return values;
}

/** The results a term keeps: all, or the highest/lowest `keep.count` (worked out here, never read). */
function keptOf(values: readonly number[], keep: FormulaDice["keep"]): number[] {
  if (!keep) return [...values];
  const order = [...values].sort((x, y) => (keep.highest ? y - x : x - y));
  return order.slice(0, keep.count);
}

/**
 * ATK-1, ATK-2, ATK-3, ATK-18: checks a roll read back from chat against the formula it must have been rolled
 * from. `expected` is that formula (its `@references` read from `data`); `recordedFormula` the formula the roll
 * shows, compared when it can be read (a formula written some other way is left to the dice and total checks);
 * `dice` the roll's die terms in order; `recordedTotal` the total it claims. The dice must be those of the
 * expected formula, each result a face of its die; the total is recomputed from the formula and those results,
 * and the recorded total must equal it. Never throws: a problem is returned, so a caller can refuse and say why.
 */
export function checkRecordedRoll(input: {
  readonly expected: string;
  readonly data?: unknown;
  readonly recordedFormula?: unknown;
  readonly dice: readonly RecordedDice[];
  readonly recordedTotal: unknown;
}): RecordedRollCheck {
  const expected = parseRollFormula(input.expected, input.data);
  if (!expected) return { ok: false, problem: "formula" };
  const shown = parseRollFormula(input.recordedFormula, input.data);
  if (shown && !sameFormula(shown, expected)) return { ok: false, problem: "otherFormula" };
  const after = expected.after ?? [];
  const diceTerms = [...expected.terms, ...after].flatMap((t) => ("dice" in t ? [t] : []));
  if (!Array.isArray(input.dice) || input.dice.length !== diceTerms.length) return { ok: false, problem: "dice" };
  const kept: number[][] = [];
  const sumOf = (terms: readonly FormulaTerm[]): number | RecordedRollProblem => {
    let sum = 0;
    for (const term of terms) {
      if (!("dice" in term)) {
        sum += term.value;
        continue;
      }
      const values = resultsOf(input.dice[kept.length] ?? {}, term.dice);
      if (typeof values === "string") return values;
      const keep = keptOf(values, term.dice.keep);
      kept.push(keep);
      sum += term.sign * keep.reduce((s, v) => s + v, 0);
    }
    return sum;
  };
  const main = sumOf(expected.terms);
  if (typeof main === "string") return { ok: false, problem: main };
  // TA-10: terms after the multiplied group (deadly's and fatal's extra die) are added once.
  const added = sumOf(after);
  if (typeof added === "string") return { ok: false, problem: added };
  const total = main * expected.multiplier + added;
  if (input.recordedTotal !== total) return { ok: false, problem: "total" };
  return deepFreeze({ ok: true, total, kept });
}
