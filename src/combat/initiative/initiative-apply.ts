/**
 * INIT-4, INIT-9..15, INIT-17, CMB-2: writing rolled initiative into a combat, on a GM client. Shared rolls
 * get a v13 CombatantGroup, the order is worked out by the rules (roll-offs rolled with Foundry dice and shown
 * in one card), and every combatant that changes is written in ONE `updateEmbeddedDocuments` call.
 */
import type { InitiativeEntry, InitiativeRollOff, PresetPolicies } from "../../rules";
import { ROLL_TEMPLATES } from "../../chat/templates";
import { withDiceSound } from "../../chat/roll-message";
import { rollOffCardContext } from "../../chat/roll-off-card";
import { withFoundryDice } from "../dice-pool";
import { planOrder, ranksOf, type NewCount, type OrderChange } from "./initiative-order";
import { combatantSystem } from "../combatant-system";
import { combatantsOf, controllerOf, groupIdOf } from "./initiative-entries";
import { INITIATIVE_MESSAGE_FLAGS, postInitiativeCards, rollInitiativeGroups } from "./initiative-roll";

/** One roll group's total for its members (what a roll or a fixed count gives). */
export interface InitiativeWrite {
  readonly ids: readonly string[];
  /** The rules' group key when the members shared a roll (INIT-4). */
  readonly groupKey: string | null;
  readonly total: number;
}

/** INIT-4: one CombatantGroup per shared roll, created in one call; returns group key → group id. */
async function createGroups(
  combat: Combat.Implementation,
  writes: readonly InitiativeWrite[],
): Promise<Map<string, string>> {
  const shared = writes.filter((w) => w.groupKey !== null && w.ids.length > 1);
  const out = new Map<string, string>();
  if (shared.length === 0) return out;
  const data = shared.map((w) => ({ name: combat.combatants.get(w.ids[0] ?? "")?.name ?? "" }));
  const created = (await combat.createEmbeddedDocuments("CombatantGroup", data)) as unknown as {
    id: string;
  }[];
  shared.forEach((w, i) => {
    const group = created[i];
    if (group && w.groupKey !== null) out.set(w.groupKey, group.id);
  });
  return out;
}

/** INIT-9 / INIT-11 / INIT-13: one card listing the roll-offs, with their dice attached. */
async function postRollOffs(
  combat: Combat.Implementation,
  rollOffs: readonly InitiativeRollOff[],
  rolls: readonly Roll[],
): Promise<void> {
  if (rollOffs.length === 0) return;
  const nameOf = (id: string) => combat.combatants.get(id)?.name ?? "";
  const context = rollOffCardContext(rollOffs, nameOf, game.i18n);
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_TEMPLATES.rollOffCard, { ...context });
  // A hidden combatant's name and rolls go to the GMs only, like its initiative card.
  const hidden = rollOffs.some((off) => off.ids.some((id) => combat.combatants.get(id)?.hidden === true));
  const data = withDiceSound({
    content,
    speaker: ChatMessage.getSpeaker({ alias: context.title }),
    rolls: rolls.map((r) => JSON.stringify(r)),
    flags: INITIATIVE_MESSAGE_FLAGS,
  });
  const mode = hidden ? "gmroll" : String(game.settings.get("core", "rollMode"));
  await ChatMessage.implementation.create(ChatMessage.applyRollMode(data as never, mode as never));
}

/**
 * GM: gives each write's members its total, groups shared rolls, orders the combat by the rules and writes
 * the changes in one update; keeps the current turn on the same combatant. Returns the roll-offs made.
 */
export async function applyInitiative(
  combat: Combat.Implementation,
  writes: readonly InitiativeWrite[],
  policies: PresetPolicies,
): Promise<readonly InitiativeRollOff[]> {
  const currentId = combat.combatant?.id ?? null;
  const groupIds = await createGroups(combat, writes);
  const counts = new Map<string, NewCount>();
  for (const w of writes) {
    const groupId = w.groupKey === null ? null : (groupIds.get(w.groupKey) ?? null);
    for (const id of w.ids) counts.set(id, { initiative: w.total, groupId: w.ids.length > 1 ? groupId : null });
  }
  const started = combat.started;
  const run = await withFoundryDice((roller) =>
    planOrder(combatantsOf(combat), counts, { policies: policies.initiative, started, roller }),
  );
  await writeOrder(combat, run.value.changes, currentId);
  await postRollOffs(combat, run.value.rollOffs, run.rolls);
  return run.value.rollOffs;
}

