/**
 * TA-10: a threeAction Strike's damage formula with its weapon's critical traits. Kept apart from
 * `damageRollFormula` (which every damage roll uses) so the trait terms are one file's job. Source: Pathfinder
 * Beginner Box and Core Rulebook (OGL 1.0a), Critical Hits and Weapon Traits (deadly, fatal).
 */
import { record } from "../errors";
import { deepFreeze } from "../plain";
import type { SuccessPolicies } from "../presets/policies";
import { checkTraitDie } from "../attack/weapon-traits";
import { damageRollFormula, type DamageFormula, type DamagePartInput } from "./damage-formula";

/** The critical traits of a weapon: a die's faces, 0 for none. */
export interface CriticalTraits {
  readonly deadly: number;
  readonly fatal: number;
}

/** A damage formula with the parts it was rolled from and the dice added after the critical's doubling. */
export interface StrikeDamageFormula extends DamageFormula {
  /** The parts as rolled (fatal's larger die already in the first part on a critical hit). */
  readonly parts: readonly DamagePartInput[];
  /** TA-10: one die each, added once after the doubling, in the first part's damage type. */
  readonly after: readonly DamagePartInput[];
}

const DICE = /(\d*)d(\d+)/g;

/**
 * TA-9, TA-10: the damage roll of a Strike: `damageRollFormula`'s, and on a critical hit with a weapon that has
 * fatal, the weapon's damage dice (the first part's) become the fatal die before the doubling, and one more fatal
 * die is added after it; with deadly, one deadly die is added after the doubling. Neither extra die is doubled.
 * A weapon without either trait, or a hit that isn't critical, gets `damageRollFormula`'s formula unchanged.
 */
export function strikeDamageFormula(
  success: Pick<SuccessPolicies, "criticalDamage">,
  input: {
    readonly parts: readonly DamagePartInput[];
    readonly modifier: number;
    readonly critical: boolean;
    readonly traits: CriticalTraits;
  },
): StrikeDamageFormula {
  const i = record(input, "damage");
  const traits = record(i.traits, "traits");
  const deadly = checkTraitDie(traits.deadly, "traits.deadly");
  const fatal = checkTraitDie(traits.fatal, "traits.fatal");
  const given = (Array.isArray(i.parts) ? i.parts : []) as readonly DamagePartInput[];
  const critical = i.critical === true;
  const parts =
    critical && fatal > 0
      ? given.map((p, n) =>
          n === 0 && typeof p.formula === "string"
            ? { ...p, formula: p.formula.replace(DICE, (_m, count: string) => `${count}d${fatal}`) }
            : p,
        )
      : given;
  const plan = damageRollFormula(success, { parts, modifier: i.modifier as number, critical });
  const type = typeof parts[0]?.type === "string" ? parts[0].type : "";
  const after: DamagePartInput[] = critical
    ? [
        ...(deadly > 0 ? [{ formula: `1d${deadly}`, type }] : []),
        ...(fatal > 0 ? [{ formula: `1d${fatal}`, type }] : []),
      ]
    : [];
  const formula = [plan.formula, ...after.map((a) => a.formula)].join(" + ");
  return deepFreeze({ ...plan, formula, parts, after });
}
