import { RuleInputError, bool, record, text } from "../errors";
import { deepFreeze } from "../plain";
import { isPresetId, type PresetId } from "../presets/ids";
import type { CombatPolicies, InitiativePolicies } from "../presets/policies";

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
 * reorder before round 1 (INIT-14).
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

/**
 * CMB-3: the steps of combat for the built-in preset `presetId` (for a module preset, its base), adjusted
 * to the policies actually in force: the reorder step (INIT-14) and world actions (ENV-1) come and go with
 * their policies.
 */
export function combatStepsFor(
  presetId: string,
  policies: { readonly combat: CombatPolicies; readonly initiative: InitiativePolicies },
): CombatSteps {
  const id = text(presetId, "presetId");
  if (!isPresetId(id))
    throw new RuleInputError("presetId", `no built-in combat steps for "${id}"; pass the preset it extends`);
  const p = record(policies, "policies");
  const reorder = bool(record(p.initiative, "policies.initiative").reorder, "policies.initiative.reorder");
  const world = bool(record(p.combat, "policies.combat").worldActions, "policies.combat.worldActions");
  const base = COMBAT_STEPS[id];
  const setup: CombatStepId[] = base.setup.filter((s) => s !== "reorderInitiative");
  if (reorder) setup.splice(setup.indexOf("rollInitiative") + 1, 0, "reorderInitiative");
  const round: CombatStepId[] = base.round.filter((s) => s !== "worldActions");
  if (world) round.unshift("worldActions");
  return { setup, round };
}
