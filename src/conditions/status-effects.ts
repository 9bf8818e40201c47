import { conditionsFor, type ConditionId, type PresetPolicies } from "../rules";
import { SYSTEM_ID } from "../constants";

/** The status id Foundry uses for defeated combatants (`CONFIG.specialStatusEffects.DEFEATED`). */
export const DEAD_STATUS_ID = "dead";

/** Every status id Fray defines: the rules' conditions, the cover degrees and `dead`. */
export type FrayStatusId =
  ConditionId | "coverHalf" | "coverThreeQuarters" | "coverTotal" | "shieldRaised" | "takingCover" | "dead";

/** TA-11: the status Raise a Shield gives, until the start of the creature's next turn (threeAction). */
export const SHIELD_RAISED_STATUS = "shieldRaised";
/** TA-4: the status Take Cover gives, until the creature moves, attacks, falls unconscious or ends it. */
export const TAKING_COVER_STATUS = "takingCover";

interface StatusLook {
  readonly name: string;
  readonly img: string;
}

/** Name (a language key) and icon of each status; the icons are Foundry's own `icons/svg` set. */
const LOOK: Readonly<Record<FrayStatusId, StatusLook>> = {
  prone: { name: "FRAY.Condition.Prone", img: "icons/svg/falling.svg" },
  grappled: { name: "FRAY.Condition.Grappled", img: "icons/svg/net.svg" },
  restrained: { name: "FRAY.Condition.Restrained", img: "icons/svg/padlock.svg" },
  incapacitated: { name: "FRAY.Condition.Incapacitated", img: "icons/svg/daze.svg" },
  unconscious: { name: "FRAY.Condition.Unconscious", img: "icons/svg/unconscious.svg" },
  surprised: { name: "FRAY.Condition.Surprised", img: "icons/svg/hazard.svg" },
  hidden: { name: "FRAY.Condition.Hidden", img: "icons/svg/mystery-man.svg" },
  unseen: { name: "FRAY.Condition.Unseen", img: "icons/svg/invisible.svg" },
  dodging: { name: "FRAY.Condition.Dodging", img: "icons/svg/wing.svg" },
  disengaging: { name: "FRAY.Condition.Disengaging", img: "icons/svg/upgrade.svg" },
  pressed: { name: "FRAY.Condition.Pressed", img: "icons/svg/target.svg" },
  backToBack: { name: "FRAY.Condition.BackToBack", img: "icons/svg/combat.svg" },
  concentrating: { name: "FRAY.Condition.Concentrating", img: "icons/svg/light.svg" },
  fatigue: { name: "FRAY.Condition.Fatigue", img: "icons/svg/downgrade.svg" },
  dying: { name: "FRAY.Condition.Dying", img: "icons/svg/blood.svg" },
  wounded: { name: "FRAY.Condition.Wounded", img: "icons/svg/bones.svg" },
  blinded: { name: "FRAY.Condition.Blinded", img: "icons/svg/blind.svg" },
  charmed: { name: "FRAY.Condition.Charmed", img: "icons/svg/angel.svg" },
  deafened: { name: "FRAY.Condition.Deafened", img: "icons/svg/deaf.svg" },
  frightened: { name: "FRAY.Condition.Frightened", img: "icons/svg/terror.svg" },
  invisible: { name: "FRAY.Condition.Invisible", img: "icons/svg/invisible.svg" },
  paralyzed: { name: "FRAY.Condition.Paralyzed", img: "icons/svg/paralysis.svg" },
  petrified: { name: "FRAY.Condition.Petrified", img: "icons/svg/frozen.svg" },
  poisoned: { name: "FRAY.Condition.Poisoned", img: "icons/svg/poison.svg" },
  stunned: { name: "FRAY.Condition.Stunned", img: "icons/svg/daze.svg" },
  exhaustion: { name: "FRAY.Condition.Exhaustion", img: "icons/svg/degen.svg" },
  offGuard: { name: "FRAY.Condition.OffGuard", img: "icons/svg/eye.svg" },
  clumsy: { name: "FRAY.Condition.Clumsy", img: "icons/svg/net.svg" },
  enfeebled: { name: "FRAY.Condition.Enfeebled", img: "icons/svg/downgrade.svg" },
  drained: { name: "FRAY.Condition.Drained", img: "icons/svg/blood.svg" },
  stupefied: { name: "FRAY.Condition.Stupefied", img: "icons/svg/sleep.svg" },
  sickened: { name: "FRAY.Condition.Sickened", img: "icons/svg/biohazard.svg" },
  dazzled: { name: "FRAY.Condition.Dazzled", img: "icons/svg/sun.svg" },
  grabbed: { name: "FRAY.Condition.Grabbed", img: "icons/svg/padlock.svg" },
  immobilized: { name: "FRAY.Condition.Immobilized", img: "icons/svg/anchor.svg" },
  slowed: { name: "FRAY.Condition.Slowed", img: "icons/svg/clockwork.svg" },
  quickened: { name: "FRAY.Condition.Quickened", img: "icons/svg/upgrade.svg" },
  confused: { name: "FRAY.Condition.Confused", img: "icons/svg/stoned.svg" },
  fascinated: { name: "FRAY.Condition.Fascinated", img: "icons/svg/sound.svg" },
  fleeing: { name: "FRAY.Condition.Fleeing", img: "icons/svg/wing.svg" },
  doomed: { name: "FRAY.Condition.Doomed", img: "icons/svg/skull.svg" },
  concealed: { name: "FRAY.Condition.Concealed", img: "icons/svg/light-off.svg" },
  undetected: { name: "FRAY.Condition.Undetected", img: "icons/svg/cowled.svg" },
  coverHalf: { name: "FRAY.Condition.CoverHalf", img: "icons/svg/shield.svg" },
  coverThreeQuarters: { name: "FRAY.Condition.CoverThreeQuarters", img: "icons/svg/castle.svg" },
  coverTotal: { name: "FRAY.Condition.CoverTotal", img: "icons/svg/wall-direction.svg" },
  shieldRaised: { name: "FRAY.Condition.ShieldRaised", img: "icons/svg/shield.svg" },
  takingCover: { name: "FRAY.Condition.TakingCover", img: "icons/svg/castle.svg" },
  dead: { name: "FRAY.Condition.Dead", img: "icons/svg/skull.svg" },
};

