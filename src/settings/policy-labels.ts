/**
 * Language keys of the rules menu: each policy area, each policy and each allowed value, written out in full
 * so the language check (tests/lang) sees every one. Typed against the rules' policy interfaces and value
 * lists, so a policy or a value added there without a label fails to compile. Type-only imports: this file
 * loads without Foundry.
 */
import type {
  CloseCombatRanged,
  CoverMethod,
  CoverSave,
  CriticalDamage,
  DiagonalRule,
  EconomyKind,
  GrappleSave,
  GroupInitiative,
  InitiativeCheck,
  InitiativeReorder,
  JumpFormula,
  MountActions,
  MountingCost,
  MutualUnseen,
  OccupiedSpaceRule,
  OpportunityTrigger,
  PresetPolicies,
  SuccessModel,
  SurpriseEffect,
  TieStep,
  ZeroHpModel,
  ExhaustionRule,
} from "../rules";

export type PolicyArea = keyof PresetPolicies;

/** The areas in the order the menu shows them, with their headings. */
export const AREA_LABELS: Readonly<Record<PolicyArea, string>> = {
  combat: "FRAY.Settings.Rules.Area.combat",
  initiative: "FRAY.Settings.Rules.Area.initiative",
  economy: "FRAY.Settings.Rules.Area.economy",
  success: "FRAY.Settings.Rules.Area.success",
  attack: "FRAY.Settings.Rules.Area.attack",
  cover: "FRAY.Settings.Rules.Area.cover",
  movement: "FRAY.Settings.Rules.Area.movement",
  opportunity: "FRAY.Settings.Rules.Area.opportunity",
  dying: "FRAY.Settings.Rules.Area.dying",
};

