/**
 * The rule policies a preset chooses. Every policy is plain data, read when a rule is evaluated, so switching
 * preset or overriding one policy needs no reload. The value lists below are the schema: `schema.ts` checks
 * presets against them, and each rules module reads the policy it needs.
 */

/** INIT-1/2/3: what an initiative roll is. */
export const INITIATIVE_CHECKS = ["dexterity", "abilityCheck", "perception"] as const;
/** INIT-4: when identical creatures share one roll. */
export const GROUP_INITIATIVE = ["always", "optional", "never"] as const;
/**
 * INIT-5/INIT-6: what surprise does: disadvantage on the initiative roll (INIT-5), the lost first turn
 * (INIT-6), or nothing at all (`none`: threeAction, whose rules have no surprise).
 */
export const SURPRISE_EFFECTS = ["disadvantage", "loseFirstTurn", "none"] as const;
/** INIT-14: whether the reorder phase exists: never, or as an optional rule a world setting turns on. */
export const INITIATIVE_REORDER = ["never", "optional"] as const;
/**
 * INIT-9..13: tie-breaking steps, applied in order to combatants still tied.
 * - `dexterityScore`: higher Dexterity score first (INIT-10);
 * - `monstersFirst`: GM creatures before player characters (INIT-12);
 * - `rollOffAll`: every tied combatant rolls a d20, highest first, repeated while tied (INIT-9 option, INIT-11);
 * - `rollOffCharacters`: tied player characters roll off among themselves (INIT-13);
 * - `manual`: whatever is still tied is ordered by people — players among their own characters, the GM
 *   among its creatures and between a character and a monster (INIT-9).
 */
export const TIE_STEPS = ["dexterityScore", "monstersFirst", "rollOffAll", "rollOffCharacters", "manual"] as const;
/** ECON-1 / ECON-3: the shape of a turn. */
export const ECONOMY_KINDS = ["actionBonusReaction", "threeActions"] as const;
/** ATK-2 / ATK-3: how a d20 roll against a number succeeds. */
export const SUCCESS_MODELS = ["fiveE", "fourDegrees"] as const;
/** How a critical hit raises damage: roll every damage die twice (5e family) or double the total (threeAction). */
export const CRITICAL_DAMAGE = ["doubleDice", "doubleTotal"] as const;
/** ATK-9: when a ranged attack in close combat has disadvantage. */
export const CLOSE_COMBAT_RANGED = ["seenEnemyWithin5ft", "hostileReach", "none"] as const;
/** ATK-7: an attacker and target who can't see each other. */
export const MUTUAL_UNSEEN = ["cancel", "disadvantage"] as const;
/** ATK-12: the save a grapple or shove calls for. */
export const GRAPPLE_SAVES = ["constitution", "strengthOrDexterity", "none"] as const;
/** COV-1 / TA-4: how cover is measured (the corner method, or the centre line). */
export const COVER_METHODS = ["corners", "centreLine"] as const;
export type CoverMethod = (typeof COVER_METHODS)[number];

/** COV-1 / COV-2: the save cover improves. */
export const COVER_SAVES = ["dexterity", "constitution", "reflex"] as const;
/** MOV-3: diagonal steps on a square grid. */
export const DIAGONAL_RULES = ["equidistant", "alternating", "euclidean"] as const;
/** MOV-5 / MOV-6: another creature's space. */
export const OCCUPIED_SPACE_RULES = ["passBySize", "difficultTerrain"] as const;
/** MOV-10: how far a creature jumps: from its Strength modifier (delta) or its Strength score (SRD). */
export const JUMP_FORMULAS = ["strengthModifier", "strengthScore"] as const;
/** MOV-13: what mounting costs. */
export const MOUNTING_COSTS = ["halfSpeed", "mountSpace"] as const;
/** OA-1 / OA-5: what provokes an opportunity attack. */
export const OPPORTUNITY_TRIGGERS = ["leaveReachSeen", "leaveReachHostileSeen", "reactionFeature"] as const;
/** ECON-13: what a controlled mount may do on its rider's turn. */
export const MOUNT_ACTIONS = ["dashDisengageDodge", "dashDisengageDodgeOrRiderBonus", "none"] as const;
/** CND-2..4 vs the 5e death saves: what happens at 0 HP. */
export const ZERO_HP_MODELS = ["deathSaves", "dyingWounded"] as const;
/** CND-1: the exhaustion rule (Source: SRD 5.1 and 5.2): the 2014 table, the 2024 −2 per level, or none. */
export const EXHAUSTION_RULES = ["table", "perLevel", "none"] as const;

