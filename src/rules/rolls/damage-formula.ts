import { RuleInputError, bool, integer, list, record } from "../errors";
import { deepFreeze } from "../plain";
import type { SuccessPolicies } from "../presets/policies";
import { criticalDamagePlan } from "../stats/damage";
import { checkFormula } from "../stats/item-checks";

/** One part of a damage roll: a formula and its damage type (blank: untyped). */
export interface DamagePartInput {
  readonly formula: string;
  readonly type: string;
}

export interface DamageFormula {
  /** The formula to roll, e.g. `2d8 + 3` (5e critical) or `(1d8 + 3) * 2` (threeAction critical). */
  readonly formula: string;
  /** The damage types, each once, in part order. */
  readonly types: readonly string[];
  readonly critical: boolean;
  /** How the critical changed the dice (`diceMultiplier`) or the total (`totalMultiplier`). */
  readonly diceMultiplier: number;
  readonly totalMultiplier: number;
}

const DICE = /(\d*)d(\d+)/g;

/** A part's damage type: any string, blank for untyped damage (a bare "1d6" that is no particular type). */
function damageType(type: unknown, field: string): string {
  if (type === undefined || type === null) return "";
  if (typeof type !== "string") throw new RuleInputError(field, "expected a damage type or a blank string");
  return type.trim();
}

/**
 * ATK-2, ATK-3: the formula of a damage roll: every non-blank part, plus `modifier` (the ability a weapon adds)
 * once. A part with a blank (or no) type is untyped damage: it is rolled and adds no type to `types`. On a
 * critical hit the preset's `criticalDamage` applies (criticalDamagePlan): `doubleDice` doubles each die count
 * and keeps modifiers once (5e family); `doubleTotal` doubles the whole result (threeAction).
 */
export function damageRollFormula(
  success: Pick<SuccessPolicies, "criticalDamage">,
  input: { readonly parts: readonly DamagePartInput[]; readonly modifier: number; readonly critical: boolean },
): DamageFormula {
  const i = record(input, "damage");
  const critical = bool(i.critical, "critical");
  const modifier = integer(i.modifier, "modifier");
  const parts = list(i.parts, "parts")
    .map((p, n) => record(p, `parts[${n}]`))
    .filter((p) => typeof p.formula !== "string" || p.formula.trim() !== "")
    .map((p, n) => ({
      formula: checkFormula(p.formula, `parts[${n}].formula`),
      type: damageType(p.type, `parts[${n}].type`),
    }));
  const plan = criticalDamagePlan(success, []);
  const diceMultiplier = critical ? plan.diceMultiplier : 1;
  const totalMultiplier = critical ? plan.totalMultiplier : 1;
  const terms = parts.map((p) =>
    p.formula.replace(DICE, (_m, count: string, faces: string) => {
      const [dice] = criticalDamagePlan(success, [
        { count: count === "" ? 1 : Number(count), faces: Number(faces) },
      ]).dice;
      return `${critical ? (dice?.count ?? 0) : count === "" ? 1 : Number(count)}d${faces}`;
    }),
  );
  let formula = terms.join(" + ") || "0";
  if (modifier !== 0) formula += modifier > 0 ? ` + ${modifier}` : ` - ${-modifier}`;
  if (totalMultiplier !== 1) formula = `(${formula}) * ${totalMultiplier}`;
  const types = [...new Set(parts.map((p) => p.type).filter((t) => t !== ""))];
  return deepFreeze({ formula, types, critical, diceMultiplier, totalMultiplier });
}
