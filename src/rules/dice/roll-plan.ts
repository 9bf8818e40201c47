import { bool, integer, oneOf, record } from "../errors";
import { deepFreeze } from "../plain";
import type { SuccessPolicies } from "../presets/policies";
import type { RollSource } from "../sources";
import { D20_MODES, modeFromCounts } from "./d20-mode";
import type { D20Mode } from "./d20-mode";
import { bestExpertiseSource, steppedExpertiseDie } from "./expertise";
import type { ExpertiseDieFaces } from "./roll-sources";
import { checkExpertiseFaces, checkRollSources } from "./roll-sources";
import { stackModifiers } from "./typed-modifiers";

/** Everything the sources say about one d20 roll, before any die is thrown. */
export interface D20RollPlan {
  /** False when any source makes the roll impossible (out of range, total cover…). */
  readonly possible: boolean;
  readonly impossible: readonly RollSource[];
  readonly mode: D20Mode;
  readonly advantage: readonly RollSource[];
  readonly disadvantage: readonly RollSource[];
  /** Faces of the one expertise die that applies (the largest, stepped up by each further source), or null. */
  readonly expertiseDie: ExpertiseDieFaces | null;
  /** The source whose die is the base (the largest), or null. */
  readonly expertiseSource: RollSource | null;
  /** Sum of the modifier sources that apply (TA-1: typed modifiers stacked; untyped ones all add). */
  readonly modifier: number;
  /** The modifier sources that apply. */
  readonly modifiers: readonly RollSource[];
  /** TA-1: typed modifiers beaten by a larger one of their type (shown struck through). */
  readonly suppressed: readonly RollSource[];
  /** Sources the preset doesn't use (expertise dice when `expertiseDice` is off). */
  readonly ignored: readonly RollSource[];
}

/**
 * What an adapter turns into a dice formula. `d20` is `1d20`, `2d20kh` (advantage) or `2d20kl`
 * (disadvantage); `expertise` is `1dN` or null; `formula` joins them with the modifier, e.g.
 * `2d20kh + 1d6 + 3`.
 */
export interface D20FormulaParts {
  readonly d20: "1d20" | "2d20kh" | "2d20kl";
  readonly expertise: string | null;
  readonly modifier: number;
  readonly formula: string;
}

/**
 * ATK-5, ATK-6: sums up the sources of one d20 roll — mode (advantage and disadvantage cancel), the one
 * expertise die (the largest, a step up per further source, to d8) (only when `success.expertiseDice` is on), the total modifier, and whether any
 * `impossible` source forbids the roll.
 */
export function d20RollPlan(
  sources: readonly RollSource[],
  success: Pick<SuccessPolicies, "expertiseDice">,
): D20RollPlan {
  const checked = checkRollSources(sources);
  const expertiseDice = bool(record(success, "success").expertiseDice, "success.expertiseDice");
  const of = (effect: RollSource["effect"]) => checked.filter((s) => s.effect === effect);
  const advantage = of("advantage");
  const disadvantage = of("disadvantage");
  const impossible = of("impossible");
  const stacked = stackModifiers(checked);
  const expertise = of("expertiseDie");
  const expertiseSource = expertiseDice ? bestExpertiseSource(expertise) : null;
  return deepFreeze({
    possible: impossible.length === 0,
    impossible,
    mode: modeFromCounts(advantage.length, disadvantage.length),
    advantage,
    disadvantage,
    expertiseDie: expertiseSource === null ? null : checkExpertiseFaces(steppedExpertiseDie(expertise)),
    expertiseSource,
    modifier: stacked.total,
    modifiers: stacked.applied,
    suppressed: stacked.suppressed,
    ignored: expertiseDice ? [] : expertise,
  });
}

const D20_TERMS = { normal: "1d20", advantage: "2d20kh", disadvantage: "2d20kl" } as const;

/**
 * ATK-5, ATK-6: the dice of a roll plan as plain formula parts, or null when the plan is not possible (an
 * impossible roll has no formula). `extraModifier` adds the roller's own bonus (ability, proficiency…).
 */
export function d20FormulaParts(
  plan: Pick<D20RollPlan, "possible" | "mode" | "expertiseDie" | "modifier">,
  extraModifier = 0,
): D20FormulaParts | null {
  const p = record(plan, "plan");
  if (!bool(p.possible, "plan.possible")) return null;
  const d20 = D20_TERMS[oneOf(p.mode, "plan.mode", D20_MODES)];
  const faces = p.expertiseDie === null ? null : checkExpertiseFaces(p.expertiseDie, "plan.expertiseDie");
  const modifier = integer(p.modifier, "plan.modifier") + integer(extraModifier, "extraModifier");
  const expertise = faces === null ? null : `1d${faces}`;
  let formula = expertise === null ? d20 : `${d20} + ${expertise}`;
  if (modifier !== 0) formula += modifier > 0 ? ` + ${modifier}` : ` - ${-modifier}`;
  return deepFreeze({ d20, expertise, modifier, formula });
}
