/**
 * The active GM's side of a player's ledger spend (request `fray.spendLedger`, src/net/gm-requests.ts). The
 * data is untrusted: the asker (the sender the server names) must own the combatant's actor; the combatant
 * must exist in the named combat; the rules must allow the spend against the ledger as it is now. A refusal
 * changes nothing. Also registers the other ledger requests and hooks of the GM's client.
 */
import { RuleInputError } from "../rules";
import { registerGmRequest } from "../net/gm-requests";
import { registerPositionNotes, registerMovementSpend, registerMovementEnforcement } from "./movement";
import { registerPlayerTeleportSetting } from "../settings/player-teleport";
import { registerMovementOverspendSetting } from "../settings/movement-overspend";
import {
  checkSpendRequest,
  type LedgerSpendRequest,
  SPEND_LEDGER_QUERY,
  writeSpend,
  type SpendLedgerResult,
  registerLedgerGuard,
  KEEP_LEDGER_REQUEST,
  RELEASE_LEDGER_REQUEST,
  keepReservation,
  registerReservationSettling,
  releaseReservation,
  reservedFor,
} from "./ledger";

/**
 * ECON-1 / ECON-2 / ECON-3 / MOV-1: checks a player's spend and writes it (run on the active GM's client);
 * `reserve: true` in the data keeps it as the asker's reservation (ledger-reserve.ts), for `usedBy` (an item of the
 * actor's, or a check): refused when that names nothing of the actor's.
 */
export async function spendLedgerChecked(raw: unknown, user: User.Implementation): Promise<SpendLedgerResult> {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
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
  if (data.reserve !== true) return writeSpend(combatant, request, null);
  // ECON-1: a reservation names what it is for (one of the actor's items, or a check), whose card settles it.
  const used = reservedFor(combatant.actor, data.usedBy);
  if (!used) return { ok: false, reason: "badRequest" };
  return writeSpend(combatant, request, null, { user: user.id ?? "", for: used });
}

/**
 * `init`: the GM side of `fray.spendLedger`, `fray.releaseLedger` and `fray.keepLedger`; the movement spend
 * after each move (ledger-movement.ts, ledger-movement-gm.ts) and its world setting; the GM's watch over the
 * ledger fields (ledger-guard.ts).
 */
export function registerLedgerQueries(): void {
  registerMovementOverspendSetting();
  registerPlayerTeleportSetting();
  registerGmRequest(SPEND_LEDGER_QUERY, (data, asker) => spendLedgerChecked(data, asker));
  registerGmRequest(RELEASE_LEDGER_REQUEST, (data, asker) => releaseReservation(data, asker));
  registerGmRequest(KEEP_LEDGER_REQUEST, (data, asker) => keepReservation(data, asker));
  registerPositionNotes();
  registerReservationSettling();
  registerMovementSpend();
  registerMovementEnforcement();
  registerLedgerGuard();
}
