import { oneOf } from "../errors";
import type { Ability } from "../creature";
import { deepFreeze } from "../plain";
import type { WorldAction } from "./state";

/**
 * ENV-3: the nine example environments of a5e as mechanics only — the DCs, damage, cover, terrain and world
 * actions their entries state. Names and descriptions are language keys in the UI, never prose here.
 */
export const ENVIRONMENT_IDS = [
  "cavernous",
  "fiery",
  "forested",
  "frigid",
  "furnished",
  "hazy",
  "rocky",
  "stormy",
  "swampy",
] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];

export interface EnvironmentRoll {
  readonly ability: Ability;
  readonly skill?: string;
  readonly dc: number;
}

export interface EnvironmentDamage {
  readonly formula: string;
  readonly type: string;
}

/** A hazard, obstacle, object or standing trait of an environment. */
export interface EnvironmentFeature {
  readonly id: string;
  readonly kind: "trait" | "hazard" | "obstacle" | "object";
  /** COV-7: the cover it gives (`whileProne`: only to a prone creature; `afterAction`: once pushed over). */
  readonly cover?: { readonly degree: "half"; readonly whileProne?: boolean; readonly afterAction?: boolean };
  readonly difficultTerrain?: boolean;
  readonly obscured?: "light" | "heavy";
  /** A saving throw it calls for; the damage and condition apply on a failure. */
  readonly save?: EnvironmentRoll;
  /** An ability check it calls for (to perceive, to swing, to dislodge…). */
  readonly check?: EnvironmentRoll;
  readonly damage?: EnvironmentDamage;
  readonly condition?: string;
  readonly ac?: number;
  readonly escapeDc?: number;
  readonly hearingFeet?: number;
  readonly rounds?: number;
  readonly extraDamagePerDie?: { readonly type: string; readonly amount: number };
  readonly range?: { readonly normal: number; readonly long: number };
}

/** ENV-1, ENV-2: a world action as an environment states it. */
export interface EnvironmentWorldAction {
  readonly id: string;
  /** ENV-2: "Recharge N–6"; null when it may be used every round. */
  readonly recharge: { readonly min: number } | null;
  /** Who it affects: one participant, every participant, or those in a stated place. */
  readonly targets: "one" | "all" | "some";
  readonly save?: EnvironmentRoll;
  readonly damage?: EnvironmentDamage;
  /** Damage with protective gear (Cold Chill with cold weather gear). */
  readonly reducedDamage?: EnvironmentDamage;
  readonly condition?: string;
  readonly fatigue?: number;
  readonly pushFeet?: number;
  readonly hearingFeet?: number;
  /** INIT-17: a creature it brings in enters at this initiative count. */
  readonly summonsAtInitiative?: number;
  /** OA-2: movement it causes never provokes opportunity attacks. */
  readonly provokes?: false;
  /** Lightning Strike: the same participant can't be chosen again this encounter. */
  readonly oncePerTarget?: boolean;
}

export interface Environment {
  readonly id: EnvironmentId;
  readonly features: readonly EnvironmentFeature[];
  readonly worldActions: readonly EnvironmentWorldAction[];
}

const dex = (dc: number): EnvironmentRoll => ({ ability: "dex", dc });
const con = (dc: number): EnvironmentRoll => ({ ability: "con", dc });
const str = (dc: number): EnvironmentRoll => ({ ability: "str", dc });
const perception12: EnvironmentRoll = { ability: "wis", skill: "perception", dc: 12 };
const halfCover = { degree: "half" } as const;

