import type { Preset, PresetDefinition } from "./policies";

/**
 * The five built-in presets. srd52 is written out in full; the others extend it and state only what differs,
 * so each difference is visible at a glance. Rule IDs refer to RULES.md.
 */
export const SRD52: Preset = {
  id: "srd52",
  label: "FRAY.Preset.srd52",
  policies: {
    combat: { roundSeconds: 6, roundSecondsChoices: [6], worldActions: false, offerEndWhenSideDefeated: true },
    initiative: {
      check: "dexterity", // INIT-1
      group: "always", // INIT-4
      surprise: "disadvantage", // INIT-5
      surpriseCheckIsInitiative: false,
      suddenActionAdvantage: false,
      ties: ["dexterityScore", "manual"], // INIT-10
      reorder: "never",
      mountUsesRiderInitiative: true, // INIT-15
      dyingMovesBeforeCurrent: false,
    },
    economy: {
      kind: "actionBonusReaction", // ECON-1
      actionsPerTurn: 1,
      freeObjectInteraction: true, // ECON-4
      extendedCommunication: false,
      pressTheAttack: false,
      tumble: false,
      sprint: false,
      dodgeNeedsSpeed: false,
      mountActions: "dashDisengageDodge", // ECON-13
    },
    success: { model: "fiveE", criticalRange: 20, expertiseDice: false, criticalDamage: "doubleDice" }, // ATK-2
    attack: {
      multipleAttackPenalty: false,
      closeCombatRanged: "seenEnemyWithin5ft", // ATK-9
      mutualUnseen: "cancel", // ATK-7
      flanking: false,
      backToBack: false,
      aboveBelow: false,
      dragAlly: false,
      underwater: true, // ATK-20
      unarmedStrikeDamage: true, // ATK-11
      grappleSave: "strengthOrDexterity", // ATK-12
      dropProneReaction: false,
      proneMeleeOnly: false, // ATK-13: a prone attacker has disadvantage on every attack roll
      concentration: true, // ATK-21
      concentrationMaxDc: 30, // ATK-21: the 2024 rules cap the DC at 30
    },
    cover: {
      method: "corners", // COV-1
      save: "dexterity", // COV-1
      lesserBonus: 0,
      halfBonus: 2,
      threeQuartersBonus: 5,
      hideBonus: false,
      areaExclusion: true, // COV-6
      riderHalfCoverMelee: false,
      proneCreaturesGiveCover: false,
    },
    movement: {
      diagonals: "equidistant", // MOV-3
      occupiedSpaces: "passBySize", // MOV-5
      mounting: "halfSpeed", // MOV-13
      squeeze: false,
      switchSpeeds: true, // MOV-8
      jump: "strengthScore", // MOV-10: the SRD jumps by Strength score
      sharedSpaceProne: true, // MOV-5
    },
    opportunity: { trigger: "leaveReachSeen" }, // OA-1
    dying: { model: "deathSaves", exhaustion: "perLevel" }, // CND-1: 2024 exhaustion, −2 per level
  },
};

/** 5e 2014: surprise costs the first turn; ties are ordered by people (or rolled off, as an option). */
export const SRD51: PresetDefinition = {
  id: "srd51",
  label: "FRAY.Preset.srd51",
  extends: "srd52",
  policies: {
    initiative: { surprise: "loseFirstTurn", ties: ["manual"] }, // INIT-6, INIT-9
    attack: { grappleSave: "none", concentrationMaxDc: null }, // a contested check, not a save; no DC cap in 2014
    opportunity: { trigger: "leaveReachHostileSeen" }, // OA-1: the 2014 text names a hostile creature
    dying: { exhaustion: "table" }, // CND-1: the 2014 exhaustion table
  },
};

