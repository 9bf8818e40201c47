/**
 * Spending from a combatant's turn ledger (`system.ledger`) in play. v13 lets a player change only a combatant's
 * `initiative`, `system` and `flags` of a combatant it owns, but the ledger is the GM's to keep: a GM writes it
 * directly and a player asks the active GM (request `fray.spendLedger`, answered in ledger-query.ts), which
 * checks again before writing. What the rules refuse
 * changes nothing: a player is told why; a GM is asked whether to spend anyway (a recorded override).
 */
import { ledgerOf } from "./combatant-system";
import { activeGmOrWarn } from "../chat/card-request";
import { GmRequestError, requestGm } from "../net/gm-requests";
import { RuleInputError, type TurnCost, type TurnLedger } from "../rules";
import { activePolicies } from "../settings/policies";
import {
  ledgerAfter,
  ledgerOverridden,
  spentCost,
  type LedgerOverride,
  type LedgerSpendRequest,
} from "./ledger-request";
import { refusalText, type SpendRefusal } from "./ledger-refusals";

/** Hook fired before a spend is written or asked for: `(combatant, cost, ledgerBefore)`; `false` cancels it. */
export const LEDGER_SPEND_HOOK = "fray.turnLedgerSpend";
/** Name of the request the active GM answers for a player's spend (src/net/gm-requests.ts). */
export const SPEND_LEDGER_QUERY = "fray.spendLedger";

/** What a player's client sends the active GM. */
export interface SpendLedgerData {
  readonly combatId: string;
  readonly combatantId: string;
  readonly request: LedgerSpendRequest;
}

export type SpendLedgerResult = { readonly ok: true; readonly ledger: TurnLedger | null } | SpendRefusal;

/** A spend the rules (or the GM) allowed and the hook let through, ready to write. */
export interface LedgerPlan {
  readonly combatant: Combatant.Implementation;
  readonly request: LedgerSpendRequest;
  /** The rules' refusal code a GM chose to override, or null for an ordinary spend. */
  readonly overriding: string | null;
}

/** `Hooks.call` for Fray's own hook, which fvtt-types' hook table doesn't list. */
function callHook(hook: string, ...args: unknown[]): boolean {
  return (Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean }).call(hook, ...args);
}

/** The rules' answer for `request` from `ledger`; a missing or unreadable ledger is a refusal, not a throw. */
export function trySpend(ledger: TurnLedger | null, request: LedgerSpendRequest): SpendLedgerResult {
  if (ledger === null) return { ok: false, reason: "noLedger" };
  try {
    return ledgerAfter(ledger, activePolicies().economy, request);
  } catch (error) {
    if (error instanceof RuleInputError) return { ok: false, reason: "badLedger" };
    throw error;
  }
}

/** Tells the user why a spend was refused. */
export function warnRefusal(name: string, refusal: SpendRefusal): void {
  ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.Refused", { name, why: refusalText(refusal) }));
}

async function confirmOverride(combatant: Combatant.Implementation, refusal: SpendRefusal): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(
    "systems/fray/templates/combat/ledger-override.hbs",
    { name: combatant.name, why: refusalText(refusal) },
  );
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("FRAY.TurnLedger.Override.Title") },
    content,
    rejectClose: false,
  });
  return answer === true;
}

/**
 * ECON-1 / ECON-2 / ECON-3 / MOV-1: checks a spend before anything happens. Refused by the rules, a player is
 * warned and gets null; a GM is asked "spend anyway?" (skipped with `override`) and, on yes, gets an overriding
 * plan. Then `fray.turnLedgerSpend` fires; a handler returning false cancels (null).
 */
