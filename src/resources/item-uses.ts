/**
 * RES-4: using an item with limited uses spends one; with none left the use is refused and nothing happens. Out of
 * combat the owner writes its own item. In the active combat the use is the GM's to write, like the turn ledger
 * (DESIGN: State and authority): a player asks the active GM (request `fray.spendUse`), which re-reads the item
 * from its own documents; a GM meeting a refusal is asked "use anyway?" and, on yes, the override is recorded
 * with the combatant's other ledger overrides (`system.ledgerOverrides`, refused `noUsesLeft`), the uses unchanged.
 */
import { spendUse } from "../rules";
import { registerGmRequest, requestGm, GmRequestError } from "../net/gm-requests";
import { activeCombatantOf, queueLedgerWrite, knownOverrides, confirmOverride } from "../combat/ledger";
import type { LedgerOverride } from "../combat/ledger";
import { activeGmOrWarn } from "../chat/card-actions";
import { usesOf } from "./uses-recovery";

/** Name of the request the active GM answers for a player's use in combat. */
export const SPEND_USE_REQUEST = "fray.spendUse";

/** A use spent (or overridden), or why not. */
export type UseSpendResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

function warnNoneLeft(item: Item.Implementation): void {
  ui.notifications.warn(game.i18n.format("FRAY.Uses.Warning.NoneLeft", { item: item.name }));
}

/** Writes one use spent from `item` (the writer must be allowed to: its owner, or the GM). */
async function writeSpent(item: Item.Implementation): Promise<UseSpendResult> {
  const uses = usesOf(item);
  if (!uses) return { ok: true };
  const spent = spendUse(uses);
  if (!spent.ok) return { ok: false, reason: spent.reason };
  await item.update({ "system.uses.value": spent.uses.value } as never);
  return { ok: true };
}

/** RES-4: the GM's "use anyway?" for `item` of `combatant`, through the prompt hook (docs/API.md, "Prompts"). */
function confirmUseAnyway(combatant: Combatant.Implementation, item: Item.Implementation): Promise<boolean> {
  return confirmOverride(combatant, { ok: false, reason: "noUsesLeft" }, `${combatant.name ?? ""}: ${item.name}`, {
    itemId: item.id ?? "",
  });
}

/** The GM's side: spends a use of `item` in the combatant's queue; a refusal is only overridden when asked to. */
function writeCombatUse(
  combatant: Combatant.Implementation,
  item: Item.Implementation,
  override: boolean,
): Promise<UseSpendResult> {
  return queueLedgerWrite(combatant, async () => {
    const result = await writeSpent(item);
    if (result.ok || !override) return result;
    const combat = combatant.combat;
    const record: LedgerOverride = {
      round: combat?.round ?? 0,
      turn: combat?.turn ?? null,
      userId: game.user.id,
      cost: { kind: "free" },
      reason: item.name,
      refused: result.reason,
    };
    await combatant.update({ "system.ledgerOverrides": [...knownOverrides(combatant), record] } as never);
    return { ok: true };
  });
}

/**
 * RES-4: spends one use of `item` as it is used; resolves to whether the use may go ahead (an item without limited
 * uses always may). Refused (none left, or the GM's answer), the user is told and nothing changed.
 */
export async function spendItemUse(item: Item.Implementation): Promise<boolean> {
  const uses = usesOf(item);
  const actor = item.actor;
  if (!uses || !actor) return true;
  const combatant = activeCombatantOf(actor);
  if (!combatant) {
    const result = await writeSpent(item);
    if (!result.ok) warnNoneLeft(item);
    return result.ok;
  }
  if (game.user.isGM) {
    if (spendUse(uses).ok) return (await writeCombatUse(combatant, item, false)).ok;
    if (!(await confirmUseAnyway(combatant, item))) return false;
    return (await writeCombatUse(combatant, item, true)).ok;
  }
  if (!spendUse(uses).ok) {
    warnNoneLeft(item);
    return false;
  }
  if (!activeGmOrWarn()) return false;
  let result: UseSpendResult;
  try {
    const data = { combatId: combatant.combat?.id ?? "", combatantId: combatant.id ?? "", itemId: item.id ?? "" };
    result = (await requestGm(SPEND_USE_REQUEST, data)) as UseSpendResult;
  } catch (error) {
    if (!(error instanceof GmRequestError)) throw error;
    result = { ok: false, reason: "noAnswer" };
  }
  if (!result.ok) warnNoneLeft(item);
  return result.ok;
}

/**
 * The active GM's side of `fray.spendUse`: the asker must own the combatant's actor, the item must be that actor's,
 * and it must have a use left as the GM's documents say. A refusal changes nothing.
 */
export async function spendUseChecked(
  data: Record<string, unknown>,
  asker: User.Implementation,
): Promise<UseSpendResult> {
  const field = (key: string): string => (typeof data[key] === "string" ? data[key] : "");
  const combat = game.combats.get(field("combatId")) as Combat.Implementation | undefined;
  const combatant: Combatant.Implementation | undefined = combat?.combatants.get(field("combatantId"));
  const actor = combatant?.actor;
  if (!combatant || !actor) return { ok: false, reason: "noCombatant" };
  if (!actor.testUserPermission(asker, "OWNER")) return { ok: false, reason: "notOwner" };
  const item = actor.items.get(field("itemId"));
  if (!item) return { ok: false, reason: "badRequest" };
  return writeCombatUse(combatant, item, false);
}

/** `init`: the GM side of `fray.spendUse`. */
export function registerUseRequests(): void {
  registerGmRequest(SPEND_USE_REQUEST, (data, asker) => spendUseChecked(data, asker));
}
