import { integerInRange, nonNegativeInteger, record } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, optionalBool, refuse, withChanges } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerRefusal, TurnLedger } from "./types";

/** What `takeSprint` needs to know. */
export interface SprintSituation {
  readonly conModifier: number;
  readonly encumbered?: boolean;
  readonly heavyArmor?: boolean;
  /** Current fatigue levels; any at all forbids sprinting. */
  readonly fatigue?: number;
  /** Turns already sprinted (before this one) in the current run. */
  readonly sprintTurnsSoFar?: number;
  /** Constitution (Athletics) checks for sprinting made in the last minute. */
  readonly checksInLastMinute?: number;
}

/** The check a long sprint calls for; a failure costs one fatigue level. */
export interface SprintCheck {
  readonly ability: "con";
  readonly skill: "athletics";
  readonly dc: number;
  readonly onFailure: "fatigue";
}

export interface SprintResult {
  readonly ok: true;
  readonly ledger: TurnLedger;
  /** Speed multiplier for this turn: 4, or 3 when encumbered or in heavy armor. */
  readonly multiplier: 3 | 4;
  /** The sprint must go in a straight line. */
  readonly straightLine: true;
  readonly check: SprintCheck | null;
}

/**
 * ECON-11 (a5e): Sprint takes the action and excludes every other action, bonus action and reaction this
 * turn; Speed is ×4 (×3 encumbered or in heavy armor) in a straight line. Free for Con-modifier turns, then
 * a Con (Athletics) check, DC 10 + 1 per check in the last minute, or a fatigue level. Not while fatigued.
 * Attacks against the sprinter have advantage until its next turn.
 */
export function takeSprint(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  situation: SprintSituation,
): SprintResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const s = record(situation, "situation");
  const con = integerInRange(s.conModifier, "situation.conModifier", -5, 10);
  const slowed =
    optionalBool(s.encumbered, "situation.encumbered") || optionalBool(s.heavyArmor, "situation.heavyArmor");
  const fatigue = s.fatigue === undefined ? 0 : nonNegativeInteger(s.fatigue, "situation.fatigue");
  const turnsSoFar =
    s.sprintTurnsSoFar === undefined ? 0 : nonNegativeInteger(s.sprintTurnsSoFar, "situation.sprintTurnsSoFar");
  const checks =
    s.checksInLastMinute === undefined ? 0 : nonNegativeInteger(s.checksInLastMinute, "situation.checksInLastMinute");
  if (!p.sprint) return refuse("policyOff", 1, 0);
  if (fatigue > 0) return refuse("fatigued", 0, fatigue);
  const acted = l.actions.used + l.reactions.used + (l.bonusAction.used ? 1 : 0);
  if (l.onTurn && acted > 0) return refuse("alreadyActed", 0, acted);
  const spent = spendChecked(l, p, { kind: "action", amount: 1 });
  if (!spent.ok) return spent;
  const multiplier = slowed ? 3 : 4;
  const remaining = Math.max(0, l.speed * multiplier - Math.max(0, l.movement.used - l.movementFrom));
  return {
    ok: true,
    ledger: withChanges(spent.ledger, {
      movement: { used: l.movement.used, remaining },
      movementSpeeds: multiplier,
      sprinting: true,
      sprintExposed: true,
    }),
    multiplier,
    straightLine: true,
    check:
      turnsSoFar >= Math.max(0, con)
        ? { ability: "con", skill: "athletics", dc: 10 + checks, onFailure: "fatigue" }
        : null,
  };
}
