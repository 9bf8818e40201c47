/**
 * The label of every roll-source reason code the rules emit, as literal localization keys (the lang test reads
 * them). A code not listed falls back to a generic label, so a module's own sources still show their rule ID.
 */
export const REASON_LABELS: Readonly<Record<string, string>> = {
  multipleAttack: "FRAY.Reason.MultipleAttack",
  multipleAttackAgile: "FRAY.Reason.MultipleAttackAgile",
  mutualUnseen: "FRAY.Reason.MutualUnseen",
  unseenTarget: "FRAY.Reason.UnseenTarget",
  unseenAttacker: "FRAY.Reason.UnseenAttacker",
  hiddenAttacker: "FRAY.Reason.HiddenAttacker",
  longRange: "FRAY.Reason.LongRange",
  outOfRange: "FRAY.Reason.OutOfRange",
  rangedInCloseCombat: "FRAY.Reason.RangedInCloseCombat",
  outOfReach: "FRAY.Reason.OutOfReach",
  attackerProne: "FRAY.Reason.AttackerProne",
  proneTargetNear: "FRAY.Reason.ProneTargetNear",
  proneTargetFar: "FRAY.Reason.ProneTargetFar",
  flanking: "FRAY.Reason.Flanking",
  attackingFromAbove: "FRAY.Reason.AttackingFromAbove",
  pullingFromBelow: "FRAY.Reason.PullingFromBelow",
  underwaterBeyondNormal: "FRAY.Reason.UnderwaterBeyondNormal",
  underwaterMelee: "FRAY.Reason.UnderwaterMelee",
  underwaterRanged: "FRAY.Reason.UnderwaterRanged",
  dodging: "FRAY.Reason.Dodging",
  targetDodging: "FRAY.Reason.TargetDodging",
  skillExpertise: "FRAY.Reason.SkillExpertise",
  pressTheAttack: "FRAY.Reason.PressTheAttack",
  targetPressing: "FRAY.Reason.TargetPressing",
  largerThanTarget: "FRAY.Reason.LargerThanTarget",
  smallerThanTarget: "FRAY.Reason.SmallerThanTarget",
  tumblingSpecialty: "FRAY.Reason.TumblingSpecialty",
  acrobatics: "FRAY.Reason.Acrobatics",
  targetSprinting: "FRAY.Reason.TargetSprinting",
  surprised: "FRAY.Reason.Surprised",
  suddenAction: "FRAY.Reason.SuddenAction",
  noCover: "FRAY.Reason.NoCover",
  halfCover: "FRAY.Reason.HalfCover",
  threeQuartersCover: "FRAY.Reason.ThreeQuartersCover",
  totalCover: "FRAY.Reason.TotalCover",
  rollerAdvantage: "FRAY.Reason.RollerAdvantage",
  rollerDisadvantage: "FRAY.Reason.RollerDisadvantage",
  rollerExpertise: "FRAY.Reason.RollerExpertise",
};

/** The label key of a reason code, or the generic "other reason" key for a code Fray doesn't know. */
export function reasonLabelKey(reason: string): string {
  return Object.hasOwn(REASON_LABELS, reason) ? (REASON_LABELS[reason] as string) : "FRAY.Reason.Other";
}
