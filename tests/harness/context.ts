import type { TypeDataModel } from "./data-model";
import type { HarnessCollection } from "./collection";
import type { HarnessDocument } from "./documents";
import type { HarnessHooks } from "./hooks";
import type { HarnessUser } from "./users";
import type { HarnessWorld } from "./world";
import { currentClient } from "./runtime";

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

/**
 * What a document needs from the client it lives on: who the client's user is, its hooks, its document
 * collections and configured classes, and the world (the server) its operations go to.
 */
export interface DocumentContext {
  readonly label: string;
  readonly hooks: HarnessHooks;
  readonly world: HarnessWorld;
  /** The client's user (`game.user`). */
  currentUser(): HarnessUser;
  /** Every user of the world. */
  allUsers(): HarnessUser[];
  dataModels(documentName: string): Record<string, typeof TypeDataModel> | undefined;
  /** This client's world collection of a top-level document type (`game.actors`…). */
  collection(documentName: string): HarnessCollection<HarnessDocument> | undefined;
  documentClass(documentName: string): typeof HarnessDocument | undefined;
  /** v13 `CONFIG[documentName].objectClass`: the placeable class drawn for a document of that type. */
  objectClass(documentName: string): unknown;
  statusEffects(): StatusEffectConfig[];
  /** The client's chat log (`ui.chat`, chat-log.ts), which draws each chat message it receives. */
  readonly chatLog?: {
    render(message: HarnessDocument): unknown;
    remove(id: string): void;
  };
}

/**
 * One database call as the server saw it: a top-level `create`/`update`/`delete`, or one
 * `*EmbeddedDocuments` call (however many documents it carries). Tests count these to prove batching.
 */
export interface OperationRecord {
  readonly action: "create" | "update" | "delete";
  readonly documentName: string;
  /** The parent's uuid for an embedded call, else null. */
  readonly parent: string | null;
  /** The ids of the documents the call carried (for a create, the ids given to the new documents). */
  readonly ids: readonly string[];
  /** The id of the user whose client asked for it. */
  readonly userId: string;
}

export interface DocumentOperation {
  /** Keep the `_id` given in the data instead of generating one (Foundry's `keepId`). */
  keepId?: boolean;
  [option: string]: unknown;
}

/** The context of the client whose code is running (see runtime.ts). */
export function ctx(): DocumentContext {
  return currentClient<DocumentContext & { label: string }>();
}

export function text(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

/**
 * What crosses Foundry's socket: JSON. Functions, `undefined` and class instances' private state do not
 * survive, `NaN` and `Infinity` become null, a document becomes its source (`toJSON`).
 */
export function overTheWire<T>(value: T): T {
  if (value === undefined) return value;
  return JSON.parse(JSON.stringify(value)) as T;
}
