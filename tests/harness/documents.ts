import { TypeDataModel, DataModelValidationError } from "./data-model";
import { HarnessCollection } from "./collection";
import { OWNERSHIP, ctx, text, type DocumentContext, type DocumentOperation, type Source } from "./context";
import { clientCreate, clientDelete, clientUpdate } from "./operations";
import { EMBEDDED } from "./world";
import { mergeChanges } from "./source-diff";
import type { HarnessUser } from "./users";

export { OWNERSHIP, type DocumentContext, type DocumentOperation } from "./context";
export { mergeChanges } from "./source-diff";

/**
 * Stand-in for a Foundry client document (Actor, Item, ActiveEffect, ChatMessage, Combat…), one instance per
 * client: each connected client holds its own copy of every document, built from the world's source, and
 * code on one client never touches another client's copy (using one there throws, naming the fix).
 *
 * An operation runs as v13 runs it (operations.ts): on the asking client the data is validated against the
 * data models, `_preCreate` / `_preUpdate` / `_preDelete` (which call the system model's) and the
 * `preCreate*` / `preUpdate*` / `preDelete*` hooks run; false from any drops that document; an update whose
 * diff is empty is dropped. The server (world.ts) then checks permission, writes and broadcasts; every
 * connected client applies the change to its own copy and runs `_onCreate` / `_onUpdate` / `_onDelete` (and
 * the parent's `_on*DescendantDocuments`) and the `create*` / `update*` / `delete*` hooks with the server's
 * `userId` and the options as JSON. A refused or invalid change throws and leaves every copy as it was.
 *
 * Embedded documents (`static embedded`, e.g. an Actor's `items` and `effects`) are built from the source
 * arrays, have `parent`, take their parent's ownership, and route their own `update` / `delete` through the
 * parent's `*EmbeddedDocuments`. `toObject()` returns plain source including the embedded arrays.
 * `prepareData()` runs system base data, the document's base data, the embedded documents, then derived data.
 */
export class HarnessDocument {
  static documentName = "Document";
  /** The document has `system` data of a sub-type (Actor, Item…); a Macro's `type` is a core field, not a sub-type. */
  static hasSystem = true;

  /** Embedded document name → the source field that holds them (Actor: `{ Item: "items", … }`). */
  static get embedded(): Record<string, string> {
    return EMBEDDED[this.documentName] ?? {};
  }

  /** The configured class for this document name (`CONFIG.<Doc>.documentClass`), as in Foundry. */
  static get implementation(): typeof HarnessDocument {
    return ctx().documentClass(this.documentName) ?? this;
  }

  id: string;
  readonly parent: HarnessDocument | null;
  system: TypeDataModel | Source;
  /** The client this copy lives on. */
  readonly #client: DocumentContext;
  #source: Source;
  readonly #collections = new Map<string, HarnessCollection<HarnessDocument>>();

  constructor(source: Source = {}, { parent = null }: { parent?: HarnessDocument | null } = {}) {
    this.#client = ctx();
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
      const cls = this.#client.documentClass(name);
      if (!cls) throw new Error(`harness: no document class for embedded ${name}`);
      const collection = new HarnessCollection<HarnessDocument>();
      for (const data of list as Source[]) {
        const doc = new cls({ ...data, _id: data._id ?? this.#client.world.nextId() }, { parent: this });
        collection.set(doc.id, doc);
      }
      this.#collections.set(name, collection);
    }
    if (!parent) this.prepareData();
  }

  get #class(): typeof HarnessDocument {
    return this.constructor as typeof HarnessDocument;
  }

  /** @internal The client this copy lives on. */
  get _client(): DocumentContext {
    return this.#client;
  }