/** The icon of a status Fray defines (a core `icons/svg` path), or null for an id it doesn't. */
export function statusImage(id: string): string | null {
  return id in LOOK ? LOOK[id as FrayStatusId].img : null;
}

/** The language key of a status's name, or null for an id Fray doesn't define. */
export function statusNameKey(id: string): string | null {
  return id in LOOK ? LOOK[id as FrayStatusId].name : null;
}

/** One entry of `CONFIG.statusEffects` (v13 shape: id, name, img, plus ActiveEffect data). */
export interface FrayStatusEffect {
  id: FrayStatusId;
  /** Stable 16-character id for the effect a toggle creates, so a status is found again after a reload. */
  _id: string;
  name: string;
  img: string;
  /** Statuses the effect also carries (unconscious → incapacitated and prone), read by the rules. */
  statuses?: string[];
  /** The rules that read it, for module authors (`flags.fray.rules`). */
  flags: { fray: { rules: readonly string[]; maxLevel: number | null } };
}

/** A 16-character document id made from a status id (letters and digits only, padded with zeros). */
export function statusEffectId(id: string): string {
  return id
    .replace(/[^A-Za-z0-9]/g, "")
    .padEnd(16, "0")
    .slice(0, 16);
}

/**
 * CND-1: the status effects of a world with these policies: the conditions its rules read (from
 * `conditionsFor`), each carrying the conditions it implies, then the three cover degrees, threeAction's raised
 * shield and Take Cover, and `dead`.
 */
export function buildStatusEffects(policies: PresetPolicies): FrayStatusEffect[] {
  const conditions = conditionsFor(policies).map((c): FrayStatusEffect => {
    const effect: FrayStatusEffect = {
      id: c.id,
      _id: statusEffectId(c.id),
      ...LOOK[c.id],
      flags: { [SYSTEM_ID]: { rules: c.rules, maxLevel: c.maxLevel } },
    };
    if (c.implies.length) effect.statuses = [c.id, ...c.implies];
    return effect;
  });
  const extra = (id: FrayStatusId, rules: readonly string[]): FrayStatusEffect => ({
    id,
    _id: statusEffectId(id),
    ...LOOK[id],
    flags: { [SYSTEM_ID]: { rules, maxLevel: null } },
  });
  return [
    ...conditions,
    // The ids the attack rolls read (COVER_STATUS_IDS in the rules).
    extra("coverHalf", ["COV-1", "COV-2"]),
    extra("coverThreeQuarters", ["COV-1", "COV-2"]),
    extra("coverTotal", ["COV-1"]),
    // threeAction's action statuses: a raised shield (TA-11) and Take Cover (TA-4).
    ...(policies.economy.kind === "threeActions"
      ? [extra(SHIELD_RAISED_STATUS, ["TA-11"]), extra(TAKING_COVER_STATUS, ["TA-4"])]
      : []),
    extra(DEAD_STATUS_ID, ["CMB-4"]),
  ];
}
