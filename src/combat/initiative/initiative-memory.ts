/**
 * CMB-2, INIT-1..17: the GM's memory of the initiative state it wrote on players' combatants (DESIGN: State and
 * authority). v13 lets a combatant's owner write its `initiative`, `system` and `flags` on the server; Fray's
 * own client refuses that (FrayCombatant#_preUpdate), a hostile client does not. So the active GM remembers the
 * last initiative state a GM wrote on each player's combatant, in the Combat's flags (`flags.fray.
 * initiativeMemory`, which only GMs may write: v13 lets a player change only a combat's round and turn), and
 * puts it back when a non-GM writes it (src/combat/initiative/initiative-guard.ts). Each record also names the actor (or
 * unlinked token) the combatant stands for, so a combatant removed and added again gets its count back instead
 * of a new roll.
 *
 * Only combatants a player owns are remembered: nobody but a GM can write the others. A combatant without a
 * record has the defaults (no count, not surprised…), so a record is written only when a GM's write makes
 * the state differ from what is remembered.
 */
import { combatantSystem } from "../combatant-system";
import { playerOwnerIds } from "./initiative-entries";

/** The combatant fields only a GM writes: the count, and the `system` fields its roll and place read. */
export interface GuardedState {
  initiative: number | null;
  surprised: boolean;
  suddenAction: boolean;
  initiativeAbility: string;
  surpriseCheck: number | null;
  tieRank: number | null;
  rollOffs: number[];
  ties: unknown[];
  riderId: string;
}

/** The guarded `system` fields, in the order of GuardedState. */
export const GUARDED_SYSTEM_FIELDS = [
  "surprised",
  "suddenAction",
  "initiativeAbility",
  "surpriseCheck",
  "tieRank",
  "rollOffs",
  "ties",
  "riderId",
] as const;
export type GuardedField = "initiative" | (typeof GUARDED_SYSTEM_FIELDS)[number];

/** A remembered state, with the actor or token the combatant stood for. */
export interface Remembered extends GuardedState {
  key: string;
}

/** A combatant nobody has written yet (the Combatant model's initial values). */
export const DEFAULT_STATE: Readonly<GuardedState> = Object.freeze({
  initiative: null,
  surprised: false,
  suddenAction: false,
  initiativeAbility: "",
  surpriseCheck: null,
  tieRank: null,
  rollOffs: [],
  ties: [],
  riderId: "",
});

const FLAG = "initiativeMemory";

/** The fields of a state that differ from `other`'s (compared as JSON: arrays and ties by value). */
export function differingFields(state: GuardedState, other: GuardedState): GuardedField[] {
  const fields: GuardedField[] = ["initiative", ...GUARDED_SYSTEM_FIELDS];
  return fields.filter((f) => JSON.stringify(state[f]) !== JSON.stringify(other[f]));
}

/**
 * What a combatant stands for across removal and re-adding: its unlinked token (each such token is its own
 * creature), else its actor, else only itself.
 */
export function memoryKey(combatant: Combatant.Implementation): string {
  const token = combatant.token as { actorLink?: boolean } | null | undefined;
  if (combatant.tokenId && token?.actorLink === false) return `token-${combatant.tokenId}`;
  if (combatant.actorId) return `actor-${combatant.actorId}`;
  return `combatant-${combatant.id ?? ""}`;
}

/** Whether a player owns the combatant (and so could write it on the server). */
export const isPlayers = (combatant: Combatant.Implementation): boolean => playerOwnerIds(combatant.actor).length > 0;

/** The combatant's guarded fields as they are now. */
export function stateOf(combatant: Combatant.Implementation): GuardedState {
  const s = combatantSystem(combatant);
  return {
    initiative: combatant.initiative,
    surprised: s.surprised,
    suddenAction: s.suddenAction,
    initiativeAbility: s.initiativeAbility,
    surpriseCheck: s.surpriseCheck,
    tieRank: s.tieRank,
    rollOffs: [...s.rollOffs],
    ties: structuredClone(s.ties),
    riderId: s.riderId,
  };
}

/** A stored record, read again: flags are plain data anyone reading the world could have shaped oddly. */
function readRecord(raw: unknown): Remembered | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
  if (typeof r.key !== "string") return null;
  return {
    key: r.key,
    initiative: num(r.initiative),
    surprised: r.surprised === true,
    suddenAction: r.suddenAction === true,
    initiativeAbility: typeof r.initiativeAbility === "string" ? r.initiativeAbility : "",
    surpriseCheck: num(r.surpriseCheck),
    tieRank: num(r.tieRank),
    rollOffs: Array.isArray(r.rollOffs) ? r.rollOffs.filter((n): n is number => typeof n === "number") : [],
    ties: Array.isArray(r.ties) ? (r.ties as unknown[]) : [],
    riderId: typeof r.riderId === "string" ? r.riderId : "",
  };
}

