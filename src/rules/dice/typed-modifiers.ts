import { deepFreeze } from "../plain";
import type { BonusType, RollSource } from "../sources";
import { checkRollSources } from "./roll-sources";

/** What a list of modifier sources adds up to once typed modifiers are stacked (TA-1). */
export interface StackedModifiers {
  /** The sum of the modifiers that apply. */
  readonly total: number;
  /** The modifiers that apply, in their given order. */
  readonly applied: readonly RollSource[];
  /** Typed modifiers another of their type beat (the UI strikes them through), in their given order. */
  readonly suppressed: readonly RollSource[];
  /** The positions in the given list of the `suppressed` sources (so a UI can mark its own lines). */
  readonly suppressedAt: readonly number[];
}

const typeOf = (s: RollSource): BonusType => s.bonusType ?? "untyped";

/**
 * TA-1: stacks modifier sources (other effects are ignored). For circumstance, item and status only the largest
 * bonus and the worst penalty of each type apply (the first one listed wins a tie); untyped bonuses and
 * penalties all add up. A source without `bonusType` is untyped, so a 5e roll's modifiers simply add.
 */
export function stackModifiers(sources: readonly RollSource[], field = "sources"): StackedModifiers {
  const checked = checkRollSources(sources, field);
  const modifiers = checked.filter((s) => s.effect === "modifier");
  const winners = new Set<RollSource>();
  const best = new Map<string, RollSource>();
  for (const s of modifiers) {
    const type = typeOf(s);
    const value = s.value ?? 0;
    if (type === "untyped" || value === 0) {
      winners.add(s);
      continue;
    }
    const key = `${type}:${value > 0 ? "bonus" : "penalty"}`;
    const held = best.get(key);
    if (held === undefined || Math.abs(value) > Math.abs(held.value ?? 0)) best.set(key, s);
  }
  for (const s of best.values()) winners.add(s);
  const applied = modifiers.filter((s) => winners.has(s));
  const suppressed = modifiers.filter((s) => !winners.has(s));
  const suppressedAt = checked.flatMap((s, i) => (s.effect === "modifier" && !winners.has(s) ? [i] : []));
  const total = applied.reduce((sum, s) => sum + (s.value ?? 0), 0);
  return deepFreeze({ total, applied, suppressed, suppressedAt });
}
