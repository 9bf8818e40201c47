/**
 * TA-9: the one place a weapon item's traits become plain data for the rules (src/rules/attack/weapon-traits.ts).
 * No Foundry global: it reads the item's type and system data.
 */
import { parseRollFormula, type CriticalTraits, type StrikeKind } from "../rules";

/** A weapon's threeAction traits as the rules read them. */
export interface WeaponTraits extends CriticalTraits {
  readonly agile: boolean;
  readonly finesse: boolean;
  readonly thrown: boolean;
  readonly propulsive: boolean;
  readonly reach: boolean;
  readonly forceful: boolean;
  readonly sweep: boolean;
  /** Volley N in feet (0 none). */
  readonly volley: number;
  /** The range increment in feet (0: the weapon's normal range stands for it). */
  readonly rangeIncrement: number;
  /** TA-13: the printed damage modifier, or null to derive it. */
  readonly printedDamage: number | null;
}

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
const whole = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);

/** TA-9, TA-13: the traits of a weapon item's system data (a non-weapon has none). */
export function weaponTraits(item: { readonly type: string; readonly system: unknown }): WeaponTraits {
  const s = rec(item.system);
  const weapon = item.type === "weapon";
  const raw = s.properties;
  const props: ReadonlySet<unknown> = raw instanceof Set ? raw : new Set(Array.isArray(raw) ? raw : []);
  const has = (p: string) => weapon && props.has(p);
  const t = rec(s.traits);
  const printed = rec(s.printed).damage;
  return {
    agile: has("agile"),
    finesse: has("finesse"),
    thrown: has("thrown"),
    propulsive: has("propulsive"),
    reach: has("reach"),
    forceful: has("forceful"),
    sweep: has("sweep"),
    deadly: weapon ? whole(t.deadly) : 0,
    fatal: weapon ? whole(t.fatal) : 0,
    volley: weapon ? whole(t.volley) : 0,
    rangeIncrement: weapon ? whole(t.rangeIncrement) : 0,
    printedDamage: weapon && typeof printed === "number" && Number.isInteger(printed) ? printed : null,
  };
}

/** TA-9: how a weapon Strikes: melee without a normal range, thrown with the thrown trait, otherwise ranged. */
export function strikeKind(item: { readonly type: string; readonly system: unknown }): StrikeKind {
  const normal = rec(rec(item.system).range).normal;
  if (typeof normal !== "number" || normal <= 0) return "melee";
  return weaponTraits(item).thrown ? "thrown" : "ranged";
}

/** TA-9: the number of damage dice of a weapon's first damage part (forceful's step); 0 when it has none. */
export function weaponDamageDice(parts: readonly { readonly formula: string }[], data?: unknown): number {
  const parsed = parts[0] ? parseRollFormula(parts[0].formula, data ?? {}) : null;
  if (!parsed) return 0;
  return parsed.terms.reduce((n, t) => n + ("dice" in t && t.sign === 1 ? t.dice.count : 0), 0);
}
