import { damagePartAmounts } from "./part-amounts";
import type { DamagePart } from "./damage-part";

/**
 * TA-10: splits a checked Strike damage roll into its typed parts when deadly's or fatal's die was added after the
 * critical's doubling (`after`, one die each, the last die terms of the roll): the parts before them as
 * `damagePartAmounts` splits them, then each added die in its own type, counted once. Null when the roll can't be
 * split (the caller falls back to the whole).
 */
export function strikePartAmounts(input: {
  readonly parts: readonly { readonly formula: string; readonly type: string }[];
  readonly after: readonly { readonly type: string }[];
  readonly modifier: number;
  readonly totalMultiplier: number;
  readonly kept: readonly (readonly number[])[];
  readonly total: number;
  readonly data?: unknown;
}): DamagePart[] | null {
  const n = input.after.length;
  if (n === 0) return damagePartAmounts(input);
  if (input.kept.length < n) return null;
  const afterKept = input.kept.slice(input.kept.length - n);
  const added = afterKept.map((k) => k.reduce((s, v) => s + v, 0));
  const before = damagePartAmounts({
    ...input,
    kept: input.kept.slice(0, input.kept.length - n),
    total: input.total - added.reduce((s, v) => s + v, 0),
  });
  if (!before) return null;
  return [...before, ...input.after.map((a, i) => ({ type: a.type, amount: added[i] ?? 0 }))];
}

/**
 * TA-10: resistance and weakness apply once to the total of each damage type: parts of one type are added into
 * one (in the order each type first appears) before the defenses see them.
 */
export function partsByType(parts: readonly DamagePart[]): DamagePart[] {
  const totals = new Map<string, number>();
  for (const p of parts) totals.set(p.type, (totals.get(p.type) ?? 0) + p.amount);
  return [...totals].map(([type, amount]) => ({ type, amount }));
}
