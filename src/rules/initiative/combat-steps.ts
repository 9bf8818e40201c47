import { RuleInputError, bool, oneOf, record, text } from "../errors";
import { deepFreeze } from "../plain";
import { isPresetId, type PresetId } from "../presets/ids";
import { INITIATIVE_REORDER, type CombatPolicies, type InitiativePolicies } from "../presets/policies";

/** The steps a combat can go through; the UI gives each a language key. */
export const COMBAT_STEP_IDS = [
  "setScene",
  "determineSurprise",
  "establishPositions",
  "rollInitiative",
  "reorderInitiative",
  "worldActions",
  "takeTurns",
  "endOfRound",
] as const;
export type CombatStepId = (typeof COMBAT_STEP_IDS)[number];

/** A combat's steps: the set-up, run once, then the round, repeated until the fight ends. */
export interface CombatSteps {
  readonly setup: readonly CombatStepId[];
  readonly round: readonly CombatStepId[];
}

/**
 * CMB-3: the steps of combat in each built-in preset. srd51 settles surprise before anything else; a5e sets
 * the scene, checks for surprise, then rolls initiative, and each round opens with world actions; delta may
 * reorder before round 1 (INIT-14, an optional rule: `combatStepsFor` keeps the step only when the world
 * turns it on).
 */
export const COMBAT_STEPS: Readonly<Record<PresetId, CombatSteps>> = deepFreeze({
  srd51: { setup: ["determineSurprise", "establishPositions", "rollInitiative"], round: ["takeTurns", "endOfRound"] },
  srd52: { setup: ["establishPositions", "rollInitiative"], round: ["takeTurns", "endOfRound"] },
  a5e: {
    setup: ["setScene", "determineSurprise", "rollInitiative"],
    round: ["worldActions", "takeTurns", "endOfRound"],
  },
  threeAction: { setup: ["rollInitiative"], round: ["takeTurns", "endOfRound"] },
  delta: {
    setup: ["establishPositions", "rollInitiative", "reorderInitiative"],
    round: ["takeTurns", "endOfRound"],
  },
});

/** The world setting that turns on an optional reorder phase (INIT-14). */
export interface InitiativeReorderOptions {
  /** Turns the reorder phase on where the preset makes it optional (delta); ignored where it is `never`. */
  readonly reorderEnabled?: boolean;
}

/**
 * INIT-14: whether the reorder phase exists: only where `policies.reorder` is `optional` and the world setting
 * (`options.reorderEnabled`, default off) turns it on.
 */
export function initiativeReorderApplies(
  policies: InitiativePolicies,
  options: InitiativeReorderOptions = {},
  field = "policies",
): boolean {
  const reorder = oneOf(record(policies, field).reorder, `${field}.reorder`, INITIATIVE_REORDER);
  const opts = record(options, "options");
  const enabled = opts.reorderEnabled === undefined ? false : bool(opts.reorderEnabled, "options.reorderEnabled");
  return reorder === "optional" && enabled;
}

/**
 * CMB-3: the steps of combat for the built-in preset `presetId` (for a module preset, its base), adjusted
 * to the policies actually in force: the reorder step (INIT-14: an optional policy, kept only with
 * `options.reorderEnabled`) and world actions (ENV-1) come and go with their policies.
 */
export function combatStepsFor(
  presetId: string,
  policies: { readonly combat: CombatPolicies; readonly initiative: InitiativePolicies },
  options: InitiativeReorderOptions = {},
): CombatSteps {
  const id = text(presetId, "presetId");
  if (!isPresetId(id))
    throw new RuleInputError("presetId", `no built-in combat steps for "${id}"; pass the preset it extends`);
  const p = record(policies, "policies");
  const reorder = initiativeReorderApplies(p.initiative as InitiativePolicies, options, "policies.initiative");
  const world = bool(record(p.combat, "policies.combat").worldActions, "policies.combat.worldActions");
  const base = COMBAT_STEPS[id];
  const setup: CombatStepId[] = base.setup.filter((s) => s !== "reorderInitiative");
  if (reorder) setup.splice(setup.indexOf("rollInitiative") + 1, 0, "reorderInitiative");
  const round: CombatStepId[] = base.round.filter((s) => s !== "worldActions");
  if (world) round.unshift("worldActions");
  return { setup, round };
}
