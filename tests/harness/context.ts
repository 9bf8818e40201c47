import type { TypeDataModel } from "./data-model";
import type { HarnessCollection } from "./collection";
import type { HarnessDocument } from "./documents";
import type { HarnessHooks } from "./hooks";
import type { HarnessUser } from "./users";

/** `CONST.DOCUMENT_OWNERSHIP_LEVELS`. */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

export type Source = Record<string, unknown>;

/** One entry of `CONFIG.statusEffects` (v13: an array of these). */
export interface StatusEffectConfig {
  id: string;
  _id?: string;
  name?: string;
  img?: string;
  statuses?: string[];
  [key: string]: unknown;
}

/** What a document needs from the harness: who acts, the hooks to fire, where the type models live. */
export interface DocumentContext {
  hooks: HarnessHooks;
  currentUser(): HarnessUser;
  /** Every user of the world. */
  allUsers(): HarnessUser[];
  dataModels(documentName: string): Record<string, typeof TypeDataModel> | undefined;
  collection(documentName: string): HarnessCollection<HarnessDocument> | undefined;
  documentClass(documentName: string): typeof HarnessDocument | undefined;
  statusEffects(): StatusEffectConfig[];
  nextId(): string;
  /** Records one database call (see `OperationRecord`). */
  record(operation: OperationRecord): void;
}

/**
 * One database call as the harness saw it: a top-level `create`/`update`/`delete`, or one
 * `*EmbeddedDocuments` call (however many documents it carries). Tests count these to prove batching.
 */
export interface OperationRecord {
  readonly action: "create" | "update" | "delete";
  readonly documentName: string;
  /** The parent's uuid for an embedded call, else null. */
  readonly parent: string | null;
  /** The ids of the documents the call carried (for a create, the ids given to the new documents). */
  readonly ids: readonly string[];
}

export interface DocumentOperation {
  /** Act as this user instead of the harness's current user. */
  user?: HarnessUser;
  /** Keep the `_id` given in the data instead of generating one (Foundry's `keepId`). */
  keepId?: boolean;
  [option: string]: unknown;
}

let context: DocumentContext | undefined;

/** Binds the document classes to one installed harness. */
export function bindDocuments(bound: DocumentContext): void {
  context = bound;
}

export function ctx(): DocumentContext {
  if (!context) throw new Error("harness: installFoundry() was not called");
  return context;
}

export function text(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}
