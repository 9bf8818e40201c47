/**
 * Document operations as v13 runs them, in two halves:
 *
 * 1. On the asking client (`clientCreate` / `clientUpdate` / `clientDelete`): the documents must be this
 *    client's own copies; new data and changes are validated against the data models (an invalid entry throws
 *    and nothing is sent); `_preCreate` / `_preUpdate` / `_preDelete` and the `pre*` hooks run here only, and
 *    false drops that document; changes are expanded ("a.b" → nested) and diffed against the copy, and an
 *    update with an empty diff is not sent. Then the world (the server) is asked, with the client's user.
 * 2. On every connected client (`receive`, called by the world's broadcast in that client's context): the
 *    client's own copies take the change, then `_onCreate` / `_onUpdate` / `_onDelete`, the parent's
 *    `_on*DescendantDocuments`, and the `create*` / `update*` / `delete*` hooks, with the server's userId.
 *
 * Sources: v13 API, foundry.abstract.Document (`_preCreate`, `_onCreate`…, "called on every connected
 * client"), ClientDocumentMixin (`_onCreateDescendantDocuments`…), hookEvents.preCreateDocument ("only on the
 * client which requested the operation"), hookEvents.createDocument ("on all clients"). See FIDELITY.md.
 */
import { ctx, type DocumentOperation, type Source } from "./context";
import type { HarnessDocument } from "./documents";
import { diffSources, expandObject } from "./source-diff";
import type { WorldEvent } from "./world";

/** The documents of `name` a client holds under `parent` (or its world collection). */
function collectionOf(parent: HarnessDocument | null, name: string) {
  const collection = parent ? parent._embedded(name) : ctx().collection(name);
  if (!collection) throw new Error(`harness: ${name} is not a world collection`);
  return collection;
}

/** Operation options as they go to the server: the `parent` instance is sent as its uuid. */
function wireOptions(parent: HarnessDocument | null, operation: DocumentOperation): Source {
  const rest = { ...operation };
  delete rest.parent;
  return parent ? { ...rest, parentUuid: parent.uuid } : rest;
}

