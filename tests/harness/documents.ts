import { TypeDataModel, DataModelValidationError } from "./data-model";
import type { HarnessHooks } from "./hooks";
import type { HarnessUser } from "./users";

/** `CONST.DOCUMENT_OWNERSHIP_LEVELS`. */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** What a document needs from the harness: who acts, the hooks to fire, where the type models live. */
export interface DocumentContext {
  hooks: HarnessHooks;
  currentUser(): HarnessUser;
  dataModels(documentName: string): Record<string, typeof TypeDataModel> | undefined;
  collection(documentName: string): HarnessCollection<HarnessDocument> | undefined;
  documentClass(documentName: string): typeof HarnessDocument | undefined;
  nextId(): string;
}

let context: DocumentContext | undefined;

/** Binds the document classes to one installed harness. */
export function bindDocuments(ctx: DocumentContext): void {
  context = ctx;
}

function ctx(): DocumentContext {
  if (!context) throw new Error("harness: installFoundry() was not called");
  return context;
}

export interface DocumentOperation {
  /** Act as this user instead of the harness's current user. */
  user?: HarnessUser;
  [option: string]: unknown;
}

type Source = Record<string, unknown>;

function text(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

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
 * Stand-in for a primary world document (Actor, Item, ChatMessage…): create, update and delete with
 * permission checks and the `preCreate`/`create`/`preUpdate`/`update` hooks. A refused or invalid change
 * throws and leaves the stored source exactly as it was.
 */
export class HarnessDocument {
  static documentName = "Document";
  /** Users other than GMs may create documents of this kind (Foundry: per-document permissions). */
  static playersMayCreate = false;

  /** The configured class for this document name (`CONFIG.<Doc>.documentClass`), as in Foundry. */
  static get implementation(): typeof HarnessDocument {
    return ctx().documentClass(this.documentName) ?? this;
  }

  id: string;
  #source: Source;
  system: TypeDataModel | Source;

  constructor(source: Source) {
    this.#source = structuredClone(source);
    this.id = String(source._id);
    this.system = this.#buildSystem(this.#source);
    if (this.system instanceof TypeDataModel) this.#source.system = this.system.toObject();
    this.prepareData();
  }

  get documentName(): string {
    return (this.constructor as typeof HarnessDocument).documentName;
  }

  get _source(): Source {
    return structuredClone(this.#source);
  }

  get name(): string {
    return text(this.#source.name, "");
  }

  get type(): string {
    return text(this.#source.type, "base");
  }

  get ownership(): Record<string, number> {
    return (this.#source.ownership as Record<string, number> | undefined) ?? { default: OWNERSHIP.NONE };
  }

  getUserLevel(user: HarnessUser): number {
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

  prepareData(): void {
    if (this.system instanceof TypeDataModel) {
      this.system.prepareBaseData();
      this.system.prepareDerivedData();
    }
  }

  static async create(data: Source, operation: DocumentOperation = {}): Promise<HarnessDocument> {
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    const cls = this.implementation;
    if (!user.isGM && !cls.playersMayCreate) {
      throw new Error(`User ${user.name} lacks permission to create ${cls.documentName}`);
    }
    const source: Source = {
      _id: c.nextId(),
      ownership: { default: OWNERSHIP.NONE, [user.id]: OWNERSHIP.OWNER },
      ...structuredClone(data),
    };
    const doc = new cls(source);
    if (!c.hooks.call(`preCreate${cls.documentName}`, doc, data, operation, user.id)) {
      throw new Error(`preCreate${cls.documentName} refused the creation`);
    }
    c.collection(cls.documentName)?.set(doc.id, doc);
    c.hooks.callAll(`create${cls.documentName}`, doc, operation, user.id);
    return doc;
  }

  async update(changes: Source, operation: DocumentOperation = {}): Promise<this> {
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    if (!this.testUserPermission(user, "OWNER")) {
      throw new Error(`User ${user.name} lacks permission to update ${this.documentName} "${this.name}"`);
    }
    if ("_id" in changes || "type" in changes) throw new Error(`${this.documentName}: _id and type may not change`);
    const next = mergeChanges(this.#source, changes);
    const system = this.#buildSystem(next);
    if (!c.hooks.call(`preUpdate${this.documentName}`, this, changes, operation, user.id)) return this;
    if (system instanceof TypeDataModel) next.system = system.toObject();
    this.#source = next;
    this.system = system;
    this.prepareData();
    c.hooks.callAll(`update${this.documentName}`, this, changes, operation, user.id);
    return this;
  }

  async delete(operation: DocumentOperation = {}): Promise<this> {
    const c = ctx();
    const user = operation.user ?? c.currentUser();
    if (!this.testUserPermission(user, "OWNER")) {
      throw new Error(`User ${user.name} lacks permission to delete ${this.documentName} "${this.name}"`);
    }
    c.collection(this.documentName)?.delete(this.id);
    c.hooks.callAll(`delete${this.documentName}`, this, operation, user.id);
    return this;
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

/** Stand-in for a world collection (`game.actors`…): a Map with Foundry's lookup helpers. */
export class HarnessCollection<T extends { name: string }> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
  }

  getName(name: string): T | undefined {
    return this.contents.find((d) => d.name === name);
  }

  find(predicate: (doc: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  filter(predicate: (doc: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }
}

export class Actor extends HarnessDocument {
  static override documentName = "Actor";
}
export class Item extends HarnessDocument {
  static override documentName = "Item";
}
export class Combat extends HarnessDocument {
  static override documentName = "Combat";
}
export class Combatant extends HarnessDocument {
  static override documentName = "Combatant";
}
export class TokenDocument extends HarnessDocument {
  static override documentName = "Token";
}
export class ChatMessage extends HarnessDocument {
  static override documentName = "ChatMessage";
  static override playersMayCreate = true;

  get content(): string {
    return text(this._source.content, "");
  }

  static getSpeaker({ alias }: { alias?: string } = {}): { alias: string | null } {
    return { alias: alias ?? null };
  }
}
