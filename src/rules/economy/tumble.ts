import { nonNegativeInteger, oneOf, record } from "../errors";
import { sizeDifference } from "../creature";
import type { EconomyPolicies } from "../presets/policies";
import { source, type RollSource } from "../sources";
import { checkEconomyPolicies, checkTurnLedger, optionalBool, refuse } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerRefusal, TurnLedger } from "./types";

/** What `takeTumble` needs to know. */
export interface TumbleSituation {
  readonly via: "action" | "bonusAction";
  readonly size: string;
  readonly targetSize: string;
  /** The target's combat maneuver DC. */
  readonly maneuverDc: number;
  readonly acrobaticsProficient?: boolean;
  /** The tumbling specialty (with Acrobatics proficiency) makes the expertise die a d6. */
  readonly tumblingSpecialty?: boolean;
  /** The target simply lets the tumbler through. */
  readonly targetAllows?: boolean;
}

/** The Dexterity save a Tumble calls for, or none when it is automatic. */
export interface TumbleSave {
  readonly automatic: boolean;
  readonly ability: "dex";
  readonly dc: number;
  readonly sources: readonly RollSource[];
}

export interface TumbleResult {
  readonly ok: true;
  readonly ledger: TurnLedger;
  readonly save: TumbleSave;
  /** Leaving a creature's reach still provokes an opportunity attack. */
  readonly stillProvokes: true;
}

function saveSources(difference: number, proficient: boolean, specialty: boolean): RollSource[] {
  const out: RollSource[] = [];
  if (difference < 0) out.push(source("ECON-10", "smallerThanTarget", "advantage"));
  if (difference === 1) out.push(source("ECON-10", "largerThanTarget", "disadvantage"));
  if (proficient)
    out.push(source("ECON-10", specialty ? "tumblingSpecialty" : "acrobatics", "expertiseDie", specialty ? 6 : 4));
  return out;
}

/**
 * ECON-10 (a5e): Tumble through a hostile creature's space with an action or bonus action: a Dexterity save
 * against its maneuver DC — advantage if smaller, disadvantage if one size larger, no save if two or more
 * sizes larger or the target lets you pass; an expertise die with Acrobatics. Leaving reach still provokes.
 */
export function takeTumble(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  situation: TumbleSituation,
): TumbleResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const s = record(situation, "situation");
  const via = oneOf(s.via, "situation.via", ["action", "bonusAction"] as const);
  const difference = sizeDifference(s.size, s.targetSize, ["situation.size", "situation.targetSize"]);
  const dc = nonNegativeInteger(s.maneuverDc, "situation.maneuverDc");
  const proficient = optionalBool(s.acrobaticsProficient, "situation.acrobaticsProficient");
  const specialty = optionalBool(s.tumblingSpecialty, "situation.tumblingSpecialty");
  const allows = optionalBool(s.targetAllows, "situation.targetAllows");
  if (!p.tumble) return refuse("policyOff", 1, 0);
  const spent = spendChecked(l, p, { kind: via, amount: 1 }, { ruleGrantsBonusAction: true });
  if (!spent.ok) return spent;
  const automatic = allows || difference >= 2;
  return {
    ok: true,
    ledger: spent.ledger,
    save: { automatic, ability: "dex", dc, sources: automatic ? [] : saveSources(difference, proficient, specialty) },
    stillProvokes: true,
  };
}
