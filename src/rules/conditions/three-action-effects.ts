import { deepFreeze } from "../plain";
import { stackModifiers } from "../dice/typed-modifiers";
import { conditionOffGuard } from "../attack/off-guard";
import { typedModifier, type RollSource } from "../sources";

/** TA-12: unconscious is a −4 status penalty to AC, Perception and Reflex saves. */
export const UNCONSCIOUS_PENALTY = -4;

type Conditions = Readonly<Record<string, number>>;

/** The roll a status penalty may apply to, as `conditionRollSources` checked it. */
interface StatusRoll {
  readonly roll: "attack" | "check" | "save" | "perception";
  readonly base?: string;
}

/**
 * TA-1, TA-12: every status penalty the roller's conditions give this roll, each a typed `status` modifier with
 * its condition as the reason: frightened N and sickened N on every check; clumsy N on Dexterity-based rolls and
 * Reflex; enfeebled N on Strength-based ones; drained N on Constitution-based ones and Fortitude; stupefied N on
 * Intelligence-, Wisdom- and Charisma-based ones, Will and Perception; unconscious −4 on Perception and Reflex.
 * All are listed: stacking (only the worst status penalty applies) is `stackModifiers`' job, so the card can strike
 * the others through.
 */
export function statusPenalties({ roll, base }: StatusRoll, roller: Conditions): readonly RollSource[] {
  const applies: readonly (readonly [string, boolean])[] = [
    ["frightened", true],
    ["sickened", true],
    ["clumsy", base === "dex" || base === "reflex"],
    ["enfeebled", base === "str"],
    ["drained", base === "con" || base === "fortitude"],
    ["stupefied", roll === "perception" || base === "int" || base === "wis" || base === "cha" || base === "will"],
  ];
  const out: RollSource[] = [];
  for (const [id, when] of applies) {
    const value = roller[id] ?? 0;
    if (when && value > 0) out.push(typedModifier("TA-12", id, "status", -value));
  }
  if ((roller.unconscious ?? 0) > 0 && (roll === "perception" || base === "reflex")) {
    out.push(typedModifier("TA-12", "unconsciousPenalty", "status", UNCONSCIOUS_PENALTY));
  }
  return deepFreeze(out);
}

/** What a threeAction target's AC is judged with: the modifiers, stacked, and every source for the card. */
export interface ThreeActionDefense {
  /** What the applied modifiers add to the AC (negative: lower). */
  readonly ac: number;
  /** Every modifier, in order: conditions first, then the situation's (cover, flanking…). */
  readonly sources: readonly RollSource[];
  /** The ones another of their type beat (struck through on the card). */
  readonly suppressed: readonly RollSource[];
}

/**
 * TA-1, TA-2, TA-12: a target's AC modifiers under threeAction: off-guard from its conditions (−2 circumstance
 * each, only one applies), frightened, sickened and clumsy as status penalties, unconscious −4 status, plus the
 * `situation`'s typed modifiers (cover, off-guard to this attacker), all stacked by type.
 */
export function threeActionDefense(conditions: Conditions, situation: readonly RollSource[] = []): ThreeActionDefense {
  // AC is Dexterity-based: frightened, sickened and clumsy reach it; enfeebled, drained and stupefied don't.
  const status = statusPenalties({ roll: "check", base: "dex" }, conditions);
  const unconscious =
    (conditions.unconscious ?? 0) > 0
      ? [typedModifier("TA-12", "unconsciousPenalty", "status", UNCONSCIOUS_PENALTY)]
      : [];
  const sources = [...conditionOffGuard(conditions), ...status.map(asTarget), ...unconscious, ...situation];
  const stacked = stackModifiers(sources, "defense");
  return deepFreeze({ ac: stacked.total, sources, suppressed: stacked.suppressed });
}

/** A roller's condition source as a target's (`frightened` → `targetFrightened`), for the card's wording. */
function asTarget(s: RollSource): RollSource {
  const reason = `target${s.reason[0]?.toUpperCase() ?? ""}${s.reason.slice(1)}`;
  return typedModifier(s.rule, reason, s.bonusType ?? "untyped", s.value ?? 0);
}

/**
 * TA-12: why a threeAction creature can't Strike at all, or null: restrained allows no attack (only Escape or Force
 * Open, which are not Strikes).
 */
export function strikeBlockedBy(conditions: Conditions): "restrained" | null {
  return (conditions.restrained ?? 0) > 0 ? "restrained" : null;
}