/** One label per policy, by area. */
export const POLICY_LABELS: { readonly [A in PolicyArea]: { readonly [P in keyof PresetPolicies[A]]-?: string } } = {
  combat: {
    roundSeconds: "FRAY.Policy.combat.roundSeconds.Label",
    roundSecondsChoices: "FRAY.Policy.combat.roundSecondsChoices.Label",
    worldActions: "FRAY.Policy.combat.worldActions.Label",
    offerEndWhenSideDefeated: "FRAY.Policy.combat.offerEndWhenSideDefeated.Label",
  },
  initiative: {
    check: "FRAY.Policy.initiative.check.Label",
    group: "FRAY.Policy.initiative.group.Label",
    surprise: "FRAY.Policy.initiative.surprise.Label",
    surpriseCheckIsInitiative: "FRAY.Policy.initiative.surpriseCheckIsInitiative.Label",
    suddenActionAdvantage: "FRAY.Policy.initiative.suddenActionAdvantage.Label",
    ties: "FRAY.Policy.initiative.ties.Label",
    reorder: "FRAY.Policy.initiative.reorder.Label",
    mountUsesRiderInitiative: "FRAY.Policy.initiative.mountUsesRiderInitiative.Label",
    dyingMovesBeforeCurrent: "FRAY.Policy.initiative.dyingMovesBeforeCurrent.Label",
  },
  economy: {
    kind: "FRAY.Policy.economy.kind.Label",
    actionsPerTurn: "FRAY.Policy.economy.actionsPerTurn.Label",
    freeObjectInteraction: "FRAY.Policy.economy.freeObjectInteraction.Label",
    extendedCommunication: "FRAY.Policy.economy.extendedCommunication.Label",
    pressTheAttack: "FRAY.Policy.economy.pressTheAttack.Label",
    tumble: "FRAY.Policy.economy.tumble.Label",
    sprint: "FRAY.Policy.economy.sprint.Label",
    dodgeNeedsSpeed: "FRAY.Policy.economy.dodgeNeedsSpeed.Label",
    mountActions: "FRAY.Policy.economy.mountActions.Label",
  },
  success: {
    model: "FRAY.Policy.success.model.Label",
    criticalRange: "FRAY.Policy.success.criticalRange.Label",
    expertiseDice: "FRAY.Policy.success.expertiseDice.Label",
    criticalDamage: "FRAY.Policy.success.criticalDamage.Label",
  },
  attack: {
    multipleAttackPenalty: "FRAY.Policy.attack.multipleAttackPenalty.Label",
    closeCombatRanged: "FRAY.Policy.attack.closeCombatRanged.Label",
    mutualUnseen: "FRAY.Policy.attack.mutualUnseen.Label",
    flanking: "FRAY.Policy.attack.flanking.Label",
    backToBack: "FRAY.Policy.attack.backToBack.Label",
    aboveBelow: "FRAY.Policy.attack.aboveBelow.Label",
    dragAlly: "FRAY.Policy.attack.dragAlly.Label",
    underwater: "FRAY.Policy.attack.underwater.Label",
    unarmedStrikeDamage: "FRAY.Policy.attack.unarmedStrikeDamage.Label",
    grappleSave: "FRAY.Policy.attack.grappleSave.Label",
    dropProneReaction: "FRAY.Policy.attack.dropProneReaction.Label",
    proneMeleeOnly: "FRAY.Policy.attack.proneMeleeOnly.Label",
    concentration: "FRAY.Policy.attack.concentration.Label",
    concentrationMaxDc: "FRAY.Policy.attack.concentrationMaxDc.Label",
  },
  cover: {
    method: "FRAY.Policy.cover.method.Label",
    save: "FRAY.Policy.cover.save.Label",
    lesserBonus: "FRAY.Policy.cover.lesserBonus.Label",
    halfBonus: "FRAY.Policy.cover.halfBonus.Label",
    threeQuartersBonus: "FRAY.Policy.cover.threeQuartersBonus.Label",
    hideBonus: "FRAY.Policy.cover.hideBonus.Label",
    areaExclusion: "FRAY.Policy.cover.areaExclusion.Label",
    riderHalfCoverMelee: "FRAY.Policy.cover.riderHalfCoverMelee.Label",
    proneCreaturesGiveCover: "FRAY.Policy.cover.proneCreaturesGiveCover.Label",
  },
  movement: {
    diagonals: "FRAY.Policy.movement.diagonals.Label",
    occupiedSpaces: "FRAY.Policy.movement.occupiedSpaces.Label",
    mounting: "FRAY.Policy.movement.mounting.Label",
    squeeze: "FRAY.Policy.movement.squeeze.Label",
    switchSpeeds: "FRAY.Policy.movement.switchSpeeds.Label",
    jump: "FRAY.Policy.movement.jump.Label",
    sharedSpaceProne: "FRAY.Policy.movement.sharedSpaceProne.Label",
  },
  opportunity: { trigger: "FRAY.Policy.opportunity.trigger.Label" },
  dying: { model: "FRAY.Policy.dying.model.Label", exhaustion: "FRAY.Policy.dying.exhaustion.Label" },
};