  /** @internal Throws unless the running code is this copy's client's (a test mixing up clients' copies). */
  _assertOnOwnClient(verb: string): void {
    const running = ctx();
    if (running === this.#client) return;
    throw new Error(
      `harness: ${verb} ${this.uuid} from ${running.label}'s client with ${this.#client.label}'s copy; ` +
        `take that client's own copy (h.doc(document) or client.doc(document))`,
    );
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

  /** Whether this client's user owns the document. */
  get isOwner(): boolean {
    return this.testUserPermission(this.#client.currentUser(), "OWNER");
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

  /**
   * @internal Validates `changes` against a copy of the source; returns the resulting source and a function
   * that stores it. Throws, changing nothing, when the result would be invalid.
   */
  _stageUpdate(changes: Source): { next: Source; commit: () => void } {
    if ("_id" in changes || "type" in changes) throw new Error(`${this.documentName}: _id and type may not change`);
    for (const field of Object.values(this.#class.embedded)) {
      if (Object.keys(changes).some((key) => key === field || key.startsWith(`${field}.`))) {
        throw new Error(`harness: change ${this.documentName}.${field} through the *EmbeddedDocuments methods`);
      }
    }
    const next = mergeChanges(this.#source, changes);
    const system = this.#buildSystem(next);
    if (system instanceof TypeDataModel) next.system = system.toObject();
    return {
      next,
      commit: () => {
        this.#source = next;
        this.system = system;
      },
    };
  }

  /** @internal The own source (embedded documents left out), for diffs. */
  get _ownSource(): Source {
    return structuredClone(this.#source);
  }

  /** @internal Adds or removes a copy in an embedded collection (applying a broadcast). */
  _embedded(name: string): HarnessCollection<HarnessDocument> {
    return this.getEmbeddedCollection(name);
  }

  static async create(data: Source, operation: DocumentOperation = {}): Promise<HarnessDocument | undefined> {
    return (await this.createDocuments([data], operation))[0];
  }

  /**
   * `Document.createDocuments(data[], operation)`: several documents in one database call; with
   * `operation.parent`, embedded in that parent.
   */
  static async createDocuments(data: Source[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    const { parent, ...rest } = operation;
    if (parent instanceof HarnessDocument) return parent.createEmbeddedDocuments(this.documentName, data, rest);
    return clientCreate(null, this.implementation, data, rest);
  }

  /** `Document.updateDocuments(updates[], operation)`: top-level documents, `[{_id, ...changes}]`, one call. */
  static async updateDocuments(updates: Source[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    const { parent, ...rest } = operation;
    if (parent instanceof HarnessDocument) return parent.updateEmbeddedDocuments(this.documentName, updates, rest);
    return clientUpdate(null, this.documentName, updates, rest);
  }

  /** `Document.deleteDocuments(ids[], operation)`. */
  static async deleteDocuments(ids: string[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    const { parent, ...rest } = operation;
    if (parent instanceof HarnessDocument) return parent.deleteEmbeddedDocuments(this.documentName, ids, rest);
    return clientDelete(null, this.documentName, ids, rest);
  }

  async update(proposed: Source, operation: DocumentOperation = {}): Promise<this | undefined> {
    this._assertOnOwnClient("update");
    const updates = [{ ...structuredClone(proposed), _id: this.id }];
    const [updated] = this.parent
      ? await this.parent.updateEmbeddedDocuments(this.documentName, updates, operation)
      : await clientUpdate(null, this.documentName, updates, operation);
    return updated ? this : undefined;
  }

  async delete(operation: DocumentOperation = {}): Promise<this | undefined> {
    this._assertOnOwnClient("delete");
    const [deleted] = this.parent
      ? await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id], operation)
      : await clientDelete(null, this.documentName, [this.id], operation);
    return deleted ? this : undefined;
  }

  /*
   * The lifecycle methods v13 calls (Document / ClientDocumentMixin). The `_pre*` ones run on the asking client
   * and may return false to drop the document; they call the system model's. The `_on*` ones run on every
   * client after the server wrote the change. Fray's documents override them.
   */
  /* eslint-disable @typescript-eslint/no-unused-vars, @typescript-eslint/no-invalid-void-type -- Foundry's signatures */
  async _preCreate(data: Source, options: DocumentOperation, user: HarnessUser): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preCreate(data, options, user);
  }

  async _preUpdate(changed: Source, options: DocumentOperation, user: HarnessUser): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preUpdate(changed, options, user);
  }

  async _preDelete(options: DocumentOperation, user: HarnessUser): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preDelete(options, user);
  }

  _onCreate(data: Source, options: DocumentOperation, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onCreate(data, options, userId);
  }

  _onUpdate(changed: Source, options: DocumentOperation, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onUpdate(changed, options, userId);
  }

  _onDelete(options: DocumentOperation, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onDelete(options, userId);
  }

  _onCreateDescendantDocuments(
    parent: HarnessDocument,
    collection: string,
    documents: HarnessDocument[],
    data: Source[],
    options: DocumentOperation,
    userId: string,
  ): void {}

  _onUpdateDescendantDocuments(
    parent: HarnessDocument,
    collection: string,
    documents: HarnessDocument[],
    changes: Source[],
    options: DocumentOperation,
    userId: string,
  ): void {}

  _onDeleteDescendantDocuments(
    parent: HarnessDocument,
    collection: string,
    documents: HarnessDocument[],
    ids: string[],
    options: DocumentOperation,
    userId: string,
  ): void {}
  /* eslint-enable @typescript-eslint/no-unused-vars, @typescript-eslint/no-invalid-void-type */

  /** Applies `changes` to the source without a database operation or hooks (`Document#updateSource`). */
  updateSource(changes: Source): void {
    this._stageUpdate(changes).commit();
    this.reset();
  }

  /** Creates embedded documents (`actor.createEmbeddedDocuments("Item", [...])`); see operations.ts. */
  createEmbeddedDocuments(name: string, data: Source[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    this._assertOnOwnClient(`create ${name} in`);
    const cls = this.#client.documentClass(name);
    if (!cls) throw new Error(`harness: no document class for ${name}`);
    this.getEmbeddedCollection(name);
    return clientCreate(this, cls, data, operation);
  }

  /** Updates embedded documents from `[{ _id, ...changes }]`; see operations.ts. */
  updateEmbeddedDocuments(
    name: string,
    updates: Source[],
    operation: DocumentOperation = {},
  ): Promise<HarnessDocument[]> {
    this._assertOnOwnClient(`update ${name} in`);
    this.getEmbeddedCollection(name);
    return clientUpdate(this, name, updates, operation);
  }

  /** Deletes embedded documents by id; see operations.ts. */
  deleteEmbeddedDocuments(name: string, ids: string[], operation: DocumentOperation = {}): Promise<HarnessDocument[]> {
    this._assertOnOwnClient(`delete ${name} in`);
    this.getEmbeddedCollection(name);
    return clientDelete(this, name, ids, operation);
  }

  toObject(): Source {
    return this._source;
  }

  /** Documents serialize as their source (v13 `DataModel#toJSON`), e.g. when sent over the socket. */
  toJSON(): Source {
    return this.toObject();
  }

  #buildSystem(source: Source): TypeDataModel | Source {
    if (!(this.constructor as typeof HarnessDocument).hasSystem) return {};
    const models = this.#client.dataModels(this.documentName);
    if (!models) return structuredClone((source.system as Source | undefined) ?? {});
    const model = models[this.type];
    if (!model && this.type === "base") return structuredClone((source.system as Source | undefined) ?? {});
    if (!model) throw new DataModelValidationError(`${this.documentName}: unknown type "${this.type}"`);
    return new model(source.system, { parent: this });
  }
}
