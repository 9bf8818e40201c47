/**
 * The world: what Foundry's server holds and does. It stores every document's source (embedded documents in
 * their parent's source arrays), checks each operation a client sends against the server's permission rules
 * (permissions.ts), writes it, records it, and broadcasts it to every connected client, where each client's
 * own document instances apply it and run `_on*` methods and hooks (documents.ts, `receive*`).
 *
 * - Requests arrive as JSON (see `overTheWire`): data, changes and operation options lose functions and
 *   class instances on the way, as they do over Foundry's socket.
 * - A refused operation throws and writes nothing, for the whole batch.
 * - The broadcast is delivered to every connected client at once, in the order the server handled the
 *   operations (Foundry's socket keeps that order per connection); the asking client is served first.
 * - `userId` in the broadcast is the asking client's user: the server fills it, never the request.
 */
import { overTheWire, type OperationRecord, type Source } from "./context";
import { refuseCreate, refuseDelete, refuseUpdate, type StoredPath } from "./permissions";
import { diffSources, mergeChanges } from "./source-diff";
import { runOn, type RuntimeClient } from "./runtime";
import type { HarnessUser, HarnessUsers } from "./users";
import type { HarnessSettings } from "./settings";

/** Embedded collections by parent document name: embedded document name → source field. */
export const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  Combat: { Combatant: "combatants", CombatantGroup: "groups" },
  Scene: { Token: "tokens", Wall: "walls", MeasuredTemplate: "templates", Region: "regions" },
  Region: { RegionBehavior: "behaviors" },
};

/** Top-level document types the world stores. */
export const WORLD_COLLECTIONS = ["Actor", "Item", "Combat", "ChatMessage", "Scene", "Macro", "Folder"] as const;

export interface CreateEvent {
  readonly kind: "create";
  readonly documentName: string;
  readonly parentUuid: string | null;
  readonly sources: Source[];
  readonly options: Source;
  readonly userId: string;
}

export interface UpdateEvent {
  readonly kind: "update";
  readonly documentName: string;
  readonly parentUuid: string | null;
  /** Each a diff with its `_id`. */
  readonly diffs: Source[];
  readonly options: Source;
  readonly userId: string;
}

export interface DeleteEvent {
  readonly kind: "delete";
  readonly documentName: string;
  readonly parentUuid: string | null;
  readonly ids: string[];
  readonly options: Source;
  readonly userId: string;
}

export type WorldEvent = CreateEvent | UpdateEvent | DeleteEvent;

/** A client as the world sees it: its user, and where it applies a broadcast. */
export interface WorldClient extends RuntimeClient {
  readonly user: HarnessUser;
  readonly settings: HarnessSettings;
  receive(event: WorldEvent): void;
}

interface Located {
  source: Source;
  /** Its parents' stored sources, nearest first. */
  parents: { documentName: string; source: Source }[];
}

export class HarnessWorld {
  readonly users: HarnessUsers;
  readonly clients: WorldClient[] = [];
  readonly operations: OperationRecord[] = [];
  /** World-scope setting values by `namespace.key`. */
  readonly settingValues = new Map<string, unknown>();
  readonly #store = new Map<string, Map<string, Source>>();
  #idCounter = 0;

  constructor(users: HarnessUsers) {
    this.users = users;
    for (const name of WORLD_COLLECTIONS) this.#store.set(name, new Map());
  }

  /** A new 16-character document id. */
  nextId(): string {
    return `harness${String(++this.#idCounter).padStart(9, "0")}`;
  }

  /** The clients whose users are connected, in the order they joined. */
  connectedClients(): WorldClient[] {
    return this.clients.filter((c) => c.user.active);
  }

