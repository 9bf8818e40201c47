import { AREA_SHAPES } from "../areas/shapes";
import { finite, nonNegative, record, RuleInputError, text } from "../errors";

/** Area a spell may have: one of the AOE-1 shapes, or none. */
export const SPELL_AREA_SHAPES = ["none", ...AREA_SHAPES] as const;
export type SpellAreaShape = (typeof SPELL_AREA_SHAPES)[number];

const TERM = String.raw`(?:\d*d\d+(?:k[hl]\d*)?|\d+|@[A-Za-z][\w.]*)`;
const FORMULA = new RegExp(String.raw`^\s*-?\s*${TERM}(?:\s*[-+]\s*${TERM})*\s*$`);

/**
 * ATK-1, ATK-11: checks a damage or bonus formula: dice (`2d6`, `1d20kh`), whole numbers and roll-data
 * references (`@abilities.str.mod`) joined by + and −. Throws a RuleInputError naming `field` otherwise, so a
 * sheet can't store a formula that would fail at roll time.
 */
export function checkFormula(formula: unknown, field = "formula"): string {
  const f = text(formula, field);
  if (!FORMULA.test(f)) {
    throw new RuleInputError(
      field,
      `"${f}" is not a dice formula (dice like 2d6, numbers and @references joined by + or -)`,
    );
  }
  return f.trim();
}

/**
 * ATK-8: a weapon's or spell's range: a normal range and an optional long range, never shorter than the
 * normal one; 0 normal range means a melee weapon (reach applies instead, ATK-10).
 */
export function checkRange(range: unknown, field = "range"): { readonly normal: number; readonly long: number | null } {
  const r = record(range, field);
  const normal = nonNegative(finite(r.normal, `${field}.normal`), `${field}.normal`);
  const long =
    r.long === null || r.long === undefined ? null : nonNegative(finite(r.long, `${field}.long`), `${field}.long`);
  if (long !== null && long < normal) {
    throw new RuleInputError(
      `${field}.long`,
      `the long range (${long}) can't be shorter than the normal range (${normal})`,
    );
  }
  return Object.freeze({ normal, long });
}

/**
 * AOE-1: a spell area has a positive size unless its shape is `none`; a line also needs a positive width and a
 * cylinder a positive height.
 */
export function checkArea(area: unknown, field = "area"): void {
  const a = record(area, field);
  const shape = a.shape;
  if (shape === "none") return;
  if (!(typeof a.size === "number" && a.size > 0)) {
    throw new RuleInputError(`${field}.size`, `a ${String(shape)} needs a size greater than 0`);
  }
  if (shape === "line" && !(typeof a.width === "number" && a.width > 0)) {
    throw new RuleInputError(`${field}.width`, "a line needs a width greater than 0");
  }
  if (shape === "cylinder" && !(typeof a.height === "number" && a.height > 0)) {
    throw new RuleInputError(`${field}.height`, "a cylinder needs a height greater than 0");
  }
}