/** One line per policy saying what it decides, shown under its label in the rules menu. */
export const POLICY_HINTS: { readonly [A in PolicyArea]: { readonly [P in keyof PresetPolicies[A]]-?: string } } = {
  combat: {
    roundSeconds: "FRAY.Policy.combat.roundSeconds.Hint",
    roundSecondsChoices: "FRAY.Policy.combat.roundSecondsChoices.Hint",
    worldActions: "FRAY.Policy.combat.worldActions.Hint",
    offerEndWhenSideDefeated: "FRAY.Policy.combat.offerEndWhenSideDefeated.Hint",
  },
  initiative: {
    check: "FRAY.Policy.initiative.check.Hint",
    group: "FRAY.Policy.initiative.group.Hint",
    surprise: "FRAY.Policy.initiative.surprise.Hint",
    surpriseCheckIsInitiative: "FRAY.Policy.initiative.surpriseCheckIsInitiative.Hint",
    suddenActionAdvantage: "FRAY.Policy.initiative.suddenActionAdvantage.Hint",
    ties: "FRAY.Policy.initiative.ties.Hint",
    reorder: "FRAY.Policy.initiative.reorder.Hint",
    mountUsesRiderInitiative: "FRAY.Policy.initiative.mountUsesRiderInitiative.Hint",
    dyingMovesBeforeCurrent: "FRAY.Policy.initiative.dyingMovesBeforeCurrent.Hint",
  },
  economy: {
    kind: "FRAY.Policy.economy.kind.Hint",
    actionsPerTurn: "FRAY.Policy.economy.actionsPerTurn.Hint",
    freeObjectInteraction: "FRAY.Policy.economy.freeObjectInteraction.Hint",
    extendedCommunication: "FRAY.Policy.economy.extendedCommunication.Hint",
    pressTheAttack: "FRAY.Policy.economy.pressTheAttack.Hint",
    tumble: "FRAY.Policy.economy.tumble.Hint",
    sprint: "FRAY.Policy.economy.sprint.Hint",
    dodgeNeedsSpeed: "FRAY.Policy.economy.dodgeNeedsSpeed.Hint",
    mountActions: "FRAY.Policy.economy.mountActions.Hint",
  },
  success: {
    model: "FRAY.Policy.success.model.Hint",
    criticalRange: "FRAY.Policy.success.criticalRange.Hint",
    expertiseDice: "FRAY.Policy.success.expertiseDice.Hint",
    criticalDamage: "FRAY.Policy.success.criticalDamage.Hint",
  },
  attack: {
    multipleAttackPenalty: "FRAY.Policy.attack.multipleAttackPenalty.Hint",
    closeCombatRanged: "FRAY.Policy.attack.closeCombatRanged.Hint",
    mutualUnseen: "FRAY.Policy.attack.mutualUnseen.Hint",
    flanking: "FRAY.Policy.attack.flanking.Hint",
    backToBack: "FRAY.Policy.attack.backToBack.Hint",
    aboveBelow: "FRAY.Policy.attack.aboveBelow.Hint",
    dragAlly: "FRAY.Policy.attack.dragAlly.Hint",
    underwater: "FRAY.Policy.attack.underwater.Hint",
    unarmedStrikeDamage: "FRAY.Policy.attack.unarmedStrikeDamage.Hint",
    grappleSave: "FRAY.Policy.attack.grappleSave.Hint",
    dropProneReaction: "FRAY.Policy.attack.dropProneReaction.Hint",
    proneMeleeOnly: "FRAY.Policy.attack.proneMeleeOnly.Hint",
    concentration: "FRAY.Policy.attack.concentration.Hint",
    concentrationMaxDc: "FRAY.Policy.attack.concentrationMaxDc.Hint",
  },
  cover: {
    method: "FRAY.Policy.cover.method.Hint",
    save: "FRAY.Policy.cover.save.Hint",
    lesserBonus: "FRAY.Policy.cover.lesserBonus.Hint",
    halfBonus: "FRAY.Policy.cover.halfBonus.Hint",
    threeQuartersBonus: "FRAY.Policy.cover.threeQuartersBonus.Hint",
    hideBonus: "FRAY.Policy.cover.hideBonus.Hint",
    areaExclusion: "FRAY.Policy.cover.areaExclusion.Hint",
    riderHalfCoverMelee: "FRAY.Policy.cover.riderHalfCoverMelee.Hint",
    proneCreaturesGiveCover: "FRAY.Policy.cover.proneCreaturesGiveCover.Hint",
  },
  movement: {
    diagonals: "FRAY.Policy.movement.diagonals.Hint",
    occupiedSpaces: "FRAY.Policy.movement.occupiedSpaces.Hint",
    mounting: "FRAY.Policy.movement.mounting.Hint",
    squeeze: "FRAY.Policy.movement.squeeze.Hint",
    switchSpeeds: "FRAY.Policy.movement.switchSpeeds.Hint",
    jump: "FRAY.Policy.movement.jump.Hint",
    sharedSpaceProne: "FRAY.Policy.movement.sharedSpaceProne.Hint",
  },
  opportunity: { trigger: "FRAY.Policy.opportunity.trigger.Hint" },
  dying: { model: "FRAY.Policy.dying.model.Hint", exhaustion: "FRAY.Policy.dying.exhaustion.Hint" },
};

