import { partsByType } from "./trait-part-amounts";
import { RuleInputError, list, nonNegativeInteger, oneOf, record, text } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { statFamily } from "../stats/creature-stats";

/**
 * How damage defenses work: `multiply` (5e family: resistance halves rounded down, immunity makes it 0,
 * vulnerability doubles) or `flat` (threeAction: resistance N subtracts N, weakness N adds N).
 */
export const DEFENSE_MODELS = ["multiply", "flat"] as const;
export type DefenseModel = (typeof DEFENSE_MODELS)[number];

/**
 * The defense model of a preset's rule family (marked by its turn economy, as for saves and skills): three
 * actions subtract and add (`flat`), the 5e family halves and doubles (`multiply`).
 * Source: SRD 5.1 and 5.2, Damage Resistance and Vulnerability; Beginner Box, Resistance and Weakness.
 */
export function defenseModelFor(policies: { readonly economy: Pick<EconomyPolicies, "kind"> }): DefenseModel {
  return statFamily(policies) === "threeAction" ? "flat" : "multiply";
}

/** A creature's damage defenses by damage type: 5e lists types; threeAction gives each a value. */
export interface DamageDefenses {
  readonly resistances: Readonly<Record<string, number>>;
  readonly immunities: readonly string[];
  readonly vulnerabilities: Readonly<Record<string, number>>;
}

// Its own file, so trait-part-amounts.ts reads it without importing this one back.
import type { DamagePart } from "./damage-part";
export type { DamagePart } from "./damage-part";

/** Which defense changed a part. */
export const DEFENSE_EFFECTS = ["none", "resisted", "immune", "vulnerable", "resistedAndVulnerable"] as const;
export type DefenseEffect = (typeof DEFENSE_EFFECTS)[number];

export interface DefendedPart extends DamagePart {
  readonly taken: number;
  readonly effect: DefenseEffect;
}

export interface DefendedDamage {
  readonly parts: readonly DefendedPart[];
  readonly total: number;
}

function checkDefenses(value: unknown): DamageDefenses {
  const d = record(value, "defenses");
  const amounts = (v: unknown, field: string): Record<string, number> => {
    const r = record(v, field);
    return Object.fromEntries(Object.entries(r).map(([k, n]) => [k, nonNegativeInteger(n, `${field}.${k}`)]));
  };
  return {
    resistances: amounts(d.resistances, "defenses.resistances"),
    immunities: list(d.immunities, "defenses.immunities").map((t, i) => text(t, `defenses.immunities[${i}]`)),
    vulnerabilities: amounts(d.vulnerabilities, "defenses.vulnerabilities"),
  };
}

function defendPart(model: DefenseModel, d: DamageDefenses, type: string, amount: number): DefendedPart {
  const resist = type !== "" && Object.hasOwn(d.resistances, type) ? (d.resistances[type] ?? 0) : null;
  const weak = type !== "" && Object.hasOwn(d.vulnerabilities, type) ? (d.vulnerabilities[type] ?? 0) : null;
  if (type !== "" && d.immunities.includes(type)) return { type, amount, taken: 0, effect: "immune" };
  let taken = amount;
  if (model === "multiply") {
    if (resist !== null) taken = Math.floor(taken / 2);
    if (weak !== null) taken *= 2;
  } else {
    if (resist !== null) taken = Math.max(0, taken - resist);
    if (weak !== null && amount > 0) taken += weak;
  }
  const effect: DefenseEffect =
    resist !== null && weak !== null
      ? "resistedAndVulnerable"
      : resist !== null
        ? "resisted"
        : weak !== null
          ? "vulnerable"
          : "none";
  return { type, amount, taken, effect };
}

/**
 * Damage resistance, immunity and vulnerability applied per damage type: each part of a roll is changed by
 * the defenses against its type (an untyped part by none), and the parts are added up. 5e family (`multiply`):
 * immunity 0, resistance halves (rounded down), vulnerability doubles, resistance before vulnerability.
 * threeAction (`flat`): resistance N subtracts N (not below 0), weakness N adds N to damage of that type.
 * Source: SRD 5.1 and 5.2, Damage Resistance and Vulnerability; Beginner Box, Resistance and Weakness.
 */
export function applyDamageDefenses(
  model: DefenseModel,
  defenses: DamageDefenses,
  parts: readonly DamagePart[],
): DefendedDamage {
  const m = oneOf(model, "model", DEFENSE_MODELS);
  const d = checkDefenses(defenses);
  const checked = list(parts, "parts").map((p, i) => {
    const r = record(p, `parts[${i}]`);
    return {
      type: typeof r.type === "string" ? r.type : "",
      amount: nonNegativeInteger(r.amount, `parts[${i}].amount`),
    };
  });
  if (checked.length === 0) throw new RuleInputError("parts", "damage needs at least one part");
  // TA-10: threeAction's resistance and weakness apply once to the total of each damage type.
  const judged = m === "flat" ? partsByType(checked) : checked;
  const defended = judged.map((p) => Object.freeze(defendPart(m, d, p.type, p.amount)));
  return Object.freeze({ parts: Object.freeze(defended), total: defended.reduce((sum, p) => sum + p.taken, 0) });
}