export type InitiativeCheck = (typeof INITIATIVE_CHECKS)[number];
export type GroupInitiative = (typeof GROUP_INITIATIVE)[number];
export type SurpriseEffect = (typeof SURPRISE_EFFECTS)[number];
export type InitiativeReorder = (typeof INITIATIVE_REORDER)[number];
export type TieStep = (typeof TIE_STEPS)[number];
export type EconomyKind = (typeof ECONOMY_KINDS)[number];
export type SuccessModel = (typeof SUCCESS_MODELS)[number];
export type CriticalDamage = (typeof CRITICAL_DAMAGE)[number];
export type CloseCombatRanged = (typeof CLOSE_COMBAT_RANGED)[number];
export type MutualUnseen = (typeof MUTUAL_UNSEEN)[number];
export type GrappleSave = (typeof GRAPPLE_SAVES)[number];
export type CoverSave = (typeof COVER_SAVES)[number];
export type DiagonalRule = (typeof DIAGONAL_RULES)[number];
export type OccupiedSpaceRule = (typeof OCCUPIED_SPACE_RULES)[number];
export type MountingCost = (typeof MOUNTING_COSTS)[number];
export type JumpFormula = (typeof JUMP_FORMULAS)[number];
export type OpportunityTrigger = (typeof OPPORTUNITY_TRIGGERS)[number];
export type MountActions = (typeof MOUNT_ACTIONS)[number];
export type ZeroHpModel = (typeof ZERO_HP_MODELS)[number];
export type ExhaustionRule = (typeof EXHAUSTION_RULES)[number];

export interface CombatPolicies {
  /** CMB-1: seconds in a round. */
  readonly roundSeconds: number;
  /** CMB-1: round lengths the GM may pick per encounter (a5e); a single entry means fixed. */
  readonly roundSecondsChoices: readonly number[];
  /** ENV-1: environments may act at the start of each round. */
  readonly worldActions: boolean;
  /** CMB-4: offer to end combat when one disposition is entirely defeated. */
  readonly offerEndWhenSideDefeated: boolean;
}

export interface InitiativePolicies {
  readonly check: InitiativeCheck;
  readonly group: GroupInitiative;
  readonly surprise: SurpriseEffect;
  /** INIT-7: a check made in the surprise step counts as initiative. */
  readonly surpriseCheckIsInitiative: boolean;
  /** INIT-8: the GM may give the instigating side advantage. */
  readonly suddenActionAdvantage: boolean;
  readonly ties: readonly TieStep[];
  /**
   * INIT-14: the swap phase before round 1 — `never`, or `optional` (delta): it then exists only when the
   * world setting passed as `reorderEnabled` turns it on.
   */
  readonly reorder: InitiativeReorder;
  /** INIT-15: a controlled mount takes its rider's initiative. */
  readonly mountUsesRiderInitiative: boolean;
  /** INIT-16: a hero dropped to 0 HP moves to just before the current turn. */
  readonly dyingMovesBeforeCurrent: boolean;
}

export interface EconomyPolicies {
  readonly kind: EconomyKind;
  /** ECON-3: actions per turn for `threeActions`. */
  readonly actionsPerTurn: number;
  /** ECON-4: one free object interaction per turn. */
  readonly freeObjectInteraction: boolean;
  /** ECON-6: extended talk spends actions and reactions. */
  readonly extendedCommunication: boolean;
  /** ECON-8 / ECON-9: Press the Attack and Fall Back. */
  readonly pressTheAttack: boolean;
  /** ECON-10: Tumble. */
  readonly tumble: boolean;
  /** ECON-11: Sprint. */
  readonly sprint: boolean;
  /** ECON-7 (a5e): Dodge is impossible at Speed 0. */
  readonly dodgeNeedsSpeed: boolean;
  /** ECON-13. */
  readonly mountActions: MountActions;
}

export interface SuccessPolicies {
  readonly model: SuccessModel;
  /** ATK-2: lowest natural roll that is a critical hit (20 unless a feature widens it). */
  readonly criticalRange: number;
  /** ATK-6: expertise dice exist. */
  readonly expertiseDice: boolean;
  /** ATK-2, ATK-3: what a critical hit (or critical success on a Strike) does to damage. */
  readonly criticalDamage: CriticalDamage;
}

