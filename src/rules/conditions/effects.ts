import { RuleInputError, oneOf, record } from "../errors";
import { EXHAUSTION_RULES } from "../presets/policies";
import { deepFreeze } from "../plain";
import type { PresetPolicies } from "../presets/policies";
import { source, type RollSource } from "../sources";
import { statusPenalties, threeActionDefense } from "./three-action-effects";

/**
 * CND-1 (Source: SRD 5.1 and 5.2, Conditions; PF2e Beginner Box, Conditions): what a creature's conditions do to
 * a d20 roll, where the rules core models it. Conditions come as a map of condition id → value (1 for one
 * without a value, frightened 2 → 2), as the Foundry layer reads them off a creature's statuses.
 *
 * The 5e family (srd51, srd52, a5e, delta):
 * - poisoned and frightened: disadvantage on attack rolls and ability checks (frightened while the source is in
 *   sight, which the table decides by giving or removing the status);
 * - restrained: disadvantage on attack rolls and Dexterity saves; attacks against it have advantage;
 * - paralyzed, petrified, stunned and unconscious: attacks against the creature have advantage;
 * - exhaustion, srd51: level 1+ disadvantage on ability checks, level 3+ on attack rolls and saves; srd52 and
 *   delta: every d20 test takes −2 per level.
 * (Blinded and invisible work through ATK-7's sight rule, and prone through ATK-13, in the attack adapter.)
 *
 * threeAction: frightened N and sickened N are status penalties to every check, attack and save; clumsy N to
 * Dexterity-based rolls and Reflex, enfeebled N to Strength-based rolls, drained N to Constitution-based ones
 * and Fortitude, stupefied N to Intelligence-, Wisdom- and Charisma-based ones, Will and Perception (TA-12). Each
 * is a typed status modifier; they don't add up because `stackModifiers` (TA-1) keeps only the worst status
 * penalty, and the card strikes the others through. On defense see `conditionDefense`.
 */

/** The d20 rolls conditions change. */
export const CONDITION_ROLLS = ["attack", "check", "save", "perception"] as const;
export type ConditionRoll = (typeof CONDITION_ROLLS)[number];

/** The abilities and saves a roll may be based on. */
export const CONDITION_BASES = ["str", "dex", "con", "int", "wis", "cha", "fortitude", "reflex", "will"] as const;
export type ConditionRollBase = (typeof CONDITION_BASES)[number];

export interface ConditionRollInput {
  readonly roll: ConditionRoll;
  /** The ability the roll uses (an attack's or a check's), or the save (an ability in 5e, fortitude/reflex/will). */
  readonly base?: ConditionRollBase;
  /** The roller's conditions: id → value (1 for a condition without a value). */
  readonly roller: Readonly<Record<string, number>>;
  /** An attack on a single target: its conditions (a roll has one mode, so only a lone target counts). */
  readonly target?: Readonly<Record<string, number>>;
}

type Policies = Pick<PresetPolicies, "economy" | "dying">;

/** Checks a condition map: plain object, each value a positive whole number. */
function conditionMap(value: unknown, field: string): Readonly<Record<string, number>> {
  const map = record(value, field);
  for (const [id, level] of Object.entries(map)) {
    if (typeof level !== "number" || !Number.isInteger(level) || level < 1) {
      throw new RuleInputError(`${field}.${id}`, `expected a whole number of at least 1, got ${String(level)}`);
    }
  }
  return map as Readonly<Record<string, number>>;
}

const has = (map: Readonly<Record<string, number>>, id: string) => (map[id] ?? 0) > 0;

function fiveESources(policies: Policies, input: ConditionRollInput): RollSource[] {
  const { roll, base, roller, target } = input;
  const out: RollSource[] = [];
  const attackOrCheck = roll === "attack" || roll === "check" || roll === "perception";
  if (attackOrCheck && has(roller, "poisoned")) out.push(source("CND-1", "poisoned", "disadvantage"));
  if (attackOrCheck && has(roller, "frightened")) out.push(source("CND-1", "frightened", "disadvantage"));
  if (roll === "attack" && has(roller, "restrained")) out.push(source("CND-1", "restrained", "disadvantage"));
  if (roll === "save" && base === "dex" && has(roller, "restrained"))
    out.push(source("CND-1", "restrainedDexSave", "disadvantage"));
  const exhaustion = roller.exhaustion ?? 0;
  const model = policies.dying.exhaustion;
  if (exhaustion > 0 && model === "perLevel") out.push(source("CND-1", "exhaustion", "modifier", -2 * exhaustion));
  if (model === "table") {
    const atLeast = roll === "attack" || roll === "save" ? 3 : 1;
    if (exhaustion >= atLeast) out.push(source("CND-1", "exhaustion", "disadvantage"));
  }
  if (roll === "attack" && target !== undefined) {
    for (const id of ["restrained", "paralyzed", "petrified", "stunned", "unconscious"] as const) {
      if (has(target, id)) out.push(source("CND-1", `target${id[0]?.toUpperCase() ?? ""}${id.slice(1)}`, "advantage"));
    }
  }
  return out;
}

/** CND-1: the sources a roll gets from the roller's (and a lone target's) conditions, in a stable order. */
export function conditionRollSources(policies: Policies, input: ConditionRollInput): readonly RollSource[] {
  const p = record(policies, "policies") as unknown as Policies;
  record(p.economy, "policies.economy");
  oneOf(record(p.dying, "policies.dying").exhaustion, "policies.dying.exhaustion", EXHAUSTION_RULES);
  const i = record(input, "input");
  const roll = oneOf(i.roll, "input.roll", CONDITION_ROLLS);
  const base = i.base === undefined ? undefined : oneOf(i.base, "input.base", CONDITION_BASES);
  const roller = conditionMap(i.roller, "input.roller");
  const target = i.target === undefined ? undefined : conditionMap(i.target, "input.target");
  const checked: ConditionRollInput = { roll, roller, ...(base ? { base } : {}), ...(target ? { target } : {}) };
  const sources = p.economy.kind === "threeActions" ? statusPenalties(checked, roller) : fiveESources(p, checked);
  return deepFreeze(sources);
}

export interface ConditionDefense {
  /** What the target's conditions (and the situation given) add to its AC (negative: a penalty). */
  readonly ac: number;
  /** Why, one source per modifier (typed under threeAction), for the card. */
  readonly sources: readonly RollSource[];
}

/**
 * CND-1, TA-1, TA-2, TA-12 (threeAction): what a target's conditions do to its AC, with `situation`'s typed
 * modifiers (cover, off-guard to this attacker) stacked with them by type: off-guard −2 circumstance (prone,
 * grabbed, restrained, unconscious…; one applies), frightened, sickened and clumsy as status penalties and
 * unconscious −4 status (the worst applies). The 5e family's conditions give the attacker advantage instead
 * (`conditionRollSources`), so its AC is unchanged and `situation` is not read.
 */
export function conditionDefense(
  policies: Policies,
  conditions: Readonly<Record<string, number>>,
  situation: readonly RollSource[] = [],
): ConditionDefense {
  const p = record(policies, "policies") as unknown as Policies;
  const map = conditionMap(conditions, "conditions");
  if (record(p.economy, "policies.economy").kind !== "threeActions") return deepFreeze({ ac: 0, sources: [] });
  const defense = threeActionDefense(map, situation);
  return deepFreeze({ ac: defense.ac, sources: defense.sources });
}
