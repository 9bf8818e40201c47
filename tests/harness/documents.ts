import { TypeDataModel, DataModelValidationError } from "./data-model";
import { HarnessCollection } from "./collection";
import { OWNERSHIP, ctx, text, type DocumentOperation, type Source } from "./context";
import { createEmbedded, deleteEmbedded, updateEmbedded } from "./embedded";
import type { HarnessUser } from "./users";

export { OWNERSHIP, bindDocuments, type DocumentContext, type DocumentOperation } from "./context";

function isPlainObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Applies `changes` (nested objects or "a.b.c" keys) to a copy of `source`. */
export function mergeChanges(source: Source, changes: Source): Source {
  const out = structuredClone(source);
  for (const [key, value] of Object.entries(changes)) {
    const path = key.split(".");
    let target: Source = out;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(target[part])) target[part] = {};
      target = target[part] as Source;
    }
    const last = path[path.length - 1] as string;
    target[last] =
      isPlainObject(value) && isPlainObject(target[last]) ? mergeChanges(target[last], value) : structuredClone(value);
  }
  return out;
}

/**
 * Stand-in for a Foundry document (Actor, Item, ActiveEffect, ChatMessage…): create, update and delete with
 * permission checks and the `preCreate`/`create`/`preUpdate`/`update`/`preDelete`/`delete` hooks. A refused
 * or invalid change throws and leaves the stored source exactly as it was; a pre-hook returning false
 * cancels silently (`create`/`update` then resolve to undefined), as in Foundry.
 *
 * Embedded documents (`static embedded`, e.g. an Actor's `items` and `effects`) are built from the source
 * arrays, have `parent`, defer permissions to the parent (Foundry: "Embedded Documents defer to their parent
 * ownership"), and route their own `update`/`delete` through the parent's `*EmbeddedDocuments`. `toObject()`
 * returns plain source including the embedded arrays, so `new Actor(actor.toObject())` rebuilds the actor.
 * `prepareData()` runs system base data, the document's base data, the embedded documents, then derived data.
 */
export class HarnessDocument {
  static documentName = "Document";
  /** Users other than GMs may create documents of this kind (Foundry: per-document permissions). */
  static playersMayCreate = false;
  /** Embedded document name → the source field that holds them (Actor: `{ Item: "items", … }`). */
  static embedded: Record<string, string> = {};

  /** The configured class for this document name (`CONFIG.<Doc>.documentClass`), as in Foundry. */
  static get implementation(): typeof HarnessDocument {
    return ctx().documentClass(this.documentName) ?? this;
  }

  id: string;
  readonly parent: HarnessDocument | null;
  system: TypeDataModel | Source;
  #source: Source;
  readonly #collections = new Map<string, HarnessCollection<HarnessDocument>>();

  constructor(source: Source = {}, { parent = null }: { parent?: HarnessDocument | null } = {}) {
    const own = structuredClone(source);
    const lists = new Map<string, unknown[]>();
    for (const [name, field] of Object.entries(this.#class.embedded)) {
      lists.set(name, Array.isArray(own[field]) ? (own[field] as unknown[]) : []);
      Reflect.deleteProperty(own, field);
    }
    this.parent = parent;
    this.#source = own;
    this.id = String(own._id);
    this.system = this.#buildSystem(own);
    if (this.system instanceof TypeDataModel) this.#source.system = this.system.toObject();
    for (const [name, list] of lists) {
      const cls = ctx().documentClass(name);
      if (!cls) throw new Error(`harness: no document class for embedded ${name}`);
      const collection = new HarnessCollection<HarnessDocument>();
      for (const data of list as Source[]) {
        const doc = new cls({ ...data, _id: data._id ?? ctx().nextId() }, { parent: this });
        collection.set(doc.id, doc);
      }
      this.#collections.set(name, collection);
    }
    if (!parent) this.prepareData();
  }

  get #class(): typeof HarnessDocument {
    return this.constructor as typeof HarnessDocument;
  }

  get documentName(): string {
    return this.#class.documentName;
  }

