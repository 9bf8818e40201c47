import type { Size } from "../creature";
import type { Cell } from "../geometry/grid";
import type { DiagonalRule, OpportunityTrigger } from "../presets/policies";
import type { CreatureSnapshot } from "../movement/types";

/**
 * OA-2: how the mover moves. Only `own` (its own movement, including Dash, climbing, a Tumble or dragging an
 * ally) can provoke; the rest never do: `teleport`, `forced` (pushed, pulled, thrown), `fall`, a5e's
 * `fallBack` and `pressTheAttack` 5 ft, and an a5e `worldAction`'s push.
 */
export const MOVE_METHODS = ["own", "teleport", "forced", "fall", "fallBack", "pressTheAttack", "worldAction"] as const;
export type MoveMethod = (typeof MOVE_METHODS)[number];

/** OA-2 / OA-3 / TA-8: why a whole move provokes nothing (`step`: threeAction's Step triggers no reaction). */
export const OPPORTUNITY_EXEMPTIONS = [
  "teleport",
  "forced",
  "fall",
  "fallBack",
  "pressTheAttack",
  "worldAction",
  "disengaged",
  "step",
] as const;
export type OpportunityExemption = (typeof OPPORTUNITY_EXEMPTIONS)[number];

/**
 * OA-1 / OA-4 / OA-5: why a creature whose reach the mover leaves can't strike:
 * - `noReactionFeature`: threeAction, it has no reaction that strikes a creature leaving its reach (OA-5);
 * - `incapacitated`, `noReaction`, `cannotSee` (OA-4);
 * - `notHostile`: a5e, only hostile creatures get the attack (OA-1).
 */
export const OPPORTUNITY_SKIPS = [
  "noReactionFeature",
  "incapacitated",
  "noReaction",
  "cannotSee",
  "notHostile",
] as const;
export type OpportunitySkipReason = (typeof OPPORTUNITY_SKIPS)[number];

export interface OpportunityInput {
  /** Top-left cell of the mover's space, start first; each next cell one step away for `own` movement. */
  readonly path: readonly Cell[];
  readonly mover: { readonly size: Size; readonly side?: number; readonly disposition: number };
  /** Every other creature that might react (the mover itself excluded). */
  readonly reactors: readonly CreatureSnapshot[];
  /** How the mover moves (`own` by default). */
  readonly how?: MoveMethod;
  /** OA-3: the mover took the Disengage action this turn. */
  readonly disengaged?: boolean;
  readonly policies: {
    readonly movement: { readonly diagonals: DiagonalRule };
    readonly opportunity: { readonly trigger: OpportunityTrigger };
  };
  /** OA-6: the mover's elevation in feet at each cell of `path`, or one for the whole path (0 by default). */
  readonly elevation?: number | readonly number[];
  /** Only consider the path up to this index (the whole path by default). */
  readonly lastIndex?: number;
  /** Feet per cell (5 by default). */
  readonly gridDistance?: number;
}

/** A reactor that may strike, and when. */
export interface OpportunityAttack {
  /** Index of the reactor in `reactors`. */
  readonly reactor: number;
  readonly id?: string;
  /** The attack comes while the mover is at `path[stepIndex]`, just before it steps to `path[stepIndex + 1]`. */
  readonly stepIndex: number;
  /** The reactor is hostile to the mover (opposite dispositions); a UI may prompt only those by default. */
  readonly hostile: boolean;
}

/** A reactor whose reach the mover leaves but who can't strike. */
export interface OpportunitySkip {
  readonly reactor: number;
  readonly id?: string;
  readonly stepIndex: number;
  readonly reason: OpportunitySkipReason;
}

export interface OpportunityResult {
  /** Set when the whole move provokes nothing (OA-2, OA-3); `attacks` and `skipped` are then empty. */
  readonly exemption: OpportunityExemption | null;
  /** In path order (then reactor order): at most one per reactor. */
  readonly attacks: readonly OpportunityAttack[];
  readonly skipped: readonly OpportunitySkip[];
}