export async function clientCreate(
  parent: HarnessDocument | null,
  cls: typeof HarnessDocument,
  data: Source[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  const user = c.currentUser();
  const name = cls.documentName;
  const world = c.world;
  const accepted: Source[] = [];
  // Built (and so validated) first: one invalid entry sends nothing at all.
  const built = data.map((entry) => {
    const source: Source = structuredClone(entry);
    source._id = operation.keepId && typeof entry._id === "string" ? entry._id : world.nextId();
    if (!parent && name !== "ChatMessage" && name !== "Combat" && source.ownership === undefined) {
      // v13: the creator of a world document owns it.
      source.ownership = { default: 0, [user.id]: 3 };
    }
    if (name === "ChatMessage" || name === "Macro" || name === "MeasuredTemplate") source.author ??= user.id;
    return { doc: new cls(source, { parent }), entry };
  });
  for (const { doc, entry } of built) {
    if ((await doc._preCreate(entry, operation, user)) === false) continue;
    if (!c.hooks.call(`preCreate${name}`, doc, entry, operation, user.id)) continue;
    accepted.push(doc.toObject());
  }
  if (!accepted.length) return [];
  const created = world.create(user, name, parent?.uuid ?? null, accepted, wireOptions(parent, operation));
  const collection = collectionOf(parent, name);
  return created.flatMap((s) => collection.get(s._id as string) ?? []);
}

export async function clientUpdate(
  parent: HarnessDocument | null,
  name: string,
  updates: Source[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  const user = c.currentUser();
  const collection = collectionOf(parent, name);
  const staged = updates.map(({ _id, ...rest }) => {
    const doc = collection.get(String(_id));
    if (!doc) throw new Error(`${name} "${String(_id)}" does not exist on ${c.label}'s client`);
    const changes = expandObject(structuredClone(rest));
    doc._stageUpdate(changes);
    return { doc, changes };
  });
  const sent: Source[] = [];
  const docs: HarnessDocument[] = [];
  for (const { doc, changes } of staged) {
    if ((await doc._preUpdate(changes, operation, user)) === false) continue;
    if (!c.hooks.call(`preUpdate${name}`, doc, changes, operation, user.id)) continue;
    // The pre-methods may have changed `changes`: validate again, then send only what differs.
    const { next } = doc._stageUpdate(changes);
    const diff = diffSources(doc._ownSource, next);
    if (!Object.keys(diff).length) continue;
    sent.push({ ...diff, _id: doc.id });
    docs.push(doc);
  }
  if (!sent.length) return [];
  const written = c.world.update(user, name, parent?.uuid ?? null, sent, wireOptions(parent, operation));
  const ids = new Set(written.map((d) => d._id));
  return docs.filter((d) => ids.has(d.id));
}

export async function clientDelete(
  parent: HarnessDocument | null,
  name: string,
  ids: string[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  const user = c.currentUser();
  const collection = collectionOf(parent, name);
  const docs = ids.map((id) => {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${name} "${id}" does not exist on ${c.label}'s client`);
    return doc;
  });
  const accepted: HarnessDocument[] = [];
  for (const doc of docs) {
    if ((await doc._preDelete(operation, user)) === false) continue;
    if (!c.hooks.call(`preDelete${name}`, doc, operation, user.id)) continue;
    accepted.push(doc);
  }
  if (!accepted.length) return [];
  c.world.delete(
    user,
    name,
    parent?.uuid ?? null,
    accepted.map((d) => d.id),
    wireOptions(parent, operation),
  );
  return accepted;
}

/** The parent copy an event names on the running client, or null for a world document. */
function parentCopy(parentUuid: string | null): HarnessDocument | null {
  if (!parentUuid) return null;
  const parent = fromUuidSync(parentUuid);
  if (!parent) throw new Error(`harness: ${ctx().label}'s client has no ${parentUuid}`);
  return parent;
}

/** Applies a broadcast to the running client's copies and runs its `_on*` methods and hooks. */
export function receive(event: WorldEvent): void {
  const c = ctx();
  const parent = parentCopy(event.parentUuid);
  const collection = collectionOf(parent, event.documentName);
  const options = event.options as DocumentOperation;
  const name = event.documentName;
  if (event.kind === "create") {
    const cls = c.documentClass(name);
    if (!cls) throw new Error(`harness: no document class for ${name}`);
    const docs = event.sources.map((s) => new cls(s, { parent }));
    for (const doc of docs) collection.set(doc.id, doc);
    parent?.reset();
    for (const [i, doc] of docs.entries()) doc._onCreate(event.sources[i] as Source, options, event.userId);
    parent?._onCreateDescendantDocuments(parent, name, docs, event.sources, options, event.userId);
    for (const doc of docs) c.hooks.callAll(`create${name}`, doc, options, event.userId);
    // F88: the chat log draws each new message (renderChatMessageHTML on this client).
    if (name === "ChatMessage") for (const doc of docs) c.chatLog?.render(doc);
    return;
  }
  if (event.kind === "update") {
    const docs = event.diffs.map(({ _id, ...diff }) => {
      const doc = collection.get(String(_id));
      if (!doc) throw new Error(`harness: ${c.label}'s client has no ${name} ${String(_id)}`);
      doc._stageUpdate(diff).commit();
      return doc;
    });
    if (parent) parent.reset();
    else for (const doc of docs) doc.reset();
    for (const [i, doc] of docs.entries()) doc._onUpdate(event.diffs[i] as Source, options, event.userId);
    parent?._onUpdateDescendantDocuments(parent, name, docs, event.diffs, options, event.userId);
    for (const [i, doc] of docs.entries()) c.hooks.callAll(`update${name}`, doc, event.diffs[i], options, event.userId);
    if (name === "ChatMessage") for (const doc of docs) c.chatLog?.render(doc);
    return;
  }
  const docs = event.ids.flatMap((id) => collection.get(id) ?? []);
  for (const doc of docs) collection.delete(doc.id);
  parent?.reset();
  for (const doc of docs) doc._onDelete(options, event.userId);
  parent?._onDeleteDescendantDocuments(parent, name, docs, event.ids, options, event.userId);
  for (const doc of docs) c.hooks.callAll(`delete${name}`, doc, options, event.userId);
  if (name === "ChatMessage") for (const doc of docs) c.chatLog?.remove(doc.id);
}

/**
 * The document a uuid names on the running client (`Actor.<id>`, `Actor.<id>.Item.<id>`,
 * `Scene.<id>.Token.<id>`), or null, like Foundry's `fromUuidSync`. Compendium uuids are not imitated (null).
 */
export function fromUuidSync(uuid: string): HarnessDocument | null {
  const parts = uuid.split(".");
  if (parts.length < 2 || parts.length % 2 !== 0) return null;
  const [rootName, rootId, ...rest] = parts as [string, string, ...string[]];
  let doc = ctx().collection(rootName)?.get(rootId) ?? null;
  for (let i = 0; doc && i < rest.length; i += 2) {
    const [name, id] = [rest[i] as string, rest[i + 1] as string];
    try {
      doc = doc.getEmbeddedDocument(name, id) ?? null;
    } catch {
      return null;
    }
  }
  return doc;
}

/** `fromUuid`: the asynchronous form of {@link fromUuidSync}. */
export async function fromUuid(uuid: string): Promise<HarnessDocument | null> {
  return fromUuidSync(uuid);
}
