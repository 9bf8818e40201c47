/**
 * The active GM's side of a player's ledger spend (`fray.spendLedger`). The data is untrusted: the asking user
 * must exist, not claim a GM's identity (a GM writes directly; see card-request.ts), and own the combatant's
 * actor; the combatant must exist in the named combat; the rules must allow the spend against the ledger as
 * it is now. A refusal changes nothing.
 */
import { RuleInputError } from "../rules";
import { answeredByActiveGm, askingUser } from "../chat/card-request";
import { checkSpendRequest, type LedgerSpendRequest } from "./ledger-request";
import { SPEND_LEDGER_QUERY, writeSpend, type SpendLedgerData, type SpendLedgerResult } from "./ledger-spend";
import { registerMovementSpend } from "./ledger-movement";

/** ECON-1 / ECON-2 / ECON-3 / MOV-1: checks a player's spend and writes it (run on the active GM's client). */
export async function spendLedgerChecked(raw: unknown): Promise<SpendLedgerResult> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const user = askingUser(field("userId"), true);
  if ("ok" in user) return user;
  // Collection#get answers undefined for an unknown id, which its typing doesn't say.
  const combat = game.combats.get(field("combatId")) as Combat.Implementation | undefined;
  const combatant: Combatant.Implementation | undefined = combat?.combatants.get(field("combatantId"));
  if (!combatant) return { ok: false, reason: "noCombatant" };
  if (!(combatant.actor?.testUserPermission(user, "OWNER") ?? false)) return { ok: false, reason: "notOwner" };
  let request: LedgerSpendRequest;
  try {
    request = checkSpendRequest(data.request);
  } catch (error) {
    if (error instanceof RuleInputError) return { ok: false, reason: "badRequest" };
    throw error;
  }
  return writeSpend(combatant, request, null);
}

/** `init`: the GM side of `fray.spendLedger`, and the movement spend after each move (ledger-movement.ts). */
export function registerLedgerQueries(): void {
  CONFIG.queries[SPEND_LEDGER_QUERY] = answeredByActiveGm((data: SpendLedgerData) => spendLedgerChecked(data));
  registerMovementSpend();
}
