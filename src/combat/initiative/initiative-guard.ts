/**
 * CMB-2, INIT-1..17: initiative no player can forge, on the active GM's client (DESIGN: State and authority).
 * v13 lets a combatant's owner write its `initiative`, `system` and `flags` on the server, and a hostile client
 * skips FrayCombatant's own refusal. The active GM sees every write in its `createCombatant` and
 * `updateCombatant` hooks, with the user the SERVER names as the writer, and:
 * - remembers what a GM wrote on a player's combatant (src/combat/initiative/initiative-memory.ts);
 * - puts back what a non-GM wrote to a guarded field (the count, surprise, the sudden action, the a5e ability
 *   and surprise-step check, the tie rank, roll-offs, ties and rider): the last state a GM wrote, or the
 *   defaults (no count) when none is remembered;
 * - gives a combatant added again for the same actor (or unlinked token) the count and surprise state its
 *   removed combatant had, instead of letting it roll again.
 */
import { activePolicies } from "../../settings/policies";
import { applyInitiative } from "./initiative-apply";
import {
  DEFAULT_STATE,
  differingFields,
  forget,
  isPlayers,
  recordOfRemoved,
  remember,
  rememberedOf,
  stateOf,
  GUARDED_SYSTEM_FIELDS,
  type GuardedField,
  type GuardedState,
} from "./initiative-memory";

/** Combatants (`combatId.combatantId`) whose count this GM client is writing now: one write at a time. */
const claimed = new Set<string>();
const claimKey = (combat: Combat.Implementation, id: string): string => `${game.user.id}:${combat.id ?? ""}.${id}`;

/** The user the server named as a write's author (undefined when unknown). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Users holds the User class
const userOf = (id: string) => game.users.get(id) as User.Implementation | undefined;

/** Claims `ids` of `combat` for one count write; false (nothing claimed) when one is being written already. */
export function claimCounts(combat: Combat.Implementation, ids: readonly string[]): boolean {
  const keys = ids.map((id) => claimKey(combat, id));
  if (new Set(keys).size !== keys.length || keys.some((k) => claimed.has(k))) return false;
  for (const k of keys) claimed.add(k);
  return true;
}

/** Releases what claimCounts claimed. */
export function releaseCounts(combat: Combat.Implementation, ids: readonly string[]): void {
  for (const id of ids) claimed.delete(claimKey(combat, id));
}

/** The guarded fields a change touches (`changed` as the update hooks get it: nested objects). */
function touched(changed: object): GuardedField[] {
  const c = changed as { initiative?: unknown; system?: Record<string, unknown> };
  const fields: GuardedField[] = "initiative" in c ? ["initiative"] : [];
  for (const field of GUARDED_SYSTEM_FIELDS) {
    if (c.system && field in c.system) fields.push(field);
    else if (`system.${field}` in c) fields.push(field);
  }
  return fields;
}

/** The update that puts `fields` of `combatant` back to `state` (only those that differ). */
function restoring(combatant: Combatant.Implementation, fields: readonly GuardedField[], state: GuardedState) {
  const now = stateOf(combatant);
  const differ = new Set(differingFields(now, state));
  const update: Record<string, unknown> = {};
  for (const field of fields) {
    if (!differ.has(field)) continue;
    update[field === "initiative" ? "initiative" : `system.${field}`] = state[field];
  }
  return update;
}

/** Tells the GM a player's write was put back. */
function warnReverted(combatant: Combatant.Implementation, userId: string): void {
  const user = userOf(userId);
  console.warn(`Fray | put back initiative fields of "${combatant.name ?? ""}" that ${user?.name ?? userId} wrote`);
  ui.notifications.warn(
    game.i18n.format("FRAY.Initiative.Warning.Reverted", { user: user?.name ?? userId, name: combatant.name ?? "" }),
  );
}

