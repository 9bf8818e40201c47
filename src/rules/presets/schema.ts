import { RuleInputError } from "../errors";
import {
  CLOSE_COMBAT_RANGED,
  COVER_METHODS,
  COVER_SAVES,
  DIAGONAL_RULES,
  ECONOMY_KINDS,
  GRAPPLE_SAVES,
  GROUP_INITIATIVE,
  INITIATIVE_CHECKS,
  JUMP_FORMULAS,
  INITIATIVE_REORDER,
  MOUNTING_COSTS,
  MOUNT_ACTIONS,
  MUTUAL_UNSEEN,
  OCCUPIED_SPACE_RULES,
  OPPORTUNITY_TRIGGERS,
  SUCCESS_MODELS,
  CRITICAL_DAMAGE,
  SURPRISE_EFFECTS,
  TIE_STEPS,
  ZERO_HP_MODELS,
  EXHAUSTION_RULES,
  type PolicyOverrides,
  type PresetPolicies,
} from "./policies";

type Check = (value: unknown, field: string) => void;

const describe = (value: unknown): string =>
  typeof value === "string" ? `"${value}"` : Array.isArray(value) ? "a list" : String(value);

const choice =
  (values: readonly string[]): Check =>
  (value, field) => {
    if (typeof value !== "string" || !values.includes(value)) {
      throw new RuleInputError(field, `expected one of ${values.join(", ")}, got ${describe(value)}`);
    }
  };

const flag: Check = (value, field) => {
  if (typeof value !== "boolean") throw new RuleInputError(field, `expected true or false, got ${describe(value)}`);
};

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value, field) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw new RuleInputError(field, `expected a whole number from ${min} to ${max}, got ${describe(value)}`);
    }
  };

const wholeNumberOrNull =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value, field) => {
    if (value !== null) wholeNumber(min, max)(value, field);
  };

const listOf =
  (item: Check, { unique = false } = {}): Check =>
  (value, field) => {
    if (!Array.isArray(value) || value.length === 0)
      throw new RuleInputError(field, `expected a non-empty list, got ${describe(value)}`);
    value.forEach((v, i) => {
      item(v, `${field}[${i}]`);
    });
    if (unique && new Set(value).size !== value.length) throw new RuleInputError(field, "lists the same entry twice");
  };

/** The schema of every policy: area → policy → check. */
export const POLICY_SCHEMA: {
  readonly [A in keyof PresetPolicies]: { readonly [P in keyof PresetPolicies[A]]: Check };
} = {
  combat: {
    roundSeconds: wholeNumber(1),
    roundSecondsChoices: listOf(wholeNumber(1), { unique: true }),
    worldActions: flag,
    offerEndWhenSideDefeated: flag,
  },
  initiative: {
    check: choice(INITIATIVE_CHECKS),
    group: choice(GROUP_INITIATIVE),
    surprise: choice(SURPRISE_EFFECTS),
    surpriseCheckIsInitiative: flag,
    suddenActionAdvantage: flag,
    ties: listOf(choice(TIE_STEPS), { unique: true }),
    reorder: choice(INITIATIVE_REORDER),
    mountUsesRiderInitiative: flag,
    dyingMovesBeforeCurrent: flag,
  },
  economy: {
    kind: choice(ECONOMY_KINDS),
    actionsPerTurn: wholeNumber(1, 10),
    freeObjectInteraction: flag,
    extendedCommunication: flag,
    pressTheAttack: flag,
    tumble: flag,
    sprint: flag,
    dodgeNeedsSpeed: flag,
    mountActions: choice(MOUNT_ACTIONS),
  },
  success: {
    model: choice(SUCCESS_MODELS),
    criticalRange: wholeNumber(2, 20),
    expertiseDice: flag,
    criticalDamage: choice(CRITICAL_DAMAGE),
  },
  attack: {
    multipleAttackPenalty: flag,
    closeCombatRanged: choice(CLOSE_COMBAT_RANGED),
    mutualUnseen: choice(MUTUAL_UNSEEN),
    flanking: flag,
    backToBack: flag,
    aboveBelow: flag,
    dragAlly: flag,
    underwater: flag,
    unarmedStrikeDamage: flag,
    grappleSave: choice(GRAPPLE_SAVES),
    dropProneReaction: flag,
    proneMeleeOnly: flag,
    concentration: flag,
    concentrationMaxDc: wholeNumberOrNull(10),
  },
  cover: {
    method: choice(COVER_METHODS),
    save: choice(COVER_SAVES),
    lesserBonus: wholeNumber(0, 20),
    halfBonus: wholeNumber(0, 20),
    threeQuartersBonus: wholeNumber(0, 20),
    hideBonus: flag,
    areaExclusion: flag,
    riderHalfCoverMelee: flag,
    proneCreaturesGiveCover: flag,
  },
  movement: {
    diagonals: choice(DIAGONAL_RULES),
    occupiedSpaces: choice(OCCUPIED_SPACE_RULES),
    mounting: choice(MOUNTING_COSTS),
    squeeze: flag,
    switchSpeeds: flag,
    jump: choice(JUMP_FORMULAS),
    sharedSpaceProne: flag,
  },
  opportunity: { trigger: choice(OPPORTUNITY_TRIGGERS) },
  dying: { model: choice(ZERO_HP_MODELS), exhaustion: choice(EXHAUSTION_RULES) },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a set of overrides: only known areas and policies, each with a valid value. Throws a RuleInputError
 * naming the first bad field (e.g. `policies.initiative.ties[1]`).
 */
export function validateOverrides(overrides: unknown, field = "policies"): asserts overrides is PolicyOverrides {
  if (!isRecord(overrides)) throw new RuleInputError(field, `expected an object, got ${describe(overrides)}`);
  const schema = POLICY_SCHEMA as Record<string, Record<string, Check>>;
  for (const [area, values] of Object.entries(overrides)) {
    const areaSchema = schema[area];
    if (!areaSchema)
      throw new RuleInputError(
        `${field}.${area}`,
        `unknown policy area; expected one of ${Object.keys(schema).join(", ")}`,
      );
    if (!isRecord(values)) throw new RuleInputError(`${field}.${area}`, `expected an object, got ${describe(values)}`);
    for (const [policy, value] of Object.entries(values)) {
      const check = areaSchema[policy];
      if (!check) throw new RuleInputError(`${field}.${area}.${policy}`, "unknown policy");
      check(value, `${field}.${area}.${policy}`);
    }
  }
}

/** Checks a complete set of policies: every area and policy present and valid. */
export function validatePolicies(policies: unknown, field = "policies"): asserts policies is PresetPolicies {
  validateOverrides(policies, field);
  for (const [area, areaSchema] of Object.entries(POLICY_SCHEMA)) {
    const values = (policies as Record<string, unknown>)[area];
    if (!isRecord(values)) throw new RuleInputError(`${field}.${area}`, "missing");
    for (const policy of Object.keys(areaSchema)) {
      if (!(policy in values)) throw new RuleInputError(`${field}.${area}.${policy}`, "missing");
    }
  }
  const p = policies as PresetPolicies;
  if (!p.combat.roundSecondsChoices.includes(p.combat.roundSeconds)) {
    throw new RuleInputError(`${field}.combat.roundSeconds`, "must be one of roundSecondsChoices");
  }
  if (p.economy.kind === "threeActions" && p.economy.actionsPerTurn < 2) {
    throw new RuleInputError(`${field}.economy.actionsPerTurn`, "a three-action economy needs at least 2 actions");
  }
}