/** Level Up A5E. */
export const A5E: PresetDefinition = {
  id: "a5e",
  label: "FRAY.Preset.a5e",
  extends: "srd52",
  policies: {
    combat: { roundSecondsChoices: [6, 10, 60, 600], worldActions: true }, // CMB-1, ENV-1
    initiative: {
      check: "abilityCheck", // INIT-2
      group: "never",
      surprise: "loseFirstTurn", // INIT-6
      surpriseCheckIsInitiative: true, // INIT-7
      suddenActionAdvantage: true, // INIT-8
      ties: ["rollOffAll"], // INIT-11
    },
    economy: {
      pressTheAttack: true, // ECON-8, ECON-9
      tumble: true, // ECON-10
      sprint: true, // ECON-11
      dodgeNeedsSpeed: true, // ECON-7
      mountActions: "dashDisengageDodgeOrRiderBonus", // ECON-13
    },
    success: { expertiseDice: true }, // ATK-6
    attack: {
      closeCombatRanged: "hostileReach", // ATK-9
      mutualUnseen: "disadvantage", // ATK-7
      flanking: true, // ATK-14
      backToBack: true, // ATK-15
      aboveBelow: true, // ATK-16
      dragAlly: true, // ATK-17
      underwater: false,
      grappleSave: "none",
      dropProneReaction: true, // ATK-13
      proneMeleeOnly: true, // ATK-13: on melee attacks only
      concentrationMaxDc: null, // ATK-21: no stated cap
    },
    cover: { hideBonus: true, areaExclusion: false, riderHalfCoverMelee: true }, // COV-3, COV-7
    movement: { squeeze: true, sharedSpaceProne: false }, // MOV-15; MOV-5 is not an a5e rule
    opportunity: { trigger: "leaveReachHostileSeen" }, // OA-1
    dying: { exhaustion: "none" }, // CND-1: a5e tracks fatigue (ECON-11) instead
  },
};

/** Three actions and a reaction, four degrees of success (PF2e Beginner Box). */
export const THREE_ACTION: PresetDefinition = {
  id: "threeAction",
  label: "FRAY.Preset.threeAction",
  extends: "srd52",
  policies: {
    initiative: {
      check: "perception", // INIT-3
      surprise: "none", // no surprise rule: INIT-5 and INIT-6 don't apply
      ties: ["monstersFirst", "manual"], // INIT-12
      mountUsesRiderInitiative: false,
      dyingMovesBeforeCurrent: true, // INIT-16
    },
    economy: {
      kind: "threeActions", // ECON-3
      actionsPerTurn: 3,
      freeObjectInteraction: false,
      mountActions: "none",
    },
    success: { model: "fourDegrees", criticalDamage: "doubleTotal" }, // ATK-3
    attack: {
      multipleAttackPenalty: true, // ATK-4
      closeCombatRanged: "none",
      underwater: false,
      unarmedStrikeDamage: false,
      grappleSave: "none",
      concentration: false,
    },
    // TA-4: the centre line; lesser cover +1 to AC, standard +2 (AC, Reflex against areas, Stealth), greater +4.
    cover: {
      method: "centreLine",
      save: "reflex",
      lesserBonus: 1,
      halfBonus: 2,
      threeQuartersBonus: 4,
      hideBonus: true,
      areaExclusion: false,
    },
    movement: { diagonals: "alternating", sharedSpaceProne: false }, // MOV-3; MOV-5 is a 5e-family rule
    opportunity: { trigger: "reactionFeature" }, // OA-5
    dying: { model: "dyingWounded", exhaustion: "none" }, // CND-2..4
  },
};

/** The 2024 variant Δ. */
export const DELTA: PresetDefinition = {
  id: "delta",
  label: "FRAY.Preset.delta",
  extends: "srd52",
  policies: {
    initiative: {
      group: "optional", // INIT-4
      ties: ["rollOffCharacters", "manual"], // INIT-13
      reorder: "optional", // INIT-14: an optional rule, off until the world setting turns it on
    },
    economy: { extendedCommunication: true }, // ECON-6
    attack: { grappleSave: "constitution" }, // ATK-12
    cover: { save: "constitution" }, // COV-2
    movement: { occupiedSpaces: "difficultTerrain", mounting: "mountSpace", jump: "strengthModifier" }, // MOV-6, MOV-13, MOV-10
  },
};

/** Built-in definitions in registration order (a base before the presets extending it). */
export const BUILTIN_PRESETS: readonly PresetDefinition[] = [SRD52, SRD51, A5E, THREE_ACTION, DELTA];