export async function prepareLedgerSpend(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  options: { override?: boolean } = {},
): Promise<LedgerPlan | null> {
  // A player's spend is written by the active GM: without one, refuse before the item or move happens.
  if (!game.user.isGM && !activeGmOrWarn()) return null;
  const before = ledgerOf(combatant);
  const result = trySpend(before, request);
  let overriding: string | null = null;
  if (!result.ok) {
    if (!game.user.isGM) {
      warnRefusal(combatant.name ?? "", result);
      return null;
    }
    if (options.override !== true && !(await confirmOverride(combatant, result))) return null;
    overriding = result.reason;
  }
  const cost: TurnCost = before && overriding === null ? spentCost(before, request) : request.cost;
  if (!callHook(LEDGER_SPEND_HOOK, combatant, cost, before)) return null;
  return { combatant, request, overriding };
}

/**
 * Writes a spend on this client, which must be a GM's: re-checks it against the ledger as it is now and writes
 * `system.ledger` in one update. An override leaves the ledger to `ledgerOverridden` and appends a
 * `LedgerOverride` to `flags.fray.ledgerOverrides` in the same update.
 */
export async function writeSpend(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  overriding: string | null,
): Promise<SpendLedgerResult> {
  const before = ledgerOf(combatant);
  const result = trySpend(before, request);
  if (result.ok) {
    await combatant.update({ "system.ledger": result.ledger } as never);
    return result;
  }
  if (overriding === null) return result;
  const combat = combatant.combat;
  const entry: LedgerOverride = {
    round: combat?.round ?? 0,
    turn: combat?.turn ?? null,
    userId: game.user.id,
    cost: request.cost,
    reason: request.reason,
    refused: result.reason,
  };
  const flags = combatant.flags as { fray?: { ledgerOverrides?: LedgerOverride[] } };
  const overrides = [...(flags.fray?.ledgerOverrides ?? []), entry];
  const ledger = before && result.reason !== "badLedger" ? ledgerOverridden(before, request) : before;
  await combatant.update({ "system.ledger": ledger, "flags.fray.ledgerOverrides": overrides } as never);
  return { ok: true, ledger };
}

/**
 * Writes a prepared spend: directly for a GM, otherwise through the active GM (request `fray.spendLedger`,
 * src/net/gm-requests.ts). A GM who doesn't answer (timed out, disconnected) is a refusal (`noAnswer`); every
 * refusal is told to the user.
 */
export async function commitLedgerSpend(plan: LedgerPlan): Promise<SpendLedgerResult> {
  const { combatant, request } = plan;
  if (game.user.isGM) return writeSpend(combatant, request, plan.overriding);
  if (!activeGmOrWarn()) return { ok: false, reason: "noActiveGm" };
  const data: SpendLedgerData = { combatId: combatant.combat?.id ?? "", combatantId: combatant.id ?? "", request };
  let result: SpendLedgerResult;
  try {
    result = (await requestGm(SPEND_LEDGER_QUERY, { ...data })) as SpendLedgerResult;
  } catch (error) {
    if (!(error instanceof GmRequestError)) throw error;
    result = { ok: false, reason: "noAnswer" };
  }
  if (!result.ok) warnRefusal(combatant.name ?? "", result);
  return result;
}

/** Checks, then writes, one spend (see prepareLedgerSpend and commitLedgerSpend); refused or cancelled: no change. */
export async function spendRequest(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  options: { override?: boolean } = {},
): Promise<SpendLedgerResult> {
  const plan = await prepareLedgerSpend(combatant, request, options);
  if (!plan) return { ok: false, reason: "cancelled" };
  return commitLedgerSpend(plan);
}

/**
 * ECON-1 / ECON-2 / ECON-3 / ECON-4 / ECON-5 / MOV-1: spends `cost` from the combatant's turn ledger. `reason`
 * names what it is for; `attack` also counts an attack (ATK-4); a GM's `override` spends past a refusal
 * without asking. Resolves to the new ledger, or a refusal (nothing changed).
 */
export function spendFromLedger(
  combatant: Combatant.Implementation,
  cost: TurnCost,
  options: { reason?: string; override?: boolean; attack?: boolean } = {},
): Promise<SpendLedgerResult> {
  const request: LedgerSpendRequest = {
    step: "cost",
    cost,
    attack: options.attack === true,
    reason: options.reason ?? "",
  };
  return spendRequest(combatant, request, { override: options.override === true });
}
