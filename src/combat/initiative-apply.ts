/**
 * INIT-4, INIT-9..15, INIT-17, CMB-2: writing rolled initiative into a combat, on a GM client. Shared rolls
 * get a v13 CombatantGroup, the order is worked out by the rules (roll-offs rolled with Foundry dice and shown
 * in one card), and every combatant that changes is written in ONE `updateEmbeddedDocuments` call.
 */
import type { InitiativeRollOff, PresetPolicies } from "../rules";
import { ROLL_TEMPLATES } from "../chat/templates";
import { rollOffCardContext } from "../chat/roll-off-card";
import { withFoundryDice } from "./dice-pool";
import { planOrder, type NewCount, type OrderChange } from "./initiative-order";

/** One roll group's total for its members (what a roll or a fixed count gives). */
export interface InitiativeWrite {
  readonly ids: readonly string[];
  /** The rules' group key when the members shared a roll (INIT-4). */
  readonly groupKey: string | null;
  readonly total: number;
}

const combatantsOf = (combat: Combat.Implementation): Combatant.Implementation[] => combat.combatants.contents;

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
  await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker({ alias: context.title }),
    rolls: rolls.map((r) => JSON.stringify(r)),
  });
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
  await writeOrder(combat, run.value.changes);
  await postRollOffs(combat, run.value.rollOffs, run.rolls);
  await keepTurn(combat, currentId);
  return run.value.rollOffs;
}

/** CMB-2: writes order changes in one embedded update (nothing when nothing changes). */
export async function writeOrder(
  combat: Combat.Implementation,
  changes: ReadonlyMap<string, OrderChange>,
): Promise<void> {
  if (changes.size === 0) return;
  const updates = [...changes.entries()].map(([_id, change]) => ({ _id, ...change }));
  await combat.updateEmbeddedDocuments("Combatant", updates);
}

/** Once the order moved, the turn follows the combatant whose turn it was (Foundry's `updateTurn`). */
export async function keepTurn(combat: Combat.Implementation, currentId: string | null): Promise<void> {
  if (currentId === null || !combat.started) return;
  const index = combat.turns.findIndex((c) => c.id === currentId);
  if (index >= 0 && index !== combat.turn) await combat.update({ turn: index });
}
