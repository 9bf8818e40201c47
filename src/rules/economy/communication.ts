import { oneOf } from "../errors";
import type { EconomyPolicies } from "../presets/policies";
import { checkEconomyPolicies, checkTurnLedger, refuse } from "./ledger";
import { spendChecked } from "./spend";
import type { LedgerResult, TurnLedger } from "./types";

/**
 * ECON-6: a longer talk among allies. Where `extendedCommunication` is on (delta) the initiator spends an
 * action or a bonus action; elsewhere such talk takes an action (srd52), so `bonusAction` is refused
 * `policyOff`. Influencing a foe is the Influence action (`takeBasicAction`), not this.
 */
export function startExtendedTalk(
  ledger: TurnLedger,
  policies: EconomyPolicies,
  via: "action" | "bonusAction" = "action",
): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  const kind = oneOf(via, "via", ["action", "bonusAction"] as const);
  if (kind === "bonusAction" && !p.extendedCommunication) return refuse("policyOff", 1, 0);
  return spendChecked(l, p, { kind, amount: 1 }, { ruleGrantsBonusAction: true });
}

/** ECON-6: an ally replying to an extended talk spends its reaction (only where `extendedCommunication` is on). */
export function replyToExtendedTalk(ledger: TurnLedger, policies: EconomyPolicies): LedgerResult {
  const p = checkEconomyPolicies(policies);
  const l = checkTurnLedger(ledger, "ledger", p);
  if (!p.extendedCommunication) return refuse("policyOff", 1, 0);
  return spendChecked(l, p, { kind: "reaction", amount: 1 });
}
