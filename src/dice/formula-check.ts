/**
 * The adapter of FORMULA_LIMITS (src/rules/dice/formula-limits.ts): checks the formulas of a roll against the
 * roller's data before anything is rolled, and says why one is refused, in the user's language.
 */
import { FORMULA_LIMITS, checkRollFormula, type FormulaProblem } from "../rules";

/** The localization key of each problem, written out so the key check sees them. */
const PROBLEM_KEYS: Readonly<Record<FormulaProblem, string>> = {
  syntax: "FRAY.Roll.Warning.FormulaProblem.syntax",
  dice: "FRAY.Roll.Warning.FormulaProblem.dice",
  faces: "FRAY.Roll.Warning.FormulaProblem.faces",
  bonus: "FRAY.Roll.Warning.FormulaProblem.bonus",
  reference: "FRAY.Roll.Warning.FormulaProblem.reference",
};

const PROBLEM_LIMITS: Readonly<Record<FormulaProblem, number>> = {
  syntax: 0,
  dice: FORMULA_LIMITS.dice,
  faces: FORMULA_LIMITS.faces,
  bonus: FORMULA_LIMITS.bonus,
  reference: 0,
};

/** The warning for a refused formula of `item`: what is wrong, and with which term. */
export function formulaWarning(item: string, problem: FormulaProblem, term: string): string {
  const detail = game.i18n.format(PROBLEM_KEYS[problem], { term, max: String(PROBLEM_LIMITS[problem]) });
  return game.i18n.format("FRAY.Roll.Warning.Formula", { item, problem: detail });
}

/**
 * ATK-1: `parts` with each formula checked against the dice limits and its `@references` replaced by their
 * numbers from `rollData`; null after warning (naming `item` and the problem) when any formula is refused.
 */
export function checkedFormulas<T extends { readonly formula: string }>(
  parts: readonly T[],
  rollData: unknown,
  item: string,
): T[] | null {
  const out: T[] = [];
  for (const part of parts) {
    const checked = checkRollFormula(part.formula, rollData);
    if (!checked.ok) {
      ui.notifications.warn(formulaWarning(item, checked.problem, checked.term));
      return null;
    }
    out.push({ ...part, formula: checked.formula });
  }
  return out;
}

/**
 * Issue 26: the formula a Roll is about to be made from, checked as a whole against the dice limits (each part
 * was checked, but a modifier added from data is only in the whole); `formula` itself when it passes, else null
 * after warning (naming `item` and the problem).
 */
export function rollableFormula(formula: string, rollData: unknown, item: string): string | null {
  const checked = checkRollFormula(formula, rollData);
  if (!checked.ok) {
    ui.notifications.warn(formulaWarning(item, checked.problem, checked.term));
    return null;
  }
  return formula;
}