/**
 * The count (and surprise state) of a removed combatant of the same actor or token, given to `combatant`
 * added again: the surprise fields first, then the count through the order (ties, or the late-joiner rule once
 * the combat has started). Returns whether a count was given. Idempotent: a combatant that has a count, or
 * whose count is being written, is left alone.
 */
export async function restoreRemoved(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): Promise<boolean> {
  const id = combatant.id ?? "";
  const removed = recordOfRemoved(combat, combatant);
  if (!removed || combatant.initiative !== null || !claimCounts(combat, [id])) return false;
  try {
    const carried: GuardedField[] = ["surprised", "suddenAction", "initiativeAbility", "surpriseCheck"];
    const update = restoring(combatant, carried, removed.record);
    if (Object.keys(update).length > 0) await combatant.update(update, { turnEvents: false });
    await forget(combat, removed.id);
    const count = removed.record.initiative;
    if (count === null) return false;
    await applyInitiative(combat, [{ ids: [id], groupKey: null, total: count }], activePolicies());
    return true;
  } finally {
    releaseCounts(combat, [id]);
  }
}

/** A combatant created: a non-GM's guarded values are put back to the defaults, then a removed one's return. */
async function onCreate(combatant: Combatant.Implementation, userId: string): Promise<void> {
  const combat = combatant.combat;
  if (!combat) return;
  if (!userOf(userId)?.isGM) {
    const fields = differingFields(stateOf(combatant), DEFAULT_STATE);
    const update = restoring(combatant, fields, DEFAULT_STATE);
    if (Object.keys(update).length > 0) {
      warnReverted(combatant, userId);
      await combatant.update(update, { turnEvents: false });
    }
  }
  if (combatant.initiative === null && (await restoreRemoved(combat, combatant))) return;
  await remember(combat, combatant);
}

/** A combatant updated: a GM's write is remembered, a non-GM's write to a guarded field is put back. */
async function onUpdate(combatant: Combatant.Implementation, changed: object, userId: string): Promise<void> {
  const combat = combatant.combat;
  const fields = touched(changed);
  if (!combat || fields.length === 0) return;
  if (userOf(userId)?.isGM) {
    await remember(combat, combatant);
    return;
  }
  const update = restoring(combatant, fields, rememberedOf(combat, combatant.id ?? ""));
  if (Object.keys(update).length === 0) return;
  warnReverted(combatant, userId);
  await combatant.update(update, { turnEvents: false });
}

/** A combat created with its combatants: what the GM gave players' combatants is remembered. */
async function onCreateCombat(combat: Combat.Implementation): Promise<void> {
  // One write: every record joins the first one's batch.
  const writes = combat.combatants.contents.map((c) => remember(combat, c));
  await Promise.all(writes.filter((w) => w !== null));
}

/** `ready`: combats from before this memory existed get their players' combatants remembered as they are. */
async function rememberExisting(): Promise<void> {
  const combats = game.combats.contents as unknown as Combat.Implementation[];
  for (const combat of combats) await onCreateCombat(combat);
}

/** `init`: the active GM's guard over initiative writes. */
export function registerInitiativeGuard(): void {
  // A listener returns its work (Foundry ignores it; a test harness can wait for it).
  const hooks = Hooks as unknown as {
    on(hook: string, fn: (...args: never[]) => unknown): number;
    once(hook: string, fn: () => unknown): number;
  };
  const gm = () => game.user.isActiveGM;
  hooks.on("createCombatant", (c: Combatant.Implementation, _o: unknown, userId: string) =>
    gm() && isPlayers(c) ? onCreate(c, userId) : null,
  );
  hooks.on("updateCombatant", (c: Combatant.Implementation, changed: object, _o: unknown, userId: string) =>
    gm() && isPlayers(c) ? onUpdate(c, changed, userId) : null,
  );
  hooks.on("createCombat", (combat: Combat.Implementation, _o: unknown, userId: string) =>
    gm() && userOf(userId)?.isGM === true ? onCreateCombat(combat) : null,
  );
  hooks.once("ready", () => (gm() ? rememberExisting() : null));
}