/**
 * GM: INIT-1..8, INIT-4: rolls `combatants`' initiative with the rules' rolls (one per roll group), posts the
 * cards in one batch (`rollMode`; `forUserId` when rolling for a player, see postInitiativeCards), then orders
 * and writes it all (applyInitiative). Returns what each roll group got.
 */
export async function rollAndApply(
  combat: Combat.Implementation,
  combatants: readonly Combatant.Implementation[],
  policies: PresetPolicies,
  {
    groupOptional,
    rollMode,
    forUserId = null,
  }: { groupOptional: boolean; rollMode: string; forUserId?: string | null },
): Promise<InitiativeWrite[]> {
  const results = await rollInitiativeGroups(combatants, policies, groupOptional);
  const byId = new Map(combatants.map((c) => [c.id ?? "", c]));
  await postInitiativeCards(results, byId, rollMode, forUserId);
  const writes = results.map((r) => ({ ids: r.ids, groupKey: r.groupKey, total: r.total }));
  await applyInitiative(combat, writes, policies);
  return writes;
}

/** The `{ids, groupKey, total}` entries of a GM's answer, read again (anything else is left out). */
export function initiativeWrites(raw: unknown): InitiativeWrite[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const e = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    const ids = Array.isArray(e.ids) ? e.ids.filter((id): id is string => typeof id === "string") : [];
    if (typeof e.total !== "number" || ids.length === 0) return [];
    return [{ ids, groupKey: typeof e.groupKey === "string" ? e.groupKey : null, total: e.total }];
  });
}

/** INIT-4: CombatantGroups a re-roll left without members are deleted (one call). */
async function removeEmptyGroups(combat: Combat.Implementation): Promise<void> {
  const used = new Set(combatantsOf(combat).map(groupIdOf));
  const empty = combat.groups.contents.flatMap((g) => (g.id !== null && !used.has(g.id) ? [g.id] : []));
  if (empty.length > 0) await combat.deleteEmbeddedDocuments("CombatantGroup", empty);
}

/**
 * CMB-2, INIT-14, INIT-16: the order fields that change when the combat takes `order` (entries in turn order):
 * counts, tie ranks, and a GM creature whose count left its group's leaves the group.
 */
export function changesFromOrder(
  combat: Combat.Implementation,
  order: readonly InitiativeEntry[],
): Map<string, OrderChange> {
  const ranks = ranksOf(order);
  const changes = new Map<string, OrderChange>();
  for (const entry of order) {
    const c = combat.combatants.get(entry.id);
    if (!c) continue;
    const change: OrderChange = {};
    if (c.initiative !== entry.initiative) change.initiative = entry.initiative;
    if (combatantSystem(c).tieRank !== ranks.get(entry.id)) change["system.tieRank"] = ranks.get(entry.id) ?? 0;
    if (groupIdOf(c) !== null && entry.groupId === undefined && controllerOf(c) === "gm") change.group = null;
    if (Object.keys(change).length > 0) changes.set(entry.id, change);
  }
  return changes;
}

/**
 * CMB-2: writes order changes in one embedded update (nothing when nothing changes), then keeps the turn with
 * the combatant whose turn it was (`currentId`, by default the current one). Both writes pass
 * `turnEvents: false`: a reorder is not a turn change, so no turn may end or start because of it.
 */
export async function writeOrder(
  combat: Combat.Implementation,
  changes: ReadonlyMap<string, OrderChange>,
  currentId: string | null = combat.combatant?.id ?? null,
): Promise<void> {
  if (changes.size === 0) return;
  const updates = [...changes.entries()].map(([_id, change]) => ({ _id, ...change }));
  await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
  await removeEmptyGroups(combat);
  if (currentId === null || !combat.started) return;
  const index = combat.turns.findIndex((c) => c.id === currentId);
  if (index >= 0 && index !== combat.turn) await combat.update({ turn: index }, { turnEvents: false });
}