  /** A copy of the source data, embedded documents included as arrays of their sources. */
  get _source(): Source {
    const out = structuredClone(this.#source);
    for (const [name, field] of Object.entries(this.#class.embedded)) {
      out[field] = this.getEmbeddedCollection(name).map((doc) => doc.toObject());
    }
    return out;
  }

  /** `Document#flags`: module and system data keyed by scope (`flags.fray…`), from the source. */
  get flags(): Record<string, unknown> {
    return structuredClone((this.#source.flags as Record<string, unknown> | undefined) ?? {});
  }

  get name(): string {
    return text(this.#source.name, "");
  }

  get type(): string {
    return text(this.#source.type, "base");
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  /** `Actor.<id>`, or `Actor.<id>.Item.<id>` for an embedded document. */
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }

  get ownership(): Record<string, number> {
    return (this.#source.ownership as Record<string, number> | undefined) ?? { default: OWNERSHIP.NONE };
  }

  getUserLevel(user: HarnessUser): number {
    if (this.parent) return this.parent.getUserLevel(user);
    if (user.isGM) return OWNERSHIP.OWNER;
    const own = this.ownership[user.id];
    if (own !== undefined && own !== OWNERSHIP.INHERIT) return own;
    return this.ownership.default ?? OWNERSHIP.NONE;
  }

  testUserPermission(user: HarnessUser, level: keyof typeof OWNERSHIP | number): boolean {
    const needed = typeof level === "number" ? level : OWNERSHIP[level];
    return this.getUserLevel(user) >= needed;
  }

  get isOwner(): boolean {
    return this.testUserPermission(ctx().currentUser(), "OWNER");
  }

  getEmbeddedCollection(embeddedName: string): HarnessCollection<HarnessDocument> {
    const collection = this.#collections.get(embeddedName);
    if (!collection) throw new Error(`${embeddedName} is not an embedded collection of ${this.documentName}`);
    return collection;
  }

  getEmbeddedDocument(embeddedName: string, id: string): HarnessDocument | undefined {
    return this.getEmbeddedCollection(embeddedName).get(id);
  }

  prepareData(): void {
    const model = this.system instanceof TypeDataModel ? this.system : null;
    model?.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    model?.prepareDerivedData();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {}

  /** Prepares every embedded document, between the parent's base and derived data (as Foundry does). */
  prepareEmbeddedDocuments(): void {
    for (const collection of this.#collections.values()) for (const doc of collection) doc.prepareData();
  }

  prepareDerivedData(): void {}

  /** Re-initializes this document and its embedded documents from source, then prepares it again. */
  reset(): void {
    this._resetData();
    this.prepareData();
  }

  /** @internal Re-initializes `system` here and below from source, erasing derived values. */
  _resetData(): void {
    if (this.system instanceof TypeDataModel) this.system.reset();
    else this.system = structuredClone((this.#source.system as Source | undefined) ?? {});
    for (const collection of this.#collections.values()) for (const doc of collection) doc._resetData();
  }

  /** @internal Validates `changes` against a copy of the source and returns a function that applies them. */
  _stageUpdate(changes: Source): () => void {
    if ("_id" in changes || "type" in changes) throw new Error(`${this.documentName}: _id and type may not change`);
    for (const field of Object.values(this.#class.embedded)) {
      if (Object.keys(changes).some((key) => key === field || key.startsWith(`${field}.`))) {
        throw new Error(`harness: change ${this.documentName}.${field} through the *EmbeddedDocuments methods`);
      }
    }
    const next = mergeChanges(this.#source, changes);
    const system = this.#buildSystem(next);
    if (system instanceof TypeDataModel) next.system = system.toObject();
    return () => {
      this.#source = next;
      this.system = system;
    };
  }

  static async create(data: Source, operation: DocumentOperation = {}): Promise<HarnessDocument | undefined> {
    const parent = operation.parent;
    if (parent instanceof HarnessDocument) {
      return (await parent.createEmbeddedDocuments(this.documentName, [data], operation))[0];
    }
    const doc = await this._createOne(data, operation);
    if (doc)
      ctx().record({ action: "create", documentName: this.implementation.documentName, parent: null, ids: [doc.id] });
    return doc;
  }

  /**
   * `Document.createDocuments(data[], operation)`: several top-level documents in one database call (one
   * operation-log entry); each is checked and hooked as `create` would.
   */
  static async createDocuments(data: Source[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    const parent = operation.parent;
    if (parent instanceof HarnessDocument) return parent.createEmbeddedDocuments(this.documentName, data, operation);
    const created: HarnessDocument[] = [];
    for (const entry of data) {
      const doc = await this._createOne(entry, operation);
      if (doc) created.push(doc);
    }
    ctx().record({
      action: "create",
      documentName: this.implementation.documentName,
      parent: null,
      ids: created.map((d) => d.id),
    });
    return created;
  }

  /** @internal One top-level create: permission, `_preCreate`, the pre-hook, then store and hook. */
  static async _createOne(data: Source, operation: DocumentOperation): Promise<HarnessDocument | undefined> {
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    const cls = this.implementation;
    if (!user.isGM && !cls.playersMayCreate) {
      throw new Error(`User ${user.name} lacks permission to create ${cls.documentName}`);
    }
    const source: Source = {
      ownership: { default: OWNERSHIP.NONE, [user.id]: OWNERSHIP.OWNER },
      ...structuredClone(data),
      _id: operation.keepId && typeof data._id === "string" ? data._id : c.nextId(),
    };
    const doc = new cls(source);
    if (doc.system instanceof TypeDataModel && (await doc.system._preCreate(data, operation, user)) === false) {
      return undefined;
    }
    if (!c.hooks.call(`preCreate${cls.documentName}`, doc, data, operation, user.id)) return undefined;
    c.collection(cls.documentName)?.set(doc.id, doc);
    c.hooks.callAll(`create${cls.documentName}`, doc, operation, user.id);
    return doc;
  }

  async update(proposed: Source, operation: DocumentOperation = {}): Promise<this | undefined> {
    const changes = structuredClone(proposed);
    if (this.parent) {
      const [updated] = await this.parent.updateEmbeddedDocuments(
        this.documentName,
        [{ ...changes, _id: this.id }],
        operation,
      );
      return updated ? this : undefined;
    }
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    if (!this.testUserPermission(user, "OWNER")) {
      throw new Error(`User ${user.name} lacks permission to update ${this.documentName} "${this.name}"`);
    }
    if (this.system instanceof TypeDataModel && (await this.system._preUpdate(changes, operation, user)) === false) {
      return undefined;
    }
    if ((await this._preUpdate(changes, operation, user)) === false) return undefined;
    const commit = this._stageUpdate(changes);
    if (!c.hooks.call(`preUpdate${this.documentName}`, this, changes, operation, user.id)) return undefined;
    commit();
    this.reset();
    c.record({ action: "update", documentName: this.documentName, parent: null, ids: [this.id] });
    c.hooks.callAll(`update${this.documentName}`, this, changes, operation, user.id);
    return this;
  }

  async delete(operation: DocumentOperation = {}): Promise<this | undefined> {
    if (this.parent) {
      const [deleted] = await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id], operation);
      return deleted ? this : undefined;
    }
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    if (!this.testUserPermission(user, "OWNER")) {
      throw new Error(`User ${user.name} lacks permission to delete ${this.documentName} "${this.name}"`);
    }
    if (!c.hooks.call(`preDelete${this.documentName}`, this, operation, user.id)) return undefined;
    c.collection(this.documentName)?.delete(this.id);
    c.record({ action: "delete", documentName: this.documentName, parent: null, ids: [this.id] });
    c.hooks.callAll(`delete${this.documentName}`, this, operation, user.id);
    return this;
  }

  /**
   * v13 `Document#_preUpdate(changed, options, user)`: runs on the client that asked for the update, before the
   * `preUpdate<Name>` hook; returning false drops the update. Does nothing here; Fray's documents override it.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-invalid-void-type -- Foundry's signature
  async _preUpdate(changed: Source, options: DocumentOperation, user: HarnessUser): Promise<boolean | void> {}

  /** Applies `changes` to the source without a database operation or hooks (`Document#updateSource`). */
  updateSource(changes: Source): void {
    this._stageUpdate(changes)();
    this.reset();
  }

  /** Creates embedded documents (`actor.createEmbeddedDocuments("Item", [...])`); see embedded.ts. */
  createEmbeddedDocuments(name: string, data: Source[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    return createEmbedded(this, name, data, operation);
  }

  /** Updates embedded documents from `[{ _id, ...changes }]`; see embedded.ts. */
  updateEmbeddedDocuments(
    name: string,
    updates: Source[],
    operation: DocumentOperation = {},
  ): Promise<HarnessDocument[]> {
    return updateEmbedded(this, name, updates, operation);
  }

  /** Deletes embedded documents by id; see embedded.ts. */
  deleteEmbeddedDocuments(name: string, ids: string[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    return deleteEmbedded(this, name, ids, operation);
  }

  toObject(): Source {
    return this._source;
  }

  #buildSystem(source: Source): TypeDataModel | Source {
    const models = ctx().dataModels(this.documentName);
    if (!models) return structuredClone((source.system as Source | undefined) ?? {});
    const model = models[this.type];
    if (!model && this.type === "base") return structuredClone((source.system as Source | undefined) ?? {});
    if (!model) throw new DataModelValidationError(`${this.documentName}: unknown type "${this.type}"`);
    return new model(source.system, { parent: this });
  }
}
