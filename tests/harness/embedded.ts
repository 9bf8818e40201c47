/**
 * Embedded-document operations of the harness (Foundry's `createEmbeddedDocuments`,
 * `updateEmbeddedDocuments`, `deleteEmbeddedDocuments`) and uuid lookup (`fromUuid`, `fromUuidSync`).
 *
 * Imitated from the v13 API docs (foundry.documents.Actor, ClientDocumentMixin): the acting user needs OWNER
 * on the parent; every new or changed document is validated before anything is stored, so an invalid entry
 * rejects the whole call and changes nothing; a document's `_preUpdate` returning false drops that update (before the
 * hooks); `preCreate<Name>`/`preUpdate<Name>`/`preDelete<Name>` returning
 * false drops that one document; the parent is then reset and prepared again (embedded documents before the
 * parent's derived data) and `create<Name>`/`update<Name>`/`delete<Name>` fire. `_id`s in the data are kept
 * only with `keepId: true`, as in Foundry.
 */
import { ctx, type DocumentOperation, type Source } from "./context";
import type { HarnessDocument } from "./documents";
import type { HarnessUser } from "./users";

function actingUser(parent: HarnessDocument, name: string, verb: string, operation: DocumentOperation): HarnessUser {
  const user = operation.user ?? ctx().currentUser();
  if (!parent.testUserPermission(user, "OWNER")) {
    throw new Error(`User ${user.name} lacks permission to ${verb} ${name} in ${parent.documentName} "${parent.name}"`);
  }
  return user;
}

/** Combatant fields a player may change on a combatant whose actor it owns (v13 BaseCombatant's update rule). */
const PLAYER_COMBATANT_KEYS = new Set(["initiative", "flags", "defeated"]);

/**
 * v13 BaseCombatant: a GM may change anything; a player only `initiative`, `flags` and `defeated`, and only on
 * a combatant whose actor it owns. Everything else (the `system` turn ledger included) goes through the GM.
 */
function checkCombatantUpdate(user: HarnessUser, doc: HarnessDocument, changes: Source): void {
  if (user.isGM) return;
  const actor = (doc as unknown as { actor: HarnessDocument | null }).actor;
  const owns = actor?.testUserPermission(user, "OWNER") ?? false;
  const keys = Object.keys(changes).map((k) => k.split(".")[0] as string);
  if (!owns || keys.some((k) => !PLAYER_COMBATANT_KEYS.has(k))) {
    throw new Error(`User ${user.name} lacks permission to update Combatant "${doc.name}"`);
  }
}

function existing(parent: HarnessDocument, name: string, id: unknown): HarnessDocument {
  const doc = parent.getEmbeddedCollection(name).get(String(id));
  if (!doc) throw new Error(`${name} "${String(id)}" does not exist in ${parent.documentName} "${parent.name}"`);
  return doc;
}

export async function createEmbedded(
  parent: HarnessDocument,
  name: string,
  data: Source[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  const collection = parent.getEmbeddedCollection(name);
  const user = actingUser(parent, name, "create", operation);
  const cls = c.documentClass(name);
  if (!cls) throw new Error(`harness: no document class for ${name}`);
  const pending = data.map((entry) => {
    const id = operation.keepId && typeof entry._id === "string" ? entry._id : c.nextId();
    if (collection.has(id))
      throw new Error(`${name} "${id}" already exists in ${parent.documentName} "${parent.name}"`);
    return { doc: new cls({ ...structuredClone(entry), _id: id }, { parent }), entry };
  });
  const accepted = pending.filter(({ doc, entry }) => c.hooks.call(`preCreate${name}`, doc, entry, operation, user.id));
  for (const { doc } of accepted) collection.set(doc.id, doc);
  if (accepted.length) parent.reset();
  c.record({ action: "create", documentName: name, parent: parent.uuid, ids: accepted.map(({ doc }) => doc.id) });
  for (const { doc } of accepted) c.hooks.callAll(`create${name}`, doc, operation, user.id);
  return accepted.map(({ doc }) => doc);
}

export async function updateEmbedded(
  parent: HarnessDocument,
  name: string,
  updates: Source[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  parent.getEmbeddedCollection(name);
  const user =
    name === "Combatant" ? (operation.user ?? c.currentUser()) : actingUser(parent, name, "update", operation);
  const staged = updates.map(({ _id, ...changes }) => {
    const doc = existing(parent, name, _id);
    if (name === "Combatant") checkCombatantUpdate(user, doc, changes);
    return { doc, changes, commit: doc._stageUpdate(changes) };
  });
  const allowed: typeof staged = [];
  for (const entry of staged)
    if ((await entry.doc._preUpdate(entry.changes, operation, user)) !== false) allowed.push(entry);
  const accepted = allowed.filter(({ doc, changes }) =>
    c.hooks.call(`preUpdate${name}`, doc, changes, operation, user.id),
  );
  for (const { commit } of accepted) commit();
  if (accepted.length) parent.reset();
  c.record({ action: "update", documentName: name, parent: parent.uuid, ids: accepted.map(({ doc }) => doc.id) });
  for (const { doc, changes } of accepted) c.hooks.callAll(`update${name}`, doc, changes, operation, user.id);
  return accepted.map(({ doc }) => doc);
}

export async function deleteEmbedded(
  parent: HarnessDocument,
  name: string,
  ids: string[],
  operation: DocumentOperation,
): Promise<HarnessDocument[]> {
  const c = ctx();
  const collection = parent.getEmbeddedCollection(name);
  const user = actingUser(parent, name, "delete", operation);
  const docs = ids.map((id) => existing(parent, name, id));
  const accepted = docs.filter((doc) => c.hooks.call(`preDelete${name}`, doc, operation, user.id));
  for (const doc of accepted) collection.delete(doc.id);
  if (accepted.length) parent.reset();
  c.record({ action: "delete", documentName: name, parent: parent.uuid, ids: accepted.map((doc) => doc.id) });
  for (const doc of accepted) c.hooks.callAll(`delete${name}`, doc, operation, user.id);
  return accepted;
}

/**
 * The document a uuid names (`Actor.<id>`, `Actor.<id>.Item.<id>`, `ChatMessage.<id>`), or null, like
 * Foundry's `fromUuidSync`. Compendium uuids are not imitated (null).
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
