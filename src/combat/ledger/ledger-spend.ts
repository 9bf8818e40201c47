/**
 * Spending from a combatant's turn ledger (`system.ledger`) in play. v13 lets a player change the `initiative`,
 * `system` and `flags` of a combatant it owns, but the ledger is the GM's to keep: a GM writes it directly and a
 * player asks the active GM (request `fray.spendLedger`, answered in ledger-query.ts), which checks again before
 * writing; a player's own write to it is undone (ledger-guard.ts). What the rules refuse changes nothing: a
 * player is told why; a GM is asked whether to spend anyway (a recorded override). A GM's client writes one
 * combatant's ledger one write at a time (ledger-queue.ts), each from the ledger as the GM last wrote it.
 */
import { ledgerOf } from "../combatant-system";
import { knownLedger, knownOverrides } from "./ledger-guard";
import { queueLedgerWrite } from "./ledger-queue";
import { recordReservation, reservedFor, type ReservedFor } from "./ledger-reserve";
import { activeGmOrWarn } from "../../chat/card-actions";
import { GmRequestError, requestGm } from "../../net/gm-requests";
import { openPrompt } from "../../net/prompt-hook";
import { RuleInputError, type TurnCost, type TurnLedger } from "../../rules";
import { activePolicies } from "../../settings/policies";
import {
  ledgerAfter,
  ledgerOverridden,
  spentCost,
  type LedgerOverride,
  type LedgerSpendRequest,
} from "./ledger-request";
import { refusalText, type SpendRefusal } from "./ledger-refusals";
import { LEDGER_OVERRIDE_TEMPLATE, LEDGER_OVERRIDE_TITLE, ledgerOverrideContext } from "./ledger-override";
import { NO_ACTOR_FACTS, ledgerActorFacts, type LedgerActorFacts } from "./ledger-actor";

/** Hook fired before a spend is written or asked for: `(combatant, cost, ledgerBefore)`; `false` cancels it. */
export const LEDGER_SPEND_HOOK = "fray.turnLedgerSpend";
/** Name of the request the active GM answers for a player's spend (src/net/gm-requests.ts). */
export const SPEND_LEDGER_QUERY = "fray.spendLedger";

/** What a player's client sends the active GM. */
export interface SpendLedgerData {
  readonly combatId: string;
  readonly combatantId: string;
  readonly request: LedgerSpendRequest;
  /** Keep a reservation of the spend, to give it back if the roll it is for is cancelled (ledger-reserve.ts). */
  readonly reserve?: boolean;
  /** With `reserve`: what the spend is for, whose card settles it (ledger-reserve.ts `reservedFor`). */
  readonly usedBy?: string;
}

/** A spend made (with the id of its reservation when one was asked for), or why not. */
export type SpendLedgerResult =
  { readonly ok: true; readonly ledger: TurnLedger | null; readonly reservation?: string } | SpendRefusal;

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

/**
 * What the rules need to know about `combatant`'s creature for `request`, derived from its documents on this
 * client (ECON-7 attacks per Attack action, ECON-12 off-hand weapons): never from the request's data.
 */
export function combatantFacts(combatant: Combatant.Implementation, request: LedgerSpendRequest): LedgerActorFacts {
  return ledgerActorFacts(combatant.actor, request.step, request.itemId ?? "");
}

/** The rules' answer for `request` from `ledger`; a missing or unreadable ledger is a refusal, not a throw. */
export function trySpend(
  ledger: TurnLedger | null,
  request: LedgerSpendRequest,
  actor: LedgerActorFacts = NO_ACTOR_FACTS,
): SpendLedgerResult {
  if (ledger === null) return { ok: false, reason: "noLedger" };
  // ECON-7: the item a basic action names must be one of the creature's basic-action features.
  if (request.step === "basicAction" && actor.basicAction === null) return { ok: false, reason: "badRequest" };
  if (request.step === "sprint" && actor.sprint === null) return { ok: false, reason: "badRequest" };
  try {
    return ledgerAfter(ledger, activePolicies().economy, request, actor);
  } catch (error) {
    if (error instanceof RuleInputError) return { ok: false, reason: "badLedger" };
    throw error;
  }
}

/** Tells the user why a spend was refused. */
export function warnRefusal(name: string, refusal: SpendRefusal): void {
  ui.notifications.warn(game.i18n.format("FRAY.TurnLedger.Warning.Refused", { name, why: refusalText(refusal) }));
}

/**
 * ECON-1, RES-4: the GM's "spend anyway?" for `combatant` after the rules refused (`label`: what the dialog names,
 * the combatant by default; `data`: more for a module listening to `fray.promptOpened`). A closed dialog is a no.
 */