/**
 * Records not yet stored, per client user and combat: `waiting` for the next write, `writing` in the write under
 * way; combatant id → record, or null to forget it. Keyed by the client's user too: one browser runs one user,
 * and a test harness running several clients in one process must not share one client's memory with another.
 */
interface Unwritten {
  readonly waiting: Map<string, Remembered | null>;
  readonly writing: Set<Map<string, Remembered | null>>;
  scheduled: boolean;
}
const unwritten = new Map<string, Unwritten>();

function unwrittenOf(combat: Combat.Implementation): Unwritten {
  const key = `${game.user.id}:${combat.id ?? ""}`;
  let entry = unwritten.get(key);
  if (!entry) {
    entry = { waiting: new Map(), writing: new Set(), scheduled: false };
    unwritten.set(key, entry);
  }
  return entry;
}

/** Every record of `combat`, the unwritten ones included. */
function records(combat: Combat.Implementation): Map<string, Remembered> {
  const flags = combat.flags as { fray?: Record<string, unknown> };
  const stored = flags.fray?.[FLAG];
  const out = new Map<string, Remembered>();
  if (typeof stored === "object" && stored !== null) {
    for (const [id, raw] of Object.entries(stored)) {
      const record = readRecord(raw);
      if (record) out.set(id, record);
    }
  }
  const { writing, waiting } = unwrittenOf(combat);
  for (const [id, record] of [...[...writing].flatMap((batch) => [...batch]), ...waiting]) {
    if (record) out.set(id, record);
    else out.delete(id);
  }
  return out;
}

/** The state a GM last wrote on combatant `id` (the defaults when none is remembered). */
export function rememberedOf(combat: Combat.Implementation, id: string): GuardedState {
  return records(combat).get(id) ?? { ...DEFAULT_STATE };
}

/**
 * A record left by a combatant no longer in `combat` that stood for the same actor or token as `combatant`
 * (it was removed, and this is it added again), or null.
 */
export function recordOfRemoved(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): { readonly id: string; readonly record: Remembered } | null {
  const key = memoryKey(combatant);
  for (const [id, record] of records(combat)) {
    if (record.key === key && id !== combatant.id && !combat.combatants.has(id)) return { id, record };
  }
  return null;
}

/** Writes the records waiting for `combat` in one update of its flags. */
async function flush(combat: Combat.Implementation): Promise<void> {
  const entry = unwrittenOf(combat);
  entry.scheduled = false;
  const batch = new Map(entry.waiting);
  entry.waiting.clear();
  entry.writing.add(batch);
  const changes: Record<string, unknown> = {};
  for (const [id, record] of batch) {
    if (record) changes[`flags.fray.${FLAG}.${id}`] = record;
    else changes[`flags.fray.${FLAG}.-=${id}`] = null;
  }
  try {
    if (game.combats.has(combat.id ?? "")) await combat.update(changes);
  } finally {
    // Written (or the combat is gone): the stored flags hold them now.
    entry.writing.delete(batch);
  }
}

/** Queues a record (null: forget it); the first of a batch schedules one write for all of them. */
function queue(combat: Combat.Implementation, id: string, record: Remembered | null): Promise<void> | null {
  const entry = unwrittenOf(combat);
  entry.waiting.set(id, record);
  if (entry.scheduled) return null;
  entry.scheduled = true;
  // Hooks for one update run one after another without awaiting: they all join the first one's write.
  return Promise.resolve().then(() => flush(combat));
}

/**
 * Active GM: remembers the guarded state a GM just wrote on `combatant`, if a player owns it and the state
 * differs from what is remembered. Resolves once written (null when nothing was queued by this call).
 */
export function remember(combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void> | null {
  const id = combatant.id ?? "";
  if (!isPlayers(combatant)) return null;
  const now = stateOf(combatant);
  const before = records(combat).get(id);
  if (before?.key === memoryKey(combatant) && differingFields(now, before).length === 0) return null;
  if (!before && differingFields(now, DEFAULT_STATE).length === 0) return null;
  return queue(combat, id, { key: memoryKey(combatant), ...now });
}

/** Active GM: forgets the record of combatant `id` (one that a re-added combatant took over). */
export function forget(combat: Combat.Implementation, id: string): Promise<void> | null {
  return queue(combat, id, null);
}