/**
 * The labels of every value of the policies that pick from a list (a list policy such as `initiative.ties`
 * picks each step from it). The key order is the order the menu offers them.
 */
export const CHOICE_LABELS = {
  initiative: {
    check: {
      dexterity: "FRAY.Policy.initiative.check.dexterity",
      abilityCheck: "FRAY.Policy.initiative.check.abilityCheck",
      perception: "FRAY.Policy.initiative.check.perception",
    } satisfies Record<InitiativeCheck, string>,
    group: {
      always: "FRAY.Policy.initiative.group.always",
      optional: "FRAY.Policy.initiative.group.optional",
      never: "FRAY.Policy.initiative.group.never",
    } satisfies Record<GroupInitiative, string>,
    surprise: {
      disadvantage: "FRAY.Policy.initiative.surprise.disadvantage",
      loseFirstTurn: "FRAY.Policy.initiative.surprise.loseFirstTurn",
      none: "FRAY.Policy.initiative.surprise.none",
    } satisfies Record<SurpriseEffect, string>,
    ties: {
      dexterityScore: "FRAY.Policy.initiative.ties.dexterityScore",
      monstersFirst: "FRAY.Policy.initiative.ties.monstersFirst",
      rollOffAll: "FRAY.Policy.initiative.ties.rollOffAll",
      rollOffCharacters: "FRAY.Policy.initiative.ties.rollOffCharacters",
      manual: "FRAY.Policy.initiative.ties.manual",
    } satisfies Record<TieStep, string>,
    reorder: {
      never: "FRAY.Policy.initiative.reorder.never",
      optional: "FRAY.Policy.initiative.reorder.optional",
    } satisfies Record<InitiativeReorder, string>,
  },
  economy: {
    kind: {
      actionBonusReaction: "FRAY.Policy.economy.kind.actionBonusReaction",
      threeActions: "FRAY.Policy.economy.kind.threeActions",
    } satisfies Record<EconomyKind, string>,
    mountActions: {
      dashDisengageDodge: "FRAY.Policy.economy.mountActions.dashDisengageDodge",
      dashDisengageDodgeOrRiderBonus: "FRAY.Policy.economy.mountActions.dashDisengageDodgeOrRiderBonus",
      none: "FRAY.Policy.economy.mountActions.none",
    } satisfies Record<MountActions, string>,
  },
  success: {
    model: {
      fiveE: "FRAY.Policy.success.model.fiveE",
      fourDegrees: "FRAY.Policy.success.model.fourDegrees",
    } satisfies Record<SuccessModel, string>,
    criticalDamage: {
      doubleDice: "FRAY.Policy.success.criticalDamage.doubleDice",
      doubleTotal: "FRAY.Policy.success.criticalDamage.doubleTotal",
    } satisfies Record<CriticalDamage, string>,
  },
  attack: {
    closeCombatRanged: {
      seenEnemyWithin5ft: "FRAY.Policy.attack.closeCombatRanged.seenEnemyWithin5ft",
      hostileReach: "FRAY.Policy.attack.closeCombatRanged.hostileReach",
      none: "FRAY.Policy.attack.closeCombatRanged.none",
    } satisfies Record<CloseCombatRanged, string>,
    mutualUnseen: {
      cancel: "FRAY.Policy.attack.mutualUnseen.cancel",
      disadvantage: "FRAY.Policy.attack.mutualUnseen.disadvantage",
    } satisfies Record<MutualUnseen, string>,
    grappleSave: {
      constitution: "FRAY.Policy.attack.grappleSave.constitution",
      strengthOrDexterity: "FRAY.Policy.attack.grappleSave.strengthOrDexterity",
      none: "FRAY.Policy.attack.grappleSave.none",
    } satisfies Record<GrappleSave, string>,
  },
  cover: {
    method: {
      corners: "FRAY.Policy.cover.method.corners",
      centreLine: "FRAY.Policy.cover.method.centreLine",
    } satisfies Record<CoverMethod, string>,
    save: {
      dexterity: "FRAY.Policy.cover.save.dexterity",
      constitution: "FRAY.Policy.cover.save.constitution",
      reflex: "FRAY.Policy.cover.save.reflex",
    } satisfies Record<CoverSave, string>,
  },
  movement: {
    diagonals: {
      equidistant: "FRAY.Policy.movement.diagonals.equidistant",
      alternating: "FRAY.Policy.movement.diagonals.alternating",
      euclidean: "FRAY.Policy.movement.diagonals.euclidean",
    } satisfies Record<DiagonalRule, string>,
    occupiedSpaces: {
      passBySize: "FRAY.Policy.movement.occupiedSpaces.passBySize",
      difficultTerrain: "FRAY.Policy.movement.occupiedSpaces.difficultTerrain",
    } satisfies Record<OccupiedSpaceRule, string>,
    mounting: {
      halfSpeed: "FRAY.Policy.movement.mounting.halfSpeed",
      mountSpace: "FRAY.Policy.movement.mounting.mountSpace",
    } satisfies Record<MountingCost, string>,
    jump: {
      strengthModifier: "FRAY.Policy.movement.jump.strengthModifier",
      strengthScore: "FRAY.Policy.movement.jump.strengthScore",
    } satisfies Record<JumpFormula, string>,
  },
  opportunity: {
    trigger: {
      leaveReachSeen: "FRAY.Policy.opportunity.trigger.leaveReachSeen",
      leaveReachHostileSeen: "FRAY.Policy.opportunity.trigger.leaveReachHostileSeen",
      reactionFeature: "FRAY.Policy.opportunity.trigger.reactionFeature",
    } satisfies Record<OpportunityTrigger, string>,
  },
  dying: {
    model: {
      deathSaves: "FRAY.Policy.dying.model.deathSaves",
      dyingWounded: "FRAY.Policy.dying.model.dyingWounded",
    } satisfies Record<ZeroHpModel, string>,
    exhaustion: {
      table: "FRAY.Policy.dying.exhaustion.table",
      perLevel: "FRAY.Policy.dying.exhaustion.perLevel",
      none: "FRAY.Policy.dying.exhaustion.none",
    } satisfies Record<ExhaustionRule, string>,
  },
} as const;

/** The choice labels of one policy, or undefined when it is a flag, a number or a list of numbers. */
export function choiceLabels(area: PolicyArea, policy: string): Readonly<Record<string, string>> | undefined {
  const areaChoices = (CHOICE_LABELS as Partial<Record<PolicyArea, Record<string, Record<string, string>>>>)[area];
  return areaChoices?.[policy];
}

/**
 * The language key of the policy a rules field path names (`fray.policyOverrides.initiative.ties[0]`: the
 * label key of initiative ties in the rules menu), or null when the path names no policy. Refusals and
 * warnings name a rule by this label, never by its path (issue 16 item 4).
 */
export function policyLabelKeyOf(field: string): string | null {
  const [area = "", policy = ""] = field.replace(/^fray\.policyOverrides\./, "").split(/[.[]/);
  const labels = POLICY_LABELS as unknown as Record<string, Record<string, string> | undefined>;
  return Object.hasOwn(labels, area) ? (labels[area]?.[policy] ?? null) : null;
}