  /** Every stored top-level source of a type (a connecting client loads these). */
  sources(documentName: string): Source[] {
    return [...(this.#store.get(documentName)?.values() ?? [])].map((s) => structuredClone(s));
  }

  /** A stored source by uuid (a copy), or undefined. */
  sourceOf(uuid: string): Source | undefined {
    const found = this.#locate(uuid);
    return found ? structuredClone(found.source) : undefined;
  }

  /** Creates documents for `user`: permission, store, broadcast. Returns the stored sources. */
  create(
    user: HarnessUser,
    documentName: string,
    parentUuid: string | null,
    data: Source[],
    options: Source,
  ): Source[] {
    const wire = overTheWire({ data, options });
    const { parent, parents } = this.#parentOf(parentUuid);
    const sources = wire.data.map((entry) => {
      const source: Source = { ...entry, _id: typeof entry._id === "string" ? entry._id : this.nextId() };
      const refusal = refuseCreate(this, user, { documentName, source, parents });
      if (refusal) throw new Error(refusal);
      return source;
    });
    const list = this.#listFor(documentName, parentUuid, parent);
    for (const source of sources) {
      const id = source._id as string;
      if (list.has(id)) throw new Error(`${documentName} "${id}" already exists`);
    }
    for (const source of sources) list.set(source._id as string, structuredClone(source));
    this.#record(
      "create",
      documentName,
      parentUuid,
      sources.map((s) => s._id as string),
      user,
    );
    this.#broadcast({ kind: "create", documentName, parentUuid, sources, options: wire.options, userId: user.id });
    return sources;
  }

  /**
   * Updates documents for `user`. Each update is `{_id, ...changes}`; the server diffs it against what it
   * stores, checks permission on that diff, writes, and broadcasts the diffs. Updates with nothing left to
   * change are dropped. Returns the diffs written.
   */
  update(
    user: HarnessUser,
    documentName: string,
    parentUuid: string | null,
    updates: Source[],
    options: Source,
  ): Source[] {
    const wire = overTheWire({ updates, options });
    const { parent, parents } = this.#parentOf(parentUuid);
    const list = this.#listFor(documentName, parentUuid, parent);
    const staged = wire.updates.flatMap(({ _id, ...changes }) => {
      const id = String(_id);
      const source = list.get(id);
      if (!source) throw new Error(`${documentName} "${id}" does not exist`);
      const next = mergeChanges(source, changes);
      const diff = diffSources(source, next);
      if (!Object.keys(diff).length) return [];
      const path: StoredPath = { documentName, source, parents };
      const refusal = refuseUpdate(this, user, path, diff, () => this.#canChangeTurn(user, source, next));
      if (refusal) throw new Error(refusal);
      return [{ id, next, diff: { ...diff, _id: id } }];
    });
    if (!staged.length) return [];
    for (const { id, next } of staged) list.set(id, next);
    this.#record(
      "update",
      documentName,
      parentUuid,
      staged.map((s) => s.id),
      user,
    );
    const diffs = staged.map((s) => s.diff);
    this.#broadcast({ kind: "update", documentName, parentUuid, diffs, options: wire.options, userId: user.id });
    return diffs;
  }

  /** Deletes documents for `user`: permission, remove, broadcast. Returns the deleted ids. */
  delete(user: HarnessUser, documentName: string, parentUuid: string | null, ids: string[], options: Source): string[] {
    const wire = overTheWire({ ids, options });
    const { parent, parents } = this.#parentOf(parentUuid);
    const list = this.#listFor(documentName, parentUuid, parent);
    for (const id of wire.ids) {
      const source = list.get(id);
      if (!source) throw new Error(`${documentName} "${id}" does not exist`);
      const refusal = refuseDelete(this, user, { documentName, source, parents });
      if (refusal) throw new Error(refusal);
    }
    for (const id of wire.ids) list.delete(id);
    this.#record("delete", documentName, parentUuid, wire.ids, user);
    this.#broadcast({
      kind: "delete",
      documentName,
      parentUuid,
      ids: wire.ids,
      options: wire.options,
      userId: user.id,
    });
    return wire.ids;
  }

  /** permissions.ts: an actor's stored source. */
  actorSource(id: string): Source | undefined {
    return this.#store.get("Actor")?.get(id);
  }

  /**
   * v13 `Combat#_canChangeTurn` / `_canChangeRound` as the server applies them to a player's update: only the
   * owner of the combatant whose turn it is may end that turn, moving to the next turn (or round); nothing else.
   * The order is core's (initiative descending, unrolled last, then id): the server runs core's rules, never a
   * system's sort. See FIDELITY.md.
   */
  #canChangeTurn(user: HarnessUser, before: Source, after: Source): boolean {
    const combatants = (before.combatants as Source[] | undefined) ?? [];
    const order = [...combatants].sort((a, b) => {
      const ia = typeof a.initiative === "number" ? a.initiative : -Infinity;
      const ib = typeof b.initiative === "number" ? b.initiative : -Infinity;
      return ib - ia || String(a._id).localeCompare(String(b._id));
    });
    const turn = typeof before.turn === "number" ? before.turn : null;
    const current = turn === null ? undefined : order[turn];
    if (!current) return false;
    const actor = typeof current.actorId === "string" ? this.actorSource(current.actorId) : undefined;
    const ownership = (actor?.ownership ?? {}) as Record<string, number>;
    if ((ownership[user.id] ?? ownership.default ?? 0) < 3) return false;
    const round = typeof before.round === "number" ? before.round : 0;
    const nextTurn = after.turn;
    const nextRound = after.round;
    const forward = nextRound === round && nextTurn === (turn ?? 0) + 1;
    // The round rolls over only from the last turn (a jump to the next round would pass over later turns).
    const wraps = nextRound === round + 1 && nextTurn === 0 && (turn ?? 0) === order.length - 1;
    return forward || wraps;
  }

  #broadcast(event: WorldEvent): void {
    const asker = this.clients.find((c) => c.user.id === event.userId);
    const others = this.connectedClients().filter((c) => c !== asker);
    for (const client of asker?.user.active ? [asker, ...others] : others) {
      runOn(client, () => {
        client.receive(overTheWire(event));
      });
    }
  }

  #record(
    action: OperationRecord["action"],
    documentName: string,
    parent: string | null,
    ids: string[],
    user: HarnessUser,
  ) {
    this.operations.push({ action, documentName, parent, ids, userId: user.id });
  }

  #nameOf(uuid: string): string {
    const parts = uuid.split(".");
    return parts[parts.length - 2] as string;
  }

  #require(uuid: string): Located {
    const found = this.#locate(uuid);
    if (!found) throw new Error(`harness world: no document ${uuid}`);
    return found;
  }

  /** The map of stored sources a document of `documentName` lives in (top-level, or a parent's array). */
  #listFor(documentName: string, parentUuid: string | null, parent: Located | null): Map<string, Source> {
    if (!parent || !parentUuid) {
      const top = this.#store.get(documentName);
      if (!top) throw new Error(`harness world: ${documentName} is not a world collection`);
      return top;
    }
    const field = EMBEDDED[this.#nameOf(parentUuid)]?.[documentName];
    if (!field) throw new Error(`harness world: ${documentName} can't be embedded in ${parentUuid}`);
    return arrayMap(parent.source, field);
  }

  /** The stored parent of an embedded operation, and its own parents (nearest first). */
  #parentOf(parentUuid: string | null): { parent: Located | null; parents: StoredPath["parents"] } {
    if (!parentUuid) return { parent: null, parents: [] };
    const parent = this.#require(parentUuid);
    return { parent, parents: [{ documentName: this.#nameOf(parentUuid), source: parent.source }, ...parent.parents] };
  }

  #locate(uuid: string): Located | undefined {
    const parts = uuid.split(".");
    if (parts.length < 2 || parts.length % 2 !== 0) return undefined;
    const [rootName, rootId, ...rest] = parts as [string, string, ...string[]];
    let source = this.#store.get(rootName)?.get(rootId);
    let name = rootName;
    const parents: { documentName: string; source: Source }[] = [];
    for (let i = 0; source && i < rest.length; i += 2) {
      const [childName, childId] = [rest[i] as string, rest[i + 1] as string];
      const field = EMBEDDED[name]?.[childName];
      if (!field) return undefined;
      const list = (source[field] as Source[] | undefined) ?? [];
      parents.unshift({ documentName: name, source });
      source = list.find((s) => s._id === childId);
      name = childName;
    }
    return source ? { source, parents } : undefined;
  }
}

/**
 * A Map view over a source's embedded array: reads find by `_id`, writes change the array in place, so the
 * parent's stored source always holds its embedded documents.
 */
function arrayMap(parent: Source, field: string): Map<string, Source> {
  const list = ((parent[field] as Source[] | undefined) ??= []);
  return new (class extends Map<string, Source> {
    override get(id: string) {
      return list.find((s) => s._id === id);
    }
    override has(id: string) {
      return list.some((s) => s._id === id);
    }
    override set(id: string, source: Source) {
      const at = list.findIndex((s) => s._id === id);
      if (at >= 0) list[at] = source;
      else list.push(source);
      return this;
    }
    override delete(id: string) {
      const at = list.findIndex((s) => s._id === id);
      if (at >= 0) list.splice(at, 1);
      return at >= 0;
    }
  })();
}
