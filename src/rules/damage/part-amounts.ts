import { parseRollFormula } from "../rolls/recorded-roll";
import type { DamagePart } from "./damage-part";

/**
 * Splits a checked damage roll into its typed parts, for defenses by damage type. `parts` are the item's parts
 * as rolled (blank formulas skipped, as the roll skips them), `modifier` the weapon's modifier (added once, to
 * the first part), `kept` the kept results of each die term in formula order (from checkRecordedRoll), and
 * `totalMultiplier` the critical's factor on the whole. Null when a part can't be read or the parts don't add
 * up to `total`, so the caller falls back to the whole.
 * Source: SRD 5.1 and 5.2, Damage Types (each part keeps its type for the defenses).
 */
export function damagePartAmounts(input: {
  readonly parts: readonly { readonly formula: string; readonly type: string }[];
  readonly modifier: number;
  readonly totalMultiplier: number;
  readonly kept: readonly (readonly number[])[];
  readonly total: number;
  readonly data?: unknown;
}): DamagePart[] | null {
  const parts = input.parts.filter((p) => p.formula.trim() !== "");
  let die = 0;
  const amounts: DamagePart[] = [];
  for (const [n, part] of parts.entries()) {
    const parsed = parseRollFormula(part.formula, input.data);
    if (!parsed || parsed.multiplier !== 1) return null;
    let sum = n === 0 ? input.modifier : 0;
    for (const term of parsed.terms) {
      if ("dice" in term) {
        const kept = input.kept[die++];
        if (!kept) return null;
        sum += term.sign * kept.reduce((s, v) => s + v, 0);
      } else sum += term.value;
    }
    amounts.push({ type: part.type, amount: Math.max(0, sum * input.totalMultiplier) });
  }
  const total = amounts.reduce((s, p) => s + p.amount, 0);
  return die === input.kept.length && total === input.total && amounts.length > 0 ? amounts : null;
}