export async function confirmOverride(
  combatant: Combatant.Implementation,
  refusal: SpendRefusal,
  label = combatant.name ?? "",
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(
    LEDGER_OVERRIDE_TEMPLATE,
    ledgerOverrideContext(label, refusal),
  );
  const answer = await openPrompt(
    "spendAnyway",
    { combatantId: combatant.id ?? "", name: combatant.name ?? "", reason: refusal.reason, ...data },
    (render) =>
      foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n.localize(LEDGER_OVERRIDE_TITLE) },
        content,
        rejectClose: false,
        render,
      } as never),
  );
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
  const result = trySpend(before, request, combatantFacts(combatant, request));
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

/** A GM override record for `request`, which the rules refused with `refused`, made by `userId`. */
export function overrideRecord(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  refused: string,
  userId: string,
): LedgerOverride {
  const combat = combatant.combat;
  return {
    round: combat?.round ?? 0,
    turn: combat?.turn ?? null,
    userId,
    cost: request.cost,
    reason: request.reason,
    refused,
  };
}

/**
 * Writes `ledger` to `system.ledger`, and `record` appended to `system.ledgerOverrides`, in one update. GM
 * only, inside the combatant's ledger queue (queueLedgerWrite).
 */
export async function writeLedger(
  combatant: Combatant.Implementation,
  ledger: TurnLedger | null,
  record: LedgerOverride | null = null,
): Promise<void> {
  const changes: Record<string, unknown> = { "system.ledger": ledger };
  if (record) changes["system.ledgerOverrides"] = [...knownOverrides(combatant), record];
  await combatant.update(changes);
}

/**
 * Writes a spend on this client, which must be a GM's: queued behind the combatant's other ledger writes, it
 * re-checks the spend against the ledger as the GM last wrote it and writes `system.ledger` in one update. An
 * override leaves the ledger to `ledgerOverridden` and appends a `LedgerOverride` to `system.ledgerOverrides`
 * in the same update. With `reserveFor` (a user id and what the spend is for, already read from the actor's
 * items), the spend is kept as that user's reservation and its id returned, to give it back if the roll it is for
 * is cancelled (ledger-reserve.ts).
 */
export function writeSpend(
  combatant: Combatant.Implementation,
  request: LedgerSpendRequest,
  overriding: string | null,
  reserveFor: { readonly user: string; readonly for: ReservedFor } | null = null,
): Promise<SpendLedgerResult> {
  return queueLedgerWrite(combatant, async () => {
    const before = knownLedger(combatant);
    const result = trySpend(before, request, combatantFacts(combatant, request));
    let ledger: TurnLedger | null;
    let record: LedgerOverride | null = null;
    if (result.ok) ledger = result.ledger;
    else if (overriding === null) return result;
    else {
      record = overrideRecord(combatant, request, result.reason, game.user.id);
      ledger = before && result.reason !== "badLedger" ? ledgerOverridden(before, request) : before;
    }
    await writeLedger(combatant, ledger, record);
    if (reserveFor === null) return { ok: true, ledger };
    const reservation = recordReservation({
      asker: reserveFor.user,
      for: reserveFor.for,
      combatantUuid: combatant.uuid,
      name: combatant.name ?? "",
      before,
      after: ledger,
      override: record,
    });
    return { ok: true, ledger, reservation };
  });
}

/**
 * Writes a prepared spend: directly for a GM, otherwise through the active GM (request `fray.spendLedger`,
 * src/net/gm-requests.ts); `reserve` keeps it as a reservation (its id in the answer). A GM who doesn't answer
 * (timed out, disconnected) is a refusal (`noAnswer`); every refusal is told to the user.
 */
export async function commitLedgerSpend(
  plan: LedgerPlan,
  options: { reserve?: boolean; usedBy?: string } = {},
): Promise<SpendLedgerResult> {
  const { combatant, request } = plan;
  const reserve = options.reserve === true;
  let result: SpendLedgerResult;
  if (game.user.isGM) {
    const used = reserve ? reservedFor(combatant.actor, options.usedBy) : null;
    if (reserve && !used) result = { ok: false, reason: "badRequest" };
    else result = await writeSpend(combatant, request, plan.overriding, used && { user: game.user.id, for: used });
  } else {
    if (!activeGmOrWarn()) return { ok: false, reason: "noActiveGm" };
    const data: SpendLedgerData = {
      combatId: combatant.combat?.id ?? "",
      combatantId: combatant.id ?? "",
      request,
      reserve,
      ...(reserve ? { usedBy: options.usedBy ?? "" } : {}),
    };
    try {
      result = (await requestGm(SPEND_LEDGER_QUERY, { ...data })) as SpendLedgerResult;
    } catch (error) {
      if (!(error instanceof GmRequestError)) throw error;
      result = { ok: false, reason: "noAnswer" };
    }
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
