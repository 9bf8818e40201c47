import { bool, record, RuleInputError } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, optionalBool, refuse, withChanges } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerRefusal, TurnLedger } from "./types";

/** Both ledgers after Press the Attack or Fall Back. */
export interface PressResult {
  readonly ok: true;
  readonly presser: TurnLedger;
  readonly target: TurnLedger;
}

/** Fall Back also tells the movement it allows. */
export interface FallBackResult extends PressResult {
  /** Feet the target moves straight back, outside its own movement. */
  readonly moveBack: 5;
  /** Feet the presser may follow towards it. */
  readonly presserMayFollow: 5;
  /** Neither movement provokes opportunity attacks. */
  readonly provokes: false;
}

/** ECON-8 / ECON-9: both ledgers must carry the caller's id for the creature: a press is tracked by id. */
function requireIds(presser: TurnLedger, target: TurnLedger): void {
  if (presser.id === "") throw new RuleInputError("presser.id", "Press the Attack needs the creature's id");
  if (target.id === "") throw new RuleInputError("target.id", "Press the Attack needs the creature's id");
}

/**
 * ECON-8 (a5e): Press the Attack — a bonus action before the Attack action, against one other creature
 * within reach that nobody is pressing. Until the presser's next turn its melee attacks against that
 * creature gain an expertise die and every attack against the presser has advantage (see
 * `economyAttackSources`). Both ledgers need an id (a RuleInputError names `presser.id` or `target.id`);
 * pressing yourself is refused `pressSelf`.
 */
export function pressTheAttack(
  presser: TurnLedger,
  target: TurnLedger,
  policies: EconomyPolicies,
  situation: { readonly withinReach: boolean },
): PressResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const a = checkTurnLedger(presser, "presser", p);
  const t = checkTurnLedger(target, "target", p);
  const withinReach = bool(record(situation, "situation").withinReach, "situation.withinReach");
  requireIds(a, t);
  if (!p.pressTheAttack) return refuse("policyOff", 1, 0);
  if (a.id === t.id) return refuse("pressSelf", 1, 0);
  if (a.attackActionTaken) return refuse("afterAttackAction", 1, 0);
  if (!withinReach) return refuse("outOfReach", 1, 0);
  if (t.pressedBy !== null) return refuse("targetAlreadyPressed", 1, 0);
  const spent = spendChecked(a, p, { kind: "bonusAction", amount: 1 }, { ruleGrantsBonusAction: true });
  if (!spent.ok) return spent;
  return {
    ok: true,
    presser: withChanges(spent.ledger, { pressing: { target: t.id, expertiseDie: true } }),
    target: withChanges(t, { pressedBy: a.id }),
  };
}

/**
 * ECON-9 (a5e): Fall Back — the pressed creature spends its reaction to step 5 feet back; the presser loses
 * the expertise die against it and may follow 5 feet; neither move provokes. Not while raging.
 */
export function fallBack(
  target: TurnLedger,
  presser: TurnLedger,
  policies: EconomyPolicies,
  situation: { readonly raging?: boolean } = {},
): FallBackResult | LedgerRefusal {
  const p = checkEconomyPolicies(policies);
  const t = checkTurnLedger(target, "target", p);
  const a = checkTurnLedger(presser, "presser", p);
  const raging = optionalBool(record(situation, "situation").raging, "situation.raging");
  requireIds(a, t);
  if (!p.pressTheAttack) return refuse("policyOff", 1, 0);
  if (a.pressing?.target !== t.id || t.pressedBy !== a.id) return refuse("notPressed", 1, 0);
  if (raging) return refuse("raging", 1, 0);
  const spent = spendChecked(t, p, { kind: "reaction", amount: 1 });
  if (!spent.ok) return spent;
  return {
    ok: true,
    target: spent.ledger,
    presser: withChanges(a, { pressing: { target: t.id, expertiseDie: false } }),
    moveBack: 5,
    presserMayFollow: 5,
    provokes: false,
  };
}

/**
 * ECON-8: the press on this creature is over (its presser's next turn began — `startOwnTurn` clears the
 * presser's side; call this for the pressed creature).
 */
export function clearPressedBy(ledger: TurnLedger): TurnLedger {
  return withChanges(checkTurnLedger(ledger), { pressedBy: null });
}