export interface AttackPolicies {
  /** ATK-4: multiple attack penalty. */
  readonly multipleAttackPenalty: boolean;
  readonly closeCombatRanged: CloseCombatRanged;
  readonly mutualUnseen: MutualUnseen;
  /** ATK-14 (a5e; an optional rule elsewhere). */
  readonly flanking: boolean;
  /** ATK-15. */
  readonly backToBack: boolean;
  /** ATK-16. */
  readonly aboveBelow: boolean;
  /** ATK-17. */
  readonly dragAlly: boolean;
  /** ATK-20. */
  readonly underwater: boolean;
  /** ATK-11: unarmed strikes deal 1 + Str modifier. */
  readonly unarmedStrikeDamage: boolean;
  readonly grappleSave: GrappleSave;
  /** ATK-13 (a5e): drop prone as a reaction to a seen ranged attack. */
  readonly dropProneReaction: boolean;
  /**
   * ATK-13: a prone attacker has disadvantage on its melee attacks only (a5e); off, on every attack roll, ranged
   * too (srd51, srd52, delta).
   */
  readonly proneMeleeOnly: boolean;
  /** ATK-21: concentration checks on damage. */
  readonly concentration: boolean;
  /** ATK-21: the highest DC a concentration save can have (30 in the 2024 rules), or null for no cap. */
  readonly concentrationMaxDc: number | null;
}

export interface CoverPolicies {
  /** COV-1 / TA-4: the corner method (5e family) or the line between the spaces' centres (threeAction). */
  readonly method: CoverMethod;
  readonly save: CoverSave;
  /** TA-4: AC bonus of lesser cover (a creature in the way; centre line only). */
  readonly lesserBonus: number;
  /** COV-1: AC bonus of half and three-quarters cover. */
  readonly halfBonus: number;
  readonly threeQuartersBonus: number;
  /** COV-3 (a5e): cover also helps checks to hide. */
  readonly hideBonus: boolean;
  /** COV-6 / AOE-3: areas exclude points behind total cover. */
  readonly areaExclusion: boolean;
  /** COV-7 (a5e): a rider has half cover against melee attacks. */
  readonly riderHalfCoverMelee: boolean;
  /** Prone creatures give cover to others (a setting; off by default). */
  readonly proneCreaturesGiveCover: boolean;
}

export interface MovementPolicies {
  readonly diagonals: DiagonalRule;
  readonly occupiedSpaces: OccupiedSpaceRule;
  readonly mounting: MountingCost;
  /** MOV-15 (a5e): squeeze through a space one size smaller. */
  readonly squeeze: boolean;
  /** MOV-8: switch between speeds during a move. */
  readonly switchSpeeds: boolean;
  /** MOV-10: the jump formula. */
  readonly jump: JumpFormula;
  /** MOV-5 (srd51, srd52, delta): ending a turn in another creature's space leaves the creature prone. */
  readonly sharedSpaceProne: boolean;
}

export interface OpportunityPolicies {
  readonly trigger: OpportunityTrigger;
}

export interface DyingPolicies {
  readonly model: ZeroHpModel;
  /** CND-1: exhaustion levels and what they do (a5e tracks fatigue, threeAction has none). */
  readonly exhaustion: ExhaustionRule;
}

/** Every policy of a preset, by area. */
export interface PresetPolicies {
  readonly combat: CombatPolicies;
  readonly initiative: InitiativePolicies;
  readonly economy: EconomyPolicies;
  readonly success: SuccessPolicies;
  readonly attack: AttackPolicies;
  readonly cover: CoverPolicies;
  readonly movement: MovementPolicies;
  readonly opportunity: OpportunityPolicies;
  readonly dying: DyingPolicies;
}

/** A deep partial of the policies: what an extending preset or a world setting overrides. */
export type PolicyOverrides = {
  readonly [Area in keyof PresetPolicies]?: Partial<PresetPolicies[Area]>;
};

/** A complete preset. */
export interface Preset {
  /** A unique id; module presets should prefix theirs with the module id (`my-module.variant`). */
  readonly id: string;
  /** Localization key of the preset's name. */
  readonly label: string;
  readonly policies: PresetPolicies;
}

/** A preset as registered: either complete, or extending another preset with overrides. */
export type PresetDefinition =
  | Preset
  | { readonly id: string; readonly label: string; readonly extends: string; readonly policies?: PolicyOverrides };