const ENVIRONMENTS: Readonly<Record<EnvironmentId, Omit<Environment, "id">>> = deepFreeze({
  cavernous: {
    features: [
      { id: "echo", kind: "trait", extraDamagePerDie: { type: "thunder", amount: 1 } },
      { id: "looseFoundation", kind: "hazard", rounds: 2, condition: "grappled", escapeDc: 12 },
      { id: "stalactites", kind: "obstacle", ac: 12, save: dex(12), damage: { formula: "2d6", type: "piercing" } },
      { id: "stalagmites", kind: "obstacle", cover: halfCover },
    ],
    worldActions: [],
  },
  fiery: {
    features: [
      { id: "burningSurface", kind: "hazard", damage: { formula: "1d6", type: "fire" } },
      { id: "floatingAsh", kind: "hazard", save: con(10), condition: "blinded" },
    ],
    worldActions: [
      {
        id: "flameBurst",
        recharge: { min: 4 },
        targets: "one",
        save: dex(12),
        damage: { formula: "1d12", type: "fire" },
      },
      { id: "swelteringHeat", recharge: null, targets: "all", save: con(10), fatigue: 1 },
    ],
  },
  forested: {
    features: [
      { id: "brush", kind: "obstacle", cover: { degree: "half", whileProne: true } },
      { id: "trees", kind: "obstacle", cover: halfCover },
      { id: "fallenLeaves", kind: "hazard", check: perception12 },
    ],
    worldActions: [{ id: "animalCacophony", recharge: { min: 4 }, targets: "all", hearingFeet: 10 }],
  },
  frigid: {
    features: [
      { id: "frostbittenSurface", kind: "hazard", damage: { formula: "1d6", type: "cold" } },
      { id: "icyPatch", kind: "hazard", difficultTerrain: true },
      { id: "snow", kind: "trait", obscured: "light" },
    ],
    worldActions: [
      {
        id: "coldChill",
        recharge: { min: 4 },
        targets: "all",
        save: con(15),
        damage: { formula: "2d6", type: "cold" },
        reducedDamage: { formula: "1d6", type: "cold" },
      },
    ],
  },
  furnished: {
    features: [
      {
        id: "chandelier",
        kind: "obstacle",
        check: { ability: "dex", skill: "acrobatics", dc: 12 },
        save: dex(12),
        damage: { formula: "2d6", type: "bludgeoning" },
      },
      { id: "clutter", kind: "hazard", difficultTerrain: true, save: dex(10), condition: "prone" },
      { id: "mirror", kind: "object" },
      { id: "tables", kind: "obstacle", cover: { degree: "half", afterAction: true } },
    ],
    worldActions: [],
  },
  hazy: {
    features: [
      { id: "blanketedGround", kind: "hazard", check: perception12 },
      { id: "thickFog", kind: "trait", obscured: "heavy" },
    ],
    worldActions: [
      { id: "shadowPuppet", recharge: { min: 6 }, targets: "one", summonsAtInitiative: 20 },
      { id: "twistingHaze", recharge: null, targets: "all", pushFeet: 5, provokes: false },
    ],
  },
  rocky: {
    features: [
      {
        id: "boulder",
        kind: "obstacle",
        check: { ability: "str", skill: "athletics", dc: 15 },
        save: dex(12),
        damage: { formula: "2d10", type: "bludgeoning" },
      },
      {
        id: "looseRocks",
        kind: "object",
        damage: { formula: "1d4", type: "bludgeoning" },
        range: { normal: 15, long: 30 },
      },
      { id: "unevenFooting", kind: "hazard", difficultTerrain: true },
    ],
    worldActions: [
      {
        id: "fallingRocks",
        recharge: { min: 5 },
        targets: "some",
        save: dex(15),
        damage: { formula: "2d6", type: "bludgeoning" },
      },
    ],
  },
  stormy: {
    features: [
      { id: "heavyPrecipitation", kind: "trait", difficultTerrain: true },
      { id: "loudWinds", kind: "trait", hearingFeet: 15 },
    ],
    worldActions: [
      { id: "forcefulGale", recharge: null, targets: "one", save: str(12), pushFeet: 15, provokes: false },
      {
        id: "lightningStrike",
        recharge: { min: 5 },
        targets: "one",
        save: dex(10),
        damage: { formula: "4d6", type: "lightning" },
        oncePerTarget: true,
      },
    ],
  },
  swampy: {
    features: [
      { id: "thickTrudge", kind: "hazard", difficultTerrain: true },
      { id: "tenaciousMud", kind: "hazard", save: str(12), condition: "restrained" },
    ],
    worldActions: [
      { id: "swampGas", recharge: null, targets: "some", save: con(10), condition: "poisoned" },
      { id: "leeches", recharge: { min: 6 }, targets: "some" },
    ],
  },
} satisfies Record<EnvironmentId, Omit<Environment, "id">>);

/** ENV-3: one of the nine example environments; throws a RuleInputError naming `field` for another id. */
export function environment(id: unknown, field = "environment"): Environment {
  const key = oneOf(id, field, ENVIRONMENT_IDS);
  return { id: key, ...ENVIRONMENTS[key] };
}

/** ENV-1, ENV-2, ENV-3: an environment's world actions as fresh state for `worldActionsAtRoundStart`, all available. */
export function environmentWorldActions(id: unknown, field = "environment"): WorldAction[] {
  return environment(id, field).worldActions.map((a) => ({
    id: a.id,
    recharge: a.recharge ? { min: a.recharge.min } : null,
    available: true,
  }));
}

/** ENV-3: every feature of the nine environments as `<environment>.<feature>` (`swampy.thickTrudge`), in book order. */
export const ENVIRONMENT_FEATURE_KEYS: readonly string[] = Object.freeze(
  ENVIRONMENT_IDS.flatMap((id) => ENVIRONMENTS[id].features.map((f) => `${id}.${f.id}`)),
);

/**
 * ENV-3, COV-7, MOV-2: the feature `key` names (`<environment>.<feature>`), with its environment; throws a
 * RuleInputError naming `field` for a key that is none of theirs.
 */
export function environmentFeature(
  key: unknown,
  field = "feature",
): { readonly environment: EnvironmentId; readonly feature: EnvironmentFeature } {
  const checked = oneOf(key, field, ENVIRONMENT_FEATURE_KEYS);
  const [env, id] = checked.split(".") as [EnvironmentId, string];
  const feature = ENVIRONMENTS[env].features.find((f) => f.id === id) as EnvironmentFeature;
  return { environment: env, feature };
}
